// Whether the page offers to continue a story (SPEC sections 6 and 9: Free up to 2 chapters, Premium
// without limit). The plan comes from the profile, which may still be loading or may have failed: a
// Premium reader is never shown the Free refusal for that. The server decides in the end anyway.
import { CONTINUATION_LIMIT_MESSAGE, canContinueStory } from '@shared/contract/continuation-rules';

/** What the page knows of the reader's plan: from the profile, or 'loading' / 'unknown' (it failed). */
export type PlanState = 'premium' | 'free' | 'loading' | 'unknown';

export function planStateOf(profile: { data?: { isPremium: boolean } | undefined; isError: boolean }): PlanState {
  if (profile.data) return profile.data.isPremium ? 'premium' : 'free';
  return profile.isError ? 'unknown' : 'loading';
}

/**
 * 'allowed': the page offers it (with an unknown plan too: the server refuses when it must);
 * 'refused': a Free reader at the limit; 'pending': the plan is still loading and would decide.
 */
export type ContinuationAllowance = 'allowed' | 'refused' | 'pending';

export function continuationAllowance(plan: PlanState, chapterCount: number): ContinuationAllowance {
  // Within the Free limit every plan may continue: nothing to wait for.
  if (canContinueStory(null, chapterCount)) return 'allowed';
  switch (plan) {
    case 'premium':
    case 'unknown':
      return 'allowed';
    case 'free':
      return 'refused';
    case 'loading':
      return 'pending';
  }
}

/** The hint under the viewer's 'Continuar historia' button, or null when it needs none. */
export function continueHint(allowance: ContinuationAllowance, onLastChapter: boolean): string | null {
  if (!onLastChapter) return 'Ve al último capítulo para continuar la historia.';
  return allowance === 'refused' ? CONTINUATION_LIMIT_MESSAGE : null;
}
