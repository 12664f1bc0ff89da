import { describe, expect, it } from 'vitest';
import { canCreateStory, storiesRemainingText, storyLimitMessage } from './story-allowance';

describe('story allowance', () => {
  it('allows creating while stories remain or when unlimited', () => {
    expect(canCreateStory({ storiesRemaining: null })).toBe(true);
    expect(canCreateStory({ storiesRemaining: 3 })).toBe(true);
    expect(canCreateStory({ storiesRemaining: 0 })).toBe(false);
  });

  it('tells how many stories remain this month', () => {
    expect(storiesRemainingText({ storiesRemaining: 7, isPremium: false })).toBe('Te quedan 7 de 10 historias este mes.');
    expect(storiesRemainingText({ storiesRemaining: 1, isPremium: false })).toBe('Te queda 1 historia este mes.');
    expect(storiesRemainingText({ storiesRemaining: 0, isPremium: false })).toBe('No te quedan historias este mes.');
    expect(storiesRemainingText({ storiesRemaining: null, isPremium: true })).toMatch(/ilimitadas/);
  });

  it('uses the SPEC texts when the limit is reached', () => {
    expect(storyLimitMessage(false)).toBe(
      'Has alcanzado el límite mensual de historias gratuitas. Actualiza a premium para crear más historias.',
    );
    expect(storyLimitMessage(true)).toBe(
      'Has alcanzado el límite de historias para tu plan premium. Contacta con soporte para más información.',
    );
  });
});
