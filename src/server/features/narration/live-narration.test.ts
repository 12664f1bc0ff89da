import { describe, expect, it } from 'vitest';
import { LiveNarration } from './live-narration';

const bytes = (...values: number[]) => new Uint8Array(values);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<number[]> {
  const out: number[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out.push(...chunk);
  return out;
}

describe('LiveNarration', () => {
  it('gives every listener the audio from its beginning, then each new piece, and ends with synthesis', async () => {
    const live = new LiveNarration();
    const early = live.stream();
    const earlyRead = readAll(early);
    live.push(bytes(1, 2));
    const late = live.stream(); // joins after the first piece
    const lateRead = readAll(late);
    live.push(bytes(3));
    live.end();
    expect(await earlyRead).toEqual([1, 2, 3]);
    expect(await lateRead).toEqual([1, 2, 3]);
    expect(await readAll(live.stream())).toEqual([1, 2, 3]); // after the end too
    expect(live.byteLength).toBe(3);
  });

  it('tells when the first audio exists, once, and at once to whoever asks afterwards', () => {
    const live = new LiveNarration();
    const calls: string[] = [];
    live.onPlayable(() => calls.push('a'));
    const forget = live.onPlayable(() => calls.push('forgotten'));
    forget();
    live.push(new Uint8Array(0)); // nothing to play yet
    expect(calls).toEqual([]);
    live.push(bytes(1));
    live.push(bytes(2));
    live.onPlayable(() => calls.push('b'));
    expect(calls).toEqual(['a', 'b']);
  });

  it('never calls a listener when synthesis ends without audio, and takes nothing after the end', async () => {
    const live = new LiveNarration();
    let called = false;
    live.onPlayable(() => (called = true));
    live.end();
    live.push(bytes(9));
    expect(called).toBe(false);
    expect(live.playable).toBe(false);
    expect(await readAll(live.stream())).toEqual([]);
  });

  it('lets a listener go away without stopping the others', async () => {
    const live = new LiveNarration();
    live.push(bytes(1));
    const leaving = live.stream().getReader();
    expect((await leaving.read()).value).toEqual(bytes(1));
    const pending = leaving.read();
    await leaving.cancel();
    expect((await pending).done).toBe(true);
    const staying = readAll(live.stream());
    live.push(bytes(2));
    live.end();
    expect(await staying).toEqual([1, 2]);
  });
});
