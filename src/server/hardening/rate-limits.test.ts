// Rate limits that see the client: the app on a real port, reached from different local addresses
// (127.0.0.2, 127.0.0.3… are all this machine), so the server sees what it would see of two families.
// One client guessing passwords never locks another out; no header the client sends chooses its bucket;
// an account is slowed down after 5 wrong passwords whoever tries, with a Spanish message saying when
// to try again; session checks are never limited across users.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from '../db/schema';
import { ConfigError, loadConfig } from '../config';
import { createClientAddressResolver } from '../lib/client-address';
import { latestMail } from '../test-support/outbox';
import { createTestApp, manualClock, TEST_ORIGIN, type TestApp, type TestUser } from '../test-support/test-app';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { code?: string; message?: string; error?: { code: string; message: string } } & Record<string, unknown>;
}

/** An HTTP request from `from` (a local address) to the server, as a browser on our page sends it. */
function call(port: number, from: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        headers: { origin: TEST_ORIGIN, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = {};
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            parsed = { text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed as Answer['body'] });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function listen(t: TestApp): Promise<{ port: number; close: () => Promise<void> }> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signIn = (port: number, from: string, email: string, password: string, headers?: Record<string, string>) =>
  call(port, from, 'POST', '/api/auth/sign-in/email', { body: { email, password }, headers });

describe('rate limits per client (TRUST_PROXY unset)', () => {
  const clock = manualClock(new Date());
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_MINUTE: '5' }, clock });
    server = await listen(t);
    // Made in-process (no address, so no per-address bucket is touched).
    a = await t.createUser();
    b = await t.createUser();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it("lets another client sign in while one guesses a password, and slows the guessed account for everyone with a Spanish message saying when", async () => {
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) guesses.push((await signIn(server.port, '127.0.0.2', a.email, `no-es-la-clave-${i}`)).status);
    // 5 wrong passwords, then the sixth is refused before the password is even looked at.
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);

    // Another family, from another address, signs into its own account as usual.
    const other = await signIn(server.port, '127.0.0.3', b.email, b.password);
    expect(other.status).toBe(200);

    // The guessed account itself is slowed down, even with the right password and from elsewhere.
    const owner = await signIn(server.port, '127.0.0.4', a.email, a.password);
    expect(owner.status).toBe(429);
    expect(owner.body.code).toBe('TOO_MANY_FAILED_ATTEMPTS');
    expect(owner.body.message).toBe('Demasiados intentos fallidos con esta cuenta. Por seguridad, vuelve a intentarlo dentro de 15 minutos.');
    expect(Number(owner.headers['retry-after'])).toBe(15 * 60);
    console.log(`gate: 6 guesses from 127.0.0.2 → ${guesses.join(',')}; other account from 127.0.0.3 → ${other.status}; guessed account → ${owner.status} "${owner.body.message}"`);

    // Once the time has passed, the right password works again and clears the failures.
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await signIn(server.port, '127.0.0.4', a.email, a.password)).status).toBe(200);
    expect((await signIn(server.port, '127.0.0.4', a.email, 'otra-vez-mal-1')).status).toBe(401);
  });

  it('never lets a header choose the bucket: 20 wrong passwords with rotating headers get 5 answers and then 429', async () => {
    clock.advance(2 * 60 * 1000);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      // A different account each time (so no account is slowed down) and a different claimed address.
      const claimed = `198.51.100.${i + 1}`;
      const res = await signIn(server.port, '127.0.0.5', `desconocido${i}@example.com`, 'contraseña-inventada', {
        'x-cm-no-forwarding': claimed,
        'x-cm-client-ip': claimed,
        'x-forwarded-for': claimed,
        'x-real-ip': claimed,
        forwarded: `for=${claimed}`,
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('TOO_MANY_REQUESTS');
        // The test's clock stands still: the whole minute is left.
        expect(res.body.message).toBe('Demasiados intentos desde tu conexión. Vuelve a intentarlo dentro de 1 minuto.');
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    console.log(`gate: 20 wrong passwords with rotating x-cm-*/X-Forwarded-For headers → ${statuses.filter((s) => s === 401).length}×401, ${statuses.filter((s) => s === 429).length}×429`);
    // The counters live in the database, where every instance reads them.
    const keys = (await t.db.select().from(requestLimits)).map((r) => r.key);
    expect(keys).toContain('sign-in:address:127.0.0.5');
    expect(keys.some((k) => k.includes('198.51.100.'))).toBe(false);
  });

  it('limits sign-ups per address: the tenth from one client does not stop the next person', async () => {
    clock.advance(2 * 60 * 1000);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await call(server.port, '127.0.0.6', 'POST', '/api/auth/sign-up/email', { body: { email: `masivo${i}@example.com`, password: 'contraseña-segura-1', name: `Masivo ${i}` } })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const next = await call(server.port, '127.0.0.7', 'POST', '/api/auth/sign-up/email', { body: { email: 'otra.familia@example.com', password: 'contraseña-segura-1', name: 'Otra' } });
    expect(next.status).toBe(200);
  });

  it('limits password-reset mails per account and per address, with a Spanish message', async () => {
    clock.advance(2 * 60 * 1000);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(server.port, `127.0.1.${i + 1}`, 'POST', '/api/auth/request-password-reset', { body: { email: b.email, redirectTo: '/reset-password' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call(server.port, '127.0.1.9', 'POST', '/api/auth/request-password-reset', { body: { email: b.email, redirectTo: '/reset-password' } });
    expect(refused.body.message).toMatch(/^Ya te hemos enviado varios correos\. .* dentro de 15 minutos\.$/);
    // Another account is not affected.
    expect((await call(server.port, '127.0.1.9', 'POST', '/api/auth/request-password-reset', { body: { email: a.email, redirectTo: '/reset-password' } })).status).toBe(200);
    expect(await latestMail(t.mailDir, a.email, 'Restablece')).toBeDefined();
  });

  it('never limits session checks across users: 150 of one user, then the other user’s, all answer', async () => {
    const cookieOf = async (u: TestUser, from: string) => {
      const res = await signIn(server.port, from, u.email, u.password);
      expect(res.status).toBe(200);
      return (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    };
    clock.advance(2 * 60 * 1000);
    const cookieA = await cookieOf(a, '127.0.2.1');
    const cookieB = await cookieOf(b, '127.0.2.2');
    const statuses = new Map<number, number>();
    for (let i = 0; i < 150; i++) {
      const res = await call(server.port, '127.0.2.1', 'GET', '/api/auth/get-session', { headers: { cookie: cookieA } });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[200, 150]]);
    const other = await call(server.port, '127.0.2.2', 'GET', '/api/auth/get-session', { headers: { cookie: cookieB } });
    expect(other.status).toBe(200);
    expect((other.body.user as { email: string }).email).toBe(b.email);
    // Even from the same address (a family sharing a connection).
    expect((await call(server.port, '127.0.2.1', 'GET', '/api/auth/get-session', { headers: { cookie: cookieB } })).status).toBe(200);
  });
});

describe('rate limits behind proxies (TRUST_PROXY=true)', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    // Our proxy is this machine's 127.0.0.1; one more of ours sits in 10.0.0.0/8.
    t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' } });
    server = await listen(t);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const guess = (from: string, forwardedFor: string, n: number) =>
    signIn(server.port, from, `proxy${n}@example.com`, 'contraseña-inventada', { 'x-forwarded-for': forwardedFor });

  it('takes the right-most hop that is not one of our proxies: what the client writes to the left changes nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // The client writes anything at the start; our outer proxy (10.1.2.3) appended the real address.
      statuses.push((await guess('127.0.0.1', `203.0.113.${i}, 192.0.2.44, 10.1.2.3`, i)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxies has its own bucket.
    expect((await guess('127.0.0.1', '192.0.2.45, 10.1.2.3', 10)).status).toBe(401);
  });

  it('ignores X-Forwarded-For from a peer that is not one of our proxies', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await guess('127.0.0.9', `192.0.2.${100 + i}`, 20 + i)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('the client address', () => {
  it('is the socket peer unless proxies are trusted, then the right-most untrusted X-Forwarded-For hop', () => {
    const direct = createClientAddressResolver({ trustProxy: false, trustedProxies: [] });
    expect(direct('::ffff:192.0.2.1', '203.0.113.9')).toBe('192.0.2.1');
    const oneProxy = createClientAddressResolver({ trustProxy: true, trustedProxies: [] });
    expect(oneProxy('10.0.0.2', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(oneProxy('10.0.0.2', 'not-an-address')).toBe('10.0.0.2');
    const listed = createClientAddressResolver({ trustProxy: true, trustedProxies: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'] });
    expect(listed('10.0.0.2', '1.1.1.1, 203.0.113.9, 192.0.2.7, 10.9.9.9')).toBe('203.0.113.9');
    expect(listed('10.0.0.2', '2001:db8::1, 2001:db8::2')).toBe('2001:db8::1');
    expect(listed('10.0.0.2', '[2001:db9::5], 2001:db8::2')).toBe('2001:db9::5');
    expect(listed('198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
    expect(listed('10.0.0.2', null)).toBe('10.0.0.2');
  });

  it('refuses to start with a TRUSTED_PROXIES entry that is not an address or a range, naming it', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8, 192.0.2.7' }).trustedProxies).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.7']);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.interno' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33" no es un rango CIDR válido/);
  });
});
