// Two instances behave as one: two real server processes (`src/server/main.ts`, as `npm start` runs it)
// behind one public address, on one PostgreSQL database and one S3-compatible server (s3rver, a real
// implementation of the S3 protocol, not a fake of ours). A story made on one is read, continued and
// narrated on the other; its audio, stored by one, is served by the other; a plan limit and a sign-in
// limit reached on one hold on the other; parallel narrations at the last unit, one on each instance,
// synthesise once. Runs in the `postgres` project only (vitest.config.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../e2e/support/server';
import type { Character } from '../../shared/contract/characters';
import type { Narration } from '../../shared/contract/narration';
import type { Profile } from '../../shared/contract/profile';
import type { Story } from '../../shared/contract/stories';
import type { DatabaseHandle } from '../db/client';
import { startFakeSpeech, type FakeSpeech } from '../test-support/fake-speech';
import { latestMail } from '../test-support/outbox';
import { createTestDatabase } from '../test-support/test-database';
import { TEST_POSTGRES_URL } from '../test-support/test-env';
import { httpClient } from './http-client';

/** The address families use; a load balancer sends each request to either instance. */
const PUBLIC_ORIGIN = 'http://cuentos.local';
const SECRET = 'secreto-compartido-por-las-dos-instancias-0123456789';

let database: DatabaseHandle;
let s3: S3rver;
let s3Dir: string;
let speech: FakeSpeech;
let a: RunningServer;
let b: RunningServer;

const on = (server: () => RunningServer) => {
  const client = httpClient(() => server().url);
  // Every request says it comes from the public page, whichever instance answers it.
  return {
    call: <T = Record<string, unknown>>(method: string, url: string, opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
      client.call<T>(method, url, { ...opts, headers: { origin: PUBLIC_ORIGIN, ...opts.headers } }),
  };
};
const A = on(() => a);
const B = on(() => b);

async function signIn(server: RunningServer, email: string, password: string): Promise<{ status: number; cookie: string; body: { code?: string; message?: string } }> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, cookie, body: (await res.json()) as { code?: string; message?: string } };
}

/** Signs up on `server`, opens the mailed link on the other instance, signs in on `server`. */
async function newFamily(server: RunningServer, other: RunningServer, email: string, password = 'contraseña-segura-1'): Promise<string> {
  const signUp = await on(() => server).call('POST', '/api/auth/sign-up/email', { body: { email, password, name: email.split('@')[0] } });
  expect(signUp.status).toBe(200);
  const mail = await latestMail(server.mailDir, email, 'Confirma');
  const link = new URL(mail!.links.find((l) => l.includes('/verify-email'))!);
  expect((await fetch(`${other.url}${link.pathname}${link.search}`, { redirect: 'manual' })).status).toBeLessThan(400);
  const signedIn = await signIn(server, email, password);
  expect(signedIn.status).toBe(200);
  return signedIn.cookie;
}

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(TEST_POSTGRES_URL!);
  url.pathname = `/${result.rows[0].name}`;

  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'narrations', configs: [] }] });
  const { port: s3Port } = await s3.run();
  speech = await startFakeSpeech();

  const env = {
    DATABASE_URL: url.toString(),
    BETTER_AUTH_URL: PUBLIC_ORIGIN,
    BETTER_AUTH_SECRET: SECRET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SPEECH_BASE_URL: speech.baseUrl,
    SPEECH_API_KEY: 'clave-local',
    SIGN_IN_LIMIT_PER_MINUTE: '30',
  };
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await speech?.close();
  await s3?.close();
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
  await database?.close();
});

describe('two server processes on one PostgreSQL and one S3 server', () => {
  it('share the library, the stories, the narrations and the plan limits', { timeout: 180_000 }, async () => {
    const health = await A.call<{ storage: string; database: string }>('GET', '/api/health');
    expect(health.body).toMatchObject({ storage: 's3' });
    const cookie = await newFamily(a, b, `dos${Date.now()}@example.com`);

    // Set up on B, the character made on A.
    expect((await B.call('PUT', '/api/profile', { cookie, body: { language: 'es', childAge: 6, specialNeed: null } })).status).toBe(200);
    const character = await A.call<{ character: Character }>('POST', '/api/characters', {
      cookie,
      body: { name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
    });
    expect(character.status).toBe(201);

    // A story made on A is in B's library and read whole on B, though B had read (and kept) the library
    // before: the database's announcement reaches B.
    expect((await B.call<{ stories: Story[] }>('GET', '/api/stories', { cookie })).body.stories).toEqual([]);
    const made = await A.call<{ story: Story }>('POST', '/api/stories', {
      cookie,
      body: { characterId: character.body.character.id, genre: 'fantasy', moral: 'friendship', duration: 'short' },
    });
    expect(made.status).toBe(201);
    const storyId = made.body.story.id;
    await expect
      .poll(async () => (await B.call<{ stories: Story[] }>('GET', '/api/stories', { cookie })).body.stories.map((s) => s.id), { timeout: 10_000, interval: 100 })
      .toEqual([storyId]);
    const read = await B.call<{ story: Story }>('GET', `/api/stories/${storyId}`, { cookie });
    expect(read.body.story.chapters[0].content).toBe(made.body.story.chapters[0].content);

    // Continued on B; A, which had read the story before, shows the new chapter. Free's one
    // continuation is then used up on A too.
    expect((await A.call<{ story: Story }>('GET', `/api/stories/${storyId}`, { cookie })).body.story.chapters).toHaveLength(1);
    const continued = await B.call<{ chapter: { id: string; chapterNumber: number } }>('POST', `/api/stories/${storyId}/chapters`, { cookie, body: { method: 'free' } });
    expect(continued.status).toBe(201);
    expect(continued.body.chapter.chapterNumber).toBe(2);
    await expect
      .poll(async () => (await A.call<{ story: Story }>('GET', `/api/stories/${storyId}`, { cookie })).body.story.chapters.length, { timeout: 10_000, interval: 100 })
      .toBe(2);
    const again = await A.call<{ error: { code: string } }>('POST', `/api/stories/${storyId}/chapters`, { cookie, body: { method: 'free' } });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('continuation_limit');

    // Narrated on B, its audio served by A from the shared bucket.
    const narrated = await B.call<{ narration: Narration }>('POST', `/api/chapters/${continued.body.chapter.id}/narrations/la-hada`, { cookie });
    expect(narrated.status).toBe(201);
    const fromB = Buffer.from(await (await fetch(`${b.url}${narrated.body.narration.audioUrl}`, { headers: { cookie } })).arrayBuffer());
    const fromA = await fetch(`${a.url}${narrated.body.narration.audioUrl}`, { headers: { cookie } });
    expect(fromA.status).toBe(200);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(fromB)).toBe(true);
    expect(fromB.length).toBe(narrated.body.narration.byteSize);
    expect(fs.readdirSync(path.join(s3Dir, 'narrations')).length).toBeGreaterThan(0);

    // The last narration of the month, asked of both instances at once: synthesised once.
    const chapterOne = made.body.story.chapters[0].id;
    speech.delayMs = 50;
    const before = speech.requests.length;
    const parallel = await Promise.all([
      A.call<{ error?: { code: string } }>('POST', `/api/chapters/${chapterOne}/narrations/el-sabio`, { cookie }),
      B.call<{ error?: { code: string } }>('POST', `/api/chapters/${chapterOne}/narrations/el-explorador`, { cookie }),
    ]);
    speech.delayMs = 0;
    expect(parallel.map((r) => r.status).sort()).toEqual([201, 403]);
    const winner = parallel.findIndex((r) => r.status === 201) === 0 ? 'el-sabio' : 'el-explorador';
    const spoken = speech.requests.slice(before);
    // Every piece of the chapter was spoken once: two syntheses would have asked for each piece twice.
    expect(spoken.length).toBeGreaterThan(0);
    expect(new Set(spoken.map((r) => r.body.input)).size).toBe(spoken.length);
    // The plan's two are used, whichever instance is asked.
    for (const server of [A, B]) {
      const profile = (await server.call<{ profile: Profile }>('GET', '/api/profile', { cookie })).body.profile;
      expect(profile).toMatchObject({ monthlyVoiceGenerationsUsed: 2, voiceRemaining: 0, monthlyStoriesGenerated: 1 });
    }
    const refused = await A.call<{ error: { code: string } }>('POST', `/api/chapters/${chapterOne}/narrations/la-abuela-cuentacuentos`, { cookie });
    expect(refused.status).toBe(403);
    console.log(`gate: two instances — story made on A read/continued/narrated on B, audio served by A from s3rver; last narration asked of A and B at once → ${parallel.map((r) => r.status).join(',')} (${winner} made, ${spoken.length} speech request(s))`);
  });

  it('hold a sign-in limit reached on one instance on the other', { timeout: 120_000 }, async () => {
    const email = `limite${Date.now()}@example.com`;
    await newFamily(a, b, email);
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) wrong.push((await signIn(i % 2 === 0 ? a : b, email, `mal-${i}-contraseña`)).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401]);
    // Right password, other instances: the account is slowed down on both.
    for (const server of [a, b]) {
      const res = await signIn(server, email, 'contraseña-segura-1');
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Demasiados intentos fallidos con esta cuenta. Por seguridad, vuelve a intentarlo dentro de 15 minutos.');
    }
  });
});
