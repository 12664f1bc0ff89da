// GET /api/voices, GET /api/voices/:voiceId/preview, and a chapter's narrations under /api/chapters
// (DESIGN section 3), including the live audio of a narration still being made.
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  NARRATION_PROGRESS,
  NO_NARRATION_MESSAGE,
  PREVIEW_UNAVAILABLE_MESSAGE,
  narrationLivePath,
} from '../../../shared/contract/narration';
import { narrationGenerationEvents, type GenerationEventData } from '../../../shared/contract/generation-events';
import { currentUser, wantsEventStream, type AppEnv } from '../../lib/context';
import { AppError, errorBody } from '../../lib/errors';
import { writeEvent } from '../../lib/sse-events';
import {
  createNarrationService,
  findNarration,
  findOwnedChapter,
  listVoices,
  narratorFailure,
  toNarrationDto,
  voiceOrNotFound,
  withDuration,
  type NarrationDeps,
  type NarrationService,
} from './narration.service';
import { serveBlob } from './serve-audio';

const KEEP_ALIVE_MS = 15_000;

const noNarration = (c: Context) => c.json(errorBody('narration_not_found', NO_NARRATION_MESSAGE), 404);

export function narrationFeature(deps: NarrationDeps) {
  const service = createNarrationService(deps);
  return { service, voices: voiceRoutes(deps, service), chapters: chapterNarrationRoutes(deps, service) };
}

function voiceRoutes(deps: NarrationDeps, service: NarrationService) {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json({ voices: listVoices(deps.narrator.soundId) }))
    .get('/:voiceId/preview', async (c) => {
      const unavailable = (status: 404 | 503) => c.json(errorBody('preview_unavailable', PREVIEW_UNAVAILABLE_MESSAGE), status);
      let key: string | null;
      try {
        key = await service.previewKey(c.req.param('voiceId'));
      } catch (error) {
        narratorFailure(error, deps.log); // logged; the person sees SPEC's message
        return unavailable(503);
      }
      if (!key) return unavailable(404);
      // The address the page uses carries the preview's fingerprint (?v=): a new narrator or new voice
      // settings give a new address, so the browser may keep this one for a day.
      return serveBlob(c, deps.blobStore, key, { missing: () => unavailable(404), cacheControl: 'private, max-age=86400' });
    });
}

function chapterNarrationRoutes(deps: NarrationDeps, service: NarrationService) {
  return new Hono<AppEnv>()
    .get('/:chapterId/narrations/:voiceId', async (c) => {
      const userId = currentUser(c).id;
      const voice = voiceOrNotFound(c.req.param('voiceId'));
      await findOwnedChapter(deps.db, userId, c.req.param('chapterId'));
      const row = await findNarration(deps.db, userId, c.req.param('chapterId'), voice.id);
      if (!row) return noNarration(c);
      return c.json({ narration: toNarrationDto(await withDuration(deps.db, deps.blobStore, row)) });
    })

    .post('/:chapterId/narrations/:voiceId', async (c) => {
      const userId = currentUser(c).id;
      // Everything that can be refused is refused here, with its HTTP status, before any work starts.
      const plan = await service.prepare(userId, c.req.param('chapterId'), c.req.param('voiceId'));

      if (!wantsEventStream(c)) {
        if (plan.existing) return c.json({ narration: plan.existing }, 200);
        const result = await service.generate(userId, plan.chapter, plan.voice, plan.reservation);
        return c.json({ narration: result.narration }, result.created ? 201 : 200);
      }

      return streamSSE(c, async (stream) => {
        // A closed page does not stop the generation: the narration is stored and kept for later.
        type Events = typeof narrationGenerationEvents;
        const send = async <K extends keyof Events & string>(event: K, data: GenerationEventData<Events, K>) => {
          if (stream.aborted || stream.closed) return;
          try {
            await writeEvent(stream, narrationGenerationEvents, event, data);
          } catch {
            // the client went away
          }
        };
        if (plan.existing) {
          await send('progress', { progress: NARRATION_PROGRESS.done });
          await send('done', { narration: plan.existing });
          return;
        }
        // A comment line now and then keeps proxies from closing a quiet stream while a long chunk is spoken.
        const keepAlive = setInterval(() => {
          if (!stream.aborted && !stream.closed) stream.write(': keep-alive\n\n').catch(() => undefined);
        }, KEEP_ALIVE_MS);
        let last = 0;
        let writes = Promise.resolve();
        const onProgress = (progress: number) => {
          if (progress <= last) return;
          last = progress;
          writes = writes.then(() => send('progress', { progress }));
        };
        const liveUrl = narrationLivePath(plan.chapter.chapterId, plan.voice.id);
        const onPlayable = () => {
          writes = writes.then(() => send('playable', { liveUrl }));
        };
        try {
          const result = await service.generate(userId, plan.chapter, plan.voice, plan.reservation, { onProgress, onPlayable });
          await writes;
          await send('progress', { progress: NARRATION_PROGRESS.done });
          await send('done', { narration: result.narration });
        } catch (error) {
          await writes;
          const failure = error instanceof AppError ? error : narratorFailure(error, deps.log);
          await send('error', errorBody(failure.code, failure.message));
        } finally {
          clearInterval(keepAlive);
        }
      });
    })

    // The narration while it is being made: the audio so far at once, then each piece as it is ready,
    // ending when synthesis ends. Not seekable (its length is not known yet): the page seeks in /audio.
    .get('/:chapterId/narrations/:voiceId/live', async (c) => {
      const userId = currentUser(c).id;
      const voice = voiceOrNotFound(c.req.param('voiceId'));
      const chapterId = c.req.param('chapterId');
      await findOwnedChapter(deps.db, userId, chapterId);
      // In flight first: a generation that has just stored its file is still in flight, never missed.
      const live = service.liveNarration(userId, chapterId, voice.id);
      if (live) {
        const headers = { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-store', 'Accept-Ranges': 'none' };
        if (c.req.method === 'HEAD') return c.body(null, 200, headers);
        return c.body(live.stream(), 200, headers);
      }
      const row = await findNarration(deps.db, userId, chapterId, voice.id);
      if (!row) return noNarration(c);
      return serveBlob(c, deps.blobStore, row.publicUrl, { missing: () => noNarration(c), cacheControl: 'private, no-cache' });
    })

    .get('/:chapterId/narrations/:voiceId/audio', async (c) => {
      const userId = currentUser(c).id;
      const voice = voiceOrNotFound(c.req.param('voiceId'));
      await findOwnedChapter(deps.db, userId, c.req.param('chapterId'));
      const row = await findNarration(deps.db, userId, c.req.param('chapterId'), voice.id);
      if (!row) return noNarration(c);
      return serveBlob(c, deps.blobStore, row.publicUrl, { missing: () => noNarration(c), cacheControl: 'private, max-age=3600' });
    });
}
