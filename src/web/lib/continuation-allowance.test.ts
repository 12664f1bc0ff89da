import { describe, expect, it } from 'vitest';
import { continuationAllowance, continueHint, planStateOf } from './continuation-allowance';

describe('continuation allowance on the page', () => {
  it('reads the plan from the profile, telling loading from failed', () => {
    expect(planStateOf({ data: { isPremium: true }, isError: false })).toBe('premium');
    expect(planStateOf({ data: { isPremium: false }, isError: false })).toBe('free');
    expect(planStateOf({ data: undefined, isError: false })).toBe('loading');
    expect(planStateOf({ data: undefined, isError: true })).toBe('unknown');
    // A failed refetch keeps the profile it had.
    expect(planStateOf({ data: { isPremium: true }, isError: true })).toBe('premium');
  });

  it('lets every plan continue a one-chapter story, even before the profile is known', () => {
    for (const plan of ['premium', 'free', 'loading', 'unknown'] as const) expect(continuationAllowance(plan, 1)).toBe('allowed');
  });

  it('refuses only a known Free reader at two chapters; waits while loading; leaves an unknown plan to the server', () => {
    expect(continuationAllowance('free', 2)).toBe('refused');
    expect(continuationAllowance('premium', 2)).toBe('allowed');
    expect(continuationAllowance('premium', 7)).toBe('allowed');
    expect(continuationAllowance('loading', 2)).toBe('pending');
    expect(continuationAllowance('unknown', 2)).toBe('allowed');
  });

  it('shows the Free message only when the refusal is known', () => {
    expect(continueHint('refused', true)).toBe('Solo puedes añadir una continuación gratuita por historia.');
    expect(continueHint('pending', true)).toBeNull();
    expect(continueHint('allowed', true)).toBeNull();
    expect(continueHint('allowed', false)).toBe('Ve al último capítulo para continuar la historia.');
  });
});
