// Reads a Server-Sent Events answer of a POST (EventSource only does GET): the body is read as it
// arrives and split into events, each handed over as soon as it is complete.

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits a text buffer into complete events; answers them and the unfinished rest. */
export function parseEventBuffer(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ServerSentEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // a comment, e.g. a keep-alive
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Reads the whole body, calling `onEvent` for each event in order. */
export async function readEventStream(response: Response, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const { events, rest } = parseEventBuffer(done ? `${buffer}\n\n` : buffer);
    buffer = rest;
    for (const event of events) onEvent(event);
    if (done) return;
  }
}
