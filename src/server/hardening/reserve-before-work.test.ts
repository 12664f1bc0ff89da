// Reserve before working: parallel requests at the last unit of a plan start the writer or the narrator
// once, not once each (with a paid model each would be paid tokens). The work is counted where it
// happens: the local OpenAI-compatible chat server and speech server record every request they get.
// A unit reserved for work that failed, or whose client left, comes back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../shared/contract/stories';
import { VOICES } from '../../shared/voices';
import { profiles } from '../db/schema';
import { currentPeriodKey } from '../features/profile/profile.service';
import { activeReservations } from '../features/profile/quota-reservations';
import { startFakeSpeech, type FakeSpeech } from '../test-support/fake-speech';
import { plausibleAnswer, startScriptedChatServer, type ScriptedChatServer } from '../test-support/scripted-chat-server';
import { CHALLENGE_LIMITS, OPTION_LIMITS } from '../lib/usage-limits';
import { createTestApp, manualClock, type TestApp, type TestUser } from '../test-support/test-app';

let chat: ScriptedChatServer;
let speech: FakeSpeech;
let t: TestApp;

beforeAll(async () => {
  chat = await startScriptedChatServer();
  speech = await startFakeSpeech();
  t = await createTestApp({ env: { ...chat.env(), SPEECH_BASE_URL: speech.baseUrl, SPEECH_API_KEY: 'clave-local' }, clock: manualClock(new Date()) });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await chat?.close();
  await speech?.close();
});

const PARALLEL = 6;
const storyBody = (characterId: string) => ({ characterId, genre: 'fantasy', moral: 'friendship', duration: 'short' });

/** Sets the user's counters of this period as if they had been used. */
async function used(userId: string, counters: { stories?: number; voice?: number; premium?: boolean }) {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
  const status = counters.premium ? 'active' : row!.subscriptionStatus;
  const periodEnd = counters.premium ? new Date(t.deps.clock().getTime() + 20 * 86_400_000) : row!.currentPeriodEnd;
  const period = currentPeriodKey({ subscriptionStatus: status, currentPeriodEnd: periodEnd }, t.deps.clock());
  await t.db
    .update(profiles)
    .set({
      subscriptionStatus: status,
      currentPeriodEnd: periodEnd,
      monthlyStoriesGenerated: counters.stories ?? 0,
      storiesPeriod: period,
      monthlyVoiceGenerationsUsed: counters.voice ?? 0,
      voicePeriod: period,
    })
    .where(eq(profiles.id, userId));
}

/** A slow but complete writer: the parallel requests all arrive while the first one is still writing. */
function slowWriter() {
  chat.control.respond = (request) => {
    const answer = plausibleAnswer(request);
    return 'stream' in answer ? { ...answer, delayMs: 15 } : answer;
  };
}

const writerCalls = (kind: 'story' | 'continuation') => chat.requests.filter((r) => r.kind === kind).length;

async function makeStory(user: TestUser, characterId: string): Promise<Story> {
  const res = await t.json<{ story: Story }>('POST', '/api/stories', { cookie: user.cookie, body: storyBody(characterId) });
  expect(res.status).toBe(201);
  return res.body.story;
}

describe('stories', () => {
  it(`starts the writer once for ${PARALLEL} parallel requests at the last story of the month`, async () => {
    const { user, character } = await t.createUserWithCharacter();
    await used(user.id, { stories: 9 });
    slowWriter();
    const before = writerCalls('story');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.json<{ error?: { code: string } }>('POST', '/api/stories', { cookie: user.cookie, body: storyBody(character.id) })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(PARALLEL - 1).fill(403)]);
    expect(answers.filter((a) => a.status === 403).every((a) => a.body.error?.code === 'story_limit')).toBe(true);
    const calls = writerCalls('story') - before;
    expect(calls).toBe(1);
    expect(await t.storiesUsed(user.id)).toBe(10);
    expect(await activeReservations(t.db, user.id, t.deps.clock())).toBe(0);
    console.log(`gate: ${PARALLEL} parallel stories at the last one → ${statuses.join(',')}; writer asked ${calls} time(s)`);
  });

  it('gives the story back when the writer fails, and when the client leaves halfway', async () => {
    t.expectServerErrors();
    const { user, character } = await t.createUserWithCharacter();
    await used(user.id, { stories: 9 });
    chat.control.respond = () => ({ status: 500, message: 'The server had an error' });
    const failed = await t.json('POST', '/api/stories', { cookie: user.cookie, body: storyBody(character.id) });
    expect(failed.status).toBe(502);
    expect(await activeReservations(t.db, user.id, t.deps.clock())).toBe(0);

    // The client goes away while the story is being written.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    chat.control.respond = (request) => {
      const answer = plausibleAnswer(request);
      return 'stream' in answer ? { ...answer, pause: { chunks: 2, until: held } } : answer;
    };
    const abort = new AbortController();
    const leaving = t.app.request('/api/stories', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000', 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(storyBody(character.id)),
      signal: abort.signal,
    });
    const res = await leaving;
    const reader = res.body!.getReader();
    await reader.read();
    for (let i = 0; i < 100 && (await activeReservations(t.db, user.id, t.deps.clock())) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await activeReservations(t.db, user.id, t.deps.clock())).toBe(1); // taken while writing
    abort.abort();
    await reader.cancel().catch(() => undefined);
    release();
    for (let i = 0; i < 200 && (await activeReservations(t.db, user.id, t.deps.clock())) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await activeReservations(t.db, user.id, t.deps.clock())).toBe(0);
    expect(await t.storiesUsed(user.id)).toBe(9);

    // The last story is still there to be made.
    chat.control.respond = plausibleAnswer;
    await makeStory(user, character.id);
    expect(await t.storiesUsed(user.id)).toBe(10);
  });
});

describe('chapters', () => {
  it(`starts the writer once for ${PARALLEL} parallel continuations of a Free story (one allowed)`, async () => {
    const { user, character } = await t.createUserWithCharacter();
    chat.control.respond = plausibleAnswer;
    const story = await makeStory(user, character.id);
    slowWriter();
    const before = writerCalls('continuation');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.json<{ error?: { code: string } }>('POST', `/api/stories/${story.id}/chapters`, { cookie: user.cookie, body: { method: 'free' } })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(PARALLEL - 1).fill(403)]);
    const calls = writerCalls('continuation') - before;
    expect(calls).toBe(1);
    console.log(`gate: ${PARALLEL} parallel Free continuations → ${statuses.join(',')}; writer asked ${calls} time(s)`);
  });

  it('writes one chapter of a story at a time for Premium too: the others are told to wait (409), not written twice', async () => {
    const { user, character } = await t.createUserWithCharacter();
    chat.control.respond = plausibleAnswer;
    const story = await makeStory(user, character.id);
    await used(user.id, { stories: 1, premium: true });
    slowWriter();
    const before = writerCalls('continuation');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.json<{ error?: { code: string; message: string } }>('POST', `/api/stories/${story.id}/chapters`, { cookie: user.cookie, body: { method: 'free' } })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toEqual({
      code: 'chapter_in_progress',
      message: 'Ya se está escribiendo un capítulo de esta historia. Espera a que termine.',
    });
    expect(writerCalls('continuation') - before).toBe(1);
    // Once it is written, the next one can start.
    chat.control.respond = plausibleAnswer;
    expect((await t.json('POST', `/api/stories/${story.id}/chapters`, { cookie: user.cookie, body: { method: 'free' } })).status).toBe(201);
  });
});

describe('narrations', () => {
  it(`synthesises one narration for ${PARALLEL} parallel requests (one per voice) at the last unit, and gives a failed one back`, async () => {
    t.expectServerErrors();
    chat.control.respond = plausibleAnswer;
    // How many speech requests one narration of this chapter takes, measured on another account.
    const probe = await t.createUserWithCharacter();
    const probeStory = await makeStory(probe.user, probe.character.id);
    const start = speech.requests.length;
    expect((await t.json('POST', `/api/chapters/${probeStory.chapters[0].id}/narrations/la-hada`, { cookie: probe.user.cookie })).status).toBe(201);
    const perNarration = speech.requests.length - start;
    expect(perNarration).toBeGreaterThan(0);

    const { user, character } = await t.createUserWithCharacter();
    const story = await makeStory(user, character.id);
    await used(user.id, { stories: 1, voice: 1 }); // Free: 2 a month, 1 left
    const chapterId = story.chapters[0].id;

    speech.delayMs = 30;
    const before = speech.requests.length;
    const voices = VOICES.slice(0, PARALLEL).map((v) => v.id);
    const answers = await Promise.all(
      voices.map((voice) => t.json<{ error?: { code: string } }>('POST', `/api/chapters/${chapterId}/narrations/${voice}`, { cookie: user.cookie })),
    );
    speech.delayMs = 0;
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(PARALLEL - 1).fill(403)]);
    expect(answers.filter((a) => a.status === 403).every((a) => a.body.error?.code === 'voice_limit')).toBe(true);
    const requests = speech.requests.length - before;
    expect(requests).toBe(perNarration);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row!.monthlyVoiceGenerationsUsed).toBe(2);
    console.log(`gate: ${PARALLEL} parallel narrations at the last unit → ${statuses.join(',')}; speech server asked ${requests} time(s) (one narration is ${perNarration})`);

    // A failure at the last unit: nothing is counted and the unit comes back for the next try.
    const made = answers.findIndex((a) => a.status === 201);
    await used(user.id, { stories: 1, voice: 1 });
    const next = VOICES.find((v) => v.id !== voices[made])!.id;
    speech.mode = 'error';
    const failed = await t.json('POST', `/api/chapters/${chapterId}/narrations/${next}`, { cookie: user.cookie });
    speech.mode = 'ok';
    expect(failed.status).toBe(502);
    expect(await activeReservations(t.db, user.id, t.deps.clock())).toBe(0);
    expect((await t.json('POST', `/api/chapters/${chapterId}/narrations/${next}`, { cookie: user.cookie })).status).toBe(201);
  });
});

describe('challenges and continuation options (not counted by the plan)', () => {
  it('limits challenges per user and minute, then per story and day, with Spanish messages; the writer is not asked once refused', async () => {
    const { user, character } = await t.createUserWithCharacter();
    chat.control.respond = plausibleAnswer;
    const story = await makeStory(user, character.id);
    const challengeCalls = () => chat.requests.filter((r) => r.kind === 'challenge').length;
    const before = challengeCalls();
    const statuses: number[] = [];
    let refusal: { status: number; body: { error: { code: string; message: string } }; headers: Headers } | undefined;
    for (let i = 0; i < CHALLENGE_LIMITS.perMinute.max + 2; i++) {
      const res = await t.json<{ error: { code: string; message: string } }>('POST', `/api/stories/${story.id}/challenges`, { cookie: user.cookie, body: { category: 'math' } });
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
    }
    expect(statuses).toEqual([...Array(CHALLENGE_LIMITS.perMinute.max).fill(201), 429, 429]);
    expect(refusal!.body.error).toEqual({ code: 'challenge_rate_limit', message: 'Has pedido muchos retos seguidos. Espera 1 minuto y vuelve a intentarlo.' });
    expect(refusal!.headers.get('retry-after')).toBe('60');
    expect(challengeCalls() - before).toBe(CHALLENGE_LIMITS.perMinute.max);

    // Minute after minute, one story meets its daily limit (another story still gets its challenges).
    const clock = t.deps.clock as ReturnType<typeof manualClock>;
    let made = CHALLENGE_LIMITS.perMinute.max;
    let last = 0;
    while (made < CHALLENGE_LIMITS.perStoryAndDay.max + 1) {
      clock.advance(61_000);
      for (let i = 0; i < CHALLENGE_LIMITS.perMinute.max && made < CHALLENGE_LIMITS.perStoryAndDay.max + 1; i++, made++) {
        const res = await t.json<{ error: { code: string; message: string } }>('POST', `/api/stories/${story.id}/challenges`, { cookie: user.cookie, body: { category: 'math' } });
        last = res.status;
        if (res.status === 429) expect(res.body.error.code).toBe('challenge_story_limit');
      }
    }
    expect(last).toBe(429);
    const other = await makeStory(user, character.id);
    clock.advance(61_000);
    expect((await t.json('POST', `/api/stories/${other.id}/challenges`, { cookie: user.cookie, body: { category: 'math' } })).status).toBe(201);
    console.log(`gate: challenges per user → ${statuses.join(',')}; per story and day → 429 after ${CHALLENGE_LIMITS.perStoryAndDay.max}`);
  });

  it('limits continuation options per user and minute with a Spanish message; the writer is not asked once refused', async () => {
    const { user, character } = await t.createUserWithCharacter();
    chat.control.respond = plausibleAnswer;
    const story = await makeStory(user, character.id);
    const optionCalls = () => chat.requests.filter((r) => r.kind === 'options').length;
    const before = optionCalls();
    const statuses: number[] = [];
    for (let i = 0; i < OPTION_LIMITS.perMinute.max + 2; i++) {
      statuses.push((await t.json('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie })).status);
    }
    expect(statuses).toEqual([...Array(OPTION_LIMITS.perMinute.max).fill(200), 429, 429]);
    const refused = await t.json<{ error: { code: string; message: string } }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
    expect(refused.body.error).toEqual({ code: 'options_rate_limit', message: 'Has pedido muchas opciones seguidas. Espera 1 minuto y vuelve a intentarlo.' });
    expect(optionCalls() - before).toBe(OPTION_LIMITS.perMinute.max);
  });
});
