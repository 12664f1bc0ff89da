// The signed-in user's story named in a path, for every route that works on one. Any other id (not a
// UUID, missing, another user's) answers the same 404 'Historia no encontrada', so nobody learns which
// stories exist (DESIGN section 3).
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/client';
import { currentUser, type AppEnv } from '../../lib/context';
import { uuidParam } from '../../lib/validate';
import type { StoryContext } from '../../providers/writer/story-writer';
import { getOrCreateProfile, type ProfileRow } from '../profile/profile.service';
import { getStoryForUser, STORY_NOT_FOUND, storyContextOf } from './stories.service';
import type { Story } from '../../../shared/contract/stories';

/** A story with what writing about it needs: the family's profile and the story as the writer reads it. */
export interface OwnedStory {
  story: Story;
  profile: ProfileRow;
  context: StoryContext;
}

/** The `:id` of a story's path: a UUID, or the story's 404. */
export const storyIdParam = uuidParam('id', STORY_NOT_FOUND);

export async function loadOwnedStory(db: Database, userId: string, storyId: string): Promise<OwnedStory> {
  const story = await getStoryForUser(db, userId, storyId);
  const profile = await getOrCreateProfile(db, userId);
  return { story, profile, context: storyContextOf(story, profile) };
}

/**
 * Route middleware: the story of `:id` loaded before anything else of the request is looked at (its
 * body included), so a wrong story answers 404 whatever else is wrong; handlers read `c.var.owned`.
 */
export function ownedStory(db: Database) {
  const load = createMiddleware<AppEnv & { Variables: { owned: OwnedStory } }>(async (c, next) => {
    c.set('owned', await loadOwnedStory(db, currentUser(c).id, c.req.param('id')!));
    await next();
  });
  return [storyIdParam, load] as const;
}
