// The continuation limit and its texts, apart from the schemas: the page's story viewer shows them and
// must not load zod for that (the page's JavaScript budget). contract/continuations.ts re-exports all of it.
import { FREE_CHAPTERS_PER_STORY, isPremiumStatus, type SubscriptionStatus } from '../plans';

export const CONTINUATION_LIMIT_CODE = 'continuation_limit';
export const CONTINUATION_LIMIT_TITLE = 'Límite de continuación alcanzado';
export const CONTINUATION_LIMIT_MESSAGE = 'Solo puedes añadir una continuación gratuita por historia.';
export const INVALID_OPTION_MESSAGE = 'Opción seleccionada no válida.';

/** Free: one continuation per story (two chapters); Premium: unlimited (SPEC sections 6 and 9). */
export function canContinueStory(subscriptionStatus: SubscriptionStatus, chapterCount: number): boolean {
  return isPremiumStatus(subscriptionStatus) || chapterCount < FREE_CHAPTERS_PER_STORY;
}
