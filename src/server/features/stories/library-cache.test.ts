// The library cache's own rules, with a controlled clock and loads the test finishes by hand.
import { describe, expect, it } from 'vitest';
import { createLibraryCache } from './library-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('library cache', () => {
  it('loads once for many readers at the same time, then answers from memory', async () => {
    const cache = createLibraryCache();
    let loads = 0;
    const gate = deferred<unknown>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const readers = [cache.get('u1', load), cache.get('u1', load), cache.get('u1', load)];
    gate.resolve({ stories: ['a'] });
    const entries = await Promise.all(readers);
    expect(loads).toBe(1);
    expect(entries.map((e) => e.body.toString())).toEqual(Array(3).fill('{"stories":["a"]}'));
    await cache.get('u1', load);
    expect(loads).toBe(1);
  });

  it('does not keep what a read saw when a write happened while it was reading', async () => {
    const cache = createLibraryCache();
    const before = deferred<unknown>();
    const reading = cache.get('u1', () => before.promise);
    cache.changed('u1'); // a story is stored while the library is being read
    before.resolve({ stories: [] });
    expect((await reading).body.toString()).toBe('{"stories":[]}'); // the read that started before the write
    const after = await cache.get('u1', async () => ({ stories: ['nuevo'] }));
    expect(after.body.toString()).toBe('{"stories":["nuevo"]}');
  });

  it('tells the other servers of a local change, and obeys theirs', async () => {
    const told: string[] = [];
    const cache = createLibraryCache({ broadcast: (userId) => told.push(userId) });
    await cache.get('u1', async () => ({ n: 1 }));
    cache.changed('u1');
    expect(told).toEqual(['u1']);
    await cache.get('u2', async () => ({ n: 1 }));
    cache.invalidate('u2'); // another server wrote
    expect((await cache.get('u2', async () => ({ n: 2 }))).body.toString()).toBe('{"n":2}');
    expect(told).toEqual(['u1']);
  });

  it('forgets entries after their time, and the oldest ones beyond its size', async () => {
    let now = 0;
    const cache = createLibraryCache({ ttlMs: 1_000, maxBytes: 26, now: () => now });
    await cache.get('u1', async () => ({ v: 'uno' })); // 11 bytes
    now = 999;
    expect((await cache.get('u1', async () => ({ v: 'dos' }))).body.toString()).toBe('{"v":"uno"}');
    now = 1_000;
    expect((await cache.get('u1', async () => ({ v: 'dos' }))).body.toString()).toBe('{"v":"dos"}');

    await cache.get('u2', async () => ({ v: 'tres' })); // 12 bytes: 23 in all, under 26
    await cache.get('u3', async () => ({ v: 'cuatro' })); // 14 more make 37: u1, the oldest, goes
    expect(cache.size).toBe(2);
    expect((await cache.get('u1', async () => ({ v: 'otra' }))).body.toString()).toBe('{"v":"otra"}');
  });

  it('gzips an entry once and gives the same bytes after', async () => {
    const cache = createLibraryCache();
    const entry = await cache.get('u1', async () => ({ text: 'había una vez '.repeat(100) }));
    const zipped = entry.gzip();
    expect(zipped.byteLength).toBeLessThan(entry.body.byteLength);
    expect(entry.gzip()).toBe(zipped);
  });
});
