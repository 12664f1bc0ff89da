import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { parseAccept } from 'hono/utils/accept';
import { storyGenerationEvents } from '../../../shared/contract/generation-events';
import { createStorySchema } from '../../../shared/contract/stories';
import { currentUser, type AppEnv } from '../../lib/context';
import type { ReadCache, ReadyAnswer } from '../../lib/read-cache';
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

/**
 * The keepsake maker, loaded the first time a parent downloads a book: PDFKit, its font engine and the
 * embedded font take about 0.7 s to load, which every server start would otherwise pay.
 */
const keepsakes = () => import('./keepsakes');

function acceptsGzip(header: string | undefined): boolean {
  if (!header || !/gzip|\*/i.test(header)) return false;
  // The common case (a browser's 'gzip, deflate, br') without parsing; weights need the parser.
  if (!header.includes(';')) return true;
  return parseAccept(header).some((a) => (a.type.toLowerCase() === 'gzip' || a.type === '*') && a.q > 0);
}

/**
 * A ready answer as compress() and etag() would have made it: gzipped (with a weak ETag, as compress()
 * marks what it compresses) when the browser accepts it, the JSON itself otherwise. Both middlewares
 * still run around it: etag() answers 304 from this ETag, compress() leaves an encoded body alone.
 */
function sendReady(c: Context, answer: ReadyAnswer) {
  const headers = { 'Cache-Control': PRIVATE_REVALIDATE, Vary: 'Accept-Encoding', 'Content-Type': 'application/json' };
  if (acceptsGzip(c.req.header('accept-encoding'))) {
    return c.body(answer.gzip, 200, { ...headers, ETag: `W/"${answer.etag}"`, 'Content-Encoding': 'gzip' });
  }
  return c.body(answer.json, 200, { ...headers, ETag: `"${answer.etag}"` });
}

export function storiesRoutes(deps: StoriesDeps & { reads: ReadCache }) {
  const { db, reads } = deps;
  return new Hono<AppEnv>()
    .get('/', ...cachedRead, async (c) => {
      const userId = currentUser(c).id;
      return sendReady(c, await reads.get(userId, 'library', async () => ({ stories: await listStories(db, userId) })));
    })
    .get('/:id', ...cachedRead, storyIdParam, async (c) => {
      const userId = currentUser(c).id;
      const id = c.req.valid('param').id;
      return sendReady(c, await reads.get(userId, `story ${id}`, async () => ({ story: await getStoryForUser(db, userId, id) })));
    })
    // Keepsakes: the story as a small book or an e-book, for its owner only (another user's is a 404).
    .get('/:id/export.pdf', storyIdParam, async (c) => {
      const story = await getStoryForUser(db, currentUser(c).id, c.req.valid('param').id);
      const file = await (await keepsakes()).keepsake(story, 'pdf');
      return c.body(file.bytes, 200, file.headers);
    })
    .get('/:id/export.epub', storyIdParam, async (c) => {
      const story = await getStoryForUser(db, currentUser(c).id, c.req.valid('param').id);
      const file = await (await keepsakes()).keepsake(story, 'epub');
      return c.body(file.bytes, 200, file.headers);
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
