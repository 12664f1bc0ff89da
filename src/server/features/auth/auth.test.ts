import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../../test-support/outbox';
import { createTestApp, sessionCookie, type TestApp } from '../../test-support/test-app';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, mails a confirmation link, refuses sign-in until it is opened, then signs in', async () => {
    const email = 'nueva.familia@example.com';
    const password = 'una-contraseña-larga';
    const signUp = await t.json('POST', '/api/auth/sign-up/email', {
      body: { email, password, name: 'Nueva', callbackURL: '/login?verified=1' },
    });
    expect(signUp.status).toBe(200);

    const mail = await latestMail(t.mailDir, email, 'Confirma tu cuenta');
    expect(mail).toBeDefined();
    const link = mail!.links.find((l) => l.includes('/api/auth/verify-email'));
    expect(link).toBeDefined();

    const refused = await t.json<{ code: string }>('POST', '/api/auth/sign-in/email', { body: { email, password } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('EMAIL_NOT_VERIFIED');

    const url = new URL(link!);
    const verify = await t.request('GET', url.pathname + url.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toContain('/login?verified=1');

    const signIn = await t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    const profile = await t.json<{ profile: { email: string } }>('GET', '/api/profile', { cookie });
    expect(profile.body.profile.email).toBe(email);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const u = await t.createUser();
    const wrong = await t.json<{ code: string }>('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: 'no-es-esta-1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const unknown = await t.json<{ code: string }>('POST', '/api/auth/sign-in/email', { body: { email: 'nadie@example.com', password: 'no-es-esta-1' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('refuses a short password at sign-up', async () => {
    const res = await t.json<{ code: string }>('POST', '/api/auth/sign-up/email', {
      body: { email: 'corta@example.com', password: '123', name: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses an absurdly long name or email at sign-up with a Spanish message and creates no account', async () => {
    const longName = await t.json<{ code: string; message: string }>('POST', '/api/auth/sign-up/email', {
      body: { email: 'nombre.largo@example.com', password: 'una-contraseña-larga', name: 'n'.repeat(30_000) },
    });
    expect(longName.status).toBe(400);
    expect(longName.body).toMatchObject({ code: 'NAME_TOO_LONG', message: 'El nombre no puede tener más de 100 caracteres.' });
    const longEmail = await t.json<{ code: string; message: string }>('POST', '/api/auth/sign-up/email', {
      body: { email: `${'a'.repeat(250)}@example.com`, password: 'una-contraseña-larga', name: 'Familia' },
    });
    expect(longEmail.status).toBe(400);
    expect(longEmail.body).toMatchObject({ code: 'EMAIL_TOO_LONG', message: 'El correo electrónico es demasiado largo.' });
    const signIn = await t.json<{ code: string }>('POST', '/api/auth/sign-in/email', {
      body: { email: 'nombre.largo@example.com', password: 'una-contraseña-larga' },
    });
    expect(signIn.status).toBe(401);
    // An ordinary sign-up, with the name the page sends (the part before the @), still works.
    const ok = await t.json('POST', '/api/auth/sign-up/email', {
      body: { email: 'familia.normal@example.com', password: 'una-contraseña-larga', name: 'familia.normal' },
    });
    expect(ok.status).toBe(200);
  });

  it('resets a forgotten password through the mailed link and ends the old sessions', async () => {
    const u = await t.createUser();
    expect((await t.json('GET', '/api/profile', { cookie: u.cookie })).status).toBe(200); // signed in, and remembered
    const asked = await t.json('POST', '/api/auth/request-password-reset', { body: { email: u.email, redirectTo: '/update-password' } });
    expect(asked.status).toBe(200);
    const mail = await latestMail(t.mailDir, u.email, 'Restablece');
    const link = mail?.links.find((l) => l.includes('/reset-password/'));
    expect(link).toBeDefined();

    // The link lands on the page /update-password with the token, as the browser would follow it.
    const landing = await t.request('GET', new URL(link!).pathname + new URL(link!).search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/update-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.json('POST', '/api/auth/reset-password', { body: { newPassword: 'otra-contraseña-nueva', token } });
    expect(reset.status).toBe(200);

    const oldSession = await t.json('GET', '/api/profile', { cookie: u.cookie });
    expect(oldSession.status).toBe(401);
    const oldPassword = await t.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: u.password } });
    expect(oldPassword.status).toBe(401);
    const cookie = await t.signIn(u.email, 'otra-contraseña-nueva');
    expect((await t.json('GET', '/api/profile', { cookie })).status).toBe(200);
  });

  it('ends the session on sign-out', async () => {
    const u = await t.createUser();
    expect((await t.json('GET', '/api/profile', { cookie: u.cookie })).status).toBe(200); // signed in, and remembered
    const out = await t.request('POST', '/api/auth/sign-out', { cookie: u.cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await t.json('GET', '/api/profile', { cookie: u.cookie })).status).toBe(401);
  });
});

// Sign-in, sign-up and reset limits per address and per account: hardening/rate-limits.test.ts.
