// Reserve before working: a story, a chapter or a narration takes its unit of the plan before the writer
// or the narrator starts, in a transaction that locks the row the limit is about (the profile, or the
// story for chapters). A request at the last unit therefore starts the work once, however many arrive
// together and on however many instances. Storing the result counts it for real and deletes the
// reservation in one transaction; a failure or a client who left deletes it; a server killed mid-work
// leaves one that stops counting once it expires, so the monthly counters only ever count what exists.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { canContinueStory } from '../../../shared/contract/continuation-rules';
import { FREE_MONTHLY_STORIES, isPremiumStatus, monthlyVoiceAllowance } from '../../../shared/plans';
import type { Database } from '../../db/client';
import { profiles, quotaReservations, stories, storyChapters } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { effectiveCounters, getOrCreateProfile } from './profile.service';

/** How long a reservation counts without being renewed; the work renews it three times as often. */
export const RESERVATION_TTL_MS = 60 * 1000;
const RENEW_EVERY_MS = RESERVATION_TTL_MS / 3;

export type ReservationKind = 'story' | 'chapter' | 'voice';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface Reservation {
  id: string;
  /** Gives the unit back (the work failed or was abandoned). Safe to call twice, or after it was stored. */
  release(): Promise<void>;
  /** Deletes the reservation inside the transaction that stores the result and counts it. */
  consumeIn(tx: Executor): Promise<void>;
}

function activeOf(userId: string, kind: ReservationKind, now: Date, subject?: string) {
  return and(
    eq(quotaReservations.userId, userId),
    eq(quotaReservations.kind, kind),
    gt(quotaReservations.expiresAt, now),
    subject === undefined ? undefined : eq(quotaReservations.subject, subject),
  );
}

async function pending(tx: Executor, userId: string, kind: ReservationKind, now: Date, subject?: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(quotaReservations).where(activeOf(userId, kind, now, subject));
  return Number(row?.n ?? 0);
}

function handle(db: Database, id: string, clock: () => Date): Reservation {
  // Renewed while the work runs, however long a chapter takes to narrate.
  const renewal = setInterval(() => {
    void db
      .update(quotaReservations)
      .set({ expiresAt: new Date(clock().getTime() + RESERVATION_TTL_MS) })
      .where(eq(quotaReservations.id, id))
      .catch(() => undefined);
  }, RENEW_EVERY_MS);
  renewal.unref();
  return {
    id,
    release: async () => {
      clearInterval(renewal);
      await db.delete(quotaReservations).where(eq(quotaReservations.id, id));
    },
    consumeIn: async (tx) => {
      clearInterval(renewal);
      await tx.delete(quotaReservations).where(eq(quotaReservations.id, id));
    },
  };
}

/**
 * Forgets every reservation: for a server that is alone on its database (PGlite, locked to one process),
 * whatever is there when it starts was left by a previous run that was killed mid-work.
 */
export async function forgetAllReservations(db: Database): Promise<void> {
  await db.delete(quotaReservations);
}

async function insert(tx: Executor, userId: string, kind: ReservationKind, now: Date, subject?: string): Promise<string> {
  const [row] = await tx
    .insert(quotaReservations)
    .values({ userId, kind, subject: subject ?? null, expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS) })
    .returning({ id: quotaReservations.id });
  return row!.id;
}

/** Locks the user's profile row for the rest of the transaction (created first when missing). */
async function lockProfile(tx: Executor & Pick<Database, 'execute'>, userId: string) {
  await getOrCreateProfile(tx, userId);
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  return row!;
}

/**
 * Takes one story of the month, or returns null when the Free limit is reached counting the stories
 * being written right now.
 */
export async function reserveStory(db: Database, userId: string, clock: () => Date): Promise<Reservation | null> {
  const now = clock();
  const id = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!isPremiumStatus(profile.subscriptionStatus)) {
      const used = effectiveCounters(profile, now).storiesUsed;
      if (used + (await pending(tx, userId, 'story', now)) >= FREE_MONTHLY_STORIES) return null;
    }
    return insert(tx, userId, 'story', now);
  });
  return id ? handle(db, id, clock) : null;
}

export const CHAPTER_IN_PROGRESS_MESSAGE = 'Ya se está escribiendo un capítulo de esta historia. Espera a que termine.';

/**
 * Takes the story's next chapter: null when the plan allows no more (counting a chapter being written);
 * a 409 when another chapter of the same story is being written (it would take the same number).
 */
export async function reserveChapter(db: Database, userId: string, storyId: string, clock: () => Date): Promise<Reservation | null> {
  const now = clock();
  const id = await db.transaction(async (tx) => {
    const [story] = await tx
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
      .for('update');
    if (!story) throw notFound('Historia no encontrada');
    const [profile] = await tx.select({ subscriptionStatus: profiles.subscriptionStatus }).from(profiles).where(eq(profiles.id, userId));
    const [chapters] = await tx.select({ n: count() }).from(storyChapters).where(eq(storyChapters.storyId, storyId));
    const existing = Math.max(Number(chapters?.n ?? 0), 1);
    const writing = await pending(tx, userId, 'chapter', now, storyId);
    if (!canContinueStory(profile?.subscriptionStatus, existing + writing)) return null;
    if (writing > 0) throw conflict(CHAPTER_IN_PROGRESS_MESSAGE, 'chapter_in_progress');
    return insert(tx, userId, 'chapter', now, storyId);
  });
  return id ? handle(db, id, clock) : null;
}

/**
 * Takes one narration (the plan's allowance first, then purchased credits, as consumeVoiceQuota counts
 * them), or returns null when what is left is already taken by narrations being made.
 */
export async function reserveVoice(db: Database, userId: string, subject: string, clock: () => Date): Promise<Reservation | null> {
  const now = clock();
  const id = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    const allowance = monthlyVoiceAllowance(isPremiumStatus(profile.subscriptionStatus));
    const left = Math.max(0, allowance - effectiveCounters(profile, now).voiceUsed) + Math.max(0, profile.voiceCredits);
    if ((await pending(tx, userId, 'voice', now)) >= left) return null;
    return insert(tx, userId, 'voice', now, subject);
  });
  return id ? handle(db, id, clock) : null;
}

/** Reservations still counting for this user (tests and diagnostics). */
export async function activeReservations(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotaReservations)
    .where(and(eq(quotaReservations.userId, userId), gt(quotaReservations.expiresAt, now)));
  return Number(row?.n ?? 0);
}
