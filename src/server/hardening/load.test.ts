// Load: the real server process on PostgreSQL with the offline writer; 200 concurrent signed-in sessions
// do what parents do for 60 seconds when the load bench measures (20 in `npm test`, which checks the
// outcome, not the figures) in a bounded loop on 127.0.0.1 only: read their library, open a story,
// create stories, continue one, make a challenge.
// Zero errors, zero lost stories (every created story is in its owner's library and the database holds
// exactly the successful creations), counters exact. The figures (requests, stories, p50/p99 latency)
// are printed per kind of request, and written as JSON for bench/load.bench.ts when LOAD_REPORT_FILE is
// set. Free users stay under their monthly 10, so no plan is faked.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../e2e/support/server';
import type { Character } from '../../shared/contract/characters';
import type { Story } from '../../shared/contract/stories';
import { LOAD_REPORT_FILE, TEST_POSTGRES_URL } from '../test-support/test-env';
import { httpClient } from './http-client';

const SESSIONS = 200;
const DURATION_MS = LOAD_REPORT_FILE ? 60_000 : 20_000;
/** Stories per session over the run: under the Free plan's 10 a month. */
const STORIES_PER_SESSION = 6;
/** Pause between one session's requests: the count of sessions stays, their pace adapts to 2 cores. */
const PAUSE_MS = 750;

const adminUrl = TEST_POSTGRES_URL ?? '';
const databaseName = `cm_load_${process.pid}_${Date.now()}`;
let server: RunningServer | undefined;
const http = httpClient(() => server!.url);

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs `fn` over the items with at most `limit` at once. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// Included only in the `postgres` project (vitest.config.ts), which exists when TEST_DATABASE_URL is set.
describe(`${SESSIONS} concurrent sessions for ${DURATION_MS / 1000} seconds on PostgreSQL`, () => {
  interface Session {
    userId: string;
    cookie: string;
    characterId: string;
    created: string[];
    /** Stories given their second chapter (a Free story takes one continuation). */
    continued: Set<string>;
    challenged: Set<string>;
  }
  let sessions: Session[] = [];

  beforeAll(async () => {
    await admin((c) => c.query(`create database "${databaseName}"`));
    server = await startServer({
      env: {
        DATABASE_URL: withDatabase(adminUrl, databaseName),
        OPENAI_BASE_URL: '',
        OPENAI_API_KEY: '',
        SPEECH_BASE_URL: '',
        SIGN_IN_LIMIT_PER_MINUTE: '100000',
      },
    });
    const emails = Array.from({ length: SESSIONS }, (_, i) => `carga${i}-${randomUUID().slice(0, 8)}@example.com`);
    await pool(emails, 8, (email) => http.signUp(email));
    // The confirmation mails are not the subject here: the addresses are confirmed directly.
    const users = await admin(async (c) => {
      await c.query('update "user" set email_verified = true where email = any($1)', [emails]);
      return (await c.query<{ id: string; email: string }>('select id, email from "user" where email = any($1)', [emails])).rows;
    }, withDatabase(adminUrl, databaseName));
    const idOf = new Map(users.map((u) => [u.email, u.id]));
    sessions = await pool(emails, 8, async (email) => {
      const cookie = await http.signIn(email);
      const profile = await http.call('PUT', '/api/profile', { cookie, body: { language: 'es', childAge: 6, specialNeed: null } });
      if (profile.status !== 200) throw new Error(`profile: ${profile.status}`);
      const character = await http.call<{ character: Character }>('POST', '/api/characters', {
        cookie,
        body: { name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
      });
      if (character.status !== 201) throw new Error(`character: ${character.status}`);
      return { userId: idOf.get(email)!, cookie, characterId: character.body.character.id, created: [], continued: new Set(), challenged: new Set() };
    });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await admin((c) => c.query(`drop database if exists "${databaseName}" with (force)`)).catch(() => undefined);
  });

  it('serves every request, loses no story and keeps the counters exact', { timeout: 300_000 }, async () => {
    const latencies: number[] = [];
    /** Each kind of request's own latencies: reads and creations have different budgets. */
    const byKind = new Map<string, number[]>();
    const errors: string[] = [];
    let requests = 0;
    const start = performance.now();
    const end = start + DURATION_MS;

    const timed = async <T>(label: string, fn: () => Promise<{ status: number; body: T }>, ok: number) => {
      const t0 = performance.now();
      try {
        const res = await fn();
        const ms = performance.now() - t0;
        latencies.push(ms);
        byKind.set(label, byKind.get(label) ?? []).get(label)!.push(ms);
        requests++;
        if (res.status !== ok) errors.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return res.status === ok ? res.body : undefined;
      } catch (error) {
        requests++;
        errors.push(`${label}: ${String(error)}`);
        return undefined;
      }
    };

    await Promise.all(
      sessions.map(async (s, index) => {
        // Sessions start spread over the first pause, not all on the same millisecond.
        await new Promise((r) => setTimeout(r, (index / SESSIONS) * PAUSE_MS));
        while (performance.now() < end) {
          await timed('library', () => http.call<{ stories: Story[] }>('GET', '/api/stories', { cookie: s.cookie }), 200);
          // Stories are spread over the minute: the next one is due when its share of the time has come.
          const due = Math.min(STORIES_PER_SESSION, Math.floor(((performance.now() - start) / DURATION_MS) * STORIES_PER_SESSION) + 1);
          if (s.created.length < due && performance.now() < end) {
            const body = await timed(
              'create',
              () =>
                http.call<{ story: Story }>('POST', '/api/stories', {
                  cookie: s.cookie,
                  body: { characterId: s.characterId, genre: 'fantasy', moral: 'friendship', duration: 'short' },
                }),
              201,
            );
            if (body) s.created.push(body.story.id);
          } else if (s.created.length > 0) {
            const id = s.created[requests % s.created.length];
            await timed('story', () => http.call('GET', `/api/stories/${id}`, { cookie: s.cookie }), 200);
            // Now and then, after reading: a new chapter, or a challenge on the story.
            const turn = requests % 10;
            if (turn === 0 && !s.continued.has(id)) {
              s.continued.add(id);
              await timed('continue', () => http.call('POST', `/api/stories/${id}/chapters`, { cookie: s.cookie, body: { method: 'free' } }), 201);
            } else if (turn === 1 && !s.challenged.has(id)) {
              s.challenged.add(id);
              await timed('challenge', () => http.call('POST', `/api/stories/${id}/challenges`, { cookie: s.cookie, body: { category: 'comprehension' } }), 201);
            }
          }
          await new Promise((r) => setTimeout(r, PAUSE_MS));
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const created = sessions.reduce((n, s) => n + s.created.length, 0);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `load: ${SESSIONS} sessions · ${seconds.toFixed(1)} s · ${requests} requests (${(requests / seconds).toFixed(0)}/s) · ${created} stories created · ` +
        `p50 ${percentile(sorted, 50).toFixed(0)} ms · p99 ${percentile(sorted, 99).toFixed(0)} ms · max ${sorted.at(-1)!.toFixed(0)} ms · ${errors.length} errors`,
    );
    const figures = (list: number[]) => {
      const s = [...list].sort((a, b) => a - b);
      return { requests: s.length, p50: Math.round(percentile(s, 50) ?? 0), p99: Math.round(percentile(s, 99) ?? 0) };
    };
    const kinds = Object.fromEntries([...byKind].map(([kind, list]) => [kind, figures(list)]));
    for (const [kind, f] of Object.entries(kinds)) console.log(`load · ${kind}: ${f.requests} requests · p50 ${f.p50} ms · p99 ${f.p99} ms`);
    const reads = figures([...(byKind.get('library') ?? []), ...(byKind.get('story') ?? [])]);
    console.log(`load · reads (library and story): p50 ${reads.p50} ms · p99 ${reads.p99} ms`);
    if (LOAD_REPORT_FILE) {
      const report = { sessions: SESSIONS, seconds, requests, errors: errors.length, created, reads, kinds };
      fs.writeFileSync(LOAD_REPORT_FILE, JSON.stringify(report));
    }

    expect(errors.slice(0, 10)).toEqual([]);
    expect(created).toBeGreaterThanOrEqual(SESSIONS); // every session created at least one story

    // Zero lost stories: each one is in its owner's library, and the database holds exactly these.
    await pool(sessions, 10, async (s) => {
      const library = await http.call<{ stories: Story[] }>('GET', '/api/stories', { cookie: s.cookie });
      expect(library.status).toBe(200);
      expect(library.body.stories.map((st) => st.id).sort()).toEqual([...s.created].sort());
    });
    await admin(async (c) => {
      const ids = sessions.map((s) => s.userId);
      const storyCount = await c.query<{ n: string }>('select count(*) as n from stories where user_id = any($1)', [ids]);
      expect(Number(storyCount.rows[0].n)).toBe(created);
      const withoutChapter = await c.query(
        'select s.id from stories s where s.user_id = any($1) and not exists (select 1 from story_chapters c where c.story_id = s.id and c.chapter_number = 1)',
        [ids],
      );
      expect(withoutChapter.rows).toEqual([]);
      const counters = await c.query<{ id: string; monthly_stories_generated: number }>('select id, monthly_stories_generated from profiles where id = any($1)', [ids]);
      const expected = new Map(sessions.map((s) => [s.userId, s.created.length]));
      expect(counters.rows).toHaveLength(SESSIONS);
      for (const row of counters.rows) expect(row.monthly_stories_generated, row.id).toBe(expected.get(row.id));
    }, withDatabase(adminUrl, databaseName));
  });
});
