// Isolation matrix (DESIGN section 3): every route that takes an id answers a second user
// exactly like a missing id (404, same body) and changes nothing of the owner's data; every `/api`
// route but health, auth and the payment provider's webhook answers 401 without a session. The route
// table is compared with what the app really registers, so a new route cannot go unchecked.
import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../shared/contract/characters';
import type { Challenge } from '../../shared/contract/challenges';
import type { Narration } from '../../shared/contract/narration';
import type { Story } from '../../shared/contract/stories';
import { challengeQuestions, challenges } from '../db/schema';
import { createOpenAiNarrator } from '../providers/speech/openai-speech';
import { startFakeSpeech, type FakeSpeech } from '../test-support/fake-speech';
import { createTestApp, type TestApp, type TestUser } from '../test-support/test-app';
import { API_ROUTES, fillPath, registeredApiRoutes, routeKey, type Method } from './routes-table';

const VOICE = 'la-hada';
const characterBody = { name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' };
const questionsBody = {
  questions: [
    {
      question: '¿Cuántas estrellas encontró Lucía?',
      options: ['Una', 'Dos', 'Tres', 'Cuatro'],
      correctOptionIndex: 2,
      explanation: 'Encontró tres estrellas.',
      category: 'math',
      targetLanguage: null,
    },
  ],
};

let t: TestApp;
let speech: FakeSpeech;
let owner: TestUser;
let intruder: TestUser;
let intruderStoryId: string;
const ids = { character: '', story: '', chapter1: '', chapter2: '', challenge: '' };

beforeAll(async () => {
  speech = await startFakeSpeech();
  t = await createTestApp({
    customize: (deps) => ({
      ...deps,
      narrator: createOpenAiNarrator({ baseUrl: speech.baseUrl, apiKey: 'clave-local', model: 'gpt-4o-mini-tts', timeoutMs: 5000, maxRetries: 0 }),
    }),
  });
  owner = await t.createReadyUser();
  intruder = await t.createReadyUser();

  const character = await t.json<{ character: Character }>('POST', '/api/characters', { cookie: owner.cookie, body: characterBody });
  expect(character.status).toBe(201);
  ids.character = character.body.character.id;
  const story = await t.json<{ story: Story }>('POST', '/api/stories', {
    cookie: owner.cookie,
    body: { characterId: ids.character, genre: 'fantasy', moral: 'friendship', duration: 'short' },
  });
  expect(story.status).toBe(201);
  ids.story = story.body.story.id;
  ids.chapter1 = story.body.story.chapters[0].id;
  const chapter = await t.json<{ chapter: { id: string } }>('POST', `/api/stories/${ids.story}/chapters`, { cookie: owner.cookie, body: { method: 'free' } });
  expect(chapter.status).toBe(201);
  ids.chapter2 = chapter.body.chapter.id;
  const challenge = await t.json<Challenge>('POST', `/api/stories/${ids.story}/challenges`, { cookie: owner.cookie, body: { category: 'math' } });
  expect(challenge.status).toBe(201);
  ids.challenge = challenge.body.id;
  const narration = await t.json<{ narration: Narration }>('POST', `/api/chapters/${ids.chapter1}/narrations/${VOICE}`, { cookie: owner.cookie });
  expect(narration.status).toBe(201);

  // The intruder has a story of their own, to try the owner's challenge id under it.
  const ownCharacter = await t.json<{ character: Character }>('POST', '/api/characters', { cookie: intruder.cookie, body: characterBody });
  const ownStory = await t.json<{ story: Story }>('POST', '/api/stories', {
    cookie: intruder.cookie,
    body: { characterId: ownCharacter.body.character.id, genre: 'adventure', moral: 'kindness', duration: 'short' },
  });
  expect(ownStory.status).toBe(201);
  intruderStoryId = ownStory.body.story.id;
});

afterAll(async () => {
  await t?.close();
  await speech?.close();
});

/** Everything of the owner's that another user could damage or read. */
async function ownerSnapshot() {
  const get = async (url: string) => {
    const res = await t.request('GET', url, { cookie: owner.cookie });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, body: url.endsWith('/audio') ? createHash('sha256').update(bytes).digest('hex') : bytes.toString('utf8') };
  };
  const challengeRows = await t.db.select().from(challenges).where(eq(challenges.storyId, ids.story)).orderBy(asc(challenges.id));
  const questionRows = challengeRows.length
    ? await t.db.select().from(challengeQuestions).where(inArray(challengeQuestions.challengeId, challengeRows.map((c) => c.id))).orderBy(asc(challengeQuestions.id))
    : [];
  return {
    profile: await get('/api/profile'),
    characters: await get('/api/characters'),
    stories: await get('/api/stories'),
    story: await get(`/api/stories/${ids.story}`),
    narration: await get(`/api/chapters/${ids.chapter1}/narrations/${VOICE}`),
    audio: await get(`/api/chapters/${ids.chapter1}/narrations/${VOICE}/audio`),
    challenges: challengeRows,
    questions: questionRows,
  };
}

interface Attempt {
  route: string;
  method: Method;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The same request naming an id that does not exist: the answer must be identical. */
  missing?: { url: string; body?: unknown };
}

function attempts(): Attempt[] {
  const missingId = randomUUID();
  const chapterRoutes = (chapterId: string, missingChapter: string) =>
    (['GET', 'POST'] as const).flatMap((method) => [
      {
        route: `${method} /api/chapters/:chapterId/narrations/:voiceId`,
        method,
        url: `/api/chapters/${chapterId}/narrations/${VOICE}`,
        missing: { url: `/api/chapters/${missingChapter}/narrations/${VOICE}` },
      },
    ]);
  return [
    { route: 'PUT /api/characters/:id', method: 'PUT', url: `/api/characters/${ids.character}`, body: { ...characterBody, name: 'Intruso' }, missing: { url: `/api/characters/${missingId}`, body: { ...characterBody, name: 'Intruso' } } },
    { route: 'DELETE /api/characters/:id', method: 'DELETE', url: `/api/characters/${ids.character}`, missing: { url: `/api/characters/${missingId}` } },
    // A local-first save naming the owner's character id must not take it over.
    { route: 'POST /api/characters', method: 'POST', url: '/api/characters', body: { ...characterBody, id: ids.character, name: 'Intruso' } },
    { route: 'GET /api/stories/:id', method: 'GET', url: `/api/stories/${ids.story}`, missing: { url: `/api/stories/${missingId}` } },
    { route: 'DELETE /api/stories/:id', method: 'DELETE', url: `/api/stories/${ids.story}`, missing: { url: `/api/stories/${missingId}` } },
    { route: 'GET /api/stories/:id/export.pdf', method: 'GET', url: `/api/stories/${ids.story}/export.pdf`, missing: { url: `/api/stories/${missingId}/export.pdf` } },
    { route: 'GET /api/stories/:id/export.epub', method: 'GET', url: `/api/stories/${ids.story}/export.epub`, missing: { url: `/api/stories/${missingId}/export.epub` } },
    // A story made with the owner's character is refused like one made with a character that does not exist.
    {
      route: 'POST /api/stories',
      method: 'POST',
      url: '/api/stories',
      body: { characterId: ids.character, genre: 'fantasy', moral: 'friendship', duration: 'short' },
      missing: { url: '/api/stories', body: { characterId: missingId, genre: 'fantasy', moral: 'friendship', duration: 'short' } },
    },
    { route: 'GET /api/stories/:id/continuation-options', method: 'GET', url: `/api/stories/${ids.story}/continuation-options`, missing: { url: `/api/stories/${missingId}/continuation-options` } },
    { route: 'POST /api/stories/:id/chapters', method: 'POST', url: `/api/stories/${ids.story}/chapters`, body: { method: 'free' }, missing: { url: `/api/stories/${missingId}/chapters`, body: { method: 'free' } } },
    { route: 'POST /api/stories/:id/chapters', method: 'POST', url: `/api/stories/${ids.story}/chapters`, body: { method: 'free' }, headers: { accept: 'text/event-stream' }, missing: { url: `/api/stories/${missingId}/chapters`, body: { method: 'free' } } },
    { route: 'POST /api/stories/:id/challenges', method: 'POST', url: `/api/stories/${ids.story}/challenges`, body: { category: 'math' }, missing: { url: `/api/stories/${missingId}/challenges`, body: { category: 'math' } } },
    { route: 'POST /api/stories/:id/challenges', method: 'POST', url: `/api/stories/${ids.story}/challenges`, body: { category: 'math', id: ids.challenge }, missing: { url: `/api/stories/${missingId}/challenges`, body: { category: 'math', id: ids.challenge } } },
    {
      route: 'PUT /api/stories/:id/challenges/:challengeId',
      method: 'PUT',
      url: `/api/stories/${ids.story}/challenges/${ids.challenge}`,
      body: questionsBody,
      missing: { url: `/api/stories/${missingId}/challenges/${ids.challenge}`, body: questionsBody },
    },
    // The owner's challenge id stored again under the intruder's own story: refused, nothing overwritten.
    { route: 'PUT /api/stories/:id/challenges/:challengeId', method: 'PUT', url: `/api/stories/${intruderStoryId}/challenges/${ids.challenge}`, body: questionsBody },
    ...chapterRoutes(ids.chapter1, missingId),
    ...chapterRoutes(ids.chapter2, missingId),
    { route: 'POST /api/chapters/:chapterId/narrations/:voiceId', method: 'POST', url: `/api/chapters/${ids.chapter2}/narrations/${VOICE}`, headers: { accept: 'text/event-stream' }, missing: { url: `/api/chapters/${missingId}/narrations/${VOICE}` } },
    { route: 'GET /api/chapters/:chapterId/narrations/:voiceId/audio', method: 'GET', url: `/api/chapters/${ids.chapter1}/narrations/${VOICE}/audio`, missing: { url: `/api/chapters/${missingId}/narrations/${VOICE}/audio` } },
    { route: 'GET /api/chapters/:chapterId/narrations/:voiceId/audio', method: 'GET', url: `/api/chapters/${ids.chapter1}/narrations/${VOICE}/audio`, headers: { range: 'bytes=0-99' }, missing: { url: `/api/chapters/${missingId}/narrations/${VOICE}/audio` } },
    { route: 'GET /api/chapters/:chapterId/narrations/:voiceId/live', method: 'GET', url: `/api/chapters/${ids.chapter1}/narrations/${VOICE}/live`, missing: { url: `/api/chapters/${missingId}/narrations/${VOICE}/live` } },
  ] satisfies Attempt[];
}

const answer = async (a: { method: string; url: string; body?: unknown; headers?: Record<string, string> }, cookie?: string) => {
  const res = await t.request(a.method, a.url, { cookie, body: a.body, headers: a.headers });
  return { status: res.status, contentType: res.headers.get('content-type'), body: await res.text() };
};

describe('isolation matrix', () => {
  it('covers every /api route the app registers, and nothing it does not', () => {
    const table = API_ROUTES.map(routeKey).sort();
    expect(registeredApiRoutes(t.app)).toEqual(table);
    const attacked = new Set(attempts().map((a) => a.route));
    const withIds = API_ROUTES.filter((r) => r.ownedIds).map(routeKey);
    expect([...attacked].sort()).toEqual(withIds.sort());
  });

  it("answers another user's ids exactly like missing ones and leaves the owner's data untouched", async () => {
    const before = await ownerSnapshot();
    expect(before.story.status).toBe(200);
    expect(before.audio.status).toBe(200);
    expect(before.challenges).toHaveLength(1);
    const intruderStoriesBefore = (await t.json<{ stories: Story[] }>('GET', '/api/stories', { cookie: intruder.cookie })).body.stories.length;
    let tried = 0;
    for (const a of attempts()) {
      const got = await answer(a, intruder.cookie);
      const label = `${a.method} ${a.url} ${JSON.stringify(a.body ?? '')} ${JSON.stringify(a.headers ?? {})}`;
      expect(got.status, label).toBe(404);
      expect(got.contentType, label).toContain('application/json');
      const body = JSON.parse(got.body) as { error: { code: string; message: string } };
      expect(body.error.message, label).toMatch(/no encontrad|no se encontr|inválido/i);
      if (a.missing) {
        const missing = await answer({ ...a, ...a.missing }, intruder.cookie);
        expect(got, label).toEqual(missing);
      }
      // Nothing of the owner's shows through (titles, texts, ids of other resources).
      for (const id of [ids.chapter1, ids.chapter2, ids.challenge]) expect(got.body, label).not.toContain(id);
      tried++;
    }
    expect(tried).toBeGreaterThanOrEqual(20);
    expect(await ownerSnapshot()).toEqual(before);
    // The refused attempts made nothing for the intruder either.
    const intruderStories = (await t.json<{ stories: Story[] }>('GET', '/api/stories', { cookie: intruder.cookie })).body.stories;
    expect(intruderStories).toHaveLength(intruderStoriesBefore);
    const intruderCharacters = (await t.json<{ characters: Character[] }>('GET', '/api/characters', { cookie: intruder.cookie })).body.characters;
    expect(intruderCharacters.map((c) => c.name)).toEqual(['Lucía']);
  });

  it("never stores the owner's challenge id under the intruder's own story", async () => {
    const rows = await t.db.select().from(challenges).where(eq(challenges.id, ids.challenge));
    expect(rows).toEqual([expect.objectContaining({ storyId: ids.story })]);
  });
});

describe('a visitor without a session', () => {
  const params = () => ({ id: randomUUID(), chapterId: randomUUID(), challengeId: randomUUID(), voiceId: VOICE });

  it('gets 401 with the Spanish message on every /api route but health, auth and the webhook', async () => {
    const guarded = API_ROUTES.filter((r) => !r.public);
    expect(guarded.length).toBe(API_ROUTES.length - 2);
    for (const cookie of [undefined, 'better-auth.session_token=forjada.firma-falsa']) {
      for (const route of guarded) {
        const url = fillPath(route.path, params());
        const body = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
        const res = await t.json(route.method, url, { cookie, body });
        expect(res.status, `${routeKey(route)} ${cookie ?? ''}`).toBe(401);
        expect(res.body, routeKey(route)).toEqual({ error: { code: 'unauthorized', message: 'Usuario no autenticado.' } });
      }
    }
    // Unknown /api addresses do not tell a visitor which ones exist.
    expect((await t.json('GET', `/api/stories/${randomUUID()}/nada`)).status).toBe(401);
  });

  it('reaches health, sign-in and the webhook without one', async () => {
    expect((await t.json('GET', '/api/health')).status).toBe(200);
    const session = await t.json('GET', '/api/auth/get-session');
    expect(session.status).toBe(200);
    const signIn = await t.json('POST', '/api/auth/sign-in/email', { body: { email: 'nadie@example.com', password: 'contraseña-mala-1' } });
    expect(signIn.status).toBe(401);
    // Refused for its missing signature or for payments being off (503), never for the missing session.
    t.expectServerErrors();
    const webhook = await t.json<{ error: { code: string } }>('POST', '/api/billing/webhook', { body: '{}' });
    expect(webhook.status).toBeGreaterThanOrEqual(400);
    expect(webhook.body.error.code).not.toBe('unauthorized');
  });
});
