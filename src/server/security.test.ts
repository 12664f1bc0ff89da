// Web security of issue 7: the session cookie's attributes, and a built page that carries no configured
// secret and no inline script. (The Content-Security-Policy header is tested in app.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { latestMail } from './test-support/outbox';
import { createTestApp, type TestApp } from './test-support/test-app';

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

  it('is HttpOnly, SameSite=Lax and Secure when the server is reached over HTTPS', async () => {
    const origin = 'https://cuentos.example.com';
    const t = await createTestApp({ env: { BETTER_AUTH_URL: origin } });
    apps.push(t);
    const cookie = sessionTokenCookie(await signInCookies(t, origin));
    const attributes = cookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('secure');
    // The secure prefix browsers enforce: the cookie is never sent over plain HTTP.
    expect(cookie.startsWith('__Secure-')).toBe(true);
  });

  it('is HttpOnly and SameSite=Lax over plain HTTP on one machine (where Secure would lose it)', async () => {
    const origin = 'http://localhost:3000';
    const t = await createTestApp({ env: { BETTER_AUTH_URL: origin } });
    apps.push(t);
    const cookie = sessionTokenCookie(await signInCookies(t, origin));
    const attributes = cookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).not.toContain('secure');
  });
});

describe('built page', () => {
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
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-web-build-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  function filesUnder(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    });
  }

  it('contains none of the configured secrets and no inline script', async () => {
    for (const [name, value] of Object.entries(SECRETS)) vi.stubEnv(name, value);
    try {
      const { build } = await import('vite');
      await build({ configFile: path.resolve('vite.config.ts'), build: { outDir, emptyOutDir: true }, logLevel: 'silent' });
    } finally {
      vi.unstubAllEnvs();
    }
    const files = filesUnder(outDir);
    // The real page was built: its scripts hold the whole app.
    const scriptBytes = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + fs.statSync(f).size, 0);
    expect(scriptBytes).toBeGreaterThan(100_000);
    const leaks: string[] = [];
    for (const file of files) {
      const content = fs.readFileSync(file).toString('latin1');
      for (const [name, value] of Object.entries(SECRETS)) {
        if (content.includes(value)) leaks.push(`${name} in ${path.relative(outDir, file)}`);
      }
    }
    expect(leaks).toEqual([]);

    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    // No inline event handlers either (a strict CSP would block them).
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  }, 300_000);
});
