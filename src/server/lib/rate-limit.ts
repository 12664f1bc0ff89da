// Request counters kept in the database (table request_limits), so that every server instance counts
// the same requests: one atomic statement per hit, a fixed window per key.
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { requestLimits } from '../db/schema';
import { AppError } from './errors';

export interface LimitRule {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Hits counted in the current window, this one included when it was allowed. */
  count: number;
  /** When the current window ends. */
  resetAt: Date;
}

export interface RateLimiter {
  /** Counts one hit against `key`; a refused hit is not counted. */
  hit(key: string, rule: LimitRule): Promise<LimitDecision>;
  /** The current window of `key` without counting anything. */
  peek(key: string, rule: LimitRule): Promise<LimitDecision>;
  /** Takes one hit back (a sign-in that turned out right, work that did not start). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key (a correct password clears that account's failures). */
  clear(key: string): Promise<void>;
}

/** Old rows are removed now and then by whoever writes; never on every request. */
const CLEANUP_EVERY = 200;

export function createRateLimiter(db: Database, clock: () => Date): RateLimiter {
  let writes = 0;
  const cleanUp = async (now: Date) => {
    if (++writes % CLEANUP_EVERY !== 0) return;
    await db
      .delete(requestLimits)
      .where(lt(requestLimits.resetAt, now))
      .catch(() => undefined);
  };

  async function peek(key: string, rule: LimitRule): Promise<LimitDecision> {
    const now = clock();
    const [row] = await db.select().from(requestLimits).where(eq(requestLimits.key, key));
    if (!row || row.resetAt.getTime() <= now.getTime()) {
      return { allowed: true, count: 0, resetAt: new Date(now.getTime() + rule.windowSeconds * 1000) };
    }
    return { allowed: row.count < rule.max, count: row.count, resetAt: row.resetAt };
  }

  return {
    peek,
    async hit(key, rule) {
      const now = clock();
      const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
      // One statement: a new key starts at 1, an ended window starts again at 1, a window with room left
      // counts one more; a full window is left as it is (the WHERE of the upsert), so nothing is returned.
      const rows = await db
        .insert(requestLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: requestLimits.key,
          set: {
            count: sql`case when ${requestLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${requestLimits.count} + 1 end`,
            resetAt: sql`case when ${requestLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${requestLimits.resetAt} end`,
          },
          setWhere: sql`${requestLimits.resetAt} <= ${now.toISOString()}::timestamptz or ${requestLimits.count} < ${rule.max}`,
        })
        .returning({ count: requestLimits.count, resetAt: requestLimits.resetAt });
      void cleanUp(now);
      const row = rows[0];
      if (row) return { allowed: true, count: row.count, resetAt: row.resetAt };
      return { ...(await peek(key, rule)), allowed: false };
    },

    async giveBack(key) {
      await db
        .update(requestLimits)
        .set({ count: sql`greatest(${requestLimits.count} - 1, 0)` })
        .where(eq(requestLimits.key, key));
    },

    async clear(key) {
      await db.delete(requestLimits).where(eq(requestLimits.key, key));
    },
  };
}

/** Whole seconds until `resetAt` (at least 1), for the Retry-After header. */
export function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** "30 segundos", "1 minuto", "15 minutos": how long to wait, in words a parent reads. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** The 429 of a per-user limit of the API ({error: {code, message}}), with Retry-After. */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'too_many_requests',
  ) {
    super(429, code, message);
  }
}

/** Counts one hit and throws a TooManyRequests with `message(wait)` when the key is over its limit. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  rule: LimitRule,
  clock: () => Date,
  message: (wait: string) => string,
  code?: string,
): Promise<void> {
  const decision = await limiter.hit(key, rule);
  if (decision.allowed) return;
  const seconds = secondsUntil(decision.resetAt, clock());
  throw new TooManyRequests(message(waitInWords(seconds)), seconds, code);
}
