import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';
import type { AppEnv } from '../../lib/context';

/** Which adapter each part of the system uses (DESIGN section 1). */
export interface ProviderNames {
  /** 'offline', 'openai-compatible' (OPENAI_BASE_URL) or 'ollama' (a local Ollama found at start). */
  writer: string;
  /** The chat model that writes, when one does. */
  writerModel?: string;
  speech: string;
  storage: string;
  mail: string;
  payments: string;
  googleSignIn: boolean;
  /** The child-safety check: 'embedded', 'embedded+guard', 'embedded+moderation'… */
  safety: string;
}

export function healthRoutes(deps: { database: DatabaseHandle; providers: ProviderNames; config: { narrationDurations: string[] } }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    let databaseOk = true;
    try {
      await deps.database.db.execute(sql`select 1`);
    } catch {
      databaseOk = false;
    }
    return c.json(
      // narrationDurations: which durations the page offers for narration (NARRATION_DURATIONS).
      { ok: databaseOk, database: deps.database.kind, ...deps.providers, narrationDurations: deps.config.narrationDurations },
      databaseOk ? 200 : 503,
    );
  });
}
