import { Hono } from 'hono';
import { createChapterSchema } from '../../../shared/contract/continuations';
import { chapterGenerationEvents } from '../../../shared/contract/generation-events';
import { currentUser, type AppEnv } from '../../lib/context';
import { jsonBody } from '../../lib/validate';
import { respondWithGeneration } from '../generation/generation';
import { ownedStory } from '../stories/owned-story';
import { offerContinuationOptions, prepareChapter, type ContinuationsDeps } from './continuations.service';

/** Mounted under /api/stories beside the stories routes. */
export function continuationsRoutes(deps: ContinuationsDeps) {
  const story = ownedStory(deps.db);
  return new Hono<AppEnv>()
    .get('/:id/continuation-options', ...story, async (c) => {
      const summaries = await offerContinuationOptions(deps, currentUser(c).id, c.var.owned, c.req.raw.signal);
      return c.json({ options: summaries.map((summary) => ({ summary })) });
    })
    .post('/:id/chapters', ...story, jsonBody(createChapterSchema), async (c) => {
      return respondWithGeneration(c, chapterGenerationEvents, await prepareChapter(deps, currentUser(c).id, c.var.owned, c.req.valid('json')));
    });
}
