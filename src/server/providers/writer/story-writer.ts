// The writer behind every generated text (DESIGN section 1): the offline storyteller by default, any
// OpenAI-compatible chat endpoint when configured. Both stream plain text in one format — the title on
// the first line, a blank line, then the body — so that streaming, validation and storing are the same
// whichever writer is used.
import type {
  DurationId,
  GenreId,
  HobbyId,
  LanguageId,
  MoralId,
  PersonalityId,
  ProfessionId,
  SpecialNeedId,
} from '../../../shared/catalogs';
import type { ChallengeLanguageId } from '../../../shared/contract/challenge-texts';
import { ProviderError } from '../provider-error';

export interface StoryCharacter {
  name: string;
  profession: ProfessionId;
  hobbies: HobbyId[];
  personality: PersonalityId[];
  description?: string | null;
  characterType?: string | null;
}

/** Everything a story is written from: the child's profile and the parent's choices. */
export interface StoryRequest {
  language: LanguageId;
  childAge: number;
  specialNeed: SpecialNeedId | null;
  genre: GenreId;
  moral: MoralId;
  duration: DurationId;
  character: StoryCharacter;
  additionalDetails?: string | null;
}

export interface WrittenChapter {
  title: string;
  content: string;
}

/** A story so far, for continuations and challenges: they read all of it to stay consistent. */
export interface StoryContext {
  request: StoryRequest;
  title: string;
  chapters: WrittenChapter[];
}

export type ContinuationDirection =
  | { kind: 'free' }
  | { kind: 'option'; summary: string }
  | { kind: 'custom'; text: string };

export type ChallengeCategory = 'language' | 'math' | 'comprehension';

export interface ChallengeQuestionDraft {
  question: string;
  options: string[];
  correctOptionIndex: number;
  explanation: string;
  category: ChallengeCategory;
  targetLanguage: ChallengeLanguageId | null;
}

export interface ChallengeRequest {
  story: StoryContext;
  /** The chapter the child has just read (zero-based). */
  chapterIndex: number;
  category: ChallengeCategory;
  /** The language taught by a language challenge: a story language other than the story's, or Portuguese. */
  targetLanguage?: ChallengeLanguageId | null;
}

export interface WriteOptions {
  signal?: AbortSignal;
}

export interface StoryWriter {
  /** 'offline' or 'openai-compatible', as /api/health reports it. */
  readonly name: string;
  /** Streams a new story as text chunks: title line, blank line, body. */
  streamStory(request: StoryRequest, options?: WriteOptions): AsyncIterable<string>;
  /** Three short summaries of ways the story could go on. */
  continuationOptions(story: StoryContext, options?: WriteOptions): Promise<string[]>;
  /** Streams the next chapter in the same format as a story. */
  streamContinuation(story: StoryContext, direction: ContinuationDirection, options?: WriteOptions): AsyncIterable<string>;
  /** Questions about the chapter in the given category. */
  createChallenge(request: ChallengeRequest, options?: WriteOptions): Promise<ChallengeQuestionDraft[]>;
}

/** The writer failed (status, timeout, cut stream, unusable answer): nothing is stored, nothing counted. */
export class WriterError extends ProviderError<'unavailable' | 'timeout' | 'malformed' | 'refused'> {}

/**
 * Splits a finished text into title and body and checks it is usable. Shared by stories and
 * continuations whichever writer produced them.
 */
export function parseWrittenText(text: string): WrittenChapter {
  // Control characters (a NUL above all, which the database cannot keep) are never part of a story.
  // eslint-disable-next-line no-control-regex
  const normalised = text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  const newline = normalised.indexOf('\n');
  const rawTitle = newline === -1 ? normalised : normalised.slice(0, newline);
  const title = rawTitle.replace(/^#+\s*/, '').replace(/^(t[íi]tulo|title|titre|titel|titolo)\s*:\s*/i, '').replace(/^\*+|\*+$/g, '').trim();
  const content = newline === -1 ? '' : normalised.slice(newline + 1).trim();
  if (!title || title.length > 200) throw new WriterError('El texto generado no tiene un título válido.', 'malformed');
  if (content.split(/\s+/).filter(Boolean).length < 30) {
    throw new WriterError('El texto generado está incompleto.', 'malformed');
  }
  return { title, content };
}
