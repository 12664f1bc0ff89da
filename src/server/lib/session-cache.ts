// Who is signed in, remembered for a few seconds per session cookie: every API request needs it, and
// asking better-auth each time means a database read per request. A sign-out, a password change or
// reset, or any other change to accounts made through this server forgets everything at once; another
// server's change takes effect here within `ttlMs` (and never beyond the session's own expiry).
export interface CachedUser {
  id: string;
  email: string;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export function createSessionCache(options: SessionCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { user: CachedUser; until: number }>();
  const lookups = new Map<string, Promise<CachedUser | null>>();
  let generation = 0;

  return {
    get(cookie: string): CachedUser | undefined {
      const entry = entries.get(cookie);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(cookie);
        return undefined;
      }
      return entry.user;
    },
    set(cookie: string, user: CachedUser, sessionExpiresAt: Date) {
      const until = Math.min(now() + ttlMs, sessionExpiresAt.getTime());
      if (until <= now()) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(cookie, { user, until });
    },
    /**
     * The remembered user, or `lookup`'s answer, asked once for all the requests with this cookie that
     * arrive meanwhile (a page opens several at once). A lookup overtaken by `clear` is not remembered.
     */
    resolve(cookie: string, lookup: () => Promise<{ user: CachedUser; expiresAt: Date } | null>): CachedUser | Promise<CachedUser | null> {
      const known = this.get(cookie);
      if (known) return known;
      const running = lookups.get(cookie);
      if (running) return running;
      const startedAt = generation;
      const pending = lookup()
        .then((found) => {
          if (!found) return null;
          if (startedAt === generation) this.set(cookie, found.user, found.expiresAt);
          return found.user;
        })
        .finally(() => lookups.delete(cookie));
      lookups.set(cookie, pending);
      return pending;
    },
    clear() {
      generation += 1;
      entries.clear();
      lookups.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
