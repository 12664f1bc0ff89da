// The answers of the two reads a parent's screens repeat (the library and one story), kept ready to
// send: the JSON, its gzip and its ETag. Measured on PGlite with 1,000 stories × 3 chapters: building
// the library costs about 100 ms of queries and 15 ms of gzip, sending it ready well under 1 ms; a bare
// handler sending the same bytes does about 500 per second on 2 cores.
//
// Never the only copy: every answer is rebuilt from the database when it is missing. A user's answers
// are forgotten on every instance when the database announces a change to that user's stories (the
// triggers of drizzle/0004 NOTIFY 'library_changed' with the user's id at commit), and on this instance
// at once after any write request of that user (so a page reading right after its own write never
// waits for the announcement). While the announcements cannot be heard (before LISTEN has answered,
// or while its connection is lost) nothing is kept.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);

export interface ReadyAnswer {
  json: string;
  gzip: Uint8Array<ArrayBuffer>;
  /** SHA-1 of the JSON in hex, as Hono's etag() would compute it. */
  etag: string;
}

export interface ReadCacheOptions {
  /** Bytes of JSON and gzip kept at most (least recently used forgotten first). */
  maxBytes?: number;
  /** How long an answer is kept at most, announcements or not. */
  ttlMs?: number;
}

export type ReadCache = ReturnType<typeof createReadCache>;

export function createReadCache(options: ReadCacheOptions = {}) {
  // Kept per user, so that forgetting a user (after each of their writes) is one delete, not a walk
  // over every answer of every user. A user's size is recomputed each time one of their answers is set.
  const answers = new LRUCache<string, Map<string, ReadyAnswer>>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (kept) => [...kept.values()].reduce((n, a) => n + a.json.length + a.gzip.byteLength + 200, 0) || 1,
    ttl: options.ttlMs ?? 10 * 60_000,
  });
  // A counter, not a clock: a read that started before its user's answers were last forgotten (or
  // before everything was) may have seen the old rows, and its answer is sent but not kept.
  let counter = 0;
  let clearedAt = 0;
  const forgottenAt = new LRUCache<string, number>({ max: 100_000 });
  const building = new Map<string, Promise<ReadyAnswer>>();
  let listening = false;

  const keyOf = (userId: string, what: string) => `${userId}\u0000${what}`;

  return {
    /**
     * The ready answer for `what` (the library, or one story) of `userId`, or `build`'s result made
     * ready; requests arriving while it is being built share that one build.
     */
    async get(userId: string, what: string, build: () => Promise<unknown>): Promise<ReadyAnswer> {
      const key = keyOf(userId, what);
      const ready = answers.get(userId)?.get(what);
      if (ready) return ready;
      const running = building.get(key);
      if (running) return running;
      const startedAt = ++counter;
      const pending = (async () => {
        const json = JSON.stringify(await build());
        const answer: ReadyAnswer = { json, gzip: new Uint8Array(await gzipAsync(json)), etag: createHash('sha1').update(json).digest('hex') };
        const stale = startedAt <= clearedAt || startedAt <= (forgottenAt.get(userId) ?? 0);
        if (listening && !stale) answers.set(userId, new Map(answers.get(userId)).set(what, answer));
        return answer;
      })().finally(() => {
        if (building.get(key) === pending) building.delete(key);
      });
      building.set(key, pending);
      return pending;
    },
    /** Forgets everything kept for `userId` (and lets no read already running keep its answer). */
    forget(userId: string) {
      forgottenAt.set(userId, ++counter);
      answers.delete(userId);
      const prefix = keyOf(userId, '');
      for (const key of [...building.keys()]) if (key.startsWith(prefix)) building.delete(key);
    },
    clear() {
      clearedAt = ++counter;
      answers.clear();
      building.clear();
    },
    /** Whether the change announcements are heard: answers are kept only while they are. */
    setListening(heard: boolean) {
      listening = heard;
      this.clear();
    },
    /** The number of answers kept, all users together. */
    get size() {
      let n = 0;
      for (const kept of answers.values()) n += kept.size;
      return n;
    },
  };
}
