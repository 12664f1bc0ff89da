import { Hono } from 'hono';
import { createStorySchema } from '../../../shared/contract/stories';
import type { Database } from '../../db/client';
import { currentUser, type AppEnv } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertSafeInput } from '../../lib/safety-guard';
import { readJson } from '../../lib/validate';
import type { SafetyCheck } from '../../providers/safety/safety-check';
import type { BlobStore } from '../../providers/storage/blob-store';
import type { StoryWriter } from '../../providers/writer/story-writer';
import { findOwnCharacter, toCharacterDto } from '../characters/characters.service';
import { removeStoryNarrations } from '../narration/narration.service';
import { effectiveCounters, getOrCreateProfile } from '../profile/profile.service';
import { respondWithGeneration } from './generation-stream';
import type { LibraryCache } from './library-cache';
import {
  deleteStory,
  getStoryForUser,
  listStories,
  STORY_NOT_FOUND,
  storeNewStory,
  storyLimitError,
  storyLimitUsedUp,
  storyRequestOf,
} from './stories.service';

export const INVALID_CHARACTER = 'Personaje no seleccionado o inválido.';

export interface StoriesDeps {
  db: Database;
  writer: StoryWriter;
  safety: SafetyCheck;
  clock: () => Date;
  log: (line: string) => void;
  /** Where narrations are kept: a deleted story's audio files go with it. */
  blobStore?: BlobStore;
  /** The library kept ready to send (see library-cache.ts); told of every write. */
  library: LibraryCache;
}

function storyId(id: string): string {
  if (!isUuid(id)) throw notFound(STORY_NOT_FOUND);
  return id;
}

export function storiesRoutes(deps: StoriesDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const userId = currentUser(c).id;
      const entry = await deps.library.get(userId, async () => ({ stories: await listStories(db, userId) }));
      // Private to the signed-in user; the browser keeps it and asks again with If-None-Match.
      c.header('Cache-Control', 'private, no-cache');
      c.header('ETag', entry.etag);
      c.header('Vary', 'Accept-Encoding');
      if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304);
      c.header('Content-Type', 'application/json');
      if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
        c.header('Content-Encoding', 'gzip');
        return c.body(new Uint8Array(entry.gzip()));
      }
      return c.body(new Uint8Array(entry.body));
    })
    .get('/:id', async (c) => {
      const story = await getStoryForUser(db, currentUser(c).id, storyId(c.req.param('id')));
      return c.json({ story });
    })
    .delete('/:id', async (c) => {
      const userId = currentUser(c).id;
      const id = storyId(c.req.param('id'));
      // The audio rows go with the story (foreign keys); its whole audio folder is removed once it is gone.
      await deleteStory(db, userId, id);
      deps.library.changed(userId);
      if (deps.blobStore) await removeStoryNarrations(deps.blobStore, id, deps.log);
      return c.body(null, 204);
    })
    .post('/', async (c) => {
      const userId = currentUser(c).id;
      const input = await readJson(c, createStorySchema);
      const characterRow = await findOwnCharacter(db, userId, input.characterId);
      if (!characterRow) throw new AppError(404, 'invalid_character', INVALID_CHARACTER);
      const profile = await getOrCreateProfile(db, userId);
      // The parent's own words pass the child-safety check before the writer sees them.
      await assertSafeInput(deps.safety, [input.additionalDetails], profile.language);
      // A quick refusal before any writing; the count that matters is taken atomically when storing.
      if (storyLimitUsedUp(profile, effectiveCounters(profile, deps.clock()).storiesUsed)) throw storyLimitError();
      const choices = {
        genre: input.genre,
        moral: input.moral,
        duration: input.duration,
        additionalDetails: input.additionalDetails,
      };
      const request = storyRequestOf(profile, toCharacterDto(characterRow), choices);
      return respondWithGeneration(c, {
        write: (signal) => deps.writer.streamStory(request, { signal }),
        store: async (written) => {
          const story = await storeNewStory(
            db,
            { userId, characterId: characterRow.id, language: profile.language, ...choices },
            written,
            deps.clock(),
          );
          deps.library.changed(userId);
          return story;
        },
        respond: (story) => ({ story }),
        safety: { check: deps.safety, language: profile.language },
        log: deps.log,
      });
    });
}
