// Shared by the API and memory benchmarks: the real server process (npm start's entry point) with a
// signed-in user owning 100 (or 1,000: a year of a Premium family) stories of three chapters written by
// the offline storyteller (the default writer, so stories have real lengths and real text; the oldest is
// a long one, the story GET /api/stories/:id is measured on), seeded directly with Drizzle, on PGlite or
// on a throwaway PostgreSQL database; plus a bare Hono handler in its own process, and helpers to load
// them with autocannon and to read a process's resident memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { characters, stories, storyChapters, user as users } from '../../src/server/db/schema';
import { freePort, startServer, type RunningServer } from '../../e2e/support/server';
import { createConfirmedUser } from '../../e2e/support/users';
import { eq } from 'drizzle-orm';
import { GENRE_IDS, MORAL_IDS } from '../../src/shared/catalogs';
import { createOfflineWriter } from '../../src/server/providers/writer/offline';
import type { StoryRequest, WrittenChapter } from '../../src/server/providers/writer/story-writer';

export const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const STORIES = 100;
/** The library after a year for a family that writes a few stories a day (Premium has no limit). */
export const YEAR_OF_STORIES = 1000;
export const CHAPTERS = 3;
export type DbKind = 'pglite' | 'postgres';

/** One machine-readable row that bench/run.ts collects into the final table. */
export function benchRow(row: { bench: string; case: string; metric: string; value: number | string; unit?: string; target?: string; ok?: boolean }) {
  console.log(`BENCH_ROW ${JSON.stringify(row)}`);
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** Stories as the app's default writer (the offline storyteller) writes them: real lengths, real text. */
async function writtenStories(count: number): Promise<{ title: string; chapters: WrittenChapter[] }[]> {
  const writer = createOfflineWriter();
  const read = async (stream: AsyncIterable<string>): Promise<WrittenChapter> => {
    let text = '';
    for await (const part of stream) text += part;
    const [title, ...body] = text.split('\n');
    return { title: title.trim(), content: body.join('\n').trim() };
  };
  const out: { title: string; chapters: WrittenChapter[] }[] = [];
  for (let i = 0; i < count; i++) {
    const request: StoryRequest = {
      language: 'es',
      childAge: 3 + (i % 8),
      specialNeed: null,
      genre: GENRE_IDS[i % GENRE_IDS.length],
      moral: MORAL_IDS[i % MORAL_IDS.length],
      // The first (the oldest once stored) is long: a whole story at its largest.
      duration: i === 0 ? 'long' : 'short',
      character: { name: 'Valentina', profession: 'explorer', hobbies: ['music', 'painting'], personality: ['alegre', 'curioso'] },
    };
    const first = await read(writer.streamStory(request));
    const chapters = [first];
    while (chapters.length < CHAPTERS) {
      chapters.push(await read(writer.streamContinuation({ request, title: first.title, chapters }, { kind: 'free' })));
    }
    out.push({ title: first.title, chapters });
  }
  return out;
}

async function signIn(server: RunningServer): Promise<{ cookie: string; email: string }> {
  const u = await createConfirmedUser(server, 'banco');
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: u.email, password: u.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const profile = await fetch(`${server.url}/api/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ language: 'es', childAge: 6, specialNeed: null }),
  });
  if (!profile.ok) throw new Error(`profile failed: ${profile.status}`);
  return { cookie, email: u.email };
}

async function seed(kind: DbKind, where: string, email: string, count: number): Promise<string> {
  const handle = kind === 'pglite' ? await openDatabase({ kind: 'pglite', dataDir: where }) : await openDatabase({ kind: 'postgres', url: where });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [character] = await db
      .insert(characters)
      .values({ userId: owner.id, name: 'Valentina', hobbies: ['music'], profession: 'explorer', personality: 'alegre' })
      .returning({ id: characters.id });
    const base = Date.now() - count * 60_000;
    const written = await writtenStories(count);
    const storyIds: string[] = [];
    // In batches: one insert of 3,000 chapters would pass PostgreSQL's limit of parameters per query.
    for (let from = 0; from < written.length; from += 250) {
      const batch = written.slice(from, from + 250);
      const storyRows = await db
        .insert(stories)
        .values(
          batch.map((w, j) => ({
            userId: owner.id,
            title: w.title,
            content: w.chapters[0].content,
            characterId: character.id,
            duration: from + j === 0 ? 'long' : 'short',
            createdAt: new Date(base + (from + j) * 60_000),
            updatedAt: new Date(base + (from + j) * 60_000),
          })),
        )
        .returning({ id: stories.id });
      await db.insert(storyChapters).values(
        storyRows.flatMap((s, j) =>
          batch[j].chapters.map((chapter, c) => ({
            storyId: s.id,
            chapterNumber: c + 1,
            title: chapter.title,
            content: chapter.content,
          })),
        ),
      );
      storyIds.push(...storyRows.map((r) => r.id));
    }
    return storyIds[0];
  } finally {
    await handle.close();
  }
}

export interface SeededServer {
  server: RunningServer;
  cookie: string;
  kind: DbKind;
  /** How many stories the user owns. */
  stories: number;
  /** The long 3-chapter story (the oldest). */
  longStoryId: string;
  stop(): Promise<void>;
}

/** The real server with one user owning `count` stories × 3 chapters; `stop` removes everything. */
export async function startSeededServer(kind: DbKind, count = STORIES): Promise<SeededServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-bench-'));
  let dbName = '';
  let env: Record<string, string> = {};
  if (kind === 'postgres') {
    dbName = `cm_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    env = { DATABASE_URL: url.toString() };
  }
  const dropDatabase = async () => {
    if (!dbName) return;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  };
  try {
    let server = await startServer({ env, dataDir });
    const { cookie, email } = await signIn(server);
    let longStoryId: string;
    if (kind === 'pglite') {
      // PGlite belongs to one process: stop the server, seed its files, start it again.
      await server.stop();
      longStoryId = await seed('pglite', path.join(dataDir, 'db'), email, count);
      server = await startServer({ env, dataDir });
    } else {
      longStoryId = await seed('postgres', env.DATABASE_URL, email, count);
    }
    const check = await fetch(`${server.url}/api/stories`, { headers: { cookie } });
    const body = (await check.json()) as { stories?: { chapters: unknown[] }[] };
    const list = body.stories ?? [];
    if (!check.ok || list.length !== count || list.some((s) => s.chapters.length !== CHAPTERS)) {
      throw new Error(`GET /api/stories did not answer the seeded stories (${check.status})`);
    }
    const running = server;
    return {
      server: running,
      cookie,
      kind,
      stories: count,
      longStoryId,
      async stop() {
        await running.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
        await dropDatabase();
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
    throw error;
  }
}

/** A bare Hono handler answering a constant (or a file's bytes), in its own process like the real server. */
export async function startBareServer(bodyFile?: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const args = ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), String(port), ...(bodyFile ? [bodyFile] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}/api/stories`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon at 50 connections for `seconds` (after a short warm-up). */
export async function load(url: string, headers: Record<string, string>, seconds: number, warmUp = 2): Promise<LoadResult> {
  // Sent as a browser sends it: the library travels gzipped when the client accepts it.
  const run = (duration: number) => autocannon({ url, connections: 50, duration, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
  if (warmUp > 0) await run(warmUp);
  const r = await run(seconds);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** The library's address, or with `storyId` that story's. */
export function serverUrl(s: SeededServer, storyId?: string) {
  return `${s.server.url.replace('localhost', '127.0.0.1')}/api/stories${storyId ? `/${storyId}` : ''}`;
}

/** An answer's bytes exactly as the server sends them to a browser (gzipped), for the yardstick. */
export async function gzippedAnswer(s: SeededServer, storyId?: string): Promise<Buffer> {
  const url = new URL(serverUrl(s, storyId));
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname, headers: { cookie: s.cookie, 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => (res.headers['content-encoding'] === 'gzip' ? resolve(Buffer.concat(parts)) : reject(new Error(`${url.pathname} not gzipped`))));
      })
      .on('error', reject);
  });
}
