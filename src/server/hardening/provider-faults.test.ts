// Provider faults: the OpenAI-compatible writer and the OpenAI-compatible narrator are pointed
// at real local HTTP servers that fail the ways a real provider fails: 429, 500, no answer at all (the
// timeout ends it), headers then silence, a stream cut halfway (socket destroyed), malformed output and
// an empty answer. For each one: no row (stories, story_chapters, challenges, audio_files), no file in
// the blob store and no quota is left behind, the person gets the Spanish message, and the server keeps
// serving (a normal request afterwards succeeds).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_FAILED } from '../../shared/contract/challenges';
import { DEFAULT_CONTINUATION_OPTIONS } from '../../shared/contract/continuations';
import type { Character } from '../../shared/contract/characters';
import type { Story } from '../../shared/contract/stories';
import { audioFiles, challenges, profiles, stories, storyChapters } from '../db/schema';
import { continuationMessages } from '../features/continuations/continuations.service';
import { STORY_GENERATION_MESSAGES } from '../features/stories/stories.service';
import { createOpenAiNarrator } from '../providers/speech/openai-speech';
import { sampleStoryText } from '../test-support/streaming-chat-server';
import { createTestApp, type TestApp, type TestUser } from '../test-support/test-app';

type Fault = 'rate-limit' | 'server-error' | 'timeout' | 'stall' | 'cut' | 'malformed' | 'empty';
type Mode = 'ok' | Fault;
const FAULTS: Fault[] = ['rate-limit', 'server-error', 'timeout', 'stall', 'cut', 'malformed', 'empty'];

const SPEECH_TIMEOUT = 'El servicio de voz tardó demasiado. Inténtalo de nuevo; no se ha descontado nada.';
const SPEECH_FAILED = 'No se pudo generar el audio. Inténtalo de nuevo; no se ha descontado nada.';

// --- the writer's provider: OpenAI chat completions, streamed and not --------------------------------

const STORY_TEXT = sampleStoryText(220, 'Lucía');
const writerState = { mode: 'ok' as Mode, requests: 0, text: STORY_TEXT };
const hanging = new Set<http.ServerResponse>();

function chunk(content: string | null, finish: string | null = null) {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function completion(content: string) {
  return JSON.stringify({ id: 'c1', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
}

const writerServer = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (d) => (raw += d));
  req.on('end', () => {
    writerState.requests++;
    const streamed = Boolean((JSON.parse(raw || '{}') as { stream?: boolean }).stream);
    const mode = writerState.mode;
    if (mode === 'rate-limit' || mode === 'server-error') {
      const status = mode === 'rate-limit' ? 429 : 500;
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '1' });
      res.end(JSON.stringify({ error: { message: mode === 'rate-limit' ? 'Rate limit reached' : 'The server had an error', type: 'server_error' } }));
      return;
    }
    if (mode === 'timeout') {
      hanging.add(res); // never answers
      return;
    }
    if (mode === 'stall') {
      res.writeHead(200, { 'content-type': streamed ? 'text/event-stream' : 'application/json' });
      res.flushHeaders();
      if (streamed) res.write(chunk('Lucía '));
      hanging.add(res); // headers, maybe a word, then silence
      return;
    }
    if (mode === 'cut') {
      if (streamed) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const words = STORY_TEXT.split(' ');
        res.write(chunk(`${words.slice(0, 60).join(' ')} `));
        setTimeout(() => res.socket?.destroy(), 5);
      } else {
        const body = completion(STORY_TEXT);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
        res.write(body.slice(0, body.length / 2));
        setTimeout(() => res.socket?.destroy(), 5);
      }
      return;
    }
    if (mode === 'malformed') {
      if (streamed) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: {"choices": [{"delta": {"content": "Lu\n\ndata: <html>Bad Gateway</html>\n\ndata: [DONE]\n\n');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('<html><body>502 Bad Gateway</body></html>');
      }
      return;
    }
    if (mode === 'empty') {
      if (streamed) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`${chunk(null, 'stop')}data: [DONE]\n\n`);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(completion(''));
      }
      return;
    }
    // ok
    if (streamed) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const words = writerState.text.match(/\S+\s*/g)!;
      for (let i = 0; i < words.length; i += 8) res.write(chunk(words.slice(i, i + 8).join('')));
      res.end(`${chunk(null, 'stop')}data: [DONE]\n\n`);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion(JSON.stringify({ options: ['Buscar la llave', 'Cruzar el río', 'Subir a la torre'] })));
    }
  });
});

// --- the narrator's provider: OpenAI /audio/speech answering MP3 -------------------------------------

function toneMp3(seconds: number): Buffer {
  const rate = 16000;
  const samples = new Int16Array(rate * seconds);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const encoder = new Mp3Encoder(1, rate, 32);
  return Buffer.concat([Buffer.from(encoder.encodeBuffer(samples)), Buffer.from(encoder.flush())]);
}
const TONE = toneMp3(1);
const speechState = { mode: 'ok' as Mode, requests: 0 };

const speechServer = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    speechState.requests++;
    const mode = speechState.mode;
    if (mode === 'rate-limit' || mode === 'server-error') {
      res.writeHead(mode === 'rate-limit' ? 429 : 500, { 'content-type': 'application/json', 'retry-after-ms': '1' });
      res.end(JSON.stringify({ error: { message: 'speech backend failed', type: 'server_error' } }));
      return;
    }
    if (mode === 'timeout') {
      hanging.add(res);
      return;
    }
    if (mode === 'stall') {
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(TONE.length) });
      res.write(TONE.subarray(0, 200));
      hanging.add(res);
      return;
    }
    if (mode === 'cut') {
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(TONE.length * 3) });
      res.write(TONE);
      setTimeout(() => res.socket?.destroy(), 5);
      return;
    }
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(Buffer.from('<html><body>Esto no es audio, es una página de error del proxy.</body></html>'.repeat(20)));
      return;
    }
    if (mode === 'empty') {
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': '0' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(TONE.length * 2) });
    res.end(Buffer.concat([TONE, TONE]));
  });
});

// --- the app ------------------------------------------------------------------------------------------

let t: TestApp;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

beforeAll(async () => {
  const writerUrl = await listen(writerServer);
  const speechUrl = await listen(speechServer);
  t = await createTestApp({
    env: { OPENAI_BASE_URL: writerUrl, OPENAI_API_KEY: 'clave-local', STORY_MODEL: 'modelo-local', WRITER_TIMEOUT_MS: '1500' },
    customize: (deps) => ({
      ...deps,
      narrator: createOpenAiNarrator({ baseUrl: speechUrl, apiKey: 'clave-local', model: 'gpt-4o-mini-tts', timeoutMs: 400, maxRetries: 1, maxChunkChars: 400 }),
    }),
  });
});

afterAll(async () => {
  await t?.close();
  for (const res of hanging) res.destroy();
  for (const server of [writerServer, speechServer]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function blobFiles(): string[] {
  const root = path.join(t.dataDir, 'blobs');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}

/** Everything a failed generation could leave behind for this user. */
async function leftovers(userId: string) {
  const storyRows = await t.db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId));
  const storyIds = storyRows.map((s) => s.id);
  const chapterRows = storyIds.length ? await t.db.select({ id: storyChapters.id }).from(storyChapters).where(inArray(storyChapters.storyId, storyIds)) : [];
  const challengeRows = storyIds.length ? await t.db.select({ id: challenges.id }).from(challenges).where(inArray(challenges.storyId, storyIds)) : [];
  const audioRows = await t.db.select({ key: audioFiles.publicUrl }).from(audioFiles).where(eq(audioFiles.userId, userId));
  const [profile] = await t.db
    .select({ stories: profiles.monthlyStoriesGenerated, voice: profiles.monthlyVoiceGenerationsUsed, credits: profiles.voiceCredits })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { stories: storyIds.length, chapters: chapterRows.length, challenges: challengeRows.length, audio: audioRows.length, files: blobFiles(), profile };
}

/** The events of a Server-Sent Events body. */
function events(text: string): { event: string; data: { error?: { code: string; message: string } } }[] {
  return text
    .split(/\n\n/)
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event:'))?.slice(6).trim() ?? 'message';
      return { event, data: JSON.parse(lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n')) };
    });
}

const choices = { genre: 'fantasy', moral: 'friendship', duration: 'short' };

/** A Free user with a character and one story (written while the providers work). */
async function family(): Promise<{ user: TestUser; characterId: string; story: Story }> {
  writerState.mode = 'ok';
  speechState.mode = 'ok';
  const user = await t.createReadyUser();
  const character = await t.json<{ character: Character }>('POST', '/api/characters', {
    cookie: user.cookie,
    body: { name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
  });
  const story = await t.json<{ story: Story }>('POST', '/api/stories', { cookie: user.cookie, body: { characterId: character.body.character.id, ...choices } });
  expect(story.status).toBe(201);
  return { user, characterId: character.body.character.id, story: story.body.story };
}

/** The Spanish message each fault must show for a generation with these messages. */
function expectedFailure(fault: Fault, messages: { unavailable: string; timeout: string; malformed: string }) {
  if (fault === 'timeout' || fault === 'stall') return { statuses: [504], messages: [messages.timeout] };
  if (fault === 'rate-limit' || fault === 'server-error') return { statuses: [502], messages: [messages.unavailable] };
  return { statuses: [502], messages: [messages.unavailable, messages.malformed] };
}

const tally = { writer: 0, narrator: 0 };

describe('writer faults', () => {
  it.each(FAULTS)('%s: nothing stored, nothing counted, the Spanish message, and the server keeps serving', async (fault) => {
    t.expectServerErrors();
    const { user, characterId, story } = await family();
    const before = await leftovers(user.id);
    expect(before).toMatchObject({ stories: 1, chapters: 1, challenges: 0, profile: { stories: 1 } });
    writerState.mode = fault;
    const requestsBefore = writerState.requests;

    const storyFailure = expectedFailure(fault, STORY_GENERATION_MESSAGES);
    const json = await t.json<{ error: { code: string; message: string } }>('POST', '/api/stories', { cookie: user.cookie, body: { characterId, ...choices } });
    expect(storyFailure.statuses, `story ${fault}`).toContain(json.status);
    expect(storyFailure.messages, `story ${fault}`).toContain(json.body.error.message);

    const sse = await t.request('POST', '/api/stories', { cookie: user.cookie, body: { characterId, ...choices }, headers: { accept: 'text/event-stream' } });
    const storyEvents = events(await sse.text());
    expect(storyEvents.map((e) => e.event)).not.toContain('done');
    expect(storyFailure.messages, `story stream ${fault}`).toContain(storyEvents.at(-1)?.data.error?.message);

    const chapterFailure = expectedFailure(fault, continuationMessages('free'));
    const chapter = await t.json<{ error: { message: string } }>('POST', `/api/stories/${story.id}/chapters`, { cookie: user.cookie, body: { method: 'free' } });
    expect(chapterFailure.statuses, `chapter ${fault}`).toContain(chapter.status);
    expect(chapterFailure.messages, `chapter ${fault}`).toContain(chapter.body.error.message);

    const customFailure = expectedFailure(fault, continuationMessages('custom'));
    const chapterSse = await t.request('POST', `/api/stories/${story.id}/chapters`, {
      cookie: user.cookie,
      body: { method: 'custom', customInput: 'Lucía encuentra un mapa del tesoro.' },
      headers: { accept: 'text/event-stream' },
    });
    const chapterEvents = events(await chapterSse.text());
    expect(chapterEvents.map((e) => e.event)).not.toContain('done');
    expect(customFailure.messages, `chapter stream ${fault}`).toContain(chapterEvents.at(-1)?.data.error?.message);

    const challenge = await t.json<{ error: { message: string } }>('POST', `/api/stories/${story.id}/challenges`, { cookie: user.cookie, body: { category: 'math' } });
    expect([502, 504], `challenge ${fault}`).toContain(challenge.status);
    expect(challenge.body.error.message).toBe(CHALLENGE_FAILED);

    // The options fall back to SPEC's three defaults: the screen always offers something.
    const options = await t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
    expect(options.status).toBe(200);
    expect(options.body.options.map((o) => o.summary)).toEqual(DEFAULT_CONTINUATION_OPTIONS.es);

    expect(writerState.requests, 'the provider was really asked').toBeGreaterThan(requestsBefore + 4);
    expect(await leftovers(user.id)).toEqual(before);
    const library = await t.json<{ stories: Story[] }>('GET', '/api/stories', { cookie: user.cookie });
    expect(library.body.stories.map((s) => s.id)).toEqual([story.id]);

    // The server keeps serving: the provider is back and a normal story is written and stored.
    writerState.mode = 'ok';
    const recovered = await t.json<{ story: Story }>('POST', '/api/stories', { cookie: user.cookie, body: { characterId, ...choices } });
    expect(recovered.status).toBe(201);
    expect(await leftovers(user.id)).toMatchObject({ stories: 2, chapters: 2, profile: { stories: 2 } });
    tally.writer++;
  });
});

describe('writer output with control characters', () => {
  it('stores the story without them: a NUL from the provider never ends in a 500', async () => {
    const { user, characterId } = await family();
    writerState.text = STORY_TEXT.replace(/ /g, (m, i: number) => (i % 7 === 0 ? ' \u0000' : i % 11 === 0 ? '\u0007 ' : m));
    try {
      const res = await t.json<{ story: Story }>('POST', '/api/stories', { cookie: user.cookie, body: { characterId, ...choices } });
      expect(res.status).toBe(201);
      const content = res.body.story.chapters[0].content;
      expect(content.includes('\u0000') || content.includes('\u0007')).toBe(false);
      expect(await leftovers(user.id)).toMatchObject({ stories: 2, chapters: 2, profile: { stories: 2 } });
    } finally {
      writerState.text = STORY_TEXT;
    }
  });
});

describe('narrator faults', () => {
  it.each(FAULTS)('%s: no audio row, no file, no quota, the Spanish message, and the server keeps serving', async (fault) => {
    t.expectServerErrors();
    const { user, story } = await family();
    const chapterId = story.chapters[0].id;
    const url = `/api/chapters/${chapterId}/narrations/la-hada`;
    const before = await leftovers(user.id);
    expect(before).toMatchObject({ audio: 0, profile: { voice: 0, credits: 0 } });
    speechState.mode = fault;
    const requestsBefore = speechState.requests;
    const expected = fault === 'timeout' || fault === 'stall' ? { status: 504, message: SPEECH_TIMEOUT } : { status: 502, message: SPEECH_FAILED };

    const json = await t.json<{ error: { code: string; message: string } }>('POST', url, { cookie: user.cookie });
    expect(json.status, `narration ${fault}`).toBe(expected.status);
    expect(json.body.error.message, `narration ${fault}`).toBe(expected.message);

    const sse = await t.request('POST', url, { cookie: user.cookie, headers: { accept: 'text/event-stream' } });
    const narrationEvents = events(await sse.text());
    expect(narrationEvents.map((e) => e.event)).not.toContain('done');
    expect(narrationEvents.at(-1)).toMatchObject({ event: 'error', data: { error: { message: expected.message } } });

    expect(speechState.requests, 'the provider was really asked').toBeGreaterThan(requestsBefore + 1);
    expect(await leftovers(user.id)).toEqual(before);
    const missing = await t.json<{ error: { code: string } }>('GET', url, { cookie: user.cookie });
    expect(missing.status).toBe(404);
    expect((await t.request('GET', `${url}/audio`, { cookie: user.cookie })).status).toBe(404);

    speechState.mode = 'ok';
    const recovered = await t.json('POST', url, { cookie: user.cookie });
    expect(recovered.status).toBe(201);
    const after = await leftovers(user.id);
    expect(after).toMatchObject({ audio: 1, profile: { voice: 1 } });
    expect(after.files.length).toBe(before.files.length + 1);
    const audio = await t.request('GET', `${url}/audio`, { cookie: user.cookie });
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer()).length).toBeGreaterThan(TONE.length);
    tally.narrator++;
  });

  it('tried every fault kind against both providers', () => {
    console.log(`provider faults: ${FAULTS.length} kinds (${FAULTS.join(', ')}) · writer ${tally.writer} · narrator ${tally.narrator}`);
    expect(tally).toEqual({ writer: FAULTS.length, narrator: FAULTS.length });
  });
});
