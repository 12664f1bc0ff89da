// Continuing a story through the real app: options and chapters come from the app's real
// OpenAI-compatible writer, pointed at a local chat-completions server that a test can make misbehave.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../../shared/contract/characters';
import { DEFAULT_CONTINUATION_OPTIONS } from '../../../shared/contract/continuations';
import type { Chapter, Story } from '../../../shared/contract/stories';
import { profiles, storyChapters } from '../../db/schema';
import { continuationMessages as continuationPrompt } from '../../providers/writer/openai-writer';
import {
  type ChatAnswer,
  type ChatRequest,
  PLAUSIBLE_OPTIONS,
  plausibleAnswer,
  sampleChapterText,
  type ScriptedChatServer,
  startScriptedChatServer,
  type StreamAnswer,
} from '../../test-support/scripted-chat-server';
import { chapterGenerationEvents } from '../../../shared/contract/generation-events';
import { createTestApp, type TestApp, type TestUser } from '../../test-support/test-app';

type ErrorBody = { error: { code: string; message: string } };
const LIMIT_MESSAGE = 'Solo puedes añadir una continuación gratuita por historia.';

function parseSse(body: string) {
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
      return { event, data: JSON.parse(data.join('\n')) as Record<string, unknown> };
    });
}

/**
 * The provider behind the app's real OpenAI-compatible writer: a local chat-completions server that
 * answers like a well-behaved model, except where a test makes it answer the way a provider can go
 * wrong: options that are not three usable summaries, an error status, a chapter cut midway.
 */
const control = {
  options: 'ok' as 'ok' | 'two' | 'four' | 'empty' | 'not-strings' | 'duplicates' | 'not-json' | 'error',
  continuation: 'ok' as 'ok' | 'error' | 'cut',
  /** The next chapters' text instead of the usual one. */
  chapter: null as string | null,
};

const BAD_OPTIONS = {
  two: { options: ['Ir al río', 'Volver a casa'] },
  four: { options: ['Uno', 'Dos', 'Tres', 'Cuatro'] },
  empty: { options: ['Ir al río', '   ', 'Volver a casa'] },
  'not-strings': { options: [1, 2, 3] },
  duplicates: { options: ['Ir al río', 'ir al río', 'Volver a casa'] },
  'not-json': 'Claro, aquí tienes tres ideas: ir al río, volver a casa y subir al monte.',
} as const;

function providerAnswer(request: ChatRequest): ChatAnswer {
  const normal = plausibleAnswer(request);
  if (request.kind === 'options' && control.options !== 'ok') {
    return control.options === 'error' ? { status: 500 } : { json: BAD_OPTIONS[control.options] };
  }
  if (request.kind === 'continuation') {
    if (control.continuation === 'error') return { status: 500 };
    const chapter = control.chapter ? { stream: control.chapter } : (normal as StreamAnswer);
    return control.continuation === 'cut' ? { ...chapter, cutAfterChunks: 5 } : chapter;
  }
  return normal;
}

describe('continuing a story', () => {
  let t: TestApp;
  let chat: ScriptedChatServer;
  let user: TestUser;
  let character: Character;

  beforeAll(async () => {
    chat = await startScriptedChatServer({ respond: providerAnswer });
    t = await createTestApp({ env: chat.env() });
    user = await t.createReadyUser({ childAge: 6 });
    const res = await t.json<{ character: Character }>('POST', '/api/characters', {
      cookie: user.cookie,
      body: { name: 'Luna', hobbies: ['painting', 'music'], personality: 'curioso,valiente', profession: 'explorer' },
    });
    expect(res.status).toBe(201);
    character = res.body.character;
  });
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });

  async function newStory(u: TestUser = user, characterId = character.id): Promise<Story> {
    const res = await t.json<{ story: Story }>('POST', '/api/stories', {
      cookie: u.cookie,
      body: { characterId, genre: 'fantasy', moral: 'friendship', duration: 'short' },
    });
    expect(res.status).toBe(201);
    // These tests make many stories: keep the monthly story limit (another rule) out of the way.
    await t.db.update(profiles).set({ monthlyStoriesGenerated: 0 }).where(eq(profiles.id, u.id));
    return res.body.story;
  }

  function continueStory(storyId: string, body: Record<string, unknown>, u: TestUser = user) {
    return t.json<{ story: Story; chapter: Chapter } & ErrorBody>('POST', `/api/stories/${storyId}/chapters`, { cookie: u.cookie, body });
  }

  async function storedChapters(storyId: string) {
    return t.db.select().from(storyChapters).where(eq(storyChapters.storyId, storyId));
  }

  it('offers exactly three options written for the story', async () => {
    const story = await newStory();
    control.options = 'ok';
    const res = await t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.body.options.map((o) => o.summary)).toEqual(PLAUSIBLE_OPTIONS);
    // The provider was asked for a JSON answer about this story.
    const asked = chat.requests.at(-1)!;
    expect(asked.kind).toBe('options');
    expect(asked.body.response_format).toEqual({ type: 'json_object' });
    expect(asked.prompt).toContain(story.chapters[0]!.content);
  });

  it.each(['two', 'four', 'empty', 'not-strings', 'duplicates', 'not-json', 'error'] as const)('falls back to the three default options when the provider answers %s', async (mode) => {
    const story = await newStory();
    control.options = mode;
    try {
      const res = await t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
      expect(res.status).toBe(200);
      expect(res.body.options.map((o) => o.summary)).toEqual(DEFAULT_CONTINUATION_OPTIONS.es);
    } finally {
      control.options = 'ok';
    }
  });

  it('writes the defaults in the story language', async () => {
    const english = await t.createReadyUser({ language: 'en', childAge: 7 });
    const char = await t.json<{ character: Character }>('POST', '/api/characters', {
      cookie: english.cookie,
      body: { name: 'Max', hobbies: ['sports'], personality: 'alegre', profession: 'athlete' },
    });
    const story = await newStory(english, char.body.character.id);
    control.options = 'error';
    try {
      const res = await t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: english.cookie });
      expect(res.body.options.map((o) => o.summary)).toEqual(['Explore the mysterious garden', 'Follow the talking bird', 'Ask the wise old tree']);
    } finally {
      control.options = 'ok';
    }
  });

  it('continues with a chosen option as chapter 2, reading the whole story so far', async () => {
    const story = await newStory();
    // The page sends back one of the options the server offered for this story.
    const offered = await t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
    const summary = offered.body.options[1]!.summary;
    const res = await continueStory(story.id, { method: 'option2', optionSummary: summary });
    expect(res.status).toBe(201);
    expect(res.body.chapter.chapterNumber).toBe(2);
    expect(res.body.chapter.generationMethod).toBe('option2');
    expect(res.body.story.chapters.map((c) => c.chapterNumber)).toEqual([1, 2]);
    expect(res.body.chapter.content).toContain('Luna');
    // The provider was given the whole story so far, the same story settings and the chosen option.
    const asked = chat.requests.at(-1)!;
    expect(asked.kind).toBe('continuation');
    expect(asked.body.messages).toEqual(
      continuationPrompt(
        {
          request: {
            language: 'es',
            childAge: 6,
            specialNeed: null,
            genre: 'fantasy',
            moral: 'friendship',
            duration: 'short',
            character: { name: 'Luna', profession: 'explorer', hobbies: ['painting', 'music'], personality: ['curioso', 'valiente'] },
          },
          title: story.title,
          chapters: [{ title: story.chapters[0]!.title, content: story.chapters[0]!.content }],
        },
        { kind: 'option', summary },
      ),
    );
    const rows = await storedChapters(story.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.chapterNumber === 2)?.customInput).toBeNull();
  });

  it('writes a directed continuation that contains the parent’s direction and stores it', async () => {
    const story = await newStory();
    const direction = 'Luna encuentra un dragón de chocolate que no sabe volar';
    // A provider that follows the direction it was given.
    control.chapter = sampleChapterText(2, 'Luna').replace('\n\n', `\n\n${direction}. `);
    const res = await continueStory(story.id, { method: 'custom', customInput: `   ${direction}  ` }).finally(() => (control.chapter = null));
    expect(res.status).toBe(201);
    expect(chat.requests.at(-1)!.prompt).toContain(`<<<${direction}>>>`);
    expect(res.body.chapter.generationMethod).toBe('custom');
    expect(res.body.chapter.content).toContain(direction);
    const [row] = (await storedChapters(story.id)).filter((r) => r.chapterNumber === 2);
    expect(row?.customInput).toBe(direction);
  });

  it('streams the new chapter like a story and ends with the stored chapter', async () => {
    const story = await newStory();
    const res = await t.request('POST', `/api/stories/${story.id}/chapters`, {
      cookie: user.cookie,
      body: { method: 'free' },
      headers: { accept: 'text/event-stream' },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await res.text());
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    // What the page validates every event with: the server's stream passes it.
    for (const event of events) chapterGenerationEvents[event.event as 'delta' | 'done'].parse(event.data);
    const chapter = done.data.chapter as Chapter;
    expect(chapter.chapterNumber).toBe(2);
    expect(chapter.generationMethod).toBe('free');
    const streamed = deltas.map((e) => (e.data as { text: string }).text).join('');
    expect(streamed).toContain(chapter.title);
  });

  it('refuses a custom text that is empty after trimming, and an option without its summary', async () => {
    const story = await newStory();
    const empty = await continueStory(story.id, { method: 'custom', customInput: '   \n ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain('Describe cómo quieres que continúe la historia.');
    const noSummary = await continueStory(story.id, { method: 'option1' });
    expect(noSummary.status).toBe(400);
    expect(noSummary.body.error.message).toContain('Opción seleccionada no válida.');
    const unknown = await continueStory(story.id, { method: 'option4', optionSummary: 'x' });
    expect(unknown.status).toBe(400);
    expect(await storedChapters(story.id)).toHaveLength(1);
  });

  it('refuses the second Free continuation with its message and stores nothing', async () => {
    const story = await newStory();
    expect((await continueStory(story.id, { method: 'free' })).status).toBe(201);
    const second = await continueStory(story.id, { method: 'custom', customInput: 'Otra aventura más' });
    expect(second.status).toBe(403);
    expect(second.body.error).toEqual({ code: 'continuation_limit', message: LIMIT_MESSAGE });
    const rows = await storedChapters(story.id);
    expect(rows.map((r) => r.chapterNumber).sort()).toEqual([1, 2]);
  });

  it('lets only one of ten parallel Free continuations through', async () => {
    const story = await newStory();
    const offered = await t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => continueStory(story.id, { method: 'option1', optionSummary: offered.body.options[i % 3]!.summary })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(9);
    for (const refused of results.filter((r) => r.status === 403)) expect(refused.body.error.message).toBe(LIMIT_MESSAGE);
    const rows = await storedChapters(story.id);
    expect(rows.map((r) => r.chapterNumber).sort()).toEqual([1, 2]);
  });

  it('lets Premium continue without limit, numbering each new chapter count + 1', async () => {
    const premium = await t.createReadyUser();
    await t.db.update(profiles).set({ subscriptionStatus: 'active' }).where(eq(profiles.id, premium.id));
    const char = await t.json<{ character: Character }>('POST', '/api/characters', {
      cookie: premium.cookie,
      body: { name: 'Nico', hobbies: ['magic'], personality: 'soñador', profession: 'wizard' },
    });
    const story = await newStory(premium, char.body.character.id);
    for (const expected of [2, 3, 4]) {
      const res = await continueStory(story.id, { method: 'free' }, premium);
      expect(res.status).toBe(201);
      expect(res.body.chapter.chapterNumber).toBe(expected);
    }
    // Parallel Premium continuations are numbered one after the other, never twice the same number.
    const parallel = await Promise.all(Array.from({ length: 4 }, () => continueStory(story.id, { method: 'free' }, premium)));
    expect(parallel.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const numbers = (await storedChapters(story.id)).map((r) => r.chapterNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('stores nothing when the provider fails or cuts the chapter midway, and the continuation stays available', async () => {
    // This test makes the server fail on purpose: its 5xx answers are expected.
    t.expectServerErrors();
    const story = await newStory();
    control.continuation = 'error';
    try {
      const res = await continueStory(story.id, { method: 'free' });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('No se pudo generar la continuación libre.');
      const directed = await continueStory(story.id, { method: 'custom', customInput: 'Un viaje a la luna' });
      expect(directed.body.error.message).toBe('No se pudo generar la continuación dirigida.');
      const option = await continueStory(story.id, { method: 'option3', optionSummary: 'Preguntar al viejo árbol sabio' });
      expect(option.body.error.message).toBe('No se pudo generar la continuación de opción.');
      control.continuation = 'cut';
      const cut = await continueStory(story.id, { method: 'free' });
      expect(cut.status).toBe(502);
      expect(cut.body.error).toEqual({ code: 'writer_malformed', message: 'La continuación generada no es válida. Inténtalo de nuevo.' });
      expect(await chat.requests.at(-1)!.ended).toBe('cut');
    } finally {
      control.continuation = 'ok';
    }
    expect(await storedChapters(story.id)).toHaveLength(1);
    expect((await continueStory(story.id, { method: 'free' })).status).toBe(201);
  });

  it('answers 404 for another user’s story and for a missing one, exactly alike', async () => {
    const story = await newStory();
    const other = await t.createReadyUser();
    for (const id of [story.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const options = await t.json<ErrorBody>('GET', `/api/stories/${id}/continuation-options`, { cookie: other.cookie });
      expect(options.status).toBe(404);
      expect(options.body.error.message).toBe('Historia no encontrada');
      const chapter = await continueStory(id, { method: 'free' }, other);
      expect(chapter.status).toBe(404);
      expect(chapter.body.error.message).toBe('Historia no encontrada');
    }
    expect(await storedChapters(story.id)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const story = await newStory();
    const res = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/chapters`, { body: { method: 'free' } });
    expect(res.status).toBe(401);
  });
});
