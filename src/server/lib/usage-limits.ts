// Per-user limits of the generations the plan does not count (challenges and continuation options): a
// child playing never meets them, but nobody can make the paid model work without end. Each has a limit
// per minute (per user) and one per story and day; both are kept in the database (lib/rate-limit.ts).
import { enforceLimit, type LimitRule, type RateLimiter } from './rate-limit';

const DAY = 24 * 60 * 60;

export const CHALLENGE_LIMITS = {
  perMinute: { max: 6, windowSeconds: 60 },
  perStoryAndDay: { max: 40, windowSeconds: DAY },
} satisfies Record<string, LimitRule>;

export const OPTION_LIMITS = {
  perMinute: { max: 10, windowSeconds: 60 },
  perStoryAndDay: { max: 40, windowSeconds: DAY },
} satisfies Record<string, LimitRule>;

export const challengesPerMinuteMessage = (wait: string) => `Has pedido muchos retos seguidos. Espera ${wait} y vuelve a intentarlo.`;
export const challengesPerStoryMessage = (wait: string) =>
  `Ya se han creado muchos retos para esta historia hoy. Prueba con otra historia o vuelve dentro de ${wait}.`;
export const optionsPerMinuteMessage = (wait: string) => `Has pedido muchas opciones seguidas. Espera ${wait} y vuelve a intentarlo.`;
export const optionsPerStoryMessage = (wait: string) =>
  `Ya se han propuesto muchas opciones para esta historia hoy. Elige una de las que tienes, escribe tu propia continuación o vuelve dentro de ${wait}.`;

export interface UsageLimitsDeps {
  limiter: RateLimiter;
  clock: () => Date;
}

/** Counts one challenge for the user and the story; throws a 429 with a Spanish message when over. */
export async function countChallenge(deps: UsageLimitsDeps, userId: string, storyId: string): Promise<void> {
  await enforceLimit(deps.limiter, `challenges:user:${userId}`, CHALLENGE_LIMITS.perMinute, deps.clock, challengesPerMinuteMessage, 'challenge_rate_limit');
  await enforceLimit(deps.limiter, `challenges:story:${storyId}`, CHALLENGE_LIMITS.perStoryAndDay, deps.clock, challengesPerStoryMessage, 'challenge_story_limit');
}

/** Counts one set of continuation options for the user and the story; throws a 429 when over. */
export async function countContinuationOptions(deps: UsageLimitsDeps, userId: string, storyId: string): Promise<void> {
  await enforceLimit(deps.limiter, `options:user:${userId}`, OPTION_LIMITS.perMinute, deps.clock, optionsPerMinuteMessage, 'options_rate_limit');
  await enforceLimit(deps.limiter, `options:story:${storyId}`, OPTION_LIMITS.perStoryAndDay, deps.clock, optionsPerStoryMessage, 'options_story_limit');
}
