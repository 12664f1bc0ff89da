import { Hono } from 'hono';
import { profileUpdateSchema } from '../../../shared/contract/profile';
import type { Database } from '../../db/client';
import { currentUser, type AppEnv } from '../../lib/context';
import { jsonBody } from '../../lib/validate';
import { getProfileDto, updateProfile } from './profile.service';

export function profileRoutes(deps: { db: Database; clock: () => Date }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const profile = await getProfileDto(deps.db, currentUser(c).id, deps.clock());
      return c.json({ profile });
    })
    .put('/', jsonBody(profileUpdateSchema), async (c) => {
      const profile = await updateProfile(deps.db, currentUser(c).id, c.req.valid('json'), deps.clock());
      return c.json({ profile });
    });
}
