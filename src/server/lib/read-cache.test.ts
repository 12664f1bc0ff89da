// Answers kept ready: built once for the requests that ask together, kept until their user's stories
// change, never kept from a read that may have seen the rows before a change, nor while changes cannot
// be heard.
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

function counting(value: unknown = { stories: [] }) {
  const calls = { n: 0 };
  const build = async () => {
    calls.n += 1;
    return value;
  };
  return { calls, build };
}

function listeningCache() {
  const cache = createReadCache();
  cache.setListening(true);
  return cache;
}

describe('read cache', () => {
  it('builds once for requests that ask together, then answers from what it kept', async () => {
    const cache = listeningCache();
    const { calls, build } = counting({ stories: [{ id: 's1', title: 'Luna' }] });
    const answers = await Promise.all([cache.get('u1', 'library', build), cache.get('u1', 'library', build), cache.get('u1', 'library', build)]);
    expect(calls.n).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.get('u1', 'library', build);
    expect(calls.n).toBe(1);

    const [answer] = answers;
    expect(answer.json).toBe('{"stories":[{"id":"s1","title":"Luna"}]}');
    expect(gunzipSync(answer.gzip).toString('utf8')).toBe(answer.json);
    expect(answer.etag).toBe(createHash('sha1').update(answer.json).digest('hex'));
  });

  it('forgets one user and only that one', async () => {
    const cache = listeningCache();
    const a = counting();
    const b = counting();
    await cache.get('u1', 'library', a.build);
    await cache.get('u1', 'story s1', a.build);
    await cache.get('u2', 'library', b.build);
    cache.forget('u1');
    await cache.get('u1', 'library', a.build);
    await cache.get('u1', 'story s1', a.build);
    await cache.get('u2', 'library', b.build);
    expect(a.calls.n).toBe(4);
    expect(b.calls.n).toBe(1);
  });

  it('does not keep an answer whose read started before its user changed', async () => {
    const cache = listeningCache();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => (release = r));
      return { stories: ['old'] };
    };
    const pending = cache.get('u1', 'library', slow);
    await Promise.resolve();
    cache.forget('u1'); // the change lands while the old rows are being read
    // A request after the change does not join the old read.
    const fresh = cache.get('u1', 'library', async () => ({ stories: ['new'] }));
    release();
    expect((await pending).json).toBe('{"stories":["old"]}');
    expect((await fresh).json).toBe('{"stories":["new"]}');
    expect((await cache.get('u1', 'library', async () => ({ stories: ['newer'] }))).json).toBe('{"stories":["new"]}');
  });

  it('keeps nothing while changes cannot be heard, and forgets everything when hearing stops', async () => {
    const cache = createReadCache();
    const { calls, build } = counting();
    await cache.get('u1', 'library', build);
    await cache.get('u1', 'library', build);
    expect(calls.n).toBe(2);

    cache.setListening(true);
    await cache.get('u1', 'library', build);
    await cache.get('u1', 'library', build);
    expect(calls.n).toBe(3);

    cache.setListening(false);
    expect(cache.size).toBe(0);
    await cache.get('u1', 'library', build);
    expect(calls.n).toBe(4);
    expect(cache.size).toBe(0);
  });

  it('shares a failed build with the requests that waited for it, and tries again afterwards', async () => {
    const cache = listeningCache();
    let fail = true;
    const build = async () => {
      if (fail) throw new Error('no encontrada');
      return { ok: true };
    };
    const results = await Promise.allSettled([cache.get('u1', 'story x', build), cache.get('u1', 'story x', build)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect((await cache.get('u1', 'story x', build)).json).toBe('{"ok":true}');
  });
});
