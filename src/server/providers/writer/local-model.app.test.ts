// A local Ollama with a model pulled writes the stories when no endpoint is configured: detected through
// Ollama's own GET /api/tags on a local server, then used through the OpenAI-compatible writer at /v1.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createServices } from '../../services';
import { startScriptedChatServer, type ScriptedChatServer } from '../../test-support/scripted-chat-server';
import { createTestDatabase } from '../../test-support/test-database';
import { chooseModel, resolveWriterConfig } from './local-model';
import { createOpenAiWriter } from './openai-writer';

/** A server that answers like Ollama: its model list at /api/tags, chat completions at /v1 (passed to a scripted chat server). */
async function startOllamaLike(chat: ScriptedChatServer, models: string[]) {
  let tagRequests = 0;
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/tags') {
      tagRequests++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ models: models.map((name) => ({ name, model: name, size: 4_700_000_000, details: { family: name.split(':')[0] } })) }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = chat.baseUrl.replace(/\/v1$/, '') + (req.url ?? '');
      void fetch(target, { method: req.method, headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tagRequests: () => tagRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port where nothing listens: opened, then closed again. */
async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const baseEnv = () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cm-ollama-')), BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789' });

describe('a local Ollama writes the stories when no endpoint is configured', () => {
  let chat: ScriptedChatServer;
  let ollama: Awaited<ReturnType<typeof startOllamaLike>>;

  beforeAll(async () => {
    chat = await startScriptedChatServer();
    ollama = await startOllamaLike(chat, ['nomic-embed-text:latest', 'llama-guard3:1b', 'qwen2.5:7b']);
  });
  afterAll(async () => {
    await ollama.close();
    await chat.close();
  });

  it('finds the pulled model, writes a story through it and says so in /api/health', async () => {
    const config = await resolveWriterConfig(loadConfig(baseEnv()), { ollamaUrl: ollama.url, timeoutMs: 10_000 });
    expect(config.writer).toMatchObject({ baseUrl: `${ollama.url}/v1`, model: 'qwen2.5:7b', source: 'ollama' });

    const writer = createOpenAiWriter({ baseUrl: config.writer.baseUrl!, model: config.writer.model, timeoutMs: 10_000 });
    let text = '';
    for await (const chunk of writer.streamStory({
      language: 'es',
      childAge: 5,
      specialNeed: null,
      genre: 'adventure',
      moral: 'kindness',
      duration: 'short',
      character: { name: 'Valentina', profession: 'explorer', hobbies: ['music'], personality: ['curioso'] },
    }))
      text += chunk;
    expect(text.length).toBeGreaterThan(100);
    expect(chat.requests.at(-1)?.body.model).toBe('qwen2.5:7b');

    const database = await createTestDatabase();
    try {
      const app = createApp(createServices(config, database, { log: () => undefined }));
      const health = (await (await app.request('/api/health')).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ writer: 'ollama', writerModel: 'qwen2.5:7b' });
    } finally {
      await database.close();
    }
  });

  it('uses the model STORY_MODEL names when it is pulled', async () => {
    const config = await resolveWriterConfig(loadConfig({ ...baseEnv(), STORY_MODEL: 'llama-guard3:1b' }), { ollamaUrl: ollama.url, timeoutMs: 10_000 });
    // A guard model cannot write a story: the best writing model is chosen instead.
    expect(config.writer.model).toBe('qwen2.5:7b');
    expect(chooseModel(['mistral:7b', 'llama3.1:8b'], 'mistral:7b')).toBe('mistral:7b');
    expect(chooseModel(['mistral:7b', 'llama3.1:8b'])).toBe('llama3.1:8b');
  });

  it('WRITER=offline keeps the embedded storyteller without asking Ollama', async () => {
    const before = ollama.tagRequests();
    const config = await resolveWriterConfig(loadConfig({ ...baseEnv(), WRITER: 'offline' }), { ollamaUrl: ollama.url, timeoutMs: 10_000 });
    expect(config.writer).toMatchObject({ baseUrl: undefined, source: 'offline' });
    expect(ollama.tagRequests()).toBe(before);
    const database = await createTestDatabase();
    try {
      const health = (await (await createApp(createServices(config, database, { log: () => undefined })).request('/api/health')).json()) as Record<string, unknown>;
      expect(health.writer).toBe('offline');
      expect(health.writerModel).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('a configured OPENAI_BASE_URL wins and Ollama is not asked', async () => {
    const before = ollama.tagRequests();
    const config = await resolveWriterConfig(loadConfig({ ...baseEnv(), ...chat.env() }), { ollamaUrl: ollama.url, timeoutMs: 10_000 });
    expect(config.writer).toMatchObject({ baseUrl: chat.baseUrl, model: 'modelo-local', source: 'configured' });
    expect(ollama.tagRequests()).toBe(before);
  });

  it('stays offline when nothing answers or no model is pulled', async () => {
    const none = await resolveWriterConfig(loadConfig(baseEnv()), { ollamaUrl: await closedPortUrl(), timeoutMs: 500 });
    expect(none.writer).toMatchObject({ baseUrl: undefined, source: 'offline' });
    const empty = await startOllamaLike(chat, ['nomic-embed-text:latest']);
    try {
      const config = await resolveWriterConfig(loadConfig(baseEnv()), { ollamaUrl: empty.url, timeoutMs: 10_000 });
      expect(config.writer).toMatchObject({ baseUrl: undefined, source: 'offline' });
    } finally {
      await empty.close();
    }
  });

  it("refuses a WRITER value it does not know, in Spanish", () => {
    expect(() => loadConfig({ ...baseEnv(), WRITER: 'ollama' })).toThrow(/WRITER/);
  });
});
