// Stories through the real app: the text comes from the app's real OpenAI-compatible writer, pointed at
// a local chat-completions server that a test can make fail the way a provider fails.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CharacterInput } from '../../../shared/contract/characters';
import { storyGenerationEvents } from '../../../shared/contract/generation-events';
import type { LibraryStory, Story } from '../../../shared/contract/stories';
import { profiles, stories, storyChapters } from '../../db/schema';
import { storyMessages } from '../../providers/writer/openai-writer';
import { parseWrittenText } from '../../providers/writer/story-writer';
import {
  type ChatAnswer,
  type ChatRequest,
  plausibleAnswer,
  type ScriptedChatServer,
  startScriptedChatServer,
  type StreamAnswer,
} from '../../test-support/scripted-chat-server';
import { createTestApp, manualClock, type TestApp, type TestUser } from '../../test-support/test-app';
import { currentPeriodKey } from '../profile/profile.service';

type ErrorBody = { error: { code: string; message: string } };
interface SseEvent {
  event: string;
  data: unknown;
}

const LIMIT_TEXT = 'Has alcanzado el límite mensual de historias gratuitas. Actualiza a premium para crear más historias.';

/** Reads a Server-Sent Events body into its events. */
function parseSse(body: string): SseEvent[] {
  return body
    .split(/\n\n/)
    .filter((block) => block.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: JSON.parse(data.join('\n')) };
    });
}

/**
 * The provider behind the app's real OpenAI-compatible writer: a local chat-completions server that
 * writes a story about the protagonist, or answers the way a provider can go wrong: an error status, a
 * stream that goes silent halfway (the writer's timeout ends it), a stream cut halfway (socket
 * destroyed); or writes slowly, or holds its answer halfway until the test lets it go.
 */
const provider = {
  mode: 'ok' as 'ok' | 'error' | 'stall' | 'cut' | 'slow' | 'held',
  /** What a 'held' answer waits for after its first chunks. */
  release: Promise.resolve() as Promise<unknown>,
};

function providerAnswer(request: ChatRequest): ChatAnswer {
  const normal = plausibleAnswer(request) as StreamAnswer;
  switch (provider.mode) {
    case 'error':
      return { status: 500 };
    case 'stall':
      return { ...normal, stallAfterChunks: 6 };
    case 'cut':
      return { ...normal, cutAfterChunks: 6 };
    case 'slow':
      return { ...normal, delayMs: 20 };
    case 'held':
      return { ...normal, pause: { chunks: 3, until: provider.release } };
    default:
      return normal;
  }
}

const luna: CharacterInput = { name: 'Luna', hobbies: ['reading', 'magic'], personality: 'curioso,valiente', profession: 'wizard' };
const options = { genre: 'fantasy', moral: 'friendship', duration: 'short' };

describe('stories', () => {
  let t: TestApp;
  let chat: ScriptedChatServer;
  const clock = manualClock(new Date('2026-11-15T10:00:00Z'));

  beforeAll(async () => {
    chat = await startScriptedChatServer({ respond: providerAnswer });
    // Long enough for 30 parallel stories on a busy machine; the stalled answer below waits for all of it.
    t = await createTestApp({ clock, env: chat.env(5000) });
  });
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });
  beforeEach(() => {
    provider.mode = 'ok';
    clock.set('2026-11-15T10:00:00Z');
  });

  const userWithCharacter = (profile: { language?: string; childAge?: number; specialNeed?: string | null } = {}) =>
    t.createUserWithCharacter(profile, luna);

  function createStory(u: TestUser, body: Record<string, unknown>, sse = false) {
    return t.request('POST', '/api/stories', {
      cookie: u.cookie,
      body,
      headers: sse ? { accept: 'text/event-stream' } : { accept: 'application/json' },
    });
  }

  async function storedFor(userId: string) {
    const rows = await t.db.select().from(stories).where(eq(stories.userId, userId));
    const chapters = rows.length
      ? await t.db.select().from(storyChapters).where(eq(storyChapters.storyId, rows[0].id))
      : [];
    return { stories: rows, chapters, used: await t.storiesUsed(userId) };
  }

  async function setStoriesUsed(userId: string, used: number) {
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    await t.db
      .update(profiles)
      .set({ monthlyStoriesGenerated: used, storiesPeriod: currentPeriodKey(profile, clock()) })
      .where(eq(profiles.id, userId));
  }

  it('creates a story as JSON: chapter 1 (free) stored with story and counted once', async () => {
    const { user, character } = await userWithCharacter({ language: 'fr', childAge: 4, specialNeed: 'TDAH' });
    const res = await createStory(user, { characterId: character.id, ...options, additionalDetails: '  Que aparezca un gato  ' });
    expect(res.status).toBe(201);
    const { story } = (await res.json()) as { story: Story };
    expect(story.title.length).toBeGreaterThan(3);
    expect(story).toMatchObject({
      genre: 'fantasy',
      moral: 'friendship',
      duration: 'short',
      language: 'fr',
      additionalDetails: 'Que aparezca un gato',
      character: { id: character.id, name: 'Luna', profession: 'wizard' },
    });
    expect(story.chapters).toHaveLength(1);
    expect(story.chapters[0]).toMatchObject({ chapterNumber: 1, title: story.title, generationMethod: 'free' });
    expect(story.chapters[0].content).toContain('Luna');
    expect(story.chapters[0].content.split(/\s+/).length).toBeGreaterThan(300);
    // The text travels once, in its chapters: a library of 100 stories must not carry every first chapter twice.
    expect(story).not.toHaveProperty('content');

    // The writer asked the provider for a story from the child's profile and every choice.
    const asked = chat.requests.at(-1)!;
    expect(asked.body).toMatchObject({ model: 'modelo-local', stream: true });
    expect(asked.body.messages).toEqual(
      storyMessages({
        language: 'fr',
        childAge: 4,
        specialNeed: 'TDAH',
        genre: 'fantasy',
        moral: 'friendship',
        duration: 'short',
        additionalDetails: 'Que aparezca un gato',
        character: { name: 'Luna', profession: 'wizard', hobbies: ['reading', 'magic'], personality: ['curioso', 'valiente'] },
      }),
    );
    expect(asked.prompt).toContain('<<<Que aparezca un gato>>>');

    const stored = await storedFor(user.id);
    expect(stored.stories).toHaveLength(1);
    expect(stored.stories[0]).toMatchObject({ id: story.id, title: story.title, language: 'fr', characterId: character.id });
    expect(stored.chapters).toHaveLength(1);
    expect(stored.chapters[0]).toMatchObject({ chapterNumber: 1, generationMethod: 'free', content: story.chapters[0].content });
    expect(stored.used).toBe(1);
  });

  it('streams a story as Server-Sent Events: several deltas, then done with the stored story', async () => {
    const { user, character } = await userWithCharacter();
    const res = await createStory(user, { characterId: character.id, ...options }, true);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await res.text());
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.slice(0, -1).every((e) => e.event === 'delta')).toBe(true);
    const { story } = events.at(-1)!.data as { story: Story };
    // What the page validates every event with: the server's stream passes it.
    for (const event of events) storyGenerationEvents[event.event as 'delta' | 'done'].parse(event.data);
    const streamed = parseWrittenText(deltas.map((d) => (d.data as { text: string }).text).join(''));
    expect(story.title).toBe(streamed.title);
    expect(story.chapters[0].content).toBe(streamed.content);

    const got = await t.json<{ story: Story }>('GET', `/api/stories/${story.id}`, { cookie: user.cookie });
    expect(got.status).toBe(200);
    expect(got.body.story).toEqual(story);
    expect((await storedFor(user.id)).used).toBe(1);
  });

  it('refuses another user’s, a missing or a malformed character, and bad options, without writing', async () => {
    const { user } = await userWithCharacter();
    const { character: theirs } = await userWithCharacter();
    const calls = chat.requests.length;
    for (const [characterId, status] of [[theirs.id, 404], [crypto.randomUUID(), 404], ['luna', 400], [undefined, 400]] as const) {
      const res = await createStory(user, { characterId, ...options });
      expect(res.status).toBe(status);
      expect(((await res.json()) as ErrorBody).error.message).toContain('Personaje no seleccionado o inválido.');
    }
    const badGenre = await createStory(user, { characterId: theirs.id, ...options, genre: 'terror' });
    expect(badGenre.status).toBe(400);
    expect(((await badGenre.json()) as ErrorBody).error.message).toContain('Elige un género de la lista.');
    expect(chat.requests.length).toBe(calls);
    expect((await storedFor(user.id)).stories).toHaveLength(0);
  });

  it('refuses at once, before writing, when the Free limit is used up', async () => {
    const { user, character } = await userWithCharacter();
    await setStoriesUsed(user.id, 10);
    const calls = chat.requests.length;
    for (const sse of [false, true]) {
      const res = await createStory(user, { characterId: character.id, ...options }, sse);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'story_limit', message: LIMIT_TEXT } });
    }
    expect(chat.requests.length).toBe(calls);
    const stored = await storedFor(user.id);
    expect(stored.stories).toHaveLength(0);
    expect(stored.used).toBe(10);
  });

  it('lets exactly one of 30 parallel requests take the last story of the month', async () => {
    const { user, character } = await userWithCharacter();
    await setStoriesUsed(user.id, 9);
    // Each answer is read as soon as it comes, as 30 browser tabs would: a stream nobody reads holds its writer back.
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const res = await createStory(user, { characterId: character.id, ...options }, i % 2 === 1);
        if (res.headers.get('content-type')?.includes('text/event-stream')) {
          const last = parseSse(await res.text()).at(-1)!;
          return last.event === 'done' ? 'stored' : (last.data as ErrorBody).error.code;
        }
        const body = (await res.json()) as ErrorBody;
        return res.status === 201 ? 'stored' : body.error.code;
      }),
    );
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'story_limit')).toHaveLength(29);
    const stored = await storedFor(user.id);
    expect(stored.stories).toHaveLength(1);
    expect(stored.chapters).toHaveLength(1);
    expect(stored.used).toBe(10);
  });

  it('stores nothing and costs nothing when the provider fails mid-stream (SSE: deltas, then a Spanish error)', async () => {
    const { user, character } = await userWithCharacter();
    await setStoriesUsed(user.id, 3);
    provider.mode = 'cut';
    const res = await createStory(user, { characterId: character.id, ...options }, true);
    const events = parseSse(await res.text());
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { error: { code: 'writer_malformed', message: 'La historia generada no es válida. Inténtalo de nuevo.' } },
    });
    expect(await chat.requests.at(-1)!.ended).toBe('cut');
    const stored = await storedFor(user.id);
    expect(stored.stories).toHaveLength(0);
    expect(stored.used).toBe(3);
  });

  it('streams a Spanish error when the provider answers an error status, storing nothing', async () => {
    const { user, character } = await userWithCharacter();
    provider.mode = 'error';
    const res = await createStory(user, { characterId: character.id, ...options }, true);
    const events = parseSse(await res.text());
    expect(events).toEqual([
      { event: 'error', data: { error: { code: 'writer_unavailable', message: 'No se pudo generar la historia. Inténtalo de nuevo.' } } },
    ]);
    const stored = await storedFor(user.id);
    expect(stored.stories).toHaveLength(0);
    expect(stored.used).toBe(0);
  });

  it.each([
    ['error', 502, 'writer_unavailable', 'No se pudo generar la historia. Inténtalo de nuevo.'],
    ['stall', 504, 'writer_timeout', 'La historia está tardando demasiado en generarse. Inténtalo de nuevo.'],
    ['cut', 502, 'writer_malformed', 'La historia generada no es válida. Inténtalo de nuevo.'],
  ] as const)('answers a provider failure (%s) as JSON %i with a Spanish message, storing nothing', async (mode, status, code, message) => {
    // This test makes the server fail on purpose: its 5xx answers are expected.
    t.expectServerErrors();
    const { user, character } = await userWithCharacter();
    provider.mode = mode;
    const res = await createStory(user, { characterId: character.id, ...options });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: { code, message } });
    const stored = await storedFor(user.id);
    expect(stored.stories).toHaveLength(0);
    expect(stored.used).toBe(0);
  });

  it('stops writing and stores nothing when the client goes away mid-stream', async () => {
    const { user, character } = await userWithCharacter();
    provider.mode = 'slow';
    const res = await createStory(user, { characterId: character.id, ...options }, true);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: delta');
    await reader.cancel();
    // The writer hung up on the provider rather than letting it write to the end.
    expect(await chat.requests.at(-1)!.ended).toBe('client-closed');
    const stored = await storedFor(user.id);
    expect(stored.stories).toHaveLength(0);
    expect(stored.used).toBe(0);
  });

  it('rolls everything back when storing fails (the character was deleted while writing)', async () => {
    const { user, character } = await userWithCharacter();
    await setStoriesUsed(user.id, 4);
    let letGo!: () => void;
    provider.release = new Promise<void>((resolve) => (letGo = resolve));
    provider.mode = 'held';
    const res = await createStory(user, { characterId: character.id, ...options }, true);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let body = decoder.decode((await reader.read()).value);
    expect(body).toContain('event: delta');
    expect((await t.request('DELETE', `/api/characters/${character.id}`, { cookie: user.cookie })).status).toBe(204);
    letGo();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value);
    }
    expect(parseSse(body).at(-1)).toEqual({
      event: 'error',
      data: { error: { code: 'store_failed', message: 'No se pudo guardar la historia. Inténtalo de nuevo.' } },
    });
    const stored = await storedFor(user.id);
    expect(stored.stories).toHaveLength(0);
    expect(stored.used).toBe(4);
  });

  it('gives the month back when the month changes (Europe/Madrid)', async () => {
    const { user, character } = await userWithCharacter();
    await setStoriesUsed(user.id, 10);
    expect((await createStory(user, { characterId: character.id, ...options })).status).toBe(403);
    // 1 December 00:30 in Madrid is still 30 November in UTC.
    clock.set('2026-11-30T23:30:00Z');
    const res = await createStory(user, { characterId: character.id, ...options });
    expect(res.status).toBe(201);
    const profile = await t.json<{ profile: { storiesRemaining: number } }>('GET', '/api/profile', { cookie: user.cookie });
    expect(profile.body.profile.storiesRemaining).toBe(9);
  });

  it('lets Premium users past the Free limit', async () => {
    const { user, character } = await userWithCharacter();
    await setStoriesUsed(user.id, 10);
    await t.db.update(profiles).set({ subscriptionStatus: 'active' }).where(eq(profiles.id, user.id));
    const res = await createStory(user, { characterId: character.id, ...options });
    expect(res.status).toBe(201);
  });

  describe('the library', () => {
    it('lists newest first with character and chapters, and reads one story', async () => {
      const { user, character } = await userWithCharacter();
      const ids: string[] = [];
      for (const genre of ['adventure', 'mystery', 'comedy']) {
        clock.advance(60_000);
        const res = await createStory(user, { characterId: character.id, ...options, genre });
        ids.push(((await res.json()) as { story: Story }).story.id);
      }
      const list = await t.json<{ stories: Story[] }>('GET', '/api/stories', { cookie: user.cookie });
      expect(list.status).toBe(200);
      expect(list.body.stories.map((s) => s.id)).toEqual([...ids].reverse());
      expect(list.body.stories.map((s) => s.genre)).toEqual(['comedy', 'mystery', 'adventure']);
      for (const story of list.body.stories) {
        expect(story.character.name).toBe('Luna');
        expect(story.chapters).toHaveLength(1);
      }
    });

    it('lists 100 stories of 3 chapters each with every chapter on its own story, in order', async () => {
      const { user, character } = await userWithCharacter();
      const base = new Date('2026-10-01T00:00:00Z').getTime();
      const rows = await t.db
        .insert(stories)
        .values(
          Array.from({ length: 100 }, (_, i) => ({
            userId: user.id,
            characterId: character.id,
            title: `Historia ${i}`,
            content: `Contenido ${i}`,
            createdAt: new Date(base + i * 60_000),
          })),
        )
        .returning({ id: stories.id, title: stories.title });
      await t.db.insert(storyChapters).values(
        rows.flatMap((row) =>
          [3, 1, 2].map((n) => ({ storyId: row.id, chapterNumber: n, title: `${row.title} · ${n}`, content: `Texto ${n}` })),
        ),
      );
      const list = await t.json<{ stories: Story[] }>('GET', '/api/stories', { cookie: user.cookie });
      expect(list.body.stories).toHaveLength(100);
      expect(list.body.stories[0].title).toBe('Historia 99');
      expect(list.body.stories[99].title).toBe('Historia 0');
      for (const story of list.body.stories) {
        expect(story.chapters.map((c) => c.title)).toEqual([1, 2, 3].map((n) => `${story.title} · ${n}`));
        expect(story.character.id).toBe(character.id);
      }
    });

    it('shows fallbacks: deleted character, empty titles, a story without chapters', async () => {
      const { user, character } = await userWithCharacter();
      const created = (await (await createStory(user, { characterId: character.id, ...options })).json()) as { story: Story };
      await t.db.update(storyChapters).set({ title: '' }).where(eq(storyChapters.storyId, created.story.id));
      await t.db.insert(storyChapters).values({ storyId: created.story.id, chapterNumber: 2, title: '', content: 'Y siguió.' });
      expect((await t.request('DELETE', `/api/characters/${character.id}`, { cookie: user.cookie })).status).toBe(204);
      const [legacy] = await t.db
        .insert(stories)
        .values({ userId: user.id, title: '', content: 'Había una vez un cuento antiguo.', createdAt: new Date('2026-01-01T00:00:00Z') })
        .returning();

      const list = await t.json<{ stories: LibraryStory[] }>('GET', '/api/stories', { cookie: user.cookie });
      const [withChapters, old] = list.body.stories;
      expect(withChapters.id).toBe(created.story.id);
      expect(withChapters.character).toMatchObject({ id: 'deleted_character', name: 'Personaje Eliminado' });
      expect(withChapters.chapters.map((c) => [c.chapterNumber, c.title])).toEqual([
        [1, 'Capítulo 1'],
        [2, 'Capítulo 2'],
      ]);
      expect(old.id).toBe(legacy.id);
      expect(old.title).toBe('Historia sin título');
      expect(old.chapters).toEqual([{ id: legacy.id, chapterNumber: 1, title: 'Historia sin título', createdAt: '2026-01-01T00:00:00.000Z' }]);
      expect(old.excerpt).toBe('Había una vez un cuento antiguo.');
      // Opened, it reads as one chapter made of its own text.
      const opened = await t.json<{ story: Story }>('GET', `/api/stories/${legacy.id}`, { cookie: user.cookie });
      expect(opened.body.story.chapters).toEqual([
        {
          id: legacy.id,
          chapterNumber: 1,
          title: 'Historia sin título',
          content: 'Había una vez un cuento antiguo.',
          generationMethod: 'free',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ]);
    });

    it('keeps stories to their owner: 404 for another user, and delete removes story and chapters', async () => {
      const { user, character } = await userWithCharacter();
      const other = await t.createReadyUser();
      const { story } = (await (await createStory(user, { characterId: character.id, ...options })).json()) as { story: Story };

      expect((await t.json<{ stories: Story[] }>('GET', '/api/stories', { cookie: other.cookie })).body.stories).toEqual([]);
      for (const method of ['GET', 'DELETE']) {
        const res = await t.json<ErrorBody>(method, `/api/stories/${story.id}`, { cookie: other.cookie });
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe('Historia no encontrada');
      }
      expect((await storedFor(user.id)).stories).toHaveLength(1);

      expect((await t.request('DELETE', `/api/stories/${story.id}`, { cookie: user.cookie })).status).toBe(204);
      expect((await t.json('GET', `/api/stories/${story.id}`, { cookie: user.cookie })).status).toBe(404);
      expect((await t.json('GET', '/api/stories/not-a-uuid', { cookie: user.cookie })).status).toBe(404);
      expect(await t.db.select().from(storyChapters).where(eq(storyChapters.storyId, story.id))).toEqual([]);
      // Deleting a story gives no story back to the month.
      expect((await storedFor(user.id)).used).toBe(1);
    });

    it('needs a session', async () => {
      expect((await t.json('GET', '/api/stories')).status).toBe(401);
      expect((await t.json('POST', '/api/stories', { body: {} })).status).toBe(401);
    });
  });
});
