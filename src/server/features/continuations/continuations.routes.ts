import { Hono } from 'hono';
import { canContinueStory, createChapterSchema, INVALID_OPTION_MESSAGE } from '../../../shared/contract/continuations';
import type { Database } from '../../db/client';
import { currentUser, type AppEnv } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertSafeInput, isSafeOutput } from '../../lib/safety-guard';
import type { RateLimiter } from '../../lib/rate-limit';
import { countContinuationOptions } from '../../lib/usage-limits';
import { readJson } from '../../lib/validate';
import type { SafetyCheck } from '../../providers/safety/safety-check';
import type { StoryWriter } from '../../providers/writer/story-writer';
import { getOrCreateProfile } from '../profile/profile.service';
import { reserveChapter } from '../profile/quota-reservations';
import { chapterGenerationEvents } from '../../../shared/contract/generation-events';
import { respondWithGeneration } from '../stories/generation-stream';
import { getStoryForUser, STORY_NOT_FOUND, storyContextOf } from '../stories/stories.service';
import {
  continuationLimitError,
  continuationMessages,
  continuationOptions,
  defaultOptions,
  directionOf,
  isOfferedOption,
  rememberOfferedOptions,
  storeChapter,
} from './continuations.service';

export interface ContinuationsDeps {
  db: Database;
  writer: StoryWriter;
  safety: SafetyCheck;
  clock: () => Date;
  log: (line: string) => void;
  /** Counts continuation options per user and minute and per story and day. */
  limiter: RateLimiter;
}

function storyId(id: string): string {
  if (!isUuid(id)) throw notFound(STORY_NOT_FOUND);
  return id;
}

/** Mounted under /api/stories beside the stories routes. */
export function continuationsRoutes(deps: ContinuationsDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/:id/continuation-options', async (c) => {
      const userId = currentUser(c).id;
      const id = storyId(c.req.param('id'));
      const story = await getStoryForUser(db, userId, id);
      await countContinuationOptions(deps, userId, story.id);
      const profile = await getOrCreateProfile(db, userId);
      const context = storyContextOf(story, profile);
      let summaries = await continuationOptions(deps.writer, context, deps.log, c.req.raw.signal);
      // Generated options pass the child-safety check; a refused one is never shown and the SPEC's
      // default options take the place of all three (the screen always offers three).
      if (!(await isSafeOutput(deps.safety, summaries.join('\n|\n'), profile.language))) {
        deps.log('La comprobación de seguridad rechazó las opciones de continuación; se usan las opciones por defecto.');
        summaries = defaultOptions(context.request.language);
      }
      await rememberOfferedOptions(db, id, summaries);
      return c.json({ options: summaries.map((summary) => ({ summary })) });
    })
    .post('/:id/chapters', async (c) => {
      const userId = currentUser(c).id;
      const id = storyId(c.req.param('id'));
      const story = await getStoryForUser(db, userId, id);
      const choice = await readJson(c, createChapterSchema);
      const profile = await getOrCreateProfile(db, userId);
      // The parent's own direction passes the child-safety check before the writer sees it. A chosen
      // option comes back from the page: only one the server offered for this story (and checked when
      // it offered it) is accepted, so no other text can reach the writer as an option.
      await assertSafeInput(deps.safety, [choice.customInput], profile.language);
      if (choice.method.startsWith('option') && !(await isOfferedOption(db, id, choice.optionSummary ?? ''))) {
        throw badRequest(INVALID_OPTION_MESSAGE, 'invalid_option');
      }
      // A quick refusal before any writing; the check that matters runs again where the chapter is stored.
      if (!canContinueStory(profile.subscriptionStatus, story.chapters.length)) throw continuationLimitError();
      // The chapter is taken before the writer starts (one at a time per story), given back on failure.
      const reservation = await reserveChapter(db, userId, id, deps.clock);
      if (!reservation) throw continuationLimitError();
      const context = storyContextOf(story, profile);
      const direction = directionOf(choice);
      return respondWithGeneration(c, chapterGenerationEvents, {
        write: (signal) => deps.writer.streamContinuation(context, direction, { signal }),
        store: (written) => storeChapter(db, userId, id, choice, written, deps.clock(), reservation),
        release: reservation.release,
        respond: (result) => ({ story: result.story, chapter: result.chapter }),
        messages: continuationMessages(choice.method),
        safety: { check: deps.safety, language: profile.language },
        log: deps.log,
      });
    });
}
