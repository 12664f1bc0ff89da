import { useShallow } from 'zustand/react/shallow';
import { useStepGuard } from '../../lib/use-step-guard';
import { missingStoryStep, type StoryStep } from './steps';
import { useStoryOptionsStore } from './store';

/**
 * Guards a step of the story flow: answers true while an earlier choice is missing (the page then renders
 * nothing) and sends the parent back to the first missing step.
 */
export function useStoryStepGuard(step: StoryStep): boolean {
  const values = useStoryOptionsStore(
    useShallow(({ character, genre, moral, duration, additionalDetails }) => ({ character, genre, moral, duration, additionalDetails })),
  );
  useStepGuard(() => missingStoryStep(step, useStoryOptionsStore.getState()));
  return missingStoryStep(step, values) !== null;
}
