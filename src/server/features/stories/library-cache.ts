// The library (GET /api/stories) kept ready to send: a parent's home and library screens ask for it
// often, and building it (every story with its character and chapters) is the server's heaviest read.
// Each user's answer is kept serialised, with its ETag and, once asked for, its gzipped form.
//
// It is never stale for the user who writes: every write to a user's stories, chapters or characters
// calls `changed(userId)`, which drops the entry here at once and tells the other servers on the same
// database (pg_notify → `invalidate`). A read that started before a write does not store what it read.
// Entries also expire after `ttlMs`, and the cache holds at most `maxBytes`, oldest dropped first.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export const LIBRARY_CHANNEL = 'cm_library_changed';

export interface LibraryEntry {
  body: Buffer;
  etag: string;
  /** The gzipped body, made the first time a client accepts it. */
  gzip(): Buffer;
}

interface StoredEntry extends LibraryEntry {
  bytes: number;
  until: number;
}

interface Flight {
  promise: Promise<LibraryEntry>;
  stale: boolean;
}

export interface LibraryCacheOptions {
  /** Tells the other servers that a user's library changed (fire and forget). */
  broadcast?: (userId: string) => void;
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
}

export function createLibraryCache(options: LibraryCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, StoredEntry>();
  const loading = new Map<string, Flight>();
  let totalBytes = 0;

  function drop(userId: string) {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    totalBytes -= entry.bytes;
  }

  function store(userId: string, entry: StoredEntry) {
    drop(userId);
    if (entry.bytes > maxBytes) return;
    entries.set(userId, entry);
    totalBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function makeEntry(value: unknown): StoredEntry {
    const body = Buffer.from(JSON.stringify(value));
    let zipped: Buffer | null = null;
    const entry: StoredEntry = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      bytes: body.byteLength,
      until: now() + ttlMs,
      gzip() {
        if (!zipped) {
          zipped = gzipSync(body);
          entry.bytes += zipped.byteLength;
          totalBytes += zipped.byteLength;
        }
        return zipped;
      },
    };
    return entry;
  }

  function invalidate(userId: string) {
    drop(userId);
    const flight = loading.get(userId);
    if (flight) {
      flight.stale = true;
      loading.delete(userId);
    }
  }

  return {
    /** The user's cached library, or `load`'s answer (one load at a time per user). */
    get(userId: string, load: () => Promise<unknown>): LibraryEntry | Promise<LibraryEntry> {
      const hit = entries.get(userId);
      if (hit && hit.until > now()) return hit;
      const running = loading.get(userId);
      if (running) return running.promise;
      const flight: Flight = { stale: false, promise: Promise.resolve(null as never) };
      flight.promise = (async () => {
        try {
          const entry = makeEntry(await load());
          if (!flight.stale) store(userId, entry);
          return entry;
        } finally {
          if (loading.get(userId) === flight) loading.delete(userId);
        }
      })();
      loading.set(userId, flight);
      return flight.promise;
    },

    /** A write changed the user's library: forget it here and on the other servers. */
    changed(userId: string) {
      invalidate(userId);
      options.broadcast?.(userId);
    },

    /** Another server changed the user's library. */
    invalidate,

    get size() {
      return entries.size;
    },
  };
}

export type LibraryCache = ReturnType<typeof createLibraryCache>;
