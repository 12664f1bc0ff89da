import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp } from '../../test-support/test-app';

describe('profile', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('starts with the defaults and set-up pending', async () => {
    const u = await t.createUser();
    const res = await t.json<{ profile: Record<string, unknown> }>('GET', '/api/profile', { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      email: u.email,
      language: 'es',
      childAge: 5,
      specialNeed: null,
      hasCompletedSetup: false,
      isPremium: false,
      voiceCredits: 0,
      storiesRemaining: 10,
      voiceRemaining: 2,
    });
  });

  it('saves language, age and special need and marks the set-up complete', async () => {
    const u = await t.createUser();
    const res = await t.json<{ profile: Record<string, unknown> }>('PUT', '/api/profile', {
      cookie: u.cookie,
      body: { language: 'fr', childAge: 8, specialNeed: 'TDAH' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ language: 'fr', childAge: 8, specialNeed: 'TDAH', hasCompletedSetup: true });
    const again = await t.json<{ profile: Record<string, unknown> }>('GET', '/api/profile', { cookie: u.cookie });
    expect(again.body.profile).toMatchObject({ language: 'fr', childAge: 8, specialNeed: 'TDAH', hasCompletedSetup: true });
  });

  it.each([
    [{ language: 'es', childAge: 0, specialNeed: null }],
    [{ language: 'es', childAge: 11, specialNeed: null }],
    [{ language: 'es', childAge: 4.5, specialNeed: null }],
    [{ language: 'pt', childAge: 5, specialNeed: null }],
    [{ language: 'es', childAge: 5, specialNeed: 'Ninguna' }],
    [{ language: 'es', childAge: '5', specialNeed: null }],
    [{ childAge: 5 }],
  ])('refuses an invalid profile %j with a Spanish message', async (body) => {
    const u = await t.createUser();
    const res = await t.json<{ error: { code: string; message: string } }>('PUT', '/api/profile', { cookie: u.cookie, body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.message).toMatch(/[a-záéíóúñ]/i);
    const after = await t.json<{ profile: { hasCompletedSetup: boolean } }>('GET', '/api/profile', { cookie: u.cookie });
    expect(after.body.profile.hasCompletedSetup).toBe(false);
  });

  it('ignores fields only payments may change', async () => {
    const u = await t.createUser();
    await t.json('PUT', '/api/profile', {
      cookie: u.cookie,
      body: { language: 'es', childAge: 5, specialNeed: null, voiceCredits: 999, subscriptionStatus: 'active' },
    });
    const res = await t.json<{ profile: { voiceCredits: number; isPremium: boolean } }>('GET', '/api/profile', { cookie: u.cookie });
    expect(res.body.profile.voiceCredits).toBe(0);
    expect(res.body.profile.isPremium).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const res = await t.json<{ error: { code: string; message: string } }>('GET', '/api/profile');
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'unauthorized', message: 'Usuario no autenticado.' });
  });

  it('keeps each user to their own profile', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await t.json('PUT', '/api/profile', { cookie: a.cookie, body: { language: 'de', childAge: 3, specialNeed: 'TEA' } });
    const res = await t.json<{ profile: { email: string; language: string } }>('GET', '/api/profile', { cookie: b.cookie });
    expect(res.body.profile.email).toBe(b.email);
    expect(res.body.profile.language).toBe('es');
  });
});
