// The offline storyteller (DESIGN section 1): the default writer when no provider is configured. It
// composes a real story procedurally in the story's language and streams it in small chunks, yielding
// to the event loop between chunks so a long story never holds the server.
import {
  type ContinuationDirection,
  type StoryContext,
  type StoryRequest,
  type StoryWriter,
  type WriteOptions,
  WriterError,
} from '../story-writer';
import { childOfName } from '../../../language/given-names';
import { nounFor } from '../../../language/lexicon';
import { understandRequest } from '../../../language/understand-request';
import { createOfflineChallenge } from './challenges';
import { chapterSteps, composeOptions, renderText, storySteps, type ComposedText, type Random, type Steps, type Understanding } from './composer';

export interface OfflineWriterOptions {
  /** Source of randomness; tests pass a seeded one. */
  random?: Random;
  /** Words per streamed chunk (default 4). */
  wordsPerChunk?: number;
  /** How the parent's text is understood (the shared recogniser by default). */
  understanding?: Understanding;
  /**
   * Whether a paragraph (the title is one) may go out. The server passes the same check its stream
   * applies to generated text: a composition with a refused paragraph is drawn again, so a chance
   * combination of harmless phrases never costs a parent a story.
   */
  accept?: (paragraph: string) => boolean;
}

/** Compositions drawn before the last one goes out as it is (the stream's own check still judges it). */
const MAX_DRAWS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function checkAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new WriterError('La generación se ha cancelado.', 'timeout');
}

async function* streamText(
  compose: () => Steps<ComposedText>,
  wordsPerChunk: number,
  accept: ((paragraph: string) => boolean) | undefined,
  options?: WriteOptions,
): AsyncGenerator<string> {
  // Composing a long story takes a few milliseconds: it runs in steps with a turn of the event loop
  // between two of them, then the text goes out a few words at a time.
  let text = '';
  for (let draw = 1; draw <= MAX_DRAWS; draw += 1) {
    const steps = compose();
    let step = steps.next();
    while (!step.done) {
      checkAborted(options?.signal);
      await nextTurn();
      step = steps.next();
    }
    text = renderText(step.value);
    if (!accept || text.split(/\n\s*\n/).every((paragraph) => !paragraph.trim() || accept(paragraph))) break;
  }
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) {
    checkAborted(options?.signal);
    yield pieces.slice(i, i + wordsPerChunk).join('');
    await nextTurn();
  }
}

/** The shared recogniser (the safety check reads requests with it too) and its lexicon. */
export const defaultUnderstanding: Understanding = { understand: understandRequest, nounFor, childOfName };

export function createOfflineWriter(options: OfflineWriterOptions = {}): StoryWriter {
  const random = options.random ?? Math.random;
  const wordsPerChunk = Math.max(1, options.wordsPerChunk ?? 4);
  const u = options.understanding ?? defaultUnderstanding;
  return {
    name: 'offline',
    streamStory(request: StoryRequest, writeOptions?: WriteOptions) {
      return streamText(() => storySteps(request, random, u), wordsPerChunk, options.accept, writeOptions);
    },
    async continuationOptions(story: StoryContext, writeOptions?: WriteOptions) {
      checkAborted(writeOptions?.signal);
      return composeOptions(story, random, u);
    },
    streamContinuation(story: StoryContext, direction: ContinuationDirection, writeOptions?: WriteOptions) {
      return streamText(() => chapterSteps(story, direction, random, u), wordsPerChunk, options.accept, writeOptions);
    },
    async createChallenge(request, writeOptions) {
      checkAborted(writeOptions?.signal);
      return createOfflineChallenge(request, random);
    },
  };
}
