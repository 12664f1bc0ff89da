// The offline storyteller's entry points: the plot engine (plot.ts) told with the story language's pack. It
// composes in steps so that a long story never holds the event loop, and reads what the parent asked
// through the shared recogniser.
import type { ContinuationDirection, StoryContext, StoryRequest } from '../story-writer';
import { plotChapterSteps, plotOptions, plotStorySteps, type ComposedText, type Random, type Steps, type Understanding } from './plot';
import { packFor } from './packs';

export type { ComposedText, Random, Steps, Understanding };
export { countWords, splitSentences } from './plot';

/** Runs all steps at once (tests, options, anything that does not stream). */
export function runSteps<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

export function storySteps(request: StoryRequest, random: Random, u?: Understanding): Steps<ComposedText> {
  return plotStorySteps(packFor(request.language), request, random, u);
}

export function chapterSteps(story: StoryContext, direction: ContinuationDirection, random: Random, u?: Understanding): Steps<ComposedText> {
  return plotChapterSteps(packFor(story.request.language), story, direction, random, u);
}

export function composeOptions(story: StoryContext, random: Random, u?: Understanding): string[] {
  return plotOptions(packFor(story.request.language), story, random, u);
}

export function composeStory(request: StoryRequest, random: Random, u?: Understanding): ComposedText {
  return runSteps(storySteps(request, random, u));
}

export function composeChapter(story: StoryContext, direction: ContinuationDirection, random: Random, u?: Understanding): ComposedText {
  return runSteps(chapterSteps(story, direction, random, u));
}

export function renderText(text: ComposedText): string {
  return `${text.title}\n\n${text.paragraphs.join('\n\n')}\n`;
}
