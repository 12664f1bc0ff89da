// Profiles and the monthly counters. The counters reset lazily (DESIGN decision 3): each row remembers
// the period its counters belong to; a different current period means the counters read as zero, and
// the first use in the new period writes the reset together with the use, in one statement.
import { and, eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../../shared/contract/profile';
import type { LanguageId, SpecialNeedId } from '../../../shared/catalogs';
import {
  FREE_MONTHLY_STORIES,
  isPremiumStatus,
  madridMonthKey,
  monthlyVoiceAllowance,
} from '../../../shared/plans';
import type { Database } from '../../db/client';
import { profiles, user } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/** `date` plus `months` calendar months in UTC, the day clamped to the month's last (Jan 31 → Feb 28). */
function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * The end of the Premium billing period that contains `now`. Normally the provider's current_period_end;
 * once that moment has passed and the renewal has not been reported yet (a late or lost webhook), the
 * period goes on monthly from it, so the plan's narrations still come back at the end of the period.
 */
export function premiumPeriodEnd(currentPeriodEnd: Date, now: Date): Date {
  if (currentPeriodEnd.getTime() > now.getTime()) return currentPeriodEnd;
  let months = Math.max(1, (now.getUTCFullYear() - currentPeriodEnd.getUTCFullYear()) * 12 + now.getUTCMonth() - currentPeriodEnd.getUTCMonth());
  let end = addMonthsUtc(currentPeriodEnd, months);
  while (end.getTime() <= now.getTime()) end = addMonthsUtc(currentPeriodEnd, ++months);
  return end;
}

/** The period the counters of this profile belong to now: the Premium billing period, else the Madrid month. */
export function currentPeriodKey(row: Pick<ProfileRow, 'subscriptionStatus' | 'currentPeriodEnd'>, now: Date): string {
  if (isPremiumStatus(row.subscriptionStatus) && row.currentPeriodEnd) {
    return `period-end:${premiumPeriodEnd(row.currentPeriodEnd, now).toISOString()}`;
  }
  return `month:${madridMonthKey(now)}`;
}

/**
 * When the provider reports a new billing period, the counters of the period the server had already
 * moved into on its own (see premiumPeriodEnd) belong to that new period: relabel them so the user does
 * not get a second reset. A new period reported while the old one is still running is a real reset.
 */
export function carriedOverPeriods(
  before: ProfileRow,
  after: Pick<ProfileRow, 'subscriptionStatus' | 'currentPeriodEnd'>,
  now: Date,
): Partial<Pick<ProfileRow, 'storiesPeriod' | 'voicePeriod'>> {
  const movedOnItsOwn =
    isPremiumStatus(before.subscriptionStatus) &&
    before.currentPeriodEnd !== null &&
    before.currentPeriodEnd.getTime() <= now.getTime();
  if (!movedOnItsOwn || !isPremiumStatus(after.subscriptionStatus) || !after.currentPeriodEnd) return {};
  const oldKey = currentPeriodKey(before, now);
  const newKey = currentPeriodKey(after, now);
  if (oldKey === newKey) return {};
  return {
    ...(before.storiesPeriod === oldKey ? { storiesPeriod: newKey } : {}),
    ...(before.voicePeriod === oldKey ? { voicePeriod: newKey } : {}),
  };
}

export function effectiveCounters(row: ProfileRow, now: Date) {
  const period = currentPeriodKey(row, now);
  return {
    period,
    storiesUsed: row.storiesPeriod === period ? row.monthlyStoriesGenerated : 0,
    voiceUsed: row.voicePeriod === period ? row.monthlyVoiceGenerationsUsed : 0,
  };
}

export async function getOrCreateProfile(db: Executor, userId: string): Promise<ProfileRow> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (existing) return existing;
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return created;
}

export function toProfileDto(row: ProfileRow, email: string, now: Date): Profile {
  const premium = isPremiumStatus(row.subscriptionStatus);
  const counters = effectiveCounters(row, now);
  return {
    userId: row.id,
    email,
    language: row.language as LanguageId,
    childAge: row.childAge,
    specialNeed: (row.specialNeed as SpecialNeedId | null) ?? null,
    hasCompletedSetup: row.hasCompletedSetup,
    isPremium: premium,
    subscriptionStatus: row.subscriptionStatus,
    planId: row.planId,
    // When the counters reset next: the provider's date, carried on monthly if its renewal is late.
    currentPeriodEnd: row.currentPeriodEnd
      ? (premium ? premiumPeriodEnd(row.currentPeriodEnd, now) : row.currentPeriodEnd).toISOString()
      : null,
    hasPaymentCustomer: Boolean(row.stripeCustomerId),
    voiceCredits: row.voiceCredits,
    monthlyStoriesGenerated: counters.storiesUsed,
    monthlyVoiceGenerationsUsed: counters.voiceUsed,
    storiesRemaining: premium ? null : Math.max(0, FREE_MONTHLY_STORIES - counters.storiesUsed),
    voiceRemaining: Math.max(0, monthlyVoiceAllowance(premium) - counters.voiceUsed),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getProfileDto(db: Database, userId: string, now: Date): Promise<Profile> {
  const row = await getOrCreateProfile(db, userId);
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return toProfileDto(row, account?.email ?? '', now);
}

/** Saves the client-editable fields and marks the set-up complete, in one statement. */
export async function updateProfile(db: Database, userId: string, input: ProfileUpdate, now: Date): Promise<Profile> {
  await getOrCreateProfile(db, userId);
  await db
    .update(profiles)
    .set({ language: input.language, childAge: input.childAge, specialNeed: input.specialNeed, hasCompletedSetup: true })
    .where(eq(profiles.id, userId));
  return getProfileDto(db, userId, now);
}

/**
 * Counts one story against the monthly limit, atomically: the row is changed only while the user is
 * Premium or still under the Free limit for the current period. Run it inside the transaction that
 * stores the story, so a refused count rolls the story back. Returns false when the limit is reached.
 */
export async function consumeStoryQuota(db: Executor, userId: string, now: Date): Promise<boolean> {
  const row = await getOrCreateProfile(db, userId);
  const period = currentPeriodKey(row, now);
  const updated = await db
    .update(profiles)
    .set({
      monthlyStoriesGenerated: sql`case when ${profiles.storiesPeriod} = ${period} then ${profiles.monthlyStoriesGenerated} + 1 else 1 end`,
      storiesPeriod: period,
    })
    .where(
      and(
        eq(profiles.id, userId),
        sql`(${profiles.subscriptionStatus} in ('active', 'trialing')
          or ${profiles.storiesPeriod} is distinct from ${period}
          or ${profiles.monthlyStoriesGenerated} < ${FREE_MONTHLY_STORIES})`,
      ),
    )
    .returning({ id: profiles.id });
  return updated.length === 1;
}

/**
 * Counts one narration, atomically: from the plan's monthly allowance while any is left, otherwise
 * from the purchased credits. Returns where it was taken from, or null when nothing is left.
 */
export async function consumeVoiceQuota(db: Executor, userId: string, now: Date): Promise<'plan' | 'credits' | null> {
  const row = await getOrCreateProfile(db, userId);
  const period = currentPeriodKey(row, now);
  const allowance = monthlyVoiceAllowance(isPremiumStatus(row.subscriptionStatus));
  const fromPlan = await db
    .update(profiles)
    .set({
      monthlyVoiceGenerationsUsed: sql`case when ${profiles.voicePeriod} = ${period} then ${profiles.monthlyVoiceGenerationsUsed} + 1 else 1 end`,
      voicePeriod: period,
    })
    .where(
      and(
        eq(profiles.id, userId),
        sql`(${profiles.voicePeriod} is distinct from ${period} or ${profiles.monthlyVoiceGenerationsUsed} < ${allowance})`,
      ),
    )
    .returning({ id: profiles.id });
  if (fromPlan.length === 1) return 'plan';
  const fromCredits = await db
    .update(profiles)
    .set({ voiceCredits: sql`${profiles.voiceCredits} - 1` })
    .where(and(eq(profiles.id, userId), sql`${profiles.voiceCredits} > 0`))
    .returning({ id: profiles.id });
  return fromCredits.length === 1 ? 'credits' : null;
}
