import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { storyGenerationEvents } from '../../../shared/contract/generation-events';
import { createStorySchema } from '../../../shared/contract/stories';
import { currentUser, type AppEnv } from '../../lib/context';
import { jsonBody } from '../../lib/validate';
import { respondWithGeneration } from '../generation/generation';
import { removeStoryNarrations } from '../narration/narration.service';
import { storyIdParam } from './owned-story';
import { deleteStory, getStoryForUser, listStories, prepareNewStory, type StoriesDeps } from './stories.service';

/**
 * The two reads a parent's screens repeat: sent compressed when the browser accepts it, and answered
 * 304 with no body when the browser already holds the same answer (its ETag in If-None-Match).
 * `compress` wraps `etag`, so the tag names the JSON itself and a 304 has nothing to compress.
 */
const cachedRead = [compress(), etag()] as const;

/** Private to the signed-in user: the browser keeps it and revalidates it on every use. */
const PRIVATE_REVALIDATE = 'private, no-cache';

export function storiesRoutes(deps: StoriesDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', ...cachedRead, async (c) => {
      const stories = await listStories(db, currentUser(c).id);
      c.header('Cache-Control', PRIVATE_REVALIDATE);
      return c.json({ stories });
    })
    .get('/:id', ...cachedRead, storyIdParam, async (c) => {
      const story = await getStoryForUser(db, currentUser(c).id, c.req.valid('param').id);
      c.header('Cache-Control', PRIVATE_REVALIDATE);
      return c.json({ story });
    })
    .delete('/:id', storyIdParam, async (c) => {
      const id = c.req.valid('param').id;
      // The audio rows go with the story (foreign keys); its whole audio folder is removed once it is gone.
      await deleteStory(db, currentUser(c).id, id);
      if (deps.blobStore) await removeStoryNarrations(deps.blobStore, id, deps.log);
      return c.body(null, 204);
    })
    .post('/', jsonBody(createStorySchema), async (c) => {
      return respondWithGeneration(c, storyGenerationEvents, await prepareNewStory(deps, currentUser(c).id, c.req.valid('json')));
    });
}
