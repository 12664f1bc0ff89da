// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyGenerationEvents } from '@shared/contract/generation-events';
import { fakeApi } from '../test-support/fake-api';
import { ApiError } from './api';
import { isAbortError, type StreamedGeneration } from './event-stream';
import { useStreamedGeneration } from './use-streamed-generation';

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const createStoryGeneration: StreamedGeneration<typeof storyGenerationEvents, typeof input, unknown> = {
  events: storyGenerationEvents,
  request: (body) => ({ url: '/api/stories', body }),
  result: ({ story }) => story,
  cutMessage: 'La conexión se cortó antes de terminar la historia. Inténtalo de nuevo.',
  fallbackMessage: 'Inténtalo de nuevo.',
  invalidMessage: 'Error al procesar la respuesta del servidor.',
};
const input = { characterId: '5f0c2a64-6d4e-4a39-9a51-0d2f3c7b8e11', genre: 'adventure', moral: 'kindness', duration: 'short' } as const;

/** POST /api/stories answered by a stream the test writes. */
function streamedStory() {
  const stream: { controller?: ReadableStreamDefaultController<Uint8Array>; aborted: boolean } = { aborted: false };
  fakeApi({
    'POST /api/stories': (request) => {
      request.signal.addEventListener('abort', () => {
        stream.aborted = true;
        stream.controller?.error(new DOMException('Aborted', 'AbortError'));
      });
      return new Response(new ReadableStream({ start: (c) => void (stream.controller = c) }), { headers: { 'content-type': 'text/event-stream' } });
    },
  });
  return stream;
}

describe('useStreamedGeneration', () => {
  it('shows the text as it is written, and empties it when the generation fails', async () => {
    const stream = streamedStory();
    const { result } = renderHook(() => useStreamedGeneration(createStoryGeneration));
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.start(input).catch((error: unknown) => error);
    });
    await waitFor(() => expect(stream.controller).toBeDefined());
    act(() => stream.controller!.enqueue(sse('delta', { text: 'Había una vez' })));
    await waitFor(() => expect(result.current.text).toBe('Había una vez'));
    act(() => stream.controller!.enqueue(sse('delta', { text: ' un bosque' })));
    await waitFor(() => expect(result.current.text).toBe('Había una vez un bosque'));

    await act(async () => {
      stream.controller!.enqueue(sse('error', { error: { code: 'unsafe_output', message: 'Probemos con otras ideas.' } }));
      stream.controller!.close();
      await run;
    });
    const error = await run;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Probemos con otras ideas.');
    expect(result.current.text).toBe('');
  });

  it('cancels the generation when the page goes away', async () => {
    const stream = streamedStory();
    const { result, unmount } = renderHook(() => useStreamedGeneration(createStoryGeneration));
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.start(input).catch((error: unknown) => error);
    });
    await waitFor(() => expect(stream.controller).toBeDefined());
    unmount();
    expect(isAbortError(await run)).toBe(true);
    expect(stream.aborted).toBe(true);
  });
});
