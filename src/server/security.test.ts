// Web security: the session cookie's attributes, and the page as the running server sends it
// — built, then served by the app configured with every secret — carrying no secret, no auth secret
// made in DATA_DIR and no inline script; nor do /api/health and error answers.
// (The Content-Security-Policy header is tested in app.test.ts.)
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { loadConfig, type Env } from './config';
import { createServices } from './services';
import { latestMail } from './test-support/outbox';
import { createTestApp, type TestApp } from './test-support/test-app';
import { createTestDatabase } from './test-support/test-database';

async function signInCookies(t: TestApp, origin: string): Promise<string[]> {
  const email = `cookie${Date.now()}@example.com`;
  const password = 'contraseña-segura-1';
  const signUp = await t.request('POST', '/api/auth/sign-up/email', { headers: { origin }, body: { email, password, name: 'cookie' } });
  expect(signUp.status).toBe(200);
  const mail = await latestMail(t.mailDir, email, 'Confirma');
  const link = new URL(mail!.links.find((l) => l.includes('/verify-email'))!);
  const verified = await t.request('GET', link.pathname + link.search, { headers: { origin } });
  expect(verified.status).toBeLessThan(400);
  const signIn = await t.request('POST', '/api/auth/sign-in/email', { headers: { origin }, body: { email, password } });
  expect(signIn.status).toBe(200);
  return signIn.headers.getSetCookie();
}

function sessionTokenCookie(cookies: string[]): string {
  const cookie = cookies.find((c) => /session_token=/.test(c.split(';')[0] ?? ''));
  expect(cookie, `no session cookie among ${cookies.join(' | ')}`).toBeDefined();
  return cookie!;
}

describe('session cookie', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  /** The session cookie a sign-in sets on a server reached at `origin`, and its attributes in lower case. */
  async function sessionCookieAt(origin: string) {
    const t = await createTestApp({ env: { BETTER_AUTH_URL: origin } });
    apps.push(t);
    const cookie = sessionTokenCookie(await signInCookies(t, origin));
    return { cookie, attributes: cookie.split(';').map((a) => a.trim().toLowerCase()) };
  }

  it('is HttpOnly, SameSite=Lax and Secure when the server is reached over HTTPS', async () => {
    const { cookie, attributes } = await sessionCookieAt('https://cuentos.example.com');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('secure');
    // The secure prefix browsers enforce: the cookie is never sent over plain HTTP.
    expect(cookie.startsWith('__Secure-')).toBe(true);
  });

  it('is HttpOnly and SameSite=Lax over plain HTTP on one machine (where Secure would lose it)', async () => {
    const { attributes } = await sessionCookieAt('http://localhost:3000');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).not.toContain('secure');
  });
});

describe('the page as the server sends it', () => {
  // Unique markers, one per secret the server can be given. The page is built with them in the build's
  // environment (a `define` or an envPrefix mistake would inline them) and served by the app configured
  // with them (a server that injected its configuration into the page would send them).
  const SECRETS = {
    OPENAI_API_KEY: 'sk-test-secret-openai-4f1c9a7e2b',
    SPEECH_API_KEY: 'sk-test-secret-speech-8d2e6b1f0a',
    MODERATION_API_KEY: 'sk-test-secret-moderation-3c7a9e5d1b',
    STRIPE_SECRET_KEY: 'sk_test_secret_stripe_9b3d7f1e5a',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_5e1a9c3d7f',
    BETTER_AUTH_SECRET: 'better-auth-test-secret-0a1b2c3d4e5f6a7b8c9d',
    GOOGLE_CLIENT_SECRET: 'google-test-secret-6f2b8d4a0c',
    S3_SECRET_ACCESS_KEY: 's3-test-secret-1d5f9b3e7a',
    SMTP_URL: 'smtp://user:smtp-test-secret-2c6e0a4d8b@mail.example.com:587',
    DATABASE_URL: 'postgres://app:db-test-secret-7a3c9e1f5b@db.example.com/cuentos',
  };
  /** The secret parts to look for: a URL's password alone, not the whole URL. */
  const MARKERS: Record<string, string> = {
    ...SECRETS,
    SMTP_URL: 'smtp-test-secret-2c6e0a4d8b',
    DATABASE_URL: 'db-test-secret-7a3c9e1f5b',
  };
  /** The rest of the configuration that makes the server use each secret (no request leaves this machine). */
  const PROVIDERS = {
    GOOGLE_CLIENT_ID: 'google-client-id-publico',
    STRIPE_PRICE_CREDITS: 'price_creditos',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    SPEECH_BASE_URL: 'http://127.0.0.1:9/v1',
    MODERATION_BASE_URL: 'http://127.0.0.1:9/v1',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_ACCESS_KEY_ID: 'clave-de-acceso-publica',
  };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-web-served-'));
  /** The page, built the way dist/web is (same config), into a folder of this test's own. */
  const buildDir = path.join(root, 'build');
  const running: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const r of running) await r.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  function filesUnder(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    });
  }

  /** The app on a real port, with this configuration and serving the page from `webDir`. */
  async function startApp(env: Env, dataDir: string, webDir: string): Promise<string> {
    const config = loadConfig({ DATA_DIR: dataDir, BETTER_AUTH_URL: 'http://localhost:3000', ...env });
    const database = await createTestDatabase();
    const deps = createServices(config, database, { log: () => undefined, webDir });
    const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    running.push({
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await deps.narrator.close();
        await database.close();
      },
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** Same-origin paths a page, script or style names: src/href, imports, url(), Vite's 'assets/...' lists. */
  function references(text: string, from: string, contentType: string): string[] {
    const relative: string[] = [];
    const fromRoot: string[] = [];
    if (contentType.includes('html')) relative.push(...[...text.matchAll(/\s(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]));
    if (contentType.includes('css')) relative.push(...[...text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]));
    if (contentType.includes('javascript')) {
      // import("./x.js") and from"./x.js" resolve against the script; Vite's preload lists name files from the root.
      relative.push(...[...text.matchAll(/(?:\bimport\s*\(?|\bfrom)\s*["'](\.{1,2}\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1]));
      fromRoot.push(...[...text.matchAll(/["'](assets\/[^"'\s]+\.(?:js|css))["']/g)].map((m) => m[1]));
    }
    const paths: string[] = [];
    for (const [refs, against] of [
      [relative, from],
      [fromRoot, '/'],
    ] as const) {
      for (const ref of refs) {
        if (!ref || ref.startsWith('data:') || ref.startsWith('#')) continue;
        const url = new URL(ref, `http://page.test${against}`);
        if (url.origin === 'http://page.test') paths.push(url.pathname);
      }
    }
    return paths;
  }

  /** Everything the server sends for the page: '/', what it references, recursively, and every file of `webDir`. */
  async function crawl(base: string, webDir: string): Promise<{ path: string; status: number; text: string }[]> {
    const seen = new Map<string, { path: string; status: number; text: string }>();
    const fetchOne = async (p: string, encoding: string) => {
      const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': encoding } });
      // fetch undoes the brotli or gzip the server applied: this is what the browser reads.
      const body = Buffer.from(await res.arrayBuffer()).toString('utf8');
      const headers = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
      return { path: p, status: res.status, text: `${headers}\n\n${body}`, body, contentType: res.headers.get('content-type') ?? '' };
    };
    const queue = ['/'];
    while (queue.length > 0) {
      const p = queue.shift()!;
      if (seen.has(p)) continue;
      const got = await fetchOne(p, 'gzip');
      seen.set(p, got);
      queue.push(...references(got.body, p, got.contentType));
    }
    // Lazy chunks a reference could hide from the pattern: every built file, as sent to a browser that
    // takes brotli (the .br copies) and to one that takes nothing compressed (the files themselves).
    for (const file of filesUnder(webDir)) {
      const p = `/${path.relative(webDir, file).split(path.sep).join('/')}`;
      if (/\.(br|gz)$/.test(p) || p === '/index.html') continue;
      seen.set(`${p} (br)`, await fetchOne(p, 'br'));
      seen.set(`${p} (identity)`, await fetchOne(p, 'identity'));
    }
    return [...seen.values()];
  }

  /** The API's own answers: health, and errors of several kinds. */
  async function apiAnswers(base: string): Promise<{ path: string; status: number; text: string }[]> {
    const calls: [string, string, RequestInit?][] = [
      ['GET', '/api/health'],
      ['GET', '/api/no-existe'],
      ['GET', '/api/stories'],
      ['GET', '/api/stories/no-es-un-id'],
      ['GET', '/assets/no-existe.js'],
      ['POST', '/api/auth/sign-in/email', { body: JSON.stringify({ email: 'nadie@example.com', password: 'incorrecta-123' }) }],
      ['POST', '/api/characters', { body: '{no es json' }],
      ['POST', '/api/billing/webhook', { body: '{"id":"evt_falso"}', headers: { 'stripe-signature': 't=1,v1=firma-falsa' } }],
    ];
    const answers = [];
    for (const [method, p, init] of calls) {
      const res = await fetch(`${base}${p}`, {
        method,
        ...init,
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', ...(init?.headers as Record<string, string>) },
      });
      const text = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + '\n\n' + (await res.text());
      answers.push({ path: `${method} ${p}`, status: res.status, text });
    }
    return answers;
  }

  function leaksOf(answers: { path: string; text: string }[], secrets: Record<string, string>): string[] {
    return answers.flatMap((a) => Object.entries(secrets).filter(([, value]) => a.text.includes(value)).map(([name]) => `${name} in ${a.path}`));
  }

  beforeAll(async () => {
    for (const [name, value] of Object.entries({ ...SECRETS, ...PROVIDERS })) vi.stubEnv(name, value);
    try {
      const { build } = await import('vite');
      await build({ configFile: path.resolve('vite.config.ts'), build: { outDir: buildDir, emptyOutDir: true }, logLevel: 'silent' });
    } finally {
      vi.unstubAllEnvs();
    }
  }, 300_000);

  it('has no inline script and no inline event handler (the strict CSP would block them)', () => {
    const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('sends no configured secret in the page, its scripts, styles and files, /api/health or an error', async () => {
    const env = { ...SECRETS, ...PROVIDERS };
    const base = await startApp(env, path.join(root, 'data-configured'), buildDir);
    const health = await (await fetch(`${base}/api/health`)).json();
    // Every secret is in use: the real adapters, not the offline ones.
    expect(health).toMatchObject({ writer: 'openai-compatible', speech: 'openai-compatible', storage: 's3', mail: 'smtp', payments: 'stripe', googleSignIn: true });

    const page = await crawl(base, buildDir);
    expect(page.filter((a) => a.status !== 200).map((a) => `${a.path} ${a.status}`)).toEqual([]);
    // The real page was followed: its first script and the lazy chunks hold the whole app.
    const scripts = page.filter((a) => /\.js\b/.test(a.path));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.reduce((sum, a) => sum + a.text.length, 0)).toBeGreaterThan(100_000);
    expect(page.some((a) => /\.css\b/.test(a.path))).toBe(true);

    const api = await apiAnswers(base);
    expect(api.map((a) => a.status).filter((status) => status >= 400).length).toBe(api.length - 1); // all but health are refusals
    expect(leaksOf([...page, ...api], MARKERS)).toEqual([]);
  }, 120_000);

  it('never sends the auth secret the server made in DATA_DIR, not even to a path that climbs out of the page folder', async () => {
    const dataDir = path.join(root, 'data-generated');
    // The page folder inside DATA_DIR: one '..' away from the secret, the worst place for it to be.
    const webDir = path.join(dataDir, 'web');
    fs.cpSync(buildDir, webDir, { recursive: true });
    const base = await startApp({ BETTER_AUTH_SECRET: '' }, dataDir, webDir);
    const generated = fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
    expect(generated.length).toBeGreaterThanOrEqual(32);

    const answers = [...(await crawl(base, webDir)), ...(await apiAnswers(base))];
    const { port } = new URL(base);
    for (const climb of [
      '/../auth-secret',
      '/%2e%2e/auth-secret',
      '/%2e%2e%2fauth-secret',
      '/..%2fauth-secret',
      '/assets/../../auth-secret',
      '/assets/%2e%2e/%2e%2e/auth-secret',
      '/assets/..%2f..%2fauth-secret',
      '/..%5cauth-secret',
      '/auth-secret',
    ]) {
      answers.push({ path: climb, ...(await rawGet(Number(port), climb)) });
    }
    expect(leaksOf(answers, { 'generated auth-secret': generated })).toEqual([]);
  }, 120_000);
});

/** A GET with the path sent exactly as written (fetch would resolve '..' before sending). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
