// Continuations and challenges through the real app with the OpenAI-compatible writer, against a local
// HTTP server speaking the chat-completions format (JSON answers and streamed chunks). It records what
// the app asked, and answers what each test sets, including malformed answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '../../../shared/contract/challenges';
import type { Character } from '../../../shared/contract/characters';
import type { Chapter, Story } from '../../../shared/contract/stories';
import { challenges, storyChapters } from '../../db/schema';
import { sampleStoryText } from '../../test-support/streaming-chat-server';
import { createTestApp, type TestApp, type TestUser } from '../../test-support/test-app';

type ErrorBody = { error: { code: string; message: string } };
interface ChatRequest {
  stream?: boolean;
  response_format?: { type: string };
  messages: { role: string; content: string }[];
}

const chat = {
  server: null as http.Server | null,
  baseUrl: '',
  requests: [] as ChatRequest[],
  /** The next answer: JSON content for plain requests, streamed text for streaming ones, or an HTTP error. */
  json: '',
  stream: '',
  status: 200,
};

async function startChat() {
  chat.server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as ChatRequest;
      chat.requests.push(body);
      if (chat.status !== 200) {
        res.writeHead(chat.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      const base = { id: 'chatcmpl-1', created: 1, model: 'test-model' };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: chat.json } }] }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }));
      for (const piece of chat.stream.match(/\S+\s*|\s+/g) ?? []) res.write(chunk({ content: piece }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => chat.server!.listen(0, '127.0.0.1', resolve));
  chat.baseUrl = `http://127.0.0.1:${(chat.server!.address() as AddressInfo).port}/v1`;
}

describe('continuations and challenges with the OpenAI-compatible writer', () => {
  let t: TestApp;
  let user: TestUser;
  let characterId: string;

  beforeAll(async () => {
    await startChat();
    t = await createTestApp({ env: { OPENAI_BASE_URL: chat.baseUrl, OPENAI_API_KEY: 'clave-de-prueba', STORY_MODEL: 'test-model' } });
    user = await t.createReadyUser({ childAge: 7 });
    const res = await t.json<{ character: Character }>('POST', '/api/characters', {
      cookie: user.cookie,
      body: { name: 'Valentina', hobbies: ['travel'], personality: 'aventurero', profession: 'explorer' },
    });
    characterId = res.body.character.id;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (chat.server ? chat.server.close(() => resolve()) : resolve()));
  });

  async function newStory(): Promise<Story> {
    chat.status = 200;
    chat.stream = sampleStoryText(200);
    const res = await t.json<{ story: Story }>('POST', '/api/stories', {
      cookie: user.cookie,
      body: { characterId, genre: 'mystery', moral: 'honesty', duration: 'short' },
    });
    expect(res.status).toBe(201);
    return res.body.story;
  }

  function options(story: Story) {
    return t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
  }

  it('answers the writer’s three options, and the defaults for anything else', async () => {
    const story = await newStory();
    chat.json = JSON.stringify({ options: [{ summary: 'Valentina abre la puerta azul' }, { summary: 'Valentina sigue las huellas' }, { summary: 'Valentina pregunta al faro' }] });
    expect((await options(story)).body.options.map((o) => o.summary)).toEqual(['Valentina abre la puerta azul', 'Valentina sigue las huellas', 'Valentina pregunta al faro']);
    const defaults = ['Explorar el jardín misterioso', 'Seguir al pájaro que habla', 'Preguntar al viejo árbol sabio'];
    for (const malformed of ['Claro, aquí tienes ideas', JSON.stringify({ options: [{ summary: 'Una' }, { summary: 'Dos' }] }), JSON.stringify({ options: ['', 'b', 'c'] })]) {
      chat.json = malformed;
      const res = await options(story);
      expect(res.status).toBe(200);
      expect(res.body.options.map((o) => o.summary)).toEqual(defaults);
    }
    chat.status = 500;
    expect((await options(story)).body.options.map((o) => o.summary)).toEqual(defaults);
    chat.status = 200;
  });

  it('sends the whole story so far and the parent’s direction, and stores the streamed chapter', async () => {
    const story = await newStory();
    chat.requests.length = 0;
    chat.stream = sampleStoryText(180).replace('Valentina y el cielo de colores', 'El faro de las gaviotas');
    const direction = 'Valentina encuentra un faro que canta por las noches';
    const res = await t.json<{ chapter: Chapter }>('POST', `/api/stories/${story.id}/chapters`, {
      cookie: user.cookie,
      body: { method: 'custom', customInput: direction },
    });
    expect(res.status).toBe(201);
    expect(res.body.chapter).toMatchObject({ chapterNumber: 2, title: 'El faro de las gaviotas', generationMethod: 'custom' });
    const prompt = chat.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain(direction);
    expect(prompt).toContain(story.chapters[0]!.content.slice(0, 80));
  });

  it('stores nothing when the provider fails or cuts the chapter', async () => {
    // This test makes the server fail on purpose: its 5xx answers are expected.
    t.expectServerErrors();
    const story = await newStory();
    chat.status = 500;
    const failed = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/chapters`, { cookie: user.cookie, body: { method: 'free' } });
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe('No se pudo generar la continuación libre.');
    chat.status = 200;
    chat.stream = 'Solo un título';
    const cut = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/chapters`, { cookie: user.cookie, body: { method: 'option1', optionSummary: 'Explorar el jardín misterioso' } });
    expect(cut.status).toBe(502);
    expect(await t.db.select().from(storyChapters).where(eq(storyChapters.storyId, story.id))).toHaveLength(1);
  });

  it('stores a challenge from a JSON answer and refuses a malformed one without storing anything', async () => {
    // This test makes the server fail on purpose: its 5xx answers are expected.
    t.expectServerErrors();
    const story = await newStory();
    chat.json = JSON.stringify({
      questions: [{ question: '¿Qué abrió Valentina?', options: ['La ventana', 'La puerta', 'Un libro', 'Una caja'], correctOptionIndex: 0, explanation: 'Valentina abrió la ventana.' }],
    });
    const good = await t.json<Challenge>('POST', `/api/stories/${story.id}/challenges`, { cookie: user.cookie, body: { category: 'comprehension' } });
    expect(good.status).toBe(201);
    expect(good.body.questions).toHaveLength(1);
    expect(good.body.questions[0]).toMatchObject({ correctOptionIndex: 0, category: 'comprehension', targetLanguage: null });
    expect(chat.requests.at(-1)!.response_format).toEqual({ type: 'json_object' });

    const before = (await t.db.select().from(challenges)).length;
    for (const malformed of ['no es JSON', JSON.stringify({ questions: [{ question: '¿?', options: ['a', 'b'], correctOptionIndex: 0, explanation: 'x' }] })]) {
      chat.json = malformed;
      const res = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/challenges`, { cookie: user.cookie, body: { category: 'math' } });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('No se pudo generar la pregunta');
    }
    expect((await t.db.select().from(challenges)).length).toBe(before);
  });
});
