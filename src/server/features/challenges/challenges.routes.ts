import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { createChallengeSchema, storeChallengeSchema } from '../../../shared/contract/challenges';
import type { Database } from '../../db/client';
import { currentUser, type AppEnv } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertSafeInput, assertSafeOutput } from '../../lib/safety-guard';
import type { RateLimiter } from '../../lib/rate-limit';
import { countChallenge } from '../../lib/usage-limits';
import { readJson } from '../../lib/validate';
import type { SafetyCheck } from '../../providers/safety/safety-check';
import type { ChallengeQuestionDraft, StoryWriter } from '../../providers/writer/story-writer';
import { getOrCreateProfile } from '../profile/profile.service';
import { getStoryForUser, STORY_NOT_FOUND, storyContextOf } from '../stories/stories.service';
import { CHALLENGE_NOT_FOUND, challengeLanguages, findChallenge, storeChallenge, unstoredChallenge, writeChallenge } from './challenges.service';

export interface ChallengesDeps {
  db: Database;
  writer: StoryWriter;
  safety: SafetyCheck;
  clock: () => Date;
  log: (line: string) => void;
  /** Counts challenges per user and minute and per story and day. */
  limiter: RateLimiter;
}

function storyId(id: string): string {
  if (!isUuid(id)) throw notFound(STORY_NOT_FOUND);
  return id;
}

/** Every text of the questions, separated so that numbers of different options never read as one. */
function challengeText(questions: ChallengeQuestionDraft[]): string {
  return questions.flatMap((q) => [q.question, ...q.options, q.explanation]).join('\n|\n');
}

/** Mounted under /api: /stories/:id/challenges and /challenge-languages. */
export function challengesRoutes(deps: ChallengesDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/challenge-languages', async (c) => {
      const languages = await challengeLanguages(db, currentUser(c).id, deps.log);
      return c.json({ languages });
    })
    .post('/stories/:id/challenges', async (c) => {
      const userId = currentUser(c).id;
      const id = storyId(c.req.param('id'));
      const story = await getStoryForUser(db, userId, id);
      const input = await readJson(c, createChallengeSchema);
      if (input.id) {
        const existing = await findChallenge(db, id, input.id);
        if (existing) return c.json(existing, 200);
      }
      if (input.category === 'language' && input.targetLanguage === story.language) {
        throw badRequest('Elige un idioma distinto del de la historia.', 'same_language');
      }
      const chapterIndex = input.chapterIndex ?? story.chapters.length - 1;
      if (chapterIndex >= story.chapters.length) throw badRequest('Error: Capítulo no encontrado.', 'chapter_not_found');
      // Only a challenge the writer will make is counted (not a retry of a stored one, above).
      await countChallenge(deps, userId, id);
      const profile = await getOrCreateProfile(db, userId);
      const drafts = await writeChallenge(
        deps.writer,
        { story: storyContextOf(story, profile), chapterIndex, category: input.category, targetLanguage: input.targetLanguage ?? null },
        deps.log,
        c.req.raw.signal,
      );
      // Generated questions pass the child-safety check before they are stored or shown.
      await assertSafeOutput(deps.safety, challengeText(drafts), story.language);
      const challengeId = input.id ?? randomUUID();
      try {
        return c.json(await storeChallenge(db, id, challengeId, drafts, deps.clock()), 201);
      } catch (error) {
        // The child can still play: the page queues the questions for the sync queue (SPEC section 7).
        deps.log(`No se pudo guardar el reto: ${error instanceof Error ? error.message : String(error)}`);
        return c.json(unstoredChallenge(challengeId, drafts), 201);
      }
    })
    .put('/stories/:id/challenges/:challengeId', async (c) => {
      const userId = currentUser(c).id;
      const id = storyId(c.req.param('id'));
      const story = await getStoryForUser(db, userId, id);
      const challengeId = c.req.param('challengeId');
      if (!isUuid(challengeId)) throw notFound(CHALLENGE_NOT_FOUND);
      const input = await readJson(c, storeChallengeSchema);
      // Questions the page queued while offline come back from the client, which could have written
      // anything in them: each text is judged with the rules for a parent's own text.
      const questions = input.questions as ChallengeQuestionDraft[];
      await assertSafeInput(
        deps.safety,
        questions.flatMap((q) => [q.question, ...q.options, q.explanation]),
        story.language,
      );
      const challenge = await storeChallenge(db, id, challengeId, questions, deps.clock());
      return c.json(challenge, 200);
    });
}
