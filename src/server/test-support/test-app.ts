// Builds the real app on a fresh database for one test file, and drives it the way a browser does:
// real sign-up, the confirmation link from the outbox, real sign-in, the session cookie.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type AppDeps } from '../app';
import { loadConfig, type Env } from '../config';
import { createLogger, logTo } from '../lib/logger';
import { createServices } from '../services';
import { latestMail } from './outbox';
import { watchSurprises } from './surprises';
import { createTestDatabase } from './test-database';
import { seedSuggestions } from '../features/suggestions/suggestions.service';
import { effectiveCounters } from '../features/profile/profile.service';
import { profiles } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { Character, CharacterInput } from '../../shared/contract/characters';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface RequestOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-15T10:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.set = (date: Date | string) => {
    now = new Date(date).getTime();
  };
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

export interface TestAppOptions {
  env?: Env;
  clock?: () => Date;
  /** Adjust the dependencies before the app is built (e.g. to point a provider at a local server). */
  customize?: (deps: AppDeps) => AppDeps | void;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    BETTER_AUTH_URL: TEST_ORIGIN,
    SIGN_IN_LIMIT_PER_MINUTE: '1000',
    // The chat-model guard asks the configured chat server about every text; tests that are about the
    // guard turn it on ('auto'), the others keep the writer's requests to themselves.
    SAFETY_GUARD: 'off',
    ...options.env,
  });
  const database = await createTestDatabase();
  await seedSuggestions(database.db);
  const logs: string[] = [];
  const surprises = watchSurprises();
  // The server's own logger (pino, as in production) writing here: every line is kept for the test to
  // read, and an error-level one is a surprise.
  const logger = createLogger(
    { format: 'json', level: 'info' },
    {
      write(json: string) {
        const entry = JSON.parse(json) as { level: number; msg: string; err?: { stack?: string; message?: string } };
        const line = entry.err ? `${entry.msg}: ${entry.err.stack ?? entry.err.message}` : entry.msg;
        logs.push(line);
        if (entry.level >= pino.levels.values.error) surprises.error(line);
      },
    },
  );
  const log = logTo(logger);
  let deps = createServices(config, database, { clock: options.clock, log, webDir: path.join(dataDir, 'no-web') });
  deps = options.customize?.(deps) ?? deps;
  const app = createApp(deps);
  // Every answer passes here, whether a test calls app.request or serves app.fetch over HTTP.
  const dispatch = app.fetch;
  app.fetch = async (req: Request, ...rest: unknown[]) => {
    const res = await (dispatch as (req: Request, ...rest: unknown[]) => Response | Promise<Response>)(req, ...rest);
    surprises.answer(req.method, new URL(req.url).pathname, res.status);
    return res;
  };
  const mailDir = path.join(dataDir, 'mail');

  async function request(method: string, url: string, opts: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined;
    if (opts.body !== undefined) {
      if (typeof opts.body === 'string') {
        body = opts.body;
      } else {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
    }
    return app.request(url, { method, headers, body });
  }

  async function json<T = Record<string, unknown>>(method: string, url: string, opts: RequestOptions = {}) {
    const res = await request(method, url, opts);
    const text = await res.text();
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return { status: res.status, headers: res.headers, body: data as T };
  }

  let counter = 0;
  /** Signs a new user up, confirms the address through the mailed link and signs in. */
  async function createUser(overrides: { email?: string; password?: string } = {}): Promise<TestUser> {
    const email = overrides.email ?? `familia${Date.now()}${counter++}@example.com`;
    const password = overrides.password ?? 'contraseña-segura-1';
    const signUp = await json<{ user: { id: string } }>('POST', '/api/auth/sign-up/email', {
      body: { email, password, name: email.split('@')[0] },
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
    const mail = await latestMail(mailDir, email, 'Confirma');
    const link = mail?.links.find((l) => l.includes('/verify-email'));
    if (!link) throw new Error('no confirmation mail');
    const verified = await request('GET', new URL(link).pathname + new URL(link).search);
    if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
    const cookie = await signIn(email, password);
    return { id: signUp.body.user.id, email, password, cookie };
  }

  async function signIn(email: string, password: string): Promise<string> {
    const res = await request('POST', '/api/auth/sign-in/email', { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return sessionCookie(res);
  }

  /** A user who has also finished the profile set-up. */
  async function createReadyUser(profile: { language?: string; childAge?: number; specialNeed?: string | null } = {}) {
    const u = await createUser();
    const res = await json('PUT', '/api/profile', {
      cookie: u.cookie,
      body: { language: 'es', childAge: 6, specialNeed: null, ...profile },
    });
    if (res.status !== 200) throw new Error(`profile failed: ${res.status}`);
    return u;
  }

  /** A ready user with one saved character (Luna, unless the test says otherwise). */
  async function createUserWithCharacter(
    profile: { language?: string; childAge?: number; specialNeed?: string | null } = {},
    character: Partial<CharacterInput> = {},
  ): Promise<{ user: TestUser; character: Character }> {
    const user = await createReadyUser(profile);
    const res = await json<{ character: Character }>('POST', '/api/characters', {
      cookie: user.cookie,
      body: { name: 'Luna', hobbies: ['reading'], personality: 'curioso', profession: 'wizard', ...character },
    });
    if (res.status !== 201) throw new Error(`character failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { user, character: res.body.character };
  }

  /** The stories counted against the user's current month, as the server reads its counter. */
  async function storiesUsed(userId: string): Promise<number> {
    const [row] = await database.db.select().from(profiles).where(eq(profiles.id, userId));
    return row ? effectiveCounters(row, deps.clock()).storiesUsed : 0;
  }

  async function close() {
    surprises.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    app,
    deps,
    db: database.db,
    database,
    config,
    dataDir,
    mailDir,
    logs,
    request,
    json,
    createUser,
    createReadyUser,
    createUserWithCharacter,
    storiesUsed,
    signIn,
    /** The running test provokes a server failure (a 5xx, an unhandled error) on purpose. */
    expectServerErrors: surprises.expectServerErrors,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The cookie header a browser would send back after this response. */
export function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie();
  return cookies.map((c) => c.split(';')[0]).join('; ');
}
