// Educational challenges (SPEC sections 3, 4, 7): the writer makes 1–3 questions about the chapter just
// read; the challenge and its questions are stored together. The answers themselves stay on the page.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  type Challenge,
  CHALLENGE_FAILED,
  type ChallengeLanguage,
  type ChallengeLanguageId,
  CHALLENGE_LANGUAGES,
  type ChallengeQuestion,
  challengeQuestionSchema,
  type createChallengeSchema,
  FALLBACK_CHALLENGE_LANGUAGES,
} from '../../../shared/contract/challenges';
import type { z } from '../../../shared/zod';
import type { Database } from '../../db/client';
import { challengeQuestions, challenges, profiles } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { assertSafeInput, assertSafeOutput } from '../../lib/safety-guard';
import { countChallenge } from '../../lib/usage-limits';
import { type ChallengeQuestionDraft, type ChallengeRequest, type StoryWriter, WriterError } from '../../providers/writer/story-writer';
import type { WritingDeps } from '../generation/generation';
import type { OwnedStory } from '../stories/owned-story';

export const CHALLENGE_NOT_FOUND = 'Reto no encontrado';

export interface ChallengesDeps extends WritingDeps {
  /** Counts challenges per user and minute and per story and day. */
  limiter: RateLimiter;
}

/** Every text of the questions: each is checked for the child's safety. */
function questionTexts(questions: ChallengeQuestionDraft[]): string[] {
  return questions.flatMap((q) => [q.question, ...q.options, q.explanation]);
}

/**
 * A challenge about one chapter of the story: the stored one when the page retries with the same id
 * (`created` false), otherwise written, checked and stored. A challenge the database could not keep is
 * still answered, marked unstored: the child can play and the page queues it (SPEC section 7).
 */
export async function createChallenge(
  deps: ChallengesDeps,
  userId: string,
  owned: OwnedStory,
  input: z.output<typeof createChallengeSchema>,
  signal?: AbortSignal,
): Promise<{ challenge: Challenge; created: boolean }> {
  const { db } = deps;
  const { story, context } = owned;
  if (input.id) {
    const existing = await findChallenge(db, story.id, input.id);
    if (existing) return { challenge: existing, created: false };
  }
  if (input.category === 'language' && input.targetLanguage === story.language) {
    throw badRequest('Elige un idioma distinto del de la historia.', 'same_language');
  }
  const chapterIndex = input.chapterIndex ?? story.chapters.length - 1;
  if (chapterIndex >= story.chapters.length) throw badRequest('Error: Capítulo no encontrado.', 'chapter_not_found');
  // Only a challenge the writer will make is counted (not a retry of a stored one, above).
  await countChallenge(deps, userId, story.id);
  const request = { story: context, chapterIndex, category: input.category, targetLanguage: input.targetLanguage ?? null };
  const drafts = await writeChallenge(deps.writer, request, deps.log, signal);
  // Generated questions pass the child-safety check before they are stored or shown; separated so that
  // numbers of different options never read as one.
  await assertSafeOutput(deps.safety, questionTexts(drafts).join('\n|\n'), story.language);
  const challengeId = input.id ?? randomUUID();
  try {
    return { challenge: await storeChallenge(db, story.id, challengeId, drafts, deps.clock()), created: true };
  } catch (error) {
    deps.log(`No se pudo guardar el reto: ${error instanceof Error ? error.message : String(error)}`);
    return { challenge: unstoredChallenge(challengeId, drafts), created: true };
  }
}

/**
 * Stores questions the page queued while offline. They come back from the client, which could have
 * written anything in them: each text is judged with the rules for a parent's own text.
 */
export async function storeQueuedChallenge(
  deps: Pick<ChallengesDeps, 'db' | 'safety' | 'clock'>,
  story: OwnedStory['story'],
  challengeId: string,
  questions: ChallengeQuestionDraft[],
): Promise<Challenge> {
  await assertSafeInput(deps.safety, questionTexts(questions), story.language);
  return storeChallenge(deps.db, story.id, challengeId, questions, deps.clock());
}

/**
 * The languages a challenge can teach (the story languages and Portuguese) with their Spanish names,
 * without the profile's own (SPEC section 7). The page also leaves out the story's own language.
 */
export async function challengeLanguages(db: Pick<Database, 'select'>, userId: string, log: (line: string) => void): Promise<ChallengeLanguage[]> {
  let own: string | null = null;
  try {
    const [profile] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
    own = profile?.language ?? null;
    return CHALLENGE_LANGUAGES.filter((l) => l.code !== own);
  } catch (error) {
    log(`No se pudieron leer los idiomas de los retos: ${error instanceof Error ? error.message : String(error)}`);
    return FALLBACK_CHALLENGE_LANGUAGES.filter((l) => l.code !== own);
  }
}

/** The writer's questions, checked: 4 options, an index among them, an explanation. Anything else is a failure. */
export async function writeChallenge(writer: StoryWriter, request: ChallengeRequest, log: (line: string) => void, signal?: AbortSignal): Promise<ChallengeQuestionDraft[]> {
  let drafts: ChallengeQuestionDraft[];
  try {
    drafts = await writer.createChallenge(request, { signal });
  } catch (error) {
    if (error instanceof WriterError && error.kind === 'timeout') throw new AppError(504, 'writer_timeout', CHALLENGE_FAILED);
    if (!(error instanceof WriterError)) log(`Fallo del reto: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    throw new AppError(502, 'challenge_failed', CHALLENGE_FAILED);
  }
  const targetLanguage = request.category === 'language' ? (request.targetLanguage ?? null) : null;
  const checked = (Array.isArray(drafts) ? drafts : []).slice(0, 3).map((d) =>
    challengeQuestionSchema.safeParse({ ...d, category: request.category, targetLanguage }),
  );
  if (checked.length === 0 || checked.some((r) => !r.success)) throw new AppError(502, 'challenge_failed', CHALLENGE_FAILED);
  return checked.map((r) => r.data as ChallengeQuestionDraft);
}

function toQuestionDto(row: typeof challengeQuestions.$inferSelect): ChallengeQuestion {
  return {
    id: row.id,
    question: row.question,
    options: row.options,
    correctOptionIndex: row.correctOptionIndex,
    explanation: row.explanation,
    category: row.category as ChallengeQuestion['category'],
    targetLanguage: (row.targetLanguage as ChallengeLanguageId | null) ?? null,
  };
}

/** A stored challenge of this story, or null. */
export async function findChallenge(db: Pick<Database, 'select'>, storyId: string, challengeId: string): Promise<Challenge | null> {
  const [challenge] = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.id, challengeId), eq(challenges.storyId, storyId)));
  if (!challenge) return null;
  const rows = await db.select().from(challengeQuestions).where(eq(challengeQuestions.challengeId, challengeId)).orderBy(asc(challengeQuestions.id));
  return { id: challenge.id, questions: rows.map(toQuestionDto), stored: true };
}

/**
 * Stores the challenge and its questions in one transaction. The same id stored again (a retry, the
 * sync queue) answers the stored one; an id used by another story is a 404.
 */
export async function storeChallenge(db: Database, storyId: string, challengeId: string, drafts: ChallengeQuestionDraft[], now: Date): Promise<Challenge> {
  const rows = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(challenges)
      .values({ id: challengeId, storyId, createdAt: now })
      .onConflictDoNothing({ target: challenges.id })
      .returning({ id: challenges.id });
    if (inserted.length === 0) return null;
    // The table keeps no order; the answer keeps the writer's, as returned by the insert.
    return tx
      .insert(challengeQuestions)
      .values(
        drafts.map((d) => ({
          challengeId,
          question: d.question,
          options: d.options,
          correctOptionIndex: d.correctOptionIndex,
          explanation: d.explanation,
          category: d.category,
          targetLanguage: d.targetLanguage,
        })),
      )
      .returning();
  });
  if (rows) return { id: challengeId, questions: rows.map(toQuestionDto), stored: true };
  const existing = await findChallenge(db, storyId, challengeId);
  if (!existing) throw notFound(CHALLENGE_NOT_FOUND);
  return existing;
}

/** The questions as the page shows them when they could not be stored (ids made here, `stored: false`). */
export function unstoredChallenge(challengeId: string, drafts: ChallengeQuestionDraft[]): Challenge {
  return {
    id: challengeId,
    questions: drafts.map((d) => ({ id: randomUUID(), ...d, targetLanguage: d.targetLanguage ?? null })),
    stored: false,
  };
}
