// Bad input: every route that takes a body or parameters answers malformed requests with a
// 4xx in the contract's shape ({error: {code, message}}) and a Spanish message, never a 5xx; and a
// property-based run over the contract's zod schemas shows that the server accepts exactly what the
// schema accepts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURATION_IDS, GENRE_IDS, HOBBY_IDS, LANGUAGE_IDS, MORAL_IDS, PERSONALITY_IDS, PROFESSION_IDS, SPECIAL_NEED_IDS } from '../../shared/catalogs';
import { checkoutRequestSchema } from '../../shared/contract/billing';
import { CHALLENGE_CATEGORIES, createChallengeSchema, storeChallengeSchema } from '../../shared/contract/challenges';
import { CHARACTER_DESCRIPTION_MAX, CHARACTER_NAME_MAX, characterInputSchema, type Character } from '../../shared/contract/characters';
import { CONTINUATION_METHODS, CUSTOM_INPUT_MAX, createChapterSchema } from '../../shared/contract/continuations';
import { profileUpdateSchema } from '../../shared/contract/profile';
import { ADDITIONAL_DETAILS_MAX, createStorySchema, type Story } from '../../shared/contract/stories';
import type { z } from '../../shared/zod';
import { challenges, characters, stories, storyChapters } from '../db/schema';
import { BROKEN_TEXT_MESSAGE, DIRECTION_CONTROL_MESSAGE } from '../../shared/contract/clean-text';
import { hasNulCharacter, jsonDepth, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../lib/validate';
import { createOpenAiNarrator } from '../providers/speech/openai-speech';
import { startFakeSpeech, type FakeSpeech } from '../test-support/fake-speech';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../test-support/fake-stripe';
import { createTestApp, type TestApp, type TestUser } from '../test-support/test-app';

type ErrorBody = { error: { code: string; message: string } };

/** Spanish words or letters, and none of the English a library would leak. */
function isSpanishMessage(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (/\b(expected|received|unexpected|required|invalid input|must be|cannot|undefined|stack|at \w+ \()/i.test(message)) return false;
  return /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|un|una|es|debe|elige|por|con|para|se|puede|demasiado|inválid[oa]s?|esperaba)\b/i.test(message);
}

let t: TestApp;
let speech: FakeSpeech;
let stripe: FakeStripe;
let user: TestUser;
const ids = { character: '', story: '', chapter: '', challenge: randomUUID() };

beforeAll(async () => {
  speech = await startFakeSpeech();
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: stripeEnv(stripe),
    customize: (deps) => ({
      ...deps,
      narrator: createOpenAiNarrator({ baseUrl: speech.baseUrl, apiKey: 'clave-local', model: 'gpt-4o-mini-tts', timeoutMs: 5000, maxRetries: 0 }),
    }),
  });
  user = await t.createReadyUser();
  const character = await t.json<{ character: Character }>('POST', '/api/characters', {
    cookie: user.cookie,
    body: { name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
  });
  ids.character = character.body.character.id;
  const story = await t.json<{ story: Story }>('POST', '/api/stories', {
    cookie: user.cookie,
    body: { characterId: ids.character, genre: 'fantasy', moral: 'friendship', duration: 'short' },
  });
  expect(story.status).toBe(201);
  ids.story = story.body.story.id;
  ids.chapter = story.body.story.chapters[0].id;
  const narration = await t.json('POST', `/api/chapters/${ids.chapter}/narrations/la-hada`, { cookie: user.cookie });
  expect(narration.status).toBe(201);
});

afterAll(async () => {
  await t?.close();
  await speech?.close();
  await stripe?.close();
});

const question = {
  question: '¿Cuántas estrellas había?',
  options: ['Una', 'Dos', 'Tres', 'Cuatro'],
  correctOptionIndex: 2,
  explanation: 'Había tres.',
  category: 'math',
  targetLanguage: null,
};

interface BodyRoute {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  schema: z.ZodType;
  valid: () => Record<string, unknown>;
  /** Field-level arbitraries mixing valid values with junk, for the property run. */
  fields: () => Record<string, fc.Arbitrary<unknown>>;
}

const junk = () => fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const validOr = <T>(...values: T[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: junk() });

const BODY_ROUTES: BodyRoute[] = [
  {
    name: 'PUT /api/profile',
    method: 'PUT',
    url: () => '/api/profile',
    schema: profileUpdateSchema,
    valid: () => ({ language: 'es', childAge: 6, specialNeed: null }),
    fields: () => ({ language: validOr(...LANGUAGE_IDS), childAge: validOr(1, 5, 10, 0, 11, 5.5), specialNeed: validOr(null, ...SPECIAL_NEED_IDS) }),
  },
  {
    name: 'POST /api/billing/checkout',
    method: 'POST',
    url: () => '/api/billing/checkout',
    schema: checkoutRequestSchema,
    valid: () => ({ item: 'credits' }),
    fields: () => ({ item: validOr('credits', 'premium') }),
  },
  {
    name: 'POST /api/characters',
    method: 'POST',
    url: () => '/api/characters',
    schema: characterInputSchema,
    valid: () => ({ name: 'Mateo', hobbies: ['reading'], personality: 'curioso', profession: 'wizard', description: null }),
    fields: () => ({
      name: validOr('Mateo', 'Nube', '  ', 'x'.repeat(41)),
      hobbies: fc.oneof(fc.subarray([...HOBBY_IDS]), junk()),
      personality: validOr(PERSONALITY_IDS[0], `${PERSONALITY_IDS[0]},${PERSONALITY_IDS[1]}`, 'malvado'),
      profession: validOr(...PROFESSION_IDS),
      description: validOr(null, 'Un dragón que tiene miedo a la oscuridad.'),
      characterType: validOr(null, 'dragón'),
    }),
  },
  {
    name: 'PUT /api/characters/:id',
    method: 'PUT',
    url: () => `/api/characters/${ids.character}`,
    schema: characterInputSchema,
    valid: () => ({ name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' }),
    fields: () => ({
      name: validOr('Lucía'),
      hobbies: fc.oneof(fc.subarray([...HOBBY_IDS]), junk()),
      personality: validOr(...PERSONALITY_IDS),
      profession: validOr(...PROFESSION_IDS),
      description: validOr(null, 'Una niña valiente.'),
    }),
  },
  {
    name: 'POST /api/stories',
    method: 'POST',
    url: () => '/api/stories',
    schema: createStorySchema,
    valid: () => ({ characterId: ids.character, genre: 'fantasy', moral: 'friendship', duration: 'short', additionalDetails: null }),
    fields: () => ({
      characterId: validOr(ids.character, randomUUID()),
      genre: validOr(...GENRE_IDS),
      moral: validOr(...MORAL_IDS),
      duration: validOr(...DURATION_IDS),
      additionalDetails: validOr(null, '', 'una pelea de almohadas'),
    }),
  },
  {
    name: 'POST /api/stories/:id/chapters',
    method: 'POST',
    url: () => `/api/stories/${ids.story}/chapters`,
    schema: createChapterSchema,
    valid: () => ({ method: 'custom', customInput: 'Lucía encuentra un mapa.' }),
    fields: () => ({
      method: validOr(...CONTINUATION_METHODS),
      optionSummary: validOr(null, 'Explorar el jardín misterioso'),
      customInput: validOr(null, '', 'Lucía encuentra un mapa.'),
    }),
  },
  {
    name: 'POST /api/stories/:id/challenges',
    method: 'POST',
    url: () => `/api/stories/${ids.story}/challenges`,
    schema: createChallengeSchema,
    valid: () => ({ category: 'math' }),
    fields: () => ({
      id: validOr(randomUUID()),
      category: validOr(...CHALLENGE_CATEGORIES),
      targetLanguage: validOr(null, ...LANGUAGE_IDS),
      chapterIndex: validOr(0, 1, -1, 0.5),
    }),
  },
  {
    name: 'PUT /api/stories/:id/challenges/:challengeId',
    method: 'PUT',
    url: () => `/api/stories/${ids.story}/challenges/${ids.challenge}`,
    schema: storeChallengeSchema,
    valid: () => ({ questions: [question] }),
    fields: () => ({
      questions: fc.oneof(
        fc.array(
          fc.record({
            question: validOr(question.question, ''),
            options: validOr(question.options, ['a', 'b', 'c']),
            correctOptionIndex: validOr(0, 3, 4, -1),
            explanation: validOr(question.explanation),
            category: validOr(...CHALLENGE_CATEGORIES),
            targetLanguage: validOr(null, 'en'),
          }),
          { maxLength: 4 },
        ),
        junk(),
      ),
    }),
  },
];

const WRONG_VALUES: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['number', 123],
  ['negative number', -1],
  ['huge number', 1e308],
  ['fraction', 2.5],
  ['boolean', true],
  ['array', ['x']],
  ['object', { a: 1 }],
  ['unknown enum value', 'valor-desconocido'],
  ['empty string', ''],
  ['5 kB string', 'a'.repeat(5_000)],
  ['30 kB string', 'a'.repeat(30_000)],
  ['100 kB string', 'a'.repeat(100_000)],
  ['uuid-looking junk', '00000000-0000-0000-0000-00000000000Z'],
];

const WHOLE_BODIES: [string, string][] = [
  ['not JSON', 'esto no es JSON {'],
  ['empty body', ''],
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['JSON number', '42'],
  ['JSON string', '"texto"'],
  ['empty object', '{}'],
  ['truncated JSON', '{"name": "Lu'],
  // Under the 64 kB body limit, and once a stack overflow (a 500) in the NUL-character check.
  ['20,000 nested arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['5,000 nested objects', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)],
  ['17 nested arrays', '['.repeat(17) + ']'.repeat(17)],
  ['20,000 unclosed arrays', '['.repeat(20_000)],
];

async function send(method: string, url: string, body: string | undefined, headers: Record<string, string> = {}) {
  const res = await t.request(method, url, { cookie: user.cookie, body, headers: { 'content-type': 'application/json', ...headers } });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // asserted below
  }
  return { status: res.status, body: parsed as ErrorBody };
}

function expectContractError(res: { status: number; body: ErrorBody }, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.body?.error?.code, label).toEqual(expect.any(String));
  expect(isSpanishMessage(res.body?.error?.message), `${label}: ${JSON.stringify(res.body)}`).toBe(true);
}

describe('malformed requests', () => {
  it('refuses malformed bodies of every body route with 400 and a Spanish message', async () => {
    let tried = 0;
    for (const route of BODY_ROUTES) {
      for (const [what, body] of WHOLE_BODIES) {
        const res = await send(route.method, route.url(), body);
        expectContractError(res, `${route.name} ${what}`);
        expect(res.status, `${route.name} ${what}`).toBe(400);
        tried++;
      }
      const valid = route.valid();
      for (const field of Object.keys(valid)) {
        for (const [what, value] of WRONG_VALUES) {
          const body = { ...valid, [field]: value };
          if (value === undefined) delete body[field];
          // Only the cases the contract refuses belong to this table (a missing optional field is fine).
          if (route.schema.safeParse(body).success) continue;
          const res = await send(route.method, route.url(), JSON.stringify(body));
          const label = `${route.name} ${field}: ${what}`;
          expectContractError(res, label);
          // A 100 kB string is also over the 64 kB body limit: refused before it is read.
          expect(res.status, label).toBe(what === '100 kB string' ? 413 : 400);
          if (res.status === 400) expect(res.body.error.code, label).toBe('invalid_input');
          tried++;
        }
      }
    }
    console.log(`bad-input: ${tried} malformed bodies refused over ${BODY_ROUTES.length} body routes`);
    expect(tried).toBeGreaterThan(150);
  });

  it('answers texts carrying NUL and other control characters without a 5xx', async () => {
    const odd = ['Lu\u0000cía', '\u0000', 'Nube\u0007\u001b[31m', '\ud800', 'Lucía\u202e'];
    for (const text of odd) {
      const cases: [string, string, unknown][] = [
        ['POST', '/api/characters', { name: text, hobbies: ['reading'], personality: 'curioso', profession: 'wizard', description: text }],
        ['POST', '/api/stories', { characterId: ids.character, genre: 'fantasy', moral: 'friendship', duration: 'short', additionalDetails: text }],
        ['POST', `/api/stories/${ids.story}/chapters`, { method: 'custom', customInput: text }],
        ['PUT', `/api/stories/${ids.story}/challenges/${randomUUID()}`, { questions: [{ ...question, question: text, explanation: text }] }],
      ];
      for (const [method, url, body] of cases) {
        const res = await send(method, url, JSON.stringify(body));
        const label = `${method} ${url} ${JSON.stringify(text)} → ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) expectContractError(res, label);
      }
    }
  });

  it('answers bodies over the size limit with 413, before reading them', async () => {
    for (const route of BODY_ROUTES) {
      const body = JSON.stringify({ ...route.valid(), padding: 'x'.repeat(70 * 1024) });
      const res = await send(route.method, route.url(), body);
      expectContractError(res, `${route.name} oversize`);
      expect(res.status).toBe(413);
      expect(res.body.error.message).toBe('La petición es demasiado grande.');
    }
  });

  it('refuses every text field longer than its limit but within the body limit (5 kB, 30 kB) with the contract message, storing nothing', async () => {
    const characterBody = { name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' };
    const storyBody = { characterId: ids.character, genre: 'fantasy', moral: 'friendship', duration: 'short' };
    const fields: { name: string; method: 'POST' | 'PUT'; url: () => string; schema: z.ZodType; body: (text: string) => unknown }[] = [
      { name: 'character name', method: 'POST', url: () => '/api/characters', schema: characterInputSchema, body: (name) => ({ ...characterBody, name }) },
      { name: 'character description', method: 'POST', url: () => '/api/characters', schema: characterInputSchema, body: (description) => ({ ...characterBody, name: 'Nube', description }) },
      { name: 'character type', method: 'POST', url: () => '/api/characters', schema: characterInputSchema, body: (characterType) => ({ ...characterBody, name: 'Nube', characterType }) },
      { name: 'edited character name', method: 'PUT', url: () => `/api/characters/${ids.character}`, schema: characterInputSchema, body: (name) => ({ ...characterBody, name }) },
      { name: 'edited character description', method: 'PUT', url: () => `/api/characters/${ids.character}`, schema: characterInputSchema, body: (description) => ({ ...characterBody, description }) },
      { name: 'edited character type', method: 'PUT', url: () => `/api/characters/${ids.character}`, schema: characterInputSchema, body: (characterType) => ({ ...characterBody, characterType }) },
      { name: 'story details', method: 'POST', url: () => '/api/stories', schema: createStorySchema, body: (additionalDetails) => ({ ...storyBody, additionalDetails }) },
      { name: 'custom continuation', method: 'POST', url: () => `/api/stories/${ids.story}/chapters`, schema: createChapterSchema, body: (customInput) => ({ method: 'custom', customInput }) },
      { name: 'option summary', method: 'POST', url: () => `/api/stories/${ids.story}/chapters`, schema: createChapterSchema, body: (optionSummary) => ({ method: 'option1', optionSummary }) },
      { name: 'challenge question', method: 'PUT', url: () => `/api/stories/${ids.story}/challenges/${randomUUID()}`, schema: storeChallengeSchema, body: (text) => ({ questions: [{ ...question, question: text }] }) },
      { name: 'challenge option', method: 'PUT', url: () => `/api/stories/${ids.story}/challenges/${randomUUID()}`, schema: storeChallengeSchema, body: (text) => ({ questions: [{ ...question, options: [text, 'Dos', 'Tres', 'Cuatro'] }] }) },
      { name: 'challenge explanation', method: 'PUT', url: () => `/api/stories/${ids.story}/challenges/${randomUUID()}`, schema: storeChallengeSchema, body: (text) => ({ questions: [{ ...question, explanation: text }] }) },
    ];
    const snapshot = async () => ({
      characters: await t.db.select().from(characters).where(eq(characters.userId, user.id)),
      stories: await t.db.select().from(stories).where(eq(stories.userId, user.id)),
      chapters: await t.db.select().from(storyChapters).where(eq(storyChapters.storyId, ids.story)),
      challenges: await t.db.select().from(challenges).where(eq(challenges.storyId, ids.story)),
    });
    const before = await snapshot();
    let tried = 0;
    for (const length of [5_000, 30_000]) {
      // Ordinary words a parent could paste, not a run of one letter.
      const text = 'Un dragón que tiene miedo a la oscuridad. '.repeat(Math.ceil(length / 40)).slice(0, length);
      for (const field of fields) {
        const body = field.body(text);
        const label = `${field.name} (${length} characters)`;
        const refusal = field.schema.safeParse(body);
        expect(refusal.success, `${label}: the contract must refuse it`).toBe(false);
        const issue = refusal.error!.issues[0]!;
        const res = await send(field.method, field.url(), JSON.stringify(body));
        expectContractError(res, label);
        expect(res.status, label).toBe(400);
        expect(res.body.error, label).toEqual({ code: 'invalid_input', message: `${issue.message} (${issue.path.join('.')})` });
        tried++;
      }
    }
    expect(await snapshot()).toEqual(before);
    // The limits the forms show, word for word.
    const name = await send('POST', '/api/characters', JSON.stringify({ ...characterBody, name: 'x'.repeat(5_000) }));
    expect(name.body.error.message).toBe(`El nombre puede tener como máximo ${CHARACTER_NAME_MAX} caracteres. (name)`);
    const details = await send('POST', '/api/stories', JSON.stringify({ ...storyBody, additionalDetails: 'x'.repeat(30_000) }));
    expect(details.body.error.message).toBe(`Los detalles pueden tener como máximo ${ADDITIONAL_DETAILS_MAX} caracteres. (additionalDetails)`);
    const custom = await send('POST', `/api/stories/${ids.story}/chapters`, JSON.stringify({ method: 'custom', customInput: 'x'.repeat(30_000) }));
    expect(custom.body.error.message).toBe(`La continuación puede tener como máximo ${CUSTOM_INPUT_MAX} caracteres. (customInput)`);
    console.log(`bad-input: ${tried} over-long texts within the body limit refused over ${fields.length} text fields`);
  });

  it('accepts each text a parent types at exactly the length the form allows', async () => {
    // A fresh family, so the stories and the continuation of the cases above do not use up its plan.
    const parent = await t.createReadyUser();
    const words = (length: number) => 'Un dragón que tiene miedo a la oscuridad y una pelea de almohadas. '.repeat(20).slice(0, length - 1) + '.';
    const name = 'Valentina Sol '.repeat(3).slice(0, CHARACTER_NAME_MAX);
    const character = await t.json<{ character: Character }>('POST', '/api/characters', {
      cookie: parent.cookie,
      body: { name, description: words(CHARACTER_DESCRIPTION_MAX), hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
    });
    expect(character.status, JSON.stringify(character.body)).toBe(201);
    expect(character.body.character.name).toHaveLength(CHARACTER_NAME_MAX);
    expect(character.body.character.description).toHaveLength(CHARACTER_DESCRIPTION_MAX);
    const storyBody = { characterId: character.body.character.id, genre: 'fantasy', moral: 'friendship', duration: 'short' };
    const story = await t.json<{ story: Story }>('POST', '/api/stories', { cookie: parent.cookie, body: { ...storyBody, additionalDetails: words(ADDITIONAL_DETAILS_MAX) } });
    expect(story.status, JSON.stringify(story.body)).toBe(201);
    expect(story.body.story.additionalDetails).toHaveLength(ADDITIONAL_DETAILS_MAX);
    const chapter = await t.json('POST', `/api/stories/${story.body.story.id}/chapters`, {
      cookie: parent.cookie,
      body: { method: 'custom', customInput: words(CUSTOM_INPUT_MAX) },
    });
    expect(chapter.status, JSON.stringify(chapter.body)).toBe(201);
  });

  it('answers invalid ids and unknown voices in the path like missing ones (404), never 5xx', async () => {
    const badIds = ['no-es-un-uuid', '123', "1' OR '1'='1", '%00', 'x'.repeat(2000), `${randomUUID()}x`, encodeURIComponent('../../etc/passwd')];
    const paths = (id: string) => [
      ['GET', `/api/stories/${id}`],
      ['DELETE', `/api/stories/${id}`],
      ['GET', `/api/stories/${id}/continuation-options`],
      ['POST', `/api/stories/${id}/chapters`, { method: 'free' }],
      ['POST', `/api/stories/${id}/challenges`, { category: 'math' }],
      ['PUT', `/api/stories/${ids.story}/challenges/${id}`, { questions: [question] }],
      ['PUT', `/api/stories/${id}/challenges/${randomUUID()}`, { questions: [question] }],
      ['PUT', `/api/characters/${id}`, { name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' }],
      ['DELETE', `/api/characters/${id}`],
      ['GET', `/api/chapters/${id}/narrations/la-hada`],
      ['POST', `/api/chapters/${id}/narrations/la-hada`],
      ['GET', `/api/chapters/${id}/narrations/la-hada/audio`],
      ['GET', `/api/chapters/${ids.chapter}/narrations/${id}`],
      ['POST', `/api/chapters/${ids.chapter}/narrations/${id}`],
      ['GET', `/api/chapters/${ids.chapter}/narrations/${id}/audio`],
      ['GET', `/api/chapters/${id}/narrations/la-hada/live`],
      ['GET', `/api/chapters/${ids.chapter}/narrations/${id}/live`],
      ['GET', `/api/voices/${id}/preview`],
    ] as [string, string, unknown?][];
    let tried = 0;
    for (const id of badIds) {
      for (const [method, url, body] of paths(id)) {
        const res = await send(method, url, body === undefined ? undefined : JSON.stringify(body));
        expectContractError(res, `${method} ${url.slice(0, 120)}`);
        expect(res.status, `${method} ${url.slice(0, 120)}`).toBe(404);
        tried++;
      }
    }
    console.log(`bad-input: ${tried} invalid path parameters answered 404`);
  });

  it('answers malformed Range headers on the audio without a 5xx', async () => {
    const url = `/api/chapters/${ids.chapter}/narrations/la-hada/audio`;
    for (const range of ['bytes=abc', 'bytes=999999999-', 'bytes=-0', 'bytes=5-1', 'bytes=0-1,3-4', 'items=0-10', 'bytes=-99999999999999999999', 'bytes=']) {
      const res = await t.request('GET', url, { cookie: user.cookie, headers: { range } });
      expect(res.status, range).toBeLessThan(500);
      expect([200, 206, 416], range).toContain(res.status);
      await res.arrayBuffer();
    }
  });

  it('refuses webhook deliveries that are not JSON or carry no valid signature, with 400', async () => {
    for (const [body, signature] of [
      ['esto no es JSON', 't=1,v1=abc'],
      ['{}', undefined],
      ['{"id":"evt_1","type":"checkout.session.completed"}', 't=1,v1=firma-falsa'],
      ['', 'basura'],
    ] as [string, string | undefined][]) {
      const res = await t.request('POST', '/api/billing/webhook', { body, headers: signature ? { 'stripe-signature': signature } : {} });
      const parsed = (await res.json()) as ErrorBody;
      expectContractError({ status: res.status, body: parsed }, `webhook ${body} ${signature}`);
      expect(res.status).toBe(400);
    }
  });
});

describe('nesting and text that would show as something else', () => {
  it('refuses 20,000 nested [ with 400 and a Spanish message on every body route and the account routes', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const statuses: string[] = [];
    for (const route of BODY_ROUTES) {
      const res = await send(route.method, route.url(), deep);
      expectContractError(res, route.name);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(TOO_DEEP_MESSAGE);
      statuses.push(`${route.name} ${res.status}`);
    }
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset']) {
      const res = await t.request('POST', url, { body: deep, headers: { 'content-type': 'application/json' } });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { message: string }).message, url).toBe(TOO_DEEP_MESSAGE);
      statuses.push(`${url} ${res.status}`);
    }
    console.log(`bad-input: 20,000 nested [ → ${statuses.join('; ')}`);
  });

  it('refuses names and texts with a direction override (U+202E) or a lone surrogate, with a Spanish message, storing nothing', async () => {
    const base = { hobbies: ['reading'], personality: 'curioso', profession: 'wizard' };
    const before = await t.db.select().from(characters).where(eq(characters.userId, user.id));
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/characters', { ...base, name: 'Luna\u202Eatab' }, DIRECTION_CONTROL_MESSAGE],
      ['POST', '/api/characters', { ...base, name: '\u2067Sol\u2069' }, DIRECTION_CONTROL_MESSAGE],
      ['POST', '/api/characters', { ...base, name: 'Nube', description: 'Buena\u202Dmala' }, DIRECTION_CONTROL_MESSAGE],
      ['POST', '/api/characters', { ...base, name: 'Lu\ud800na' }, BROKEN_TEXT_MESSAGE],
      ['PUT', `/api/characters/${ids.character}`, { ...base, name: 'Lucía\u202E' }, DIRECTION_CONTROL_MESSAGE],
      ['POST', '/api/stories', { characterId: ids.character, genre: 'fantasy', moral: 'friendship', duration: 'short', additionalDetails: 'un \u202Edragón' }, DIRECTION_CONTROL_MESSAGE],
      ['POST', `/api/stories/${ids.story}/chapters`, { method: 'custom', customInput: 'Lucía \udc00 vuela' }, BROKEN_TEXT_MESSAGE],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await send(method, url, JSON.stringify(body));
      const label = `${method} ${url} ${JSON.stringify(body)}`;
      expect(res.status, label).toBe(400);
      expect(res.body.error.message, label).toContain(message);
    }
    expect(await t.db.select().from(characters).where(eq(characters.userId, user.id))).toEqual(before);
    // The account's own name too.
    const signUp = await t.request('POST', '/api/auth/sign-up/email', { body: { email: 'rlo@example.com', password: 'contraseña-segura-1', name: 'Ana\u202Eodnum' } });
    expect(signUp.status).toBe(400);
    expect(((await signUp.json()) as { message: string }).message).toBe(DIRECTION_CONTROL_MESSAGE);
    console.log(`bad-input: ${cases.length + 1} names and texts with U+202E/U+2067/U+202D or a lone surrogate → 400`);
  });

  it('keeps names and texts in NFC and without invisible characters, so a zero-width space does not make another name', async () => {
    const base = { hobbies: ['reading'], personality: 'curioso', profession: 'wizard' };
    const created = await t.json<{ character: Character }>('POST', '/api/characters', {
      cookie: user.cookie,
      body: { ...base, name: 'Ma\u200Bri\u00ADna\uFEFF', description: 'Luci\u0301a le\u200Ce cuentos\nantes de dormir.', characterType: 'sire\u2060na' },
    });
    expect(created.status).toBe(201);
    expect(created.body.character).toMatchObject({ name: 'Marina', description: 'Lucía lee cuentos\nantes de dormir.', characterType: 'sirena' });
    // Invisible characters no longer make a second character of the same name.
    const duplicate = await t.json<{ error: { code: string } }>('POST', '/api/characters', { cookie: user.cookie, body: { ...base, name: 'Mari\u200Dna' } });
    expect(duplicate.status).toBe(409);
    // An emoji made of several joined by U+200D stays whole.
    const family = await t.json<{ character: Character }>('POST', '/api/characters', { cookie: user.cookie, body: { ...base, name: 'Familia \u{1F468}\u200D\u{1F469}\u200D\u{1F467}' } });
    expect(family.status).toBe(201);
    expect(family.body.character.name).toBe('Familia \u{1F468}\u200D\u{1F469}\u200D\u{1F467}');
  });
});

describe('property: the server agrees with the contract schemas', () => {
  it('answers arbitrary JSON with 2xx or 4xx, refusing (400 invalid_input) exactly what the schema refuses', async () => {
    let runs = 0;
    let accepted = 0;
    for (const route of BODY_ROUTES) {
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.record(route.fields(), { requiredKeys: [] }),
        fc.record(route.fields()),
      );
      // Now and then the body is buried under arrays and objects, up to far beyond the nesting limit.
      const arbitrary = fc.oneof(
        { weight: 4, arbitrary: body },
        {
          weight: 1,
          arbitrary: fc.tuple(body, fc.integer({ min: 1, max: 400 }), fc.boolean()).map(([value, depth, inArrays]) => {
            let wrapped: unknown = value;
            for (let i = 0; i < depth; i++) wrapped = inArrays ? [wrapped] : { capa: wrapped };
            return wrapped;
          }),
        },
      );
      await fc.assert(
        fc.asyncProperty(arbitrary, async (value) => {
          const text = JSON.stringify(value) ?? 'null';
          const roundTripped = JSON.parse(text) as unknown;
          const res = await send(route.method, route.url(), text);
          // The server also refuses a NUL character in any text (the database cannot store it).
          // And a body nested deeper than MAX_JSON_DEPTH, before parsing it.
          const schemaAccepts = jsonDepth(text) <= MAX_JSON_DEPTH && route.schema.safeParse(roundTripped).success && !hasNulCharacter(roundTripped);
          const label = `${route.name} ${text.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, label).toBeLessThan(500);
          expect(res.status, label).toBeGreaterThanOrEqual(200);
          if (res.status >= 400) expectContractError(res, label);
          const serverRefuses = res.status === 400 && ['invalid_input', 'invalid_json'].includes(res.body.error.code);
          expect(serverRefuses, label).toBe(!schemaAccepts);
          runs++;
          if (schemaAccepts) accepted++;
        }),
        { numRuns: 40, seed: 7 },
      );
    }
    console.log(`bad-input property run: ${runs} arbitrary bodies over ${BODY_ROUTES.length} schemas, ${accepted} accepted by the schema`);
    expect(accepted).toBeGreaterThan(0);
  });
});
