import type { EventSourceMessage } from 'eventsource-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyGenerationEvents } from '@shared/contract/generation-events';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api';
import { isAbortError, readEventStream, runGeneration, type StreamedGeneration } from './event-stream';
import { sampleCharacter } from '../test-support/sample-character';

const encoder = new TextEncoder();

function streamOf(chunks: (string | Uint8Array)[], { failAfter = false } = {}): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        if (failAfter) controller.error(new TypeError('network error'));
        else controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

async function eventsOf(response: Response): Promise<EventSourceMessage[]> {
  const seen: EventSourceMessage[] = [];
  await readEventStream(response, (e) => seen.push(e));
  return seen;
}

const chapter = { id: 'c1', chapterNumber: 1, title: 'El bosque', content: 'Había una vez un niño.', generationMethod: 'free', createdAt: '2026-11-27T10:00:00.000Z' };
const character = sampleCharacter;
const story = {
  id: 's1',
  title: 'El bosque',
  moral: 'kindness',
  genre: 'adventure',
  duration: 'short',
  language: 'es',
  additionalDetails: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  character,
  characters: [character],
  chapters: [chapter],
};

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const generation: StreamedGeneration<typeof storyGenerationEvents, { genre: string }, typeof story> = {
  events: storyGenerationEvents,
  request: (input) => ({ url: '/api/stories', body: input }),
  result: ({ story: s }) => s as typeof story,
  cutMessage: 'La conexión se cortó antes de terminar la historia. Inténtalo de nuevo.',
  fallbackMessage: 'Inténtalo de nuevo.',
  invalidMessage: 'Error al procesar la respuesta del servidor.',
};

function answer(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading server-sent events', () => {
  it('reads events split anywhere across chunks, including inside a multi-byte letter', async () => {
    const bytes = encoder.encode(`${sse('delta', { text: 'Había una vez' })}${sse('delta', { text: ' un niño' })}event: done\ndata: {}\n\n`);
    // One byte at a time: 'í' and 'ñ' arrive in two halves.
    const seen = await eventsOf(streamOf(Array.from(bytes, (b) => new Uint8Array([b]))));
    expect(seen.map((e) => e.event)).toEqual(['delta', 'delta', 'done']);
    expect(seen.map((e) => e.data)).toEqual(['{"text":"Había una vez"}', '{"text":" un niño"}', '{}']);
  });

  it('keeps an unfinished event for the next chunk', async () => {
    const seen = await eventsOf(streamOf(['event: delta\ndata: {"text":"Hab"}\n\nevent: delta\ndata: {"te', 'xt":"ía"}\n\n']));
    expect(seen.map((e) => e.data)).toEqual(['{"text":"Hab"}', '{"text":"ía"}']);
  });

  it('joins multi-line data, ignores comments and retry fields, and accepts CRLF', async () => {
    const seen = await eventsOf(streamOf([': ping\r\n\r\nretry: 1000\r\n\r\nevent: done\r\ndata: a\r\ndata: b\r\n\r\n']));
    expect(seen).toEqual([{ event: 'done', data: 'a\nb', id: undefined }]);
  });

  it('delivers a last event that lacks the closing blank line', async () => {
    const seen = await eventsOf(streamOf(['event: error\ndata: {"error":{}}']));
    expect(seen).toEqual([{ event: 'error', data: '{"error":{}}', id: undefined }]);
  });
});

describe('running a streamed generation', () => {
  it('hands over each delta as it comes and answers what `done` carries', async () => {
    const fetch = answer(streamOf([sse('delta', { text: 'Había ' }), sse('delta', { text: 'una vez' }), sse('done', { story })]));
    const deltas: string[] = [];
    const result = await runGeneration(generation, { genre: 'adventure' }, { onEvent: (e) => e.event === 'delta' && deltas.push(e.data.text) });
    expect(result).toEqual(story);
    expect(deltas).toEqual(['Había ', 'una vez']);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/stories');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('accept')).toBe('text/event-stream');
    expect(init?.body).toBe('{"genre":"adventure"}');
  });

  it('turns an `error` event into an ApiError with the server’s Spanish message', async () => {
    answer(streamOf([sse('delta', { text: 'Había' }), sse('error', { error: { code: 'unsafe_output', message: 'Probemos con otras ideas.' } })]));
    const error = await failureOf(runGeneration(generation, { genre: 'adventure' }));
    expect(error.code).toBe('unsafe_output');
    expect(error.message).toBe('Probemos con otras ideas.');
  });

  it('says the connection was cut when the stream ends without `done` or `error`', async () => {
    answer(streamOf([sse('delta', { text: 'Había una' })]));
    const error = await failureOf(runGeneration(generation, { genre: 'adventure' }));
    expect(error.code).toBe('stream_cut');
    expect(error.message).toBe('La conexión se cortó antes de terminar la historia. Inténtalo de nuevo.');
  });

  it('says the network failed when the body breaks mid-stream', async () => {
    answer(streamOf([sse('delta', { text: 'Había una' })], { failAfter: true }));
    const error = await failureOf(runGeneration(generation, { genre: 'adventure' }));
    expect(error.code).toBe('network');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('refuses an event that is not what the contract says', async () => {
    for (const bad of [sse('done', { story: { id: 's1' } }), 'event: delta\ndata: {"text":\n\n', sse('delta', { text: 3 })]) {
      answer(streamOf([bad, sse('done', { story })]));
      const error = await failureOf(runGeneration(generation, { genre: 'adventure' }));
      expect(error.code).toBe('bad_stream');
      expect(error.message).toBe('Error al procesar la respuesta del servidor.');
    }
  });

  it('ignores events it does not know', async () => {
    answer(streamOf([sse('ping', { at: 1 }), 'data: {}\n\n', sse('done', { story })]));
    await expect(runGeneration(generation, { genre: 'adventure' })).resolves.toEqual(story);
  });

  it('turns a refusal before the stream into an ApiError with its status, code and message', async () => {
    answer(Response.json({ error: { code: 'story_limit', message: 'Has alcanzado el límite de historias.' } }, { status: 403 }));
    const error = await failureOf(runGeneration(generation, { genre: 'adventure' }));
    expect([error.status, error.code, error.message]).toEqual([403, 'story_limit', 'Has alcanzado el límite de historias.']);

    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    const other = await failureOf(runGeneration(generation, { genre: 'adventure' }));
    expect([other.status, other.code, other.message]).toEqual([502, 'http_502', 'Inténtalo de nuevo.']);
  });

  it('says the server cannot be reached when the request fails, and never retries', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(runGeneration(generation, { genre: 'adventure' }));
    expect(error.code).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets a cancelled run end with the AbortError, not a message for people', async () => {
    const controller = new AbortController();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      // The body stays open until the run is cancelled, as a real stream being written.
      return new Response(
        new ReadableStream({
          start(stream) {
            stream.enqueue(encoder.encode(sse('delta', { text: 'Había' })));
            init?.signal?.addEventListener('abort', () => stream.error(new DOMException('Aborted', 'AbortError')));
          },
        }),
      );
    });
    const run = runGeneration(generation, { genre: 'adventure' }, { signal: controller.signal, onEvent: () => controller.abort() });
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
  });
});
