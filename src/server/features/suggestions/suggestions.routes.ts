import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../lib/context';
import { listActiveSuggestions } from './suggestions.service';

export function suggestionsRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const suggestions = await listActiveSuggestions(deps.db);
    return c.json({ suggestions });
  });
}
