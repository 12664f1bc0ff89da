import type { Profile } from '@shared/contract/profile';
import { FREE_MONTHLY_STORIES } from '@shared/plans';

/** Whether a new story may be started (the server checks again when it is created). */
export function canCreateStory(profile: Pick<Profile, 'storiesRemaining'>): boolean {
  return profile.storiesRemaining === null || profile.storiesRemaining > 0;
}

/** The create button's hint: how many stories remain this month (SPEC section 6). */
export function storiesRemainingText(profile: Pick<Profile, 'storiesRemaining' | 'isPremium'>): string {
  const remaining = profile.storiesRemaining;
  if (remaining === null) return 'Historias ilimitadas con tu plan Premium.';
  if (remaining === 0) return 'No te quedan historias este mes.';
  if (remaining === 1) return 'Te queda 1 historia este mes.';
  return profile.isPremium
    ? `Te quedan ${remaining} historias este mes.`
    : `Te quedan ${remaining} de ${FREE_MONTHLY_STORIES} historias este mes.`;
}

export const STORY_LIMIT_TITLE = 'Límite de historias alcanzado';

export function storyLimitMessage(isPremium: boolean): string {
  return isPremium
    ? 'Has alcanzado el límite de historias para tu plan premium. Contacta con soporte para más información.'
    : 'Has alcanzado el límite mensual de historias gratuitas. Actualiza a premium para crear más historias.';
}
