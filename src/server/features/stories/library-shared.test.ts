// Two servers on one PostgreSQL database (the way a company runs several instances): a story stored
// through one appears in the library served by the other, which had already answered it (nothing a
// server keeps may hide another's write). Runs in the `postgres` project only (vitest.config.ts), where
// TEST_DATABASE_URL names the server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { LibraryStory, Story } from '../../../shared/contract/stories';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createServices } from '../../services';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_POSTGRES_URL } from '../../test-support/test-env';

describe('the library across two servers on one PostgreSQL database', () => {
  let a: TestApp;
  let secondDatabase: DatabaseHandle;
  let b: ReturnType<typeof createApp>;

  beforeAll(async () => {
    a = await createTestApp();
    const result = (await a.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const name = result.rows[0].name;
    const url = new URL(TEST_POSTGRES_URL!);
    url.pathname = `/${name}`;
    secondDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    b = createApp(createServices(a.config, secondDatabase, { log: () => undefined, webDir: a.dataDir }));
  });
  afterAll(async () => {
    await secondDatabase?.close();
    await a?.close();
  });

  async function libraryOnB(cookie: string): Promise<LibraryStory[]> {
    const res = await b.request('/api/stories', { headers: { cookie, origin: TEST_ORIGIN } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { stories: LibraryStory[] }).stories;
  }

  it('shows on the second server a story stored through the first', async () => {
    const u = await a.createReadyUser();
    expect(await libraryOnB(u.cookie)).toEqual([]); // the second server has answered the empty library

    const character = await a.json<{ character: { id: string } }>('POST', '/api/characters', {
      cookie: u.cookie,
      body: { name: 'Luna', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
    });
    const created = await a.json<{ story: Story }>('POST', '/api/stories', {
      cookie: u.cookie,
      body: { characterId: character.body.character.id, genre: 'fantasy', moral: 'friendship', duration: 'short' },
      headers: { accept: 'application/json' },
    });
    expect(created.status).toBe(201);

    await expect.poll(async () => (await libraryOnB(u.cookie)).map((s) => s.id), { timeout: 10_000, interval: 50 }).toEqual([
      created.body.story.id,
    ]);
  });
});
