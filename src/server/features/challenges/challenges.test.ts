import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '../../../shared/contract/challenges';
import type { Character } from '../../../shared/contract/characters';
import type { Story } from '../../../shared/contract/stories';
import { challengeQuestions, challenges, profiles } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test-support/test-app';

type ErrorBody = { error: { code: string; message: string } };

describe('educational challenges', () => {
  let t: TestApp;
  let user: TestUser;
  let story: Story;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createReadyUser({ childAge: 6 });
    const char = await t.json<{ character: Character }>('POST', '/api/characters', {
      cookie: user.cookie,
      body: { name: 'Luna', hobbies: ['cooking'], personality: 'curioso', profession: 'explorer' },
    });
    const res = await t.json<{ story: Story }>('POST', '/api/stories', {
      cookie: user.cookie,
      body: { characterId: char.body.character.id, genre: 'adventure', moral: 'kindness', duration: 'short' },
    });
    expect(res.status).toBe(201);
    story = res.body.story;
  });
  afterAll(() => t.close());

  function create(body: Record<string, unknown>, u: TestUser = user, storyId = story.id) {
    return t.json<Challenge & ErrorBody>('POST', `/api/stories/${storyId}/challenges`, { cookie: u.cookie, body });
  }

  it.each(['math', 'comprehension'] as const)('stores a %s challenge with its questions and answers {id, questions}', async (category) => {
    const res = await create({ category });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.questions.length).toBeGreaterThanOrEqual(1);
    expect(res.body.questions.length).toBeLessThanOrEqual(3);
    for (const q of res.body.questions) {
      expect(q.category).toBe(category);
      expect(q.options).toHaveLength(4);
      expect(q.correctOptionIndex).toBeGreaterThanOrEqual(0);
      expect(q.correctOptionIndex).toBeLessThan(4);
      expect(q.explanation.length).toBeGreaterThan(0);
      expect(q.targetLanguage).toBeNull();
    }
    const [stored] = await t.db.select().from(challenges).where(eq(challenges.id, res.body.id));
    expect(stored?.storyId).toBe(story.id);
    const rows = await t.db.select().from(challengeQuestions).where(eq(challengeQuestions.challengeId, res.body.id));
    expect(rows.map((r) => r.question).sort()).toEqual(res.body.questions.map((q) => q.question).sort());
  });

  it('makes comprehension answers that are written in the chapter', async () => {
    const res = await create({ category: 'comprehension' });
    const chapter = story.chapters[0]!.content;
    for (const q of res.body.questions) expect(chapter).toContain(q.options[q.correctOptionIndex]);
  });

  it('teaches words of the story in the chosen language', async () => {
    const res = await create({ category: 'language', targetLanguage: 'en' });
    expect(res.status).toBe(201);
    for (const q of res.body.questions) {
      expect(q.targetLanguage).toBe('en');
      expect(q.question).toMatch(/inglés/);
    }
  });

  it('teaches Portuguese too (one of SPEC’s challenge languages), with the built-in vocabulary', async () => {
    const res = await create({ category: 'language', targetLanguage: 'pt' });
    expect(res.status).toBe(201);
    expect(res.body.questions.length).toBeGreaterThanOrEqual(1);
    for (const q of res.body.questions) {
      expect(q.targetLanguage).toBe('pt');
      expect(q.question).toMatch(/portugués/);
    }
    const [row] = await t.db.select().from(challengeQuestions).where(eq(challengeQuestions.challengeId, res.body.id));
    expect(row?.targetLanguage).toBe('pt');
  });

  it('refuses a language challenge without a language: "Idioma no seleccionado"', async () => {
    const res = await create({ category: 'language' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('Idioma no seleccionado');
    const same = await create({ category: 'language', targetLanguage: 'es' });
    expect(same.status).toBe(400);
    const unknown = await create({ category: 'history' });
    expect(unknown.status).toBe(400);
  });

  it('answers the same stored challenge when a client id is sent again', async () => {
    const id = crypto.randomUUID();
    const first = await create({ id, category: 'math' });
    expect(first.status).toBe(201);
    const again = await create({ id, category: 'math' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(id);
    expect(again.body.questions.map((q) => q.question).sort()).toEqual(first.body.questions.map((q) => q.question).sort());
    expect(await t.db.select().from(challenges).where(eq(challenges.id, id))).toHaveLength(1);
  });

  it('stores a queued challenge once (PUT, as the sync queue sends it)', async () => {
    const id = crypto.randomUUID();
    const questions = [
      { question: '¿Cuánto es 2 + 3?', options: ['4', '5', '6', '7'], correctOptionIndex: 1, explanation: '2 + 3 = 5.', category: 'math', targetLanguage: null },
    ];
    for (const expected of [200, 200]) {
      const res = await t.json<Challenge>('PUT', `/api/stories/${story.id}/challenges/${id}`, { cookie: user.cookie, body: { questions } });
      expect(res.status).toBe(expected);
      expect(res.body.questions[0]?.options).toEqual(['4', '5', '6', '7']);
    }
    expect(await t.db.select().from(challengeQuestions).where(eq(challengeQuestions.challengeId, id))).toHaveLength(1);
    const bad = await t.json<ErrorBody>('PUT', `/api/stories/${story.id}/challenges/${crypto.randomUUID()}`, {
      cookie: user.cookie,
      body: { questions: [{ ...questions[0], options: ['1', '2'] }] },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for another user’s story, and stores nothing', async () => {
    const other = await t.createReadyUser();
    const before = (await t.db.select().from(challenges)).length;
    const res = await create({ category: 'math' }, other);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Historia no encontrada');
    const put = await t.json<ErrorBody>('PUT', `/api/stories/${story.id}/challenges/${crypto.randomUUID()}`, {
      cookie: other.cookie,
      body: { questions: [{ question: '¿?', options: ['a', 'b', 'c', 'd'], correctOptionIndex: 0, explanation: 'a', category: 'math', targetLanguage: null }] },
    });
    expect(put.status).toBe(404);
    expect((await t.db.select().from(challenges)).length).toBe(before);
  });

  it('lists the challenge languages in Spanish without the profile’s own', async () => {
    const res = await t.json<{ languages: { code: string; name: string }[] }>('GET', '/api/challenge-languages', { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.body.languages).toEqual([
      { code: 'en', name: 'Inglés' },
      { code: 'fr', name: 'Francés' },
      { code: 'de', name: 'Alemán' },
      { code: 'it', name: 'Italiano' },
      { code: 'pt', name: 'Portugués' },
    ]);
    await t.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.id, user.id));
    const french = await t.json<{ languages: { code: string }[] }>('GET', '/api/challenge-languages', { cookie: user.cookie });
    expect(french.body.languages.map((l) => l.code)).toEqual(['es', 'en', 'de', 'it', 'pt']);
    await t.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, user.id));
  });
});
