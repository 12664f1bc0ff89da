import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
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
import { reserveStory } from '../profile/quota-reservations';
import { storyGenerationEvents } from '../../../shared/contract/generation-events';
import { respondWithGeneration } from './generation-stream';
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
}

function storyId(id: string): string {
  if (!isUuid(id)) throw notFound(STORY_NOT_FOUND);
  return id;
}

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
    .get('/:id', ...cachedRead, async (c) => {
      const story = await getStoryForUser(db, currentUser(c).id, storyId(c.req.param('id')));
      c.header('Cache-Control', PRIVATE_REVALIDATE);
      return c.json({ story });
    })
    .delete('/:id', async (c) => {
      const userId = currentUser(c).id;
      const id = storyId(c.req.param('id'));
      // The audio rows go with the story (foreign keys); its whole audio folder is removed once it is gone.
      await deleteStory(db, userId, id);
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
      // A quick refusal, then the story's unit taken before any writing: parallel requests at the last
      // story start the writer once. It is given back if nothing gets stored.
      if (storyLimitUsedUp(profile, effectiveCounters(profile, deps.clock()).storiesUsed)) throw storyLimitError();
      const reservation = await reserveStory(db, userId, deps.clock);
      if (!reservation) throw storyLimitError();
      const choices = {
        genre: input.genre,
        moral: input.moral,
        duration: input.duration,
        additionalDetails: input.additionalDetails,
      };
      const request = storyRequestOf(profile, toCharacterDto(characterRow), choices);
      return respondWithGeneration(c, storyGenerationEvents, {
        write: (signal) => deps.writer.streamStory(request, { signal }),
        store: async (written) => {
          const story = await storeNewStory(
            db,
            { userId, characterId: characterRow.id, language: profile.language, ...choices },
            written,
            deps.clock(),
            reservation,
          );
          return story;
        },
        release: reservation.release,
        respond: (story) => ({ story }),
        safety: { check: deps.safety, language: profile.language },
        log: deps.log,
      });
    });
}
