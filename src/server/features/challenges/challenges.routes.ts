import { Hono } from 'hono';
import { createChallengeSchema, storeChallengeSchema } from '../../../shared/contract/challenges';
import { currentUser, type AppEnv } from '../../lib/context';
import { jsonBody, uuidParam } from '../../lib/validate';
import type { ChallengeQuestionDraft } from '../../providers/writer/story-writer';
import { ownedStory } from '../stories/owned-story';
import { CHALLENGE_NOT_FOUND, challengeLanguages, createChallenge, storeQueuedChallenge, type ChallengesDeps } from './challenges.service';

/** Mounted under /api: /stories/:id/challenges and /challenge-languages. */
export function challengesRoutes(deps: ChallengesDeps) {
  const story = ownedStory(deps.db);
  return new Hono<AppEnv>()
    .get('/challenge-languages', async (c) => {
      const languages = await challengeLanguages(deps.db, currentUser(c).id, deps.log);
      return c.json({ languages });
    })
    .post('/stories/:id/challenges', ...story, jsonBody(createChallengeSchema), async (c) => {
      const { challenge, created } = await createChallenge(deps, currentUser(c).id, c.var.owned, c.req.valid('json'), c.req.raw.signal);
      return c.json(challenge, created ? 201 : 200);
    })
    .put('/stories/:id/challenges/:challengeId', ...story, uuidParam('challengeId', CHALLENGE_NOT_FOUND), jsonBody(storeChallengeSchema), async (c) => {
      const questions = c.req.valid('json').questions as ChallengeQuestionDraft[];
      const challenge = await storeQueuedChallenge(deps, c.var.owned.story, c.req.valid('param').challengeId, questions);
      return c.json(challenge, 200);
    });
}
