// The story flow's order (SPEC section 2): duration → character → genre → moral → optional details.
// A step opened without the choices before it sends the parent back to the first missing one.
import type { StoryOptionsValues } from './store';

export const STORY_STEPS = ['duration', 'character', 'genre', 'moral', 'details'] as const;
export type StoryStep = (typeof STORY_STEPS)[number];

export const STORY_STEP_PATHS: Record<StoryStep, string> = {
  duration: '/duration',
  character: '/character-selection',
  genre: '/story-genre',
  moral: '/story-moral',
  details: '/story-details-input',
};

const REQUIRED: Record<Exclude<StoryStep, 'details'>, (v: StoryOptionsValues) => boolean> = {
  duration: (v) => v.duration !== null,
  character: (v) => v.character !== null,
  genre: (v) => v.genre !== null,
  moral: (v) => v.moral !== null,
};

/** The path of the first step before `step` that has no answer yet, or null. */
export function missingStoryStep(step: StoryStep | 'generate', values: StoryOptionsValues): string | null {
  const until = step === 'generate' ? STORY_STEPS.length : STORY_STEPS.indexOf(step);
  for (const earlier of STORY_STEPS.slice(0, until)) {
    if (earlier === 'details') continue;
    if (!REQUIRED[earlier](values)) return STORY_STEP_PATHS[earlier];
  }
  return null;
}
