// No cross-site writes: a page of another site (a sibling subdomain, another port of localhost, any
// other origin) cannot make a signed-in parent's browser create, change or delete anything, whatever
// body type it uses; our own page (same origin, JSON) works as before. Plus the Permissions-Policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../shared/contract/characters';
import type { Story } from '../../shared/contract/stories';
import { CROSS_SITE_MESSAGE, NOT_JSON_MESSAGE } from '../lib/request-gate';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../test-support/fake-stripe';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../test-support/test-app';

let stripe: FakeStripe;
let t: TestApp;
let user: TestUser;
let story: Story;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ env: stripeEnv(stripe) });
  const made = await t.createUserWithCharacter();
  user = made.user;
  const res = await t.json<{ story: Story }>('POST', '/api/stories', {
    cookie: user.cookie,
    body: { characterId: made.character.id, genre: 'fantasy', moral: 'friendship', duration: 'short' },
  });
  expect(res.status).toBe(201);
  story = res.body.story;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const character = { name: 'Intrusa', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' };

async function characterNames(): Promise<string[]> {
  const res = await t.json<{ characters: Character[] }>('GET', '/api/characters', { cookie: user.cookie });
  return res.body.characters.map((c) => c.name);
}

describe('cross-site writes', () => {
  it('refuses a text/plain POST from another origin with 403 and a Spanish message, creating nothing', async () => {
    const before = await characterNames();
    const res = await t.json<{ error: { code: string; message: string } }>('POST', '/api/characters', {
      cookie: user.cookie,
      body: JSON.stringify(character),
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'cross_site_request', message: CROSS_SITE_MESSAGE });
    expect(await characterNames()).toEqual(before);
    console.log(`gate: text/plain POST /api/characters from https://evil.example → ${res.status} ${res.body.error.code}`);
  });

  it('refuses every origin but ours, even with a JSON body: a sibling subdomain, another port, null', async () => {
    const before = await characterNames();
    for (const origin of ['https://evil.example', 'http://hijo.localhost:3000', 'http://localhost:5173', 'http://localhost', 'https://localhost:3000', 'null']) {
      const res = await t.json<{ error: { code: string } }>('POST', '/api/characters', { cookie: user.cookie, body: character, headers: { origin } });
      expect(res.status, origin).toBe(403);
      expect(res.body.error.code, origin).toBe('cross_site_request');
    }
    expect(await characterNames()).toEqual(before);
  });

  it('refuses a DELETE and a PUT from another site and a bodiless narration POST, changing nothing', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await t.request('DELETE', `/api/stories/${story.id}`, { cookie: user.cookie, headers: evil })).status).toBe(403);
    expect((await t.request('PUT', '/api/profile', { cookie: user.cookie, headers: evil, body: { language: 'en', childAge: 9, specialNeed: null } })).status).toBe(403);
    const narration = await t.request('POST', `/api/chapters/${story.chapters[0].id}/narrations/la-hada`, {
      cookie: user.cookie,
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(narration.status).toBe(403);
    expect((await t.json('GET', `/api/stories/${story.id}`, { cookie: user.cookie })).status).toBe(200);
    const profile = await t.json<{ profile: { language: string } }>('GET', '/api/profile', { cookie: user.cookie });
    expect(profile.body.profile.language).toBe('es');
  });

  it('refuses a request with neither Origin nor Sec-Fetch-Site: same-origin, and accepts the latter alone', async () => {
    const bare = await t.app.request('/api/characters', {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(character),
    });
    expect(bare.status).toBe(403);
    const sameSite = await t.app.request('/api/characters', {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      body: JSON.stringify(character),
    });
    expect(sameSite.status).toBe(403);
    const sameOrigin = await t.app.request('/api/characters', {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ ...character, name: 'Vecina' }),
    });
    expect(sameOrigin.status).toBe(201);
  });

  it('refuses a body from our own origin that is not declared JSON (a form, text/plain), with 403', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
      const res = await t.json<{ error: { code: string; message: string } }>('POST', '/api/characters', {
        cookie: user.cookie,
        body: JSON.stringify({ ...character, name: 'Formulario' }),
        headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      });
      expect(res.status, contentType).toBe(403);
      expect(res.body.error, contentType).toEqual({ code: 'unsupported_content_type', message: NOT_JSON_MESSAGE });
    }
    expect(await characterNames()).not.toContain('Formulario');
    // Our page's own request: same origin, JSON (a charset parameter is fine).
    const ours = await t.json('POST', '/api/characters', {
      cookie: user.cookie,
      body: JSON.stringify({ ...character, name: 'Formulario' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(ours.status).toBe(201);
  });

  it('guards the account routes too (a sign-in from another site), and leaves the payment webhook to its signature', async () => {
    const signIn = await t.request('POST', '/api/auth/sign-in/email', { body: { email: user.email, password: user.password }, headers: { origin: 'https://evil.example' } });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    // Stripe's servers send no Origin: the webhook answers about the signature, not the origin.
    const webhook = await t.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=firma-falsa' },
      body: '{"id":"evt_1"}',
    });
    expect(webhook.status).toBe(400);
    expect(((await webhook.json()) as { error: { code: string } }).error.code).not.toBe('cross_site_request');
  });
});

describe('Permissions-Policy', () => {
  it('denies the device features the app does not use, on the API and the page alike', async () => {
    for (const url of ['/api/health', '/']) {
      const policy = (await t.request('GET', url)).headers.get('permissions-policy') ?? '';
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy, url).toContain(denied);
      expect(policy).toContain('autoplay=(self)');
    }
  });
});
