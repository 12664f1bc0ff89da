// The whole app configured with OPENAI_BASE_URL: the OpenAI-compatible writer is chosen, stories are
// written through a real local chat-completions server, and when that server fails nothing is stored
// and nothing is counted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../shared/contract/stories';
import { profiles, stories } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type Mode = 'ok' | 'error500' | 'cut' | 'hang' | 'short';

const BODY = Array.from(
  { length: 40 },
  (_, i) => `Luna caminó por el bosque encantado y encontró la estrella número ${i + 1}, que brillaba con una luz suave.`,
).join(' ');
const TEXT = `Luna y las estrellas del bosque\n\n${BODY}`;

let mode: Mode = 'ok';
const bodies: { model: string; stream: boolean; messages: { content: string }[] }[] = [];
const open = new Set<http.ServerResponse>();
let server: http.Server;
let t: TestApp;

function event(content: string | null, finish: string | null = null) {
  const data = { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] };
  return `data: ${JSON.stringify(data)}\n\n`;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      bodies.push(JSON.parse(raw));
      const words = TEXT.match(/\S+\s*|\s+/g)!;
      if (mode === 'error500') {
        res.writeHead(500, { 'content-type': 'application/json', 'retry-after-ms': '1' });
        res.end('{"error":{"message":"boom"}}');
        return;
      }
      if (mode === 'hang') {
        open.add(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (mode === 'short') {
        res.end(event('Título\n\nDemasiado corto.') + event(null, 'stop') + 'data: [DONE]\n\n');
        return;
      }
      const upTo = mode === 'cut' ? 40 : words.length;
      for (let i = 0; i < upTo; i += 4) res.write(event(words.slice(i, i + 4).join('')));
      if (mode === 'cut') {
        setTimeout(() => res.socket?.destroy(), 10);
        return;
      }
      res.end(event(null, 'stop') + 'data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  // Long enough for a busy machine to stream the whole story; the 'hang' case waits it out once.
  t = await createTestApp({ env: { OPENAI_BASE_URL: url, OPENAI_API_KEY: 'clave-de-prueba', STORY_MODEL: 'modelo-local', WRITER_TIMEOUT_MS: '3000' } });
});

afterAll(async () => {
  await t.close();
  for (const res of open) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const userWithCharacter = () => t.createUserWithCharacter({ language: 'es', childAge: 6 });

async function stored(userId: string) {
  const rows = await t.db.select().from(stories).where(eq(stories.userId, userId));
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
  return { stories: rows.length, used: profile.monthlyStoriesGenerated };
}

const choices = { genre: 'fantasy', moral: 'friendship', duration: 'short' };

describe('app with an OpenAI-compatible writer', () => {
  it('reports the OpenAI-compatible writer in the health check', async () => {
    const res = await t.json('GET', '/api/health');
    expect(res.body).toMatchObject({ writer: 'openai-compatible' });
  });

  it('writes and stores a story through the provider, with the configured model', async () => {
    mode = 'ok';
    const { user, character } = await userWithCharacter();
    const res = await t.json<{ story: Story }>('POST', '/api/stories', { cookie: user.cookie, body: { characterId: character.id, ...choices } });
    expect(res.status).toBe(201);
    expect(res.body.story.title).toBe('Luna y las estrellas del bosque');
    expect(res.body.story.chapters[0].content).toBe(BODY);
    expect(bodies.at(-1)).toMatchObject({ model: 'modelo-local', stream: true });
    expect(bodies.at(-1)!.messages.map((m) => m.content).join('\n')).toContain('Protagonista: Luna');
    expect(await stored(user.id)).toMatchObject({ stories: 1, used: 1 });
  });

  it('stores nothing and counts nothing when the provider fails, times out, cuts or writes too little', async () => {
    t.expectServerErrors();
    const { user, character } = await userWithCharacter();
    const cases: [Mode, number][] = [
      ['error500', 502],
      ['cut', 502],
      ['short', 502],
      ['hang', 504],
    ];
    for (const [m, status] of cases) {
      mode = m;
      const res = await t.json<{ error: { message: string } }>('POST', '/api/stories', { cookie: user.cookie, body: { characterId: character.id, ...choices } });
      expect(res.status, m).toBe(status);
      expect(res.body.error.message, m).toMatch(/historia/);
      expect(await stored(user.id), m).toEqual({ stories: 0, used: 0 });
    }
    mode = 'ok';
    const res = await t.json('POST', '/api/stories', { cookie: user.cookie, body: { characterId: character.id, ...choices } });
    expect(res.status).toBe(201);
    expect(await stored(user.id)).toEqual({ stories: 1, used: 1 });
  });
});
