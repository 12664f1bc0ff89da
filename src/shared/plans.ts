// Plan limits and quota rules (SPEC sections 6 and 9, DESIGN decision 3). Pure functions: the server
// enforces them atomically, the page only displays them.

export const FREE_MONTHLY_STORIES = 10;
export const FREE_CHAPTERS_PER_STORY = 2;
export const FREE_MONTHLY_VOICE = 2;
export const PREMIUM_MONTHLY_VOICE = 20;
export const CREDIT_PACK_SIZE = 20;
export const CREDIT_PACK_PRICE_EUR = 10;
export const PREMIUM_PRICE_EUR = 10;

export type SubscriptionStatus = string | null | undefined;

export function isPremiumStatus(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing';
}

/** Stories left this month for a Free user: 10 minus used, never below 0. */
export function remainingFreeStories(monthlyStoriesGenerated: number | null | undefined): number | null {
  if (monthlyStoriesGenerated == null || Number.isNaN(monthlyStoriesGenerated)) return null;
  return Math.max(0, FREE_MONTHLY_STORIES - monthlyStoriesGenerated);
}

export function monthlyVoiceAllowance(premium: boolean): number {
  return premium ? PREMIUM_MONTHLY_VOICE : FREE_MONTHLY_VOICE;
}

/** Plan narrations left this month (credits not included). */
export function remainingPlanVoice(premium: boolean, used: number | null | undefined): number | null {
  if (used == null || Number.isNaN(used)) return null;
  return Math.max(0, monthlyVoiceAllowance(premium) - used);
}

// Made once: building a time-zone format costs about a millisecond, and every story, chapter and
// narration asks for the month's key (under load that was a measurable share of the server's time).
let madridMonth: Intl.DateTimeFormat | undefined;

/** The calendar month in Europe/Madrid, as 'YYYY-MM': the Free plan's counters reset when it changes. */
export function madridMonthKey(now: Date): string {
  madridMonth ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit' });
  const parts = madridMonth.formatToParts(now);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}
