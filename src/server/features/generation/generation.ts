// The one place that runs a streamed generation, for new stories and new chapters alike: write → check →
// store → respond (DESIGN decisions 4 and 6). The services prepare a Generation (what to write, how to
// store it, the plan unit reserved for it); the route hands it to respondWithGeneration. The text streams to the client while it is written (Server-Sent Events
// when the client asks for `text/event-stream`, a plain JSON answer otherwise), paragraph by paragraph:
// each paragraph goes to the client only after it passed the child-safety check, so a child never sees
// a sentence the check would refuse. A refused paragraph ends the generation with `unsafe_output`. Only
// a complete and valid text reaches `store`, which records it and consumes the quota in one transaction.
// A writer failure, a refused or cut stream or a client that goes away stores nothing and costs nothing.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type {
  chapterGenerationEvents,
  GenerationEventData,
  storyGenerationEvents,
  textGenerationEvents,
} from '../../../shared/contract/generation-events';
import { wantsEventStream } from '../../lib/context';
import type { Database } from '../../db/client';
import { AppError, errorBody } from '../../lib/errors';
import { writeEvent } from '../../lib/sse-events';
import { assertSafeOutput } from '../../lib/safety-guard';
import type { SafetyCheck } from '../../providers/safety/safety-check';
import { parseWrittenText, WriterError, type StoryWriter, type WrittenChapter } from '../../providers/writer/story-writer';

/** What every feature that has the writer write needs. */
export interface WritingDeps {
  db: Database;
  writer: StoryWriter;
  safety: SafetyCheck;
  clock: () => Date;
  log: (line: string) => void;
}

export interface GenerationMessages {
  /** The provider failed or answered an error. */
  unavailable: string;
  /** The provider took too long. */
  timeout: string;
  /** The text came back cut or unusable. */
  malformed: string;
  /** The text was fine but could not be stored. */
  storeFailed?: string;
}

const DEFAULT_STORE_FAILED = 'No se pudo guardar el texto generado. Inténtalo de nuevo.';

/** The events a text generation streams: a new story's or a new chapter's. */
type TextGenerationEvents = typeof storyGenerationEvents | typeof chapterGenerationEvents;

export interface Generation<T> {
  /** Starts the writer. The signal aborts it when the client goes away. */
  write: (signal: AbortSignal) => AsyncIterable<string>;
  /**
   * Records the validated text, consuming the quota in the same transaction, and gives what the answer
   * carries (`{story}`, `{story, chapter}`); may throw an AppError (a refused quota).
   */
  store: (written: WrittenChapter) => Promise<T>;
  /**
   * The child-safety check every generated text passes before it is stored (DESIGN decision 9): a
   * refused text answers 422 `unsafe_output`, stores nothing and costs nothing.
   */
  safety: { check: SafetyCheck; language?: string };
  /**
   * Gives back the unit of the plan reserved for this generation (see quota-reservations.ts), called
   * once when it ends without storing: writer failure, refused text, client gone, storing refused.
   */
  release?: () => Promise<void>;
  messages: GenerationMessages;
  log: (line: string) => void;
}

/** Thrown when the client went away: there is nobody left to answer. */
class ClientGone extends Error {}

/** Storing failed for a reason of ours (not a refusal such as the quota): the writer is not to blame. */
class StoreFailed extends Error {
  constructor(readonly reason: unknown) {
    super('store failed');
  }
}

/** The AppError a failed generation answers with: a clear Spanish message, never the provider's details. */
function generationError(error: unknown, messages: GenerationMessages, log: (line: string) => void): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof StoreFailed) {
    const reason = error.reason;
    log(`No se pudo guardar un texto generado: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
    return new AppError(500, 'store_failed', messages.storeFailed ?? DEFAULT_STORE_FAILED);
  }
  if (error instanceof WriterError) {
    switch (error.kind) {
      case 'timeout':
        return new AppError(504, 'writer_timeout', messages.timeout);
      case 'malformed':
        return new AppError(502, 'writer_malformed', messages.malformed);
      case 'refused':
        // The safety check refused the text; its message is written for the user.
        return new AppError(422, 'content_refused', error.message);
      default:
        return new AppError(502, 'writer_unavailable', messages.unavailable);
    }
  }
  log(`Fallo del escritor: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return new AppError(502, 'writer_unavailable', messages.unavailable);
}

/**
 * Runs the writer to the end. Its text is cut into paragraphs (at blank lines; the title line is the
 * first); each complete paragraph passes the safety check and only then is handed to `onDelta`, with
 * its blank line, so the deltas joined are exactly the writer's text. Then the whole text is validated
 * and stored. Throws whatever refused it; nothing is stored unless every paragraph passed, the text is
 * complete and the client still there.
 */
async function runGeneration<T>(
  generation: Pick<Generation<T>, 'write' | 'store' | 'safety' | 'release' | 'log'>,
  signal: AbortSignal,
  onDelta?: (text: string) => Promise<void> | void,
): Promise<T> {
  let stored = false;
  try {
    const result = await writeAndStore(generation, signal, onDelta);
    stored = true;
    return result;
  } finally {
    if (!stored && generation.release) {
      await generation.release().catch((error: unknown) => {
        generation.log(`No se pudo devolver la reserva de una generación: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }
}

async function writeAndStore<T>(
  generation: Pick<Generation<T>, 'write' | 'store' | 'safety'>,
  signal: AbortSignal,
  onDelta?: (text: string) => Promise<void> | void,
): Promise<T> {
  const { check, language } = generation.safety;
  let text = '';
  let pending = '';
  const release = async (paragraph: string) => {
    await assertSafeOutput(check, paragraph, language);
    if (signal.aborted) throw new ClientGone();
    await onDelta?.(paragraph);
  };
  for await (const chunk of generation.write(signal)) {
    if (signal.aborted) throw new ClientGone();
    if (!chunk) continue;
    text += chunk;
    pending += chunk;
    // Every complete paragraph (followed by a blank line) in what has arrived so far.
    let end: RegExpExecArray | null;
    while ((end = /\n[ \t]*\n\s*/.exec(pending)) && end.index + end[0].length < pending.length) {
      const paragraph = pending.slice(0, end.index + end[0].length);
      pending = pending.slice(paragraph.length);
      await release(paragraph);
    }
  }
  if (signal.aborted) throw new ClientGone();
  if (pending) await release(pending);
  const written = parseWrittenText(text);
  if (signal.aborted) throw new ClientGone();
  try {
    return await generation.store(written);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new StoreFailed(error);
  }
}

/** Answers the request with the generation: streamed events or JSON, as the client asked. */
export function respondWithGeneration<E extends TextGenerationEvents, T extends GenerationEventData<E, 'done'>>(
  c: Context,
  events: E,
  generation: Generation<T>,
): Response | Promise<Response> {
  const { messages } = generation;
  const controller = new AbortController();
  const requestSignal = c.req.raw.signal;
  const onRequestAbort = () => controller.abort();
  if (requestSignal.aborted) controller.abort();
  else requestSignal.addEventListener('abort', onRequestAbort, { once: true });
  const cleanUp = () => requestSignal.removeEventListener('abort', onRequestAbort);

  if (!wantsEventStream(c)) {
    return (async () => {
      try {
        const result = await runGeneration(generation, controller.signal);
        return c.json(result, 201);
      } catch (error) {
        if (error instanceof ClientGone || controller.signal.aborted) {
          return c.json(errorBody('client_closed', 'La petición se canceló.'), 499 as never);
        }
        throw generationError(error, messages, generation.log);
      } finally {
        cleanUp();
      }
    })();
  }

  // `delta` and `error` are the same for every text generation; `done` is this one's.
  const common: typeof textGenerationEvents & { done: E['done'] } = events;
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => controller.abort());
    try {
      const result = await runGeneration(generation, controller.signal, async (text) => {
        await writeEvent(stream, common, 'delta', { text });
      });
      await writeEvent(stream, events, 'done', result);
    } catch (error) {
      if (error instanceof ClientGone || controller.signal.aborted) return;
      const failure = generationError(error, messages, generation.log);
      await writeEvent(stream, common, 'error', errorBody(failure.code, failure.message));
    } finally {
      cleanUp();
    }
  });
}
