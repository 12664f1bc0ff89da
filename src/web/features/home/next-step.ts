// Home for a returning parent: which story to come back to, and what to suggest doing next.
import type { LibraryStory } from '@shared/contract/stories';
import { continuationAllowance, type PlanState } from '../../lib/continuation-allowance';

/** The story the parent touched last: the newest written or continued (`updatedAt`). */
export function lastStory(stories: readonly LibraryStory[]): LibraryStory | undefined {
  let last: LibraryStory | undefined;
  for (const story of stories) if (!last || story.updatedAt > last.updatedAt) last = story;
  return last;
}

export type NextStep =
  | { kind: 'continue'; label: string; to: string }
  | { kind: 'challenge'; label: string; to: string }
  | { kind: 'new-story'; label: string };

/**
 * In this order: add a chapter to the last story while the plan allows it, then a challenge on it when
 * it has none yet, otherwise a new story.
 */
export function nextStep(story: LibraryStory, plan: PlanState): NextStep {
  const lastChapter = story.chapters.length - 1;
  if (continuationAllowance(plan, story.chapters.length) === 'allowed') {
    return { kind: 'continue', label: 'Continuar la historia', to: `/story/${story.id}/continue` };
  }
  if (!story.hasChallenge) {
    return {
      kind: 'challenge',
      label: 'Hacer un reto sobre la historia',
      to: `/story/${story.id}${lastChapter > 0 ? `?chapter=${lastChapter}` : ''}`,
    };
  }
  return { kind: 'new-story', label: 'Crear una nueva historia' };
}
