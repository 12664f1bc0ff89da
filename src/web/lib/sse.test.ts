import { describe, expect, it } from 'vitest';
import { parseEventBuffer, readEventStream, type ServerSentEvent } from './sse';

function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
  );
}

describe('server-sent events', () => {
  it('keeps an unfinished event for the next chunk', () => {
    const { events, rest } = parseEventBuffer('event: delta\ndata: {"text":"Hab"}\n\nevent: delta\ndata: {"te');
    expect(events).toEqual([{ event: 'delta', data: '{"text":"Hab"}' }]);
    expect(rest).toBe('event: delta\ndata: {"te');
  });

  it('joins multi-line data, ignores comments and accepts CRLF', () => {
    const { events } = parseEventBuffer(': ping\r\n\r\nevent: done\r\ndata: a\r\ndata: b\r\n\r\n');
    expect(events).toEqual([{ event: 'done', data: 'a\nb' }]);
  });

  it('reads events split anywhere across chunks, including inside a multi-byte letter', async () => {
    const text = 'event: delta\ndata: {"text":"Había una vez"}\n\nevent: delta\ndata: {"text":" un niño"}\n\nevent: done\ndata: {}\n\n';
    const bytes = new TextEncoder().encode(text);
    const seen: ServerSentEvent[] = [];
    // Split the bytes one by one: 'í' and 'ñ' arrive in two halves.
    const response = new Response(
      new ReadableStream({
        start(controller) {
          for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
          controller.close();
        },
      }),
    );
    await readEventStream(response, (e) => seen.push(e));
    expect(seen.map((e) => e.event)).toEqual(['delta', 'delta', 'done']);
    expect(seen.map((e) => e.data)).toEqual(['{"text":"Había una vez"}', '{"text":" un niño"}', '{}']);
  });

  it('delivers a last event that lacks the closing blank line', async () => {
    const seen: ServerSentEvent[] = [];
    await readEventStream(streamOf(['event: error\ndata: {"error":{}}']), (e) => seen.push(e));
    expect(seen).toEqual([{ event: 'error', data: '{"error":{}}' }]);
  });
});
