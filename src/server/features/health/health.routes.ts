import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';
import type { AppEnv } from '../../lib/context';

/** Which adapter each part of the system uses (DESIGN section 1). */
export interface ProviderNames {
  writer: string;
  speech: string;
  storage: string;
  mail: string;
  payments: string;
  googleSignIn: boolean;
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
