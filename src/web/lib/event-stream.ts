// Streamed generations (DESIGN decision 6): a POST answered with Server-Sent Events (EventSource only
// does GET). The body is parsed by eventsource-parser as it arrives and each event is checked against
// the contract's schema (src/shared/contract/generation-events.ts) before the page sees it. A stream is
// never retried: a second POST would be a second story, chapter or narration.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { GenerationEventOf, GenerationEventSchemas } from '@shared/contract/generation-events';
import type { z } from '@shared/zod';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api';

/** Reads the whole body, calling `onEvent` for each event in order, as soon as it is complete. */
export async function readEventStream(response: Response, onEvent: (event: EventSourceMessage) => void): Promise<void> {
  if (!response.body) return;
  const parser = createParser({ onEvent });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  // A last event that lacks its closing blank line still counts: it is usually the `error` of a server
  // that gave up.
  parser.feed('\n\n');
}

/** An event whose data is not what the contract says: the answer cannot be trusted. */
export class InvalidEventError extends Error {
  constructor(readonly event: string) {
    super(`invalid '${event}' event`);
    this.name = 'InvalidEventError';
  }
}

/** The event checked against its schema; null for an event this generation does not know (ignored). */
export function parseGenerationEvent<S extends GenerationEventSchemas>(events: S, message: EventSourceMessage): GenerationEventOf<S> | null {
  const name = message.event ?? 'message';
  if (!Object.hasOwn(events, name)) return null;
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    throw new InvalidEventError(name);
  }
  const parsed = events[name].safeParse(json);
  if (!parsed.success) throw new InvalidEventError(name);
  return { event: name, data: parsed.data } as GenerationEventOf<S>;
}

/** A kind of streamed generation: where it is asked, what it streams, what it answers, and its messages. */
export interface StreamedGeneration<S extends GenerationEventSchemas, I, R> {
  events: S;
  request: (input: I) => { url: string; body?: unknown };
  /** What the caller gets from the `done` event (the other events go to `onEvent`). */
  result: (done: z.output<S['done']>) => R;
  /** When the stream ends without `done` or `error`. */
  cutMessage: string;
  /** When a refusal or failure carries no message of its own. */
  fallbackMessage: string;
  /** When an event is not what the contract says. */
  invalidMessage: string;
}

export interface RunOptions<S extends GenerationEventSchemas> {
  onEvent?: (event: GenerationEventOf<S>) => void;
  signal?: AbortSignal;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function refusalOf(response: Response, fallback: string): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return new ApiError(response.status, body.error?.code ?? `http_${response.status}`, body.error?.message || fallback);
  } catch {
    return new ApiError(response.status, `http_${response.status}`, fallback);
  }
}

/**
 * Runs one generation: answers what its `done` event carries, or throws an ApiError (a refusal before the
 * stream, an `error` event, a cut or invalid stream, the network). A cancelled run throws the AbortError.
 */
export async function runGeneration<S extends GenerationEventSchemas, I, R>(
  generation: StreamedGeneration<S, I, R>,
  input: I,
  { onEvent, signal }: RunOptions<S> = {},
): Promise<R> {
  const { url, body } = generation.request(input);
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await refusalOf(response, generation.fallbackMessage);

  let done: { data: z.output<S['done']> } | null = null;
  let failure: ApiError | null = null;
  try {
    await readEventStream(response, (message) => {
      const event = parseGenerationEvent(generation.events, message);
      if (!event) return;
      if (event.event === 'done') done = { data: event.data };
      else if (event.event === 'error') {
        const { error } = event.data as z.output<S['error']>;
        failure = new ApiError(502, error.code, error.message || generation.fallbackMessage);
      } else onEvent?.(event);
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof InvalidEventError) throw new ApiError(502, 'bad_stream', generation.invalidMessage);
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (failure) throw failure;
  // Assigned in the callback: TypeScript cannot see that, hence the annotation.
  const stored = done as { data: z.output<S['done']> } | null;
  if (!stored) throw new ApiError(0, 'stream_cut', generation.cutMessage);
  return generation.result(stored.data);
}
