// The OpenAI challenge adapter against a real local HTTP server speaking the chat-completions wire format.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiChallenge } from './openai-challenge';
import type { ChallengeRequest } from './story-writer';
import { WriterError } from './story-writer';

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string }; temperature?: number };
}

let server: http.Server;
let baseURL: string;
let answer: (res: http.ServerResponse) => void = () => undefined;
const received: Received[] = [];

function completion(content: string) {
  return (res: http.ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: 'test-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      }),
    );
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw || '{}') });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => new OpenAI({ apiKey: 'test-key', baseURL, maxRetries: 0, timeout: 5000 });

const request: ChallengeRequest = {
  story: {
    title: 'La llave dorada',
    request: {
      language: 'es',
      childAge: 6,
      specialNeed: null,
      genre: 'adventure',
      moral: 'kindness',
      duration: 'short',
      character: { name: 'Luna', profession: 'explorer', hobbies: ['reading'], personality: ['curioso'] },
    },
    chapters: [{ title: 'La llave dorada', content: 'Luna encontró una llave dorada junto al río. Pip, el zorro, la ayudó a abrir el cofre.' }],
  },
  chapterIndex: 0,
  category: 'language',
  targetLanguage: 'en',
};

const good = {
  questions: [
    { question: '¿Cómo se dice «llave» en inglés?', options: ['door', 'key', 'box', 'map'], correctOptionIndex: 1, explanation: '«llave» en inglés se dice «key».' },
    { question: '¿Qué significa «fox»?', options: ['zorro', 'río', 'cofre', 'oso'], correctOptionIndex: 0, explanation: '«fox» es «zorro».' },
  ],
};

describe('OpenAI challenge adapter', () => {
  it('asks for a JSON answer about the chapter in the story language and returns the checked questions', async () => {
    answer = completion(JSON.stringify(good));
    const questions = await createOpenAiChallenge(client(), 'test-model', request);
    expect(questions).toEqual(good.questions.map((q) => ({ ...q, category: 'language', targetLanguage: 'en' })));
    const last = received.at(-1)!;
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.authorization).toBe('Bearer test-key');
    expect(last.body.model).toBe('test-model');
    expect(last.body.response_format).toEqual({ type: 'json_object' });
    // Reasoning models refuse any temperature but their default: none is sent (as for stories).
    expect(last.body).not.toHaveProperty('temperature');
    const prompt = last.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Spanish');
    expect(prompt).toContain('English');
    expect(prompt).toContain('Luna encontró una llave dorada junto al río.');
  });

  it('names Portuguese as the language to teach when it is the target', async () => {
    answer = completion(JSON.stringify(good));
    const questions = await createOpenAiChallenge(client(), 'test-model', { ...request, targetLanguage: 'pt' });
    expect(questions[0]).toMatchObject({ category: 'language', targetLanguage: 'pt' });
    const system = received.at(-1)!.body.messages[0]!.content;
    expect(system).toContain('in Portuguese');
    expect(system).not.toContain('English');
  });

  it('tells the age band for math questions', async () => {
    answer = completion(JSON.stringify({ questions: [{ question: '¿Cuánto es 3 + 4?', options: ['6', '7', '8', '9'], correctOptionIndex: 1, explanation: '3 + 4 = 7.' }] }));
    const questions = await createOpenAiChallenge(client(), 'test-model', { ...request, category: 'math', targetLanguage: null });
    expect(questions[0]).toMatchObject({ category: 'math', targetLanguage: null, correctOptionIndex: 1 });
    expect(received.at(-1)!.body.messages[0]!.content).toContain('between 0 and 20');
  });

  it.each([
    ['not JSON', 'Aquí tienes tus preguntas: 1) ...'],
    ['no questions', JSON.stringify({ questions: [] })],
    ['three options', JSON.stringify({ questions: [{ ...good.questions[0], options: ['a', 'b', 'c'] }] })],
    ['index out of range', JSON.stringify({ questions: [{ ...good.questions[0], correctOptionIndex: 4 }] })],
    ['empty explanation', JSON.stringify({ questions: [{ ...good.questions[0], explanation: '  ' }] })],
    ['index as text', JSON.stringify({ questions: [{ ...good.questions[0], correctOptionIndex: '1' }] })],
    ['a bare array', JSON.stringify(good.questions)],
  ])('refuses a malformed answer (%s) as malformed', async (_label, content) => {
    answer = completion(content);
    const error = await createOpenAiChallenge(client(), 'test-model', request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterError);
    expect((error as WriterError).kind).toBe('malformed');
  });

  it('reports a failing provider as unavailable', async () => {
    answer = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
    };
    const error = await createOpenAiChallenge(client(), 'test-model', request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterError);
    expect((error as WriterError).kind).toBe('unavailable');
  });
});
