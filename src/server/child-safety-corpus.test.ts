// The child-safety corpus through the real app (DESIGN decision 9): a fixed sample of the development
// corpus's harmful requests, in the five languages, typed by a parent as the extra details of a new
// story, as the direction of a custom continuation or as a character's description, is refused with
// 422 `unsafe_input`, the kind Spanish message and a hint that never repeats the text, and leaves
// nothing behind (no row, no quota); every ordinary request of the sample (hard themes and fairy-tale
// conflict included) is written into a story and a chapter. The writer is the app's offline one (no
// provider configured), so the sample runs in seconds.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../shared/contract/characters';
import type { CreateChapterResponse } from '../shared/contract/continuations';
import type { Story } from '../shared/contract/stories';
import { characters, profiles, stories, storyChapters } from './db/schema';
import { fixedSample, loadSafetyCorpus } from './test-support/safety-corpus';
import { createTestApp, manualClock, type TestApp, type TestUser } from './test-support/test-app';

const KIND = 'Ese texto no es apropiado para un cuento infantil.';
const EXAMPLE = 'Prueba con otra idea, por ejemplo: «un dragón que tiene miedo a la oscuridad».';
const PERSONAL_DATA = 'Por seguridad, no incluyas direcciones, teléfonos ni otros datos personales en el cuento.';

type ErrorBody = { error: { code: string; message: string } };

const sample = fixedSample(loadSafetyCorpus('dev')!, 4);
const UNSAFE = sample.filter((e) => e.label === 'harmful').map((e) => [e.text, e.category] as const);
const ORDINARY = sample.filter((e) => e.label === 'ordinary').map((e) => e.text);

/**
 * Whether the answer is the refusal a parent must read: 422 `unsafe_input`, the kind sentence, a hint
 * and an idea that works (or the personal-data message), never the parent's own words.
 */
function isRefusal(status: number, body: unknown, text: string, _category: string): boolean {
  const error = (body as ErrorBody).error;
  if (status !== 422 || error?.code !== 'unsafe_input') return false;
  if (error.message === PERSONAL_DATA) return true;
  const hint = error.message.slice(KIND.length, -EXAMPLE.length).trim();
  return error.message.startsWith(KIND) && error.message.endsWith(EXAMPLE) && hint.length > 20 && !error.message.includes(text);
}

const storyOptions = { genre: 'fantasy', moral: 'friendship', duration: 'short' };

let t: TestApp;
const clock = manualClock(new Date('2026-11-15T10:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

async function userWithCharacter(premium = false): Promise<{ user: TestUser; character: Character }> {
  const ready = await t.createUserWithCharacter();
  if (premium) await t.db.update(profiles).set({ subscriptionStatus: 'active' }).where(eq(profiles.id, ready.user.id));
  return ready;
}

const storiesUsed = (userId: string) => t.storiesUsed(userId);

const storyRows = (userId: string) => t.db.select().from(stories).where(eq(stories.userId, userId));
const chapterRows = (storyId: string) => t.db.select().from(storyChapters).where(eq(storyChapters.storyId, storyId));

async function createStory(user: TestUser, characterId: string, additionalDetails?: string) {
  return t.json<{ story: Story } & ErrorBody>('POST', '/api/stories', {
    cookie: user.cookie,
    body: { characterId, ...storyOptions, ...(additionalDetails === undefined ? {} : { additionalDetails }) },
  });
}

describe('the red-team set through the app', () => {
  it(`refuses all ${UNSAFE.length} red-team inputs as a new story's extra details: kind Spanish message, no story, no quota`, async () => {
    const { user, character } = await userWithCharacter();
    const wrong: string[] = [];
    for (const [text, category] of UNSAFE) {
      const res = await createStory(user, character.id, text);
      if (!isRefusal(res.status, res.body, text, category)) {
        wrong.push(`${text} (${category}) → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    console.log(`child-safety corpus: ${UNSAFE.length - wrong.length}/${UNSAFE.length} red-team story details refused through POST /api/stories`);
    expect(wrong).toEqual([]);
    expect(await storyRows(user.id)).toHaveLength(0);
    expect(await storiesUsed(user.id)).toBe(0);
    // Nothing was used up: the Free plan's stories are all still there.
    const profile = await t.json<{ profile: { storiesRemaining: number } }>('GET', '/api/profile', { cookie: user.cookie });
    expect(profile.body.profile.storiesRemaining).toBe(10);
  });

  it(`refuses all ${UNSAFE.length} red-team inputs as a custom continuation: no chapter, and the free continuation is still there`, async () => {
    const { user, character } = await userWithCharacter();
    const created = await createStory(user, character.id);
    expect(created.status).toBe(201);
    const story = created.body.story;
    const wrong: string[] = [];
    for (const [text, category] of UNSAFE) {
      const res = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/chapters`, {
        cookie: user.cookie,
        body: { method: 'custom', customInput: text },
      });
      if (!isRefusal(res.status, res.body, text, category)) {
        wrong.push(`${text} (${category}) → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    console.log(`child-safety corpus: ${UNSAFE.length - wrong.length}/${UNSAFE.length} red-team continuations refused through POST /api/stories/:id/chapters`);
    expect(wrong).toEqual([]);
    expect(await chapterRows(story.id)).toHaveLength(1);
    expect(await storyRows(user.id)).toHaveLength(1);
    expect(await storiesUsed(user.id)).toBe(1);
    // The Free plan's one continuation was not spent by the refusals.
    const ok = await t.json<CreateChapterResponse>('POST', `/api/stories/${story.id}/chapters`, {
      cookie: user.cookie,
      body: { method: 'custom', customInput: ORDINARY[0] },
    });
    expect(ok.status).toBe(201);
    expect(await chapterRows(story.id)).toHaveLength(2);
  });

  it(`refuses all ${UNSAFE.length} red-team inputs as a character's description and stores no character`, async () => {
    const user = await t.createReadyUser();
    const wrong: string[] = [];
    for (const [text, category] of UNSAFE) {
      const res = await t.json<ErrorBody>('POST', '/api/characters', {
        cookie: user.cookie,
        body: { name: 'Nube', description: text, hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
      });
      if (!isRefusal(res.status, res.body, text, category)) {
        wrong.push(`${text} (${category}) → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    console.log(`child-safety corpus: ${UNSAFE.length - wrong.length}/${UNSAFE.length} red-team character descriptions refused through POST /api/characters`);
    expect(wrong).toEqual([]);
    expect(await t.db.select().from(characters).where(eq(characters.userId, user.id))).toHaveLength(0);
  });
});

describe('the ordinary set through the app', () => {
  it(`writes a story for each of the ${ORDINARY.length} ordinary ideas given as extra details`, async () => {
    // Premium, so the Free plan's ten stories a month do not stop the run.
    const { user, character } = await userWithCharacter(true);
    const refused: string[] = [];
    for (const text of ORDINARY) {
      const res = await createStory(user, character.id, text);
      if (res.status !== 201 || res.body.story.additionalDetails !== text) refused.push(`${text} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    console.log(`child-safety corpus: ${ORDINARY.length - refused.length}/${ORDINARY.length} ordinary story details accepted through POST /api/stories`);
    expect(refused).toEqual([]);
    const rows = await storyRows(user.id);
    expect(rows.map((r) => r.additionalDetails).sort()).toEqual([...ORDINARY].sort());
    expect(await storiesUsed(user.id)).toBe(ORDINARY.length);
  });

  it(`writes a chapter for each of the ${ORDINARY.length} ordinary ideas given as a custom continuation`, async () => {
    const { user, character } = await userWithCharacter(true);
    const refused: string[] = [];
    let storyId = '';
    for (const [i, text] of ORDINARY.entries()) {
      // A new story every ten chapters keeps each story (and the writer's context) a sensible size.
      if (i % 10 === 0) {
        const created = await createStory(user, character.id);
        expect(created.status).toBe(201);
        storyId = created.body.story.id;
      }
      const res = await t.json<CreateChapterResponse & ErrorBody>('POST', `/api/stories/${storyId}/chapters`, {
        cookie: user.cookie,
        body: { method: 'custom', customInput: text },
      });
      if (res.status !== 201 || res.body.chapter.generationMethod !== 'custom') refused.push(`${text} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    console.log(`child-safety corpus: ${ORDINARY.length - refused.length}/${ORDINARY.length} ordinary continuations accepted through POST /api/stories/:id/chapters`);
    expect(refused).toEqual([]);
    const storyIds = (await storyRows(user.id)).map((s) => s.id);
    const customChapters = (
      await Promise.all(storyIds.map((id) => t.db.select().from(storyChapters).where(and(eq(storyChapters.storyId, id), eq(storyChapters.generationMethod, 'custom')))))
    ).flat();
    expect(customChapters).toHaveLength(ORDINARY.length);
  });
});
