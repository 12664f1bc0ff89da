// Continuing a story (SPEC sections 4, 5, 9): three options to choose from, and new chapters written
// from the whole story so far. The Free plan's one continuation per story is checked in the same
// transaction that stores the chapter, with the story row locked, so parallel requests cannot both pass.
import { and, eq, sql } from 'drizzle-orm';
import type { LanguageId } from '../../../shared/catalogs';
import {
  canContinueStory,
  CONTINUATION_LIMIT_CODE,
  CONTINUATION_LIMIT_MESSAGE,
  CONTINUATION_OPTION_COUNT,
  type ContinuationMethod,
  type CreateChapterResponse,
  DEFAULT_CONTINUATION_OPTIONS,
  INVALID_OPTION_MESSAGE,
} from '../../../shared/contract/continuations';
import type { Database } from '../../db/client';
import { profiles, stories, storyChapters } from '../../db/schema';
import { badRequest, conflict, limitReached, notFound } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { assertSafeInput, isSafeOutput } from '../../lib/safety-guard';
import { countContinuationOptions } from '../../lib/usage-limits';
import type { ContinuationDirection, StoryContext, StoryWriter, WrittenChapter } from '../../providers/writer/story-writer';
import type { Generation, GenerationMessages, WritingDeps } from '../generation/generation';
import { reserveChapter, type Reservation } from '../profile/quota-reservations';
import type { OwnedStory } from '../stories/owned-story';
import { getStoryForUser, STORY_NOT_FOUND, toChapterDto } from '../stories/stories.service';

export interface ContinuationsDeps extends WritingDeps {
  /** Counts continuation options per user and minute and per story and day. */
  limiter: RateLimiter;
}

export const OPTION_SUMMARY_MAX = 300;

export function continuationLimitError() {
  return limitReached(CONTINUATION_LIMIT_CODE, CONTINUATION_LIMIT_MESSAGE);
}

/** The writer's options when they are exactly three usable summaries, otherwise null. */
export function usableOptions(raw: unknown): string[] | null {
  if (!Array.isArray(raw) || raw.length !== CONTINUATION_OPTION_COUNT) return null;
  const summaries = raw.map((item) => (typeof item === 'string' ? item.trim() : ''));
  if (summaries.some((s) => s.length === 0 || s.length > OPTION_SUMMARY_MAX)) return null;
  if (new Set(summaries.map((s) => s.toLowerCase())).size !== summaries.length) return null;
  return summaries;
}

export function defaultOptions(language: string): string[] {
  return [...(DEFAULT_CONTINUATION_OPTIONS[language as LanguageId] ?? DEFAULT_CONTINUATION_OPTIONS.es)];
}

/** Always three options: the writer's, or SPEC's defaults when it fails or answers anything else. */
export async function continuationOptions(
  writer: StoryWriter,
  context: StoryContext,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<string[]> {
  try {
    const options = usableOptions(await writer.continuationOptions(context, { signal }));
    if (options) return options;
    log('El escritor no devolvió tres opciones de continuación válidas; se usan las opciones por defecto.');
  } catch (error) {
    log(`No se pudieron generar las opciones de continuación: ${error instanceof Error ? error.message : String(error)}`);
  }
  return defaultOptions(context.request.language);
}

/**
 * The three options offered for a story's next chapter, counted against the per-user and per-story
 * limits. Generated options pass the child-safety check; a refused one is never shown and the SPEC's
 * default options take the place of all three (the screen always offers three).
 */
export async function offerContinuationOptions(deps: ContinuationsDeps, userId: string, owned: OwnedStory, signal?: AbortSignal): Promise<string[]> {
  const { story, profile, context } = owned;
  await countContinuationOptions(deps, userId, story.id);
  let summaries = await continuationOptions(deps.writer, context, deps.log, signal);
  if (!(await isSafeOutput(deps.safety, summaries.join('\n|\n'), profile.language))) {
    deps.log('La comprobación de seguridad rechazó las opciones de continuación; se usan las opciones por defecto.');
    summaries = defaultOptions(context.request.language);
  }
  await rememberOfferedOptions(deps.db, story.id, summaries);
  return summaries;
}

/** Remembers the options just offered for a story: only these can be chosen afterwards. */
export async function rememberOfferedOptions(db: Database, storyId: string, summaries: string[]): Promise<void> {
  await db.update(stories).set({ offeredOptions: summaries }).where(eq(stories.id, storyId));
}

const sameSummary = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Whether a chosen option's summary is one the server offered for this story (its last options, or
 * SPEC's default options, which the page may show without asking). Anything else is a text the client
 * made up, and never reaches the writer as an option.
 */
export async function isOfferedOption(db: Database, storyId: string, summary: string): Promise<boolean> {
  if (Object.values(DEFAULT_CONTINUATION_OPTIONS).some((options) => options.some((o) => sameSummary(o, summary)))) return true;
  const [row] = await db.select({ offered: stories.offeredOptions }).from(stories).where(eq(stories.id, storyId));
  return (row?.offered ?? []).some((o) => sameSummary(o, summary));
}

export interface ContinuationChoice {
  method: ContinuationMethod;
  optionSummary?: string | null;
  customInput?: string | null;
}

export function directionOf(choice: ContinuationChoice): ContinuationDirection {
  if (choice.method === 'custom') return { kind: 'custom', text: choice.customInput ?? '' };
  if (choice.method === 'free') return { kind: 'free' };
  return { kind: 'option', summary: choice.optionSummary ?? '' };
}

/** SPEC section 8's service errors, one per kind of continuation. */
export function continuationMessages(method: ContinuationMethod): GenerationMessages {
  const unavailable =
    method === 'free'
      ? 'No se pudo generar la continuación libre.'
      : method === 'custom'
        ? 'No se pudo generar la continuación dirigida.'
        : 'No se pudo generar la continuación de opción.';
  return {
    unavailable,
    timeout: 'La continuación está tardando demasiado en generarse. Inténtalo de nuevo.',
    malformed: 'La continuación generada no es válida. Inténtalo de nuevo.',
  };
}

/**
 * Everything a new chapter is refused for, refused before any writing, then the chapter taken (one at a
 * time per story); the generation gives it back if nothing gets stored.
 */
export async function prepareChapter(
  deps: ContinuationsDeps,
  userId: string,
  owned: OwnedStory,
  choice: ContinuationChoice,
): Promise<Generation<CreateChapterResponse>> {
  const { db } = deps;
  const { story, profile, context } = owned;
  // The parent's own direction passes the child-safety check before the writer sees it. A chosen
  // option comes back from the page: only one the server offered for this story (and checked when
  // it offered it) is accepted, so no other text can reach the writer as an option.
  await assertSafeInput(deps.safety, [choice.customInput], profile.language);
  if (choice.method.startsWith('option') && !(await isOfferedOption(db, story.id, choice.optionSummary ?? ''))) {
    throw badRequest(INVALID_OPTION_MESSAGE, 'invalid_option');
  }
  // A quick refusal before any writing; the check that matters runs again where the chapter is stored.
  if (!canContinueStory(profile.subscriptionStatus, story.chapters.length)) throw continuationLimitError();
  const reservation = await reserveChapter(db, userId, story.id, deps.clock);
  if (!reservation) throw continuationLimitError();
  const direction = directionOf(choice);
  return {
    write: (signal) => deps.writer.streamContinuation(context, direction, { signal }),
    store: (written) => storeChapter(db, userId, story.id, choice, written, deps.clock(), reservation),
    release: reservation.release,
    messages: continuationMessages(choice.method),
    safety: { check: deps.safety, language: profile.language },
    log: deps.log,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Stores the next chapter (number = count + 1) in one transaction with the plan check: the story row is
 * locked first, so two parallel continuations are counted one after the other. Nothing is stored when
 * the check refuses.
 */
export async function storeChapter(
  db: Database,
  userId: string,
  storyId: string,
  choice: ContinuationChoice,
  written: WrittenChapter,
  now: Date,
  reservation?: Pick<Reservation, 'consumeIn'>,
): Promise<CreateChapterResponse> {
  let chapterId: string;
  try {
    chapterId = await db.transaction(async (tx) => {
      // The chapter's unit taken before writing is used up by storing it (rolled back with the rest).
      await reservation?.consumeIn(tx);
      const [story] = await tx
        .select({ id: stories.id, title: stories.title, content: stories.content, createdAt: stories.createdAt })
        .from(stories)
        .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
        .for('update');
      if (!story) throw notFound(STORY_NOT_FOUND);
      const [profile] = await tx.select({ subscriptionStatus: profiles.subscriptionStatus }).from(profiles).where(eq(profiles.id, userId));
      const [counted] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(storyChapters)
        .where(eq(storyChapters.storyId, storyId));
      const stored = Number(counted?.count ?? 0);
      // A story kept without chapter rows (older data) reads as one chapter made of its own text.
      const existing = Math.max(stored, 1);
      if (!canContinueStory(profile?.subscriptionStatus, existing)) throw continuationLimitError();
      if (stored === 0) {
        await tx.insert(storyChapters).values({
          storyId,
          chapterNumber: 1,
          title: story.title,
          content: story.content,
          generationMethod: 'free',
          createdAt: story.createdAt,
          updatedAt: story.createdAt,
        });
      }
      const [chapter] = await tx
        .insert(storyChapters)
        .values({
          storyId,
          chapterNumber: existing + 1,
          title: written.title,
          content: written.content,
          generationMethod: choice.method,
          customInput: choice.method === 'custom' ? (choice.customInput ?? null) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: storyChapters.id });
      await tx.update(stories).set({ updatedAt: now }).where(eq(stories.id, storyId));
      return chapter!.id;
    });
  } catch (error) {
    // The unique index (story, chapter number) caught a race the lock did not: the other one won.
    if (isUniqueViolation(error)) throw conflict('Se acaba de añadir otro capítulo a esta historia. Recárgala e inténtalo de nuevo.', 'chapter_conflict');
    throw error;
  }
  const story = await getStoryForUser(db, userId, storyId);
  const chapter = story.chapters.find((c) => c.id === chapterId);
  if (!chapter) {
    // Cannot happen: the chapter was just stored in this story.
    const [row] = await db.select().from(storyChapters).where(eq(storyChapters.id, chapterId));
    return { story, chapter: toChapterDto(row!) };
  }
  return { story, chapter };
}
