/** How many preset ideas the details step shows at once (SPEC section 9). */
export const SUGGESTIONS_SHOWN = 3;

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Picks `count` random items. With enough items, the ones on screen now (`current`) are avoided so
 * 'Nuevas ideas' really shows new ideas.
 */
export function pickSuggestions<T extends { id: string }>(
  all: readonly T[],
  current: readonly string[] = [],
  count = SUGGESTIONS_SHOWN,
  random: () => number = Math.random,
): T[] {
  const fresh = all.filter((item) => !current.includes(item.id));
  const pool = fresh.length >= count ? fresh : all;
  return shuffled(pool, random).slice(0, count);
}
