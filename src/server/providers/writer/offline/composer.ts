// The offline storyteller's entry points: the plot-driven storyteller (plot.ts) for the languages whose
// pack tells plots, the classic composer for the others. Both compose in steps so that a long story
// never holds the event loop, and both read what the parent asked through the shared recogniser.
import type { ContinuationDirection, StoryContext, StoryRequest } from '../story-writer';
import { classicChapterSteps, classicOptions, classicStorySteps } from './classic-composer';
import { plotChapterSteps, plotOptions, plotStorySteps, type ComposedText, type Random, type Steps, type Understanding } from './plot';
import { storyPackFor } from './packs';

export type { ComposedText, Random, Steps, Understanding };
export { countWords, splitSentences } from './plot';

/** Runs all steps at once (tests, options, anything that does not stream). */
export function runSteps<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

export function storySteps(request: StoryRequest, random: Random, u?: Understanding): Steps<ComposedText> {
  const pack = storyPackFor(request.language);
  return pack ? plotStorySteps(pack, request, random, u) : classicStorySteps(request, random, u);
}

export function chapterSteps(story: StoryContext, direction: ContinuationDirection, random: Random, u?: Understanding): Steps<ComposedText> {
  const pack = storyPackFor(story.request.language);
  return pack ? plotChapterSteps(pack, story, direction, random, u) : classicChapterSteps(story, direction, random, u);
}

export function composeOptions(story: StoryContext, random: Random, u?: Understanding): string[] {
  const pack = storyPackFor(story.request.language);
  return pack ? plotOptions(pack, story, random, u) : classicOptions(story, random);
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
