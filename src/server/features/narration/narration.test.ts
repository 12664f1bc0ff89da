import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { narrationGenerationEvents } from '../../../shared/contract/generation-events';
import type { Narration, Voice } from '../../../shared/contract/narration';
import type { Profile } from '../../../shared/contract/profile';
import { audioFiles, profiles, stories, storyChapters } from '../../db/schema';
import { readMp3 } from '../../lib/mp3';
import { createOpenAiNarrator } from '../../providers/speech/openai-speech';
import { createNarrationService } from './narration.service';
import { startFakeSpeech, type FakeSpeech, type SpeechRequest } from '../../test-support/fake-speech';
import { createApp } from '../../app';
import { TEST_ORIGIN, createTestApp, manualClock, type TestApp, type TestUser } from '../../test-support/test-app';

type ErrorBody = { error: { code: string; message: string } };

const SENTENCE = 'El pequeño dragón Lucas voló sobre el bosque encantado buscando a su amiga la luciérnaga. ';

async function createChapter(t: TestApp, userId: string, options: { content?: string; title?: string; language?: string } = {}) {
  const [story] = await t.db
    .insert(stories)
    .values({ userId, title: 'El dragón valiente', content: '', genre: 'adventure', moral: 'kindness', duration: 'short', language: options.language ?? 'es' })
    .returning();
  const [chapter] = await t.db
    .insert(storyChapters)
    .values({ storyId: story.id, chapterNumber: 1, title: options.title ?? 'El vuelo de Lucas', content: options.content ?? SENTENCE.repeat(12) })
    .returning();
  return { storyId: story.id, chapterId: chapter.id };
}

/** The events of a whole Server-Sent Events body. */
function sse(text: string): { event: string; data: Record<string, unknown> & { progress?: number } }[] {
  return text
    .split(/\n\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event:'))?.slice(6).trim() ?? 'message';
      const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
      return { event, data: JSON.parse(data) };
    });
}

describe('narration API (OpenAI-compatible narrator on a local speech server)', () => {
  let t: TestApp;
  let speech: FakeSpeech;
  const clock = manualClock();

  beforeAll(async () => {
    speech = await startFakeSpeech();
    t = await createTestApp({
      clock,
      customize: (deps) => ({
        ...deps,
        narrator: createOpenAiNarrator({ baseUrl: speech.baseUrl, apiKey: 'clave-local', model: 'gpt-4o-mini-tts', timeoutMs: 1500, maxRetries: 0, maxChunkChars: 300 }),
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });
  beforeEach(() => {
    speech.mode = 'ok';
    speech.delayMs = 0;
  });

  const url = (chapterId: string, voiceId = 'la-hada') => `/api/chapters/${chapterId}/narrations/${voiceId}`;
  const profileOf = async (u: TestUser) => (await t.json<{ profile: Profile }>('GET', '/api/profile', { cookie: u.cookie })).body.profile;
  const blobFile = (storyId: string, chapterId: string, voiceId: string) => path.join(t.dataDir, 'blobs', 'narrations', storyId, chapterId, `${voiceId}.mp3`);
  const generate = (u: TestUser, chapterId: string, voiceId = 'la-hada') => t.json<{ narration: Narration } & ErrorBody>('POST', url(chapterId, voiceId), { cookie: u.cookie });

  it('lists the voices with SPEC names, speeds and preview addresses, and nothing of the provider', async () => {
    const u = await t.createReadyUser();
    const res = await t.json<{ voices: (Voice & Record<string, unknown>)[] }>('GET', '/api/voices', { cookie: u.cookie });
    expect(res.status).toBe(200);
    const { voices } = res.body;
    expect(voices.length).toBeGreaterThanOrEqual(6);
    expect(voices.find((v) => v.name === 'El Sabio')).toMatchObject({ speed: 0.5, previewUrl: expect.stringMatching(/^\/api\/voices\/el-sabio\/preview\?v=[0-9a-f]{12}$/) });
    expect(voices.find((v) => v.name === 'La Hada')).toMatchObject({ speed: 1 });
    expect(voices.find((v) => v.name === 'El Animado')).toMatchObject({ speed: 1.2 });
    for (const v of voices) {
      expect(v).toEqual(expect.objectContaining({ id: expect.stringMatching(/^[a-z-]+$/), icon: expect.any(String), color: expect.any(String) }));
      expect(v.description).toMatch(/[a-záéíóúñ]/);
      expect(Object.keys(v)).not.toContain('providerVoice');
      expect(Object.keys(v)).not.toContain('instructions');
    }
  });

  it('makes a voice preview once with the narrator, then serves it from storage', async () => {
    const u = await t.createReadyUser();
    const before = speech.requests.length;
    const { voices } = (await t.json<{ voices: Voice[] }>('GET', '/api/voices', { cookie: u.cookie })).body;
    const previewUrl = voices.find((v) => v.id === 'el-sabio')!.previewUrl!;
    const first = await t.request('GET', previewUrl, { cookie: u.cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect(readMp3(new Uint8Array(await first.arrayBuffer()))).not.toBeNull();
    expect(speech.requests.length).toBe(before + 1);
    expect(speech.requests.at(-1)!.body).toMatchObject({ voice: 'ash', speed: 0.5 });
    const again = await t.request('GET', previewUrl, { cookie: u.cookie });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    expect(speech.requests.length).toBe(before + 1);
  });

  it('refuses a preview it cannot give with SPEC message', async () => {
    // This test makes the server fail on purpose: its 5xx answers are expected.
    t.expectServerErrors();
    const u = await t.createReadyUser();
    const unknown = await t.json<ErrorBody>('GET', '/api/voices/el-fantasma/preview', { cookie: u.cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Vista previa no disponible para esta voz');
    speech.mode = 'error';
    const failing = await t.json<ErrorBody>('GET', '/api/voices/el-animado/preview', { cookie: u.cookie });
    expect(failing.status).toBe(503);
    expect(failing.body.error.message).toBe('Vista previa no disponible para esta voz');
  });

  it('generates a narration, stores it under {storyId}/{chapterId}/{voiceId}.mp3 and counts it once', async () => {
    const u = await t.createReadyUser();
    const { storyId, chapterId } = await createChapter(t, u.id);
    expect((await t.json<ErrorBody>('GET', url(chapterId), { cookie: u.cookie })).body.error.message).toBe(
      'No hay audio grabado para esta voz y capítulo',
    );

    const res = await generate(u, chapterId);
    expect(res.status).toBe(201);
    const narration = res.body.narration;
    expect(narration).toMatchObject({ chapterId, voiceId: 'la-hada', audioUrl: `/api/chapters/${chapterId}/narrations/la-hada/audio` });
    expect(narration.durationSeconds).toBeGreaterThan(0);

    const [row] = await t.db.select().from(audioFiles).where(eq(audioFiles.chapterId, chapterId));
    expect(row).toMatchObject({ userId: u.id, voiceId: 'la-hada', publicUrl: `${storyId}/${chapterId}/la-hada.mp3` });
    const file = fs.readFileSync(blobFile(storyId, chapterId, 'la-hada'));
    expect(row.byteSize).toBe(file.length);
    expect(Math.round(readMp3(file)!.durationSeconds)).toBe(row.durationSeconds);
    expect((await profileOf(u)).voiceRemaining).toBe(1);

    const got = await t.json<{ narration: Narration }>('GET', url(chapterId), { cookie: u.cookie });
    expect(got.body.narration).toEqual(narration);
  });

  it('speaks the cleaned chapter, title first, in chunks, with the voice settings and Castilian instructions', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id, { title: '¡La cueva!', content: `«Hola» —dijo Lucas 🐉. ${SENTENCE.repeat(6)}` });
    const before = speech.requests.length;
    expect((await generate(u, chapterId, 'el-animado')).status).toBe(201);
    const sent = speech.requests.slice(before);
    expect(sent.length).toBeGreaterThan(1);
    // SPEC cleaner: the emoji goes, the space before it stays.
    expect(sent.map((r) => r.body.input).join(' ')).toMatch(/^La cueva!\nHola dijo Lucas \.\nEl pequeño dragón/);
    for (const r of sent) {
      expect(r.body.input!.length).toBeLessThanOrEqual(300);
      expect(r.body).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'ballad', speed: 1.2, response_format: 'mp3' });
      expect(r.body.instructions).toMatch(/interdental/);
      expect(r.body.instructions).toMatch(/energía/);
      expect(r.authorization).toBe('Bearer clave-local');
    }
  });

  it('streams real progress: 10 at the start, rising to at most 90 while speaking, 95 storing, 100 and the narration', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id, { content: SENTENCE.repeat(15) });
    const res = await t.request('POST', url(chapterId), { cookie: u.cookie, headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = sse(await res.text());
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data.progress as number);
    expect(progress[0]).toBe(10);
    expect(progress.slice(-2)).toEqual([95, 100]);
    const speaking = progress.slice(1, -2);
    expect(speaking.length).toBeGreaterThanOrEqual(3);
    expect(speaking.every((p) => p > 10 && p <= 90)).toBe(true);
    expect(speaking.at(-1)).toBe(90);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.narration).toMatchObject({ chapterId, voiceId: 'la-hada' });
    // What the page validates every event with: the server's stream passes it.
    for (const event of events) narrationGenerationEvents[event.event as keyof typeof narrationGenerationEvents].parse(event.data);
  });

  it('serves the audio with range requests for seeking', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id);
    await generate(u, chapterId);
    const audioUrl = `${url(chapterId)}/audio`;
    const full = await t.request('GET', audioUrl, { cookie: u.cookie });
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.headers.get('content-type')).toBe('audio/mpeg');
    const whole = Buffer.from(await full.arrayBuffer());
    expect(Number(full.headers.get('content-length'))).toBe(whole.length);
    const size = whole.length;

    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      [`bytes=10-${size + 500}`, 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await t.request('GET', audioUrl, { cookie: u.cookie, headers: { range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      const part = Buffer.from(await res.arrayBuffer());
      expect(part.equals(whole.subarray(start, end + 1)), range).toBe(true);
    }
    const head = await t.request('HEAD', audioUrl, { cookie: u.cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    for (const range of [`bytes=${size}-`, 'bytes=50-10', 'bytes=abc', 'bytes=-0']) {
      const res = await t.request('GET', audioUrl, { cookie: u.cookie, headers: { range } });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
      await res.arrayBuffer();
    }
  });

  it("answers another user's chapter exactly like a missing one", async () => {
    const owner = await t.createReadyUser();
    const other = await t.createReadyUser();
    const { chapterId } = await createChapter(t, owner.id);
    await generate(owner, chapterId);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, suffix] of [['GET', ''], ['POST', ''], ['GET', '/audio']] as const) {
      const theirs = await t.json<ErrorBody>(method, `${url(chapterId)}${suffix}`, { cookie: other.cookie });
      const none = await t.json<ErrorBody>(method, `${url(missing)}${suffix}`, { cookie: other.cookie });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(none.body);
    }
    expect((await t.json<ErrorBody>('GET', url('no-es-un-id'), { cookie: other.cookie })).status).toBe(404);
    expect((await profileOf(other)).voiceRemaining).toBe(2);
    expect((await t.request('GET', `${url(chapterId)}/audio`)).status).toBe(401);
  });

  it('refuses an unknown voice', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id);
    const res = await generate(u, chapterId, 'el-fantasma');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Voz no encontrada.');
  });

  it('gives the length of a narration stored without one, read from its MP3, and keeps it', async () => {
    const u = await t.createReadyUser();
    const { storyId, chapterId } = await createChapter(t, u.id);
    expect((await generate(u, chapterId)).status).toBe(201);
    // A row as an earlier version stored it: no length.
    await t.db.update(audioFiles).set({ durationSeconds: null }).where(eq(audioFiles.chapterId, chapterId));
    const expected = Math.round(readMp3(fs.readFileSync(blobFile(storyId, chapterId, 'la-hada')))!.durationSeconds);
    expect(expected).toBeGreaterThan(0);

    const got = await t.json<{ narration: Narration }>('GET', url(chapterId), { cookie: u.cookie });
    expect(got.status).toBe(200);
    expect(got.body.narration.durationSeconds).toBe(expected);
    const [row] = await t.db.select().from(audioFiles).where(eq(audioFiles.chapterId, chapterId));
    expect(row.durationSeconds).toBe(expected);
  });

  it('gives back an existing narration without speaking or counting again', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id);
    const first = await generate(u, chapterId);
    const before = speech.requests.length;
    const again = await generate(u, chapterId);
    expect(again.status).toBe(200);
    expect(again.body.narration).toEqual(first.body.narration);
    expect(speech.requests.length).toBe(before);
    expect((await profileOf(u)).voiceRemaining).toBe(1);
  });

  it('Free: 2 narrations a month, then credits, then the refusal — before any speech is made', async () => {
    const u = await t.createReadyUser();
    const chapters = await Promise.all([1, 2, 3, 4].map(() => createChapter(t, u.id)));
    expect((await generate(u, chapters[0].chapterId)).status).toBe(201);
    expect((await generate(u, chapters[1].chapterId)).status).toBe(201);
    const before = speech.requests.length;
    const refused = await generate(u, chapters[2].chapterId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'voice_limit', message: 'Límite de voz alcanzado' });
    expect(speech.requests.length).toBe(before);

    await t.db.update(profiles).set({ voiceCredits: 1 }).where(eq(profiles.id, u.id));
    expect((await generate(u, chapters[2].chapterId)).status).toBe(201);
    expect((await profileOf(u)).voiceCredits).toBe(0);
    expect((await generate(u, chapters[3].chapterId)).status).toBe(403);

    // A new month gives the plan's narrations back.
    clock.set('2026-12-01T10:00:00Z');
    try {
      expect((await generate(u, chapters[3].chapterId)).status).toBe(201);
    } finally {
      clock.set('2026-11-15T10:00:00Z');
    }
  });

  it('Premium: 20 narrations a month before credits', async () => {
    const u = await t.createReadyUser();
    await t.db
      .update(profiles)
      .set({ subscriptionStatus: 'active', monthlyVoiceGenerationsUsed: 19, voicePeriod: 'month:2026-11' })
      .where(eq(profiles.id, u.id));
    const a = await createChapter(t, u.id);
    const b = await createChapter(t, u.id);
    expect((await profileOf(u)).voiceRemaining).toBe(1);
    expect((await generate(u, a.chapterId)).status).toBe(201);
    const refused = await generate(u, b.chapterId);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('voice_limit');
  });

  it.each([
    ['error', 502, 'speech_failed'],
    ['not-audio', 502, 'speech_failed'],
    ['hang', 504, 'speech_timeout'],
  ] as const)('a speech server that answers %s stores nothing and costs nothing', async (mode, status, code) => {
    // This test makes the server fail on purpose: its 5xx answers are expected.
    t.expectServerErrors();
    const u = await t.createReadyUser();
    const { storyId, chapterId } = await createChapter(t, u.id);
    speech.mode = mode;
    const res = await generate(u, chapterId);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toMatch(/no se ha descontado nada/);
    expect(await t.db.select().from(audioFiles).where(eq(audioFiles.chapterId, chapterId))).toEqual([]);
    expect(fs.existsSync(blobFile(storyId, chapterId, 'la-hada'))).toBe(false);
    expect((await profileOf(u)).voiceRemaining).toBe(2);
    expect(t.logs.some((l) => l.includes('Error en generación de voz'))).toBe(true);
  });

  it('reports a failure inside the event stream', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id);
    speech.mode = 'error';
    const res = await t.request('POST', url(chapterId), { cookie: u.cookie, headers: { accept: 'text/event-stream' } });
    const events = sse(await res.text());
    expect(events[0]).toEqual({ event: 'progress', data: { progress: 10 } });
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { error: { code: 'speech_failed' } } });
    expect((await profileOf(u)).voiceRemaining).toBe(2);
  });

  it('generates the same chapter and voice once when asked twice at the same time', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id);
    speech.delayMs = 150;
    const before = speech.requests.length;
    const [a, b] = await Promise.all([
      generate(u, chapterId),
      t.request('POST', url(chapterId), { cookie: u.cookie, headers: { accept: 'text/event-stream' } }).then(async (r) => sse(await r.text())),
    ]);
    const single = speech.requests.length - before;
    expect(a.status).toBe(201);
    expect(b.at(-1)).toEqual({ event: 'done', data: { narration: a.body.narration } });
    const again = await createChapter(t, u.id);
    speech.delayMs = 0;
    const countBefore = speech.requests.length;
    await generate(u, again.chapterId);
    expect(single).toBe(speech.requests.length - countBefore); // one generation's worth of requests
    expect(await t.db.select().from(audioFiles).where(eq(audioFiles.chapterId, chapterId))).toHaveLength(1);
    expect((await profileOf(u)).voiceRemaining).toBe(0);
  });

  it('a story deleted while its narration is being made leaves no file, no row, no charge and no fault', async () => {
    const u = await t.createReadyUser();
    const { storyId, chapterId } = await createChapter(t, u.id);
    speech.delayMs = 120;
    const before = speech.requests.length;
    const logsBefore = t.logs.length;
    const generating = t
      .request('POST', url(chapterId), { cookie: u.cookie, headers: { accept: 'text/event-stream' } })
      .then(async (r) => sse(await r.text()));
    await vi.waitFor(() => expect(speech.requests.length).toBeGreaterThan(before), { timeout: 5_000, interval: 10 });
    expect((await t.request('DELETE', `/api/stories/${storyId}`, { cookie: u.cookie })).status).toBe(204);
    const events = await generating;
    speech.delayMs = 0;
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { error: { code: 'not_found' } } });
    expect(await t.deps.blobStore.list(`${storyId}/`)).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'blobs', 'narrations', storyId))).toBe(false);
    expect(await t.db.select().from(audioFiles).where(eq(audioFiles.chapterId, chapterId))).toHaveLength(0);
    expect((await profileOf(u)).voiceRemaining).toBe(2);
    expect(t.logs.slice(logsBefore).filter((l) => l.includes('Error en generación de voz'))).toEqual([]);
  });

  it('counts once when two server instances store the same narration at the same time', async () => {
    // A second app on the same database and storage: another instance behind the load balancer, with
    // its own in-process map. The database's primary key decides which one records the narration.
    const otherInstance = createApp(t.deps);
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id);
    speech.delayMs = 100;
    const post = (app: { request: (url: string, init: RequestInit) => Response | Promise<Response> }) =>
      Promise.resolve(app.request(url(chapterId), { method: 'POST', headers: { cookie: u.cookie, origin: TEST_ORIGIN } })).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { narration: Narration },
      }));
    const [a, b] = await Promise.all([post(t.app), post(otherInstance)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.narration).toEqual(b.body.narration);
    expect(await t.db.select().from(audioFiles).where(eq(audioFiles.chapterId, chapterId))).toHaveLength(1);
    expect((await profileOf(u)).voiceRemaining).toBe(1);
    const audio = await t.request('GET', a.body.narration.audioUrl, { cookie: u.cookie });
    expect(readMp3(new Uint8Array(await audio.arrayBuffer()))).not.toBeNull();
  });

  it("removes with the story a file no row names (stored just before a crash), and no other story's files", async () => {
    const u = await t.createReadyUser();
    const { storyId, chapterId } = await createChapter(t, u.id);
    const kept = await createChapter(t, u.id);
    await generate(u, chapterId);
    await generate(u, kept.chapterId);
    // The state a SIGKILL between storing the file and committing its row leaves: a file, no row.
    const orphan = `${storyId}/${chapterId}/el-sabio.mp3`;
    await t.deps.blobStore.put(orphan, new Uint8Array([0xff, 0xf3, 0x64, 0xc4]), 'audio/mpeg');
    expect((await t.deps.blobStore.list(`${storyId}/`)).sort()).toEqual([`${storyId}/${chapterId}/el-sabio.mp3`, `${storyId}/${chapterId}/la-hada.mp3`]);
    expect((await t.request('DELETE', `/api/stories/${storyId}`, { cookie: u.cookie })).status).toBe(204);
    expect(await t.deps.blobStore.list(`${storyId}/`)).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'blobs', 'narrations', storyId))).toBe(false);
    expect(fs.existsSync(blobFile(kept.storyId, kept.chapterId, 'la-hada'))).toBe(true);
  });

  it("leaves the files alone when someone else asks to delete the story", async () => {
    const u = await t.createReadyUser();
    const other = await t.createReadyUser();
    const { storyId, chapterId } = await createChapter(t, u.id);
    await generate(u, chapterId);
    expect((await t.request('DELETE', `/api/stories/${storyId}`, { cookie: other.cookie })).status).toBe(404);
    expect(fs.existsSync(blobFile(storyId, chapterId, 'la-hada'))).toBe(true);
  });

  it('removes the audio files when the story is deleted through the API', async () => {
    const u = await t.createReadyUser();
    const { storyId, chapterId } = await createChapter(t, u.id);
    await generate(u, chapterId);
    expect(fs.existsSync(blobFile(storyId, chapterId, 'la-hada'))).toBe(true);
    expect((await t.request('DELETE', `/api/stories/${storyId}`, { cookie: u.cookie })).status).toBe(204);
    expect(fs.existsSync(blobFile(storyId, chapterId, 'la-hada'))).toBe(false);
    expect((await t.json('GET', url(chapterId), { cookie: u.cookie })).status).toBe(404);
  });
});

/** Reads a streamed answer piece by piece, as a player does. */
function reader(res: Response) {
  const r = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const bytes: Uint8Array[] = [];
  const joined = () => new Uint8Array(Buffer.concat(bytes));
  return {
    /** The next chunk of bytes, or null at the end. */
    async next(): Promise<Uint8Array | null> {
      const { done, value } = await r.read();
      if (done) return null;
      bytes.push(value);
      text += decoder.decode(value, { stream: true });
      return value;
    },
    /** Everything up to the end. */
    async rest(): Promise<Uint8Array> {
      while ((await this.next()) !== null);
      return joined();
    },
    /** Server-Sent Events read until one named `event` has arrived (all of them so far). */
    async until(event: string) {
      const complete = () => sse(text.slice(0, Math.max(0, text.lastIndexOf('\n\n'))));
      while (!complete().some((e) => e.event === event)) {
        if ((await this.next()) === null) throw new Error(`the stream ended before '${event}':\n${text}`);
      }
      return complete();
    },
    get text() {
      return text;
    },
    get bytes() {
      return joined();
    },
  };
}

describe('live narration: the audio while it is being made', () => {
  let t: TestApp;
  let speech: FakeSpeech;
  // Long timeouts: these tests hold the speech server halfway on purpose, and time nothing.
  const narratorOptions = () => ({ baseUrl: speech.baseUrl, apiKey: 'clave-local', model: 'gpt-4o-mini-tts', timeoutMs: 60_000, maxRetries: 0, maxChunkChars: 300, firstChunkChars: 120 });

  beforeAll(async () => {
    speech = await startFakeSpeech();
    t = await createTestApp({ customize: (deps) => ({ ...deps, narrator: createOpenAiNarrator(narratorOptions()) }) });
  });
  afterAll(async () => {
    speech.release();
    await t.close();
    await speech.close();
  });
  beforeEach(() => {
    speech.release();
    speech.mode = 'ok';
  });

  const url = (chapterId: string, voiceId = 'la-hada') => `/api/chapters/${chapterId}/narrations/${voiceId}`;
  const startSse = (u: TestUser, chapterId: string) => t.request('POST', url(chapterId), { cookie: u.cookie, headers: { accept: 'text/event-stream' } });
  // Every chunk but the first, which starts with the chapter's title.
  const laterChunks = (r: SpeechRequest) => !r.body.input?.startsWith('El vuelo de Lucas');
  const rows = (chapterId: string) => t.db.select().from(audioFiles).where(eq(audioFiles.chapterId, chapterId));

  it('plays the first audio before synthesis ends, the whole of it for every listener, late ones too, and the stored file after', async () => {
    const u = await t.createReadyUser();
    const other = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id, { content: SENTENCE.repeat(15) });
    speech.holdWhen(laterChunks); // the first chunk is spoken; the rest wait until the test lets them go

    const events = reader(await startSse(u, chapterId));
    const soFar = await events.until('playable');
    expect(soFar.find((e) => e.event === 'playable')!.data).toEqual({ liveUrl: `${url(chapterId)}/live` });
    expect(soFar.some((e) => e.event === 'done')).toBe(false);

    const first = await t.request('GET', `${url(chapterId)}/live`, { cookie: u.cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect(first.headers.get('content-length')).toBeNull(); // sent as it is made
    const a = reader(first);
    const firstBytes = (await a.next())!;
    // Whole MP3 frames, playable on their own, while the rest of the chapter is not spoken yet.
    expect(readMp3(firstBytes)!.durationSeconds).toBeGreaterThan(1);
    await expect.poll(() => speech.held).toBeGreaterThan(0); // the next chunks are asked for, and held
    expect(await rows(chapterId)).toEqual([]);

    // A second listener, joining later, starts from the same beginning.
    const b = reader(await t.request('GET', `${url(chapterId)}/live`, { cookie: u.cookie }));
    expect(Buffer.from((await b.next())!).equals(Buffer.from(firstBytes))).toBe(true);

    // Someone else's chapter does not exist for them, in flight or not.
    const theirs = await t.json<ErrorBody>('GET', `${url(chapterId)}/live`, { cookie: other.cookie });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe('Capítulo no encontrado.');
    expect((await t.request('GET', `${url(chapterId)}/live`)).status).toBe(401);

    speech.release();
    await events.rest();
    const all = sse(events.text);
    expect(all.filter((e) => e.event === 'playable')).toHaveLength(1);
    expect(all.at(-1)!.event).toBe('done');
    const stored = new Uint8Array(await (await t.request('GET', `${url(chapterId)}/audio`, { cookie: u.cookie })).arrayBuffer());
    expect(readMp3(stored)).not.toBeNull();
    expect(Buffer.from(await a.rest()).equals(Buffer.from(stored))).toBe(true);
    expect(Buffer.from(await b.rest()).equals(Buffer.from(stored))).toBe(true);

    // Stored: the live address answers the stored file, whole and with its length.
    const after = await t.request('GET', `${url(chapterId)}/live`, { cookie: u.cookie });
    expect(after.status).toBe(200);
    expect(after.headers.get('content-length')).toBe(String(stored.byteLength));
    expect(Buffer.from(await after.arrayBuffer()).equals(Buffer.from(stored))).toBe(true);
  });

  it('answers 404 with SPEC message when there is neither a stored nor a narration in the making', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id);
    const res = await t.json<ErrorBody>('GET', `${url(chapterId)}/live`, { cookie: u.cookie });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'narration_not_found', message: 'No hay audio grabado para esta voz y capítulo' });
  });

  it('ends the live audio when synthesis fails halfway; nothing is stored or counted', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id, { content: SENTENCE.repeat(15) });
    speech.holdWhen(laterChunks);
    const events = reader(await startSse(u, chapterId));
    await events.until('playable');
    const live = reader(await t.request('GET', `${url(chapterId)}/live`, { cookie: u.cookie }));
    const firstBytes = (await live.next())!;
    speech.mode = 'error';
    speech.release();
    // The stream ends (it does not hang) with the audio there was.
    expect(Buffer.from(await live.rest()).equals(Buffer.from(firstBytes))).toBe(true);
    await events.rest();
    expect(sse(events.text).at(-1)).toMatchObject({ event: 'error', data: { error: { code: 'speech_failed' } } });
    expect(await rows(chapterId)).toEqual([]);
    expect((await t.json<{ profile: Profile }>('GET', '/api/profile', { cookie: u.cookie })).body.profile.voiceRemaining).toBe(2);
    expect((await t.request('GET', `${url(chapterId)}/live`, { cookie: u.cookie })).status).toBe(404);
  });

  it('tells a listener who joins the generation late that it is playable at once, and forgets the audio when it ends', async () => {
    const u = await t.createReadyUser();
    const { chapterId } = await createChapter(t, u.id, { content: SENTENCE.repeat(8) });
    // The service on its own, with the app's database and storage: its memory can be looked at.
    const service = createNarrationService({ db: t.db, narrator: createOpenAiNarrator(narratorOptions()), blobStore: t.deps.blobStore, clock: t.deps.clock, log: t.deps.log });
    const plan = await service.prepare(u.id, chapterId, 'la-hada');
    const { chapter, voice } = plan;
    speech.holdWhen(laterChunks);
    let firstPlayable = false;
    const running = service.generate(u.id, chapter, voice, plan.reservation, { onPlayable: () => (firstPlayable = true) });
    const live = service.liveNarration(u.id, chapterId, voice.id)!;
    await new Promise<void>((resolve) => live.onPlayable(resolve));
    expect(firstPlayable).toBe(true);
    let lateProgress = 0;
    let latePlayable = false;
    // Joining costs nothing: prepare takes no second unit while this process makes the narration.
    const joining = await service.prepare(u.id, chapterId, 'la-hada');
    expect(joining.reservation).toBeNull();
    const joined = service.generate(u.id, chapter, voice, joining.reservation, { onProgress: (p) => (lateProgress = p), onPlayable: () => (latePlayable = true) });
    expect(latePlayable).toBe(true);
    expect(lateProgress).toBeGreaterThanOrEqual(10); // told the progress so far at once
    expect(service.liveInMemory).toBe(1);
    speech.release();
    const [result, same] = await Promise.all([running, joined]);
    expect(same).toBe(result);
    expect(service.liveNarration(u.id, chapterId, voice.id)).toBeNull();
    expect(service.liveInMemory).toBe(0);
    expect(live.finished).toBe(true);
  });
});

describe('narration with the embedded narrator and an S3-compatible bucket', () => {
  it('narrates with espeak-ng by default and keeps the file in the bucket', async () => {
    const { startFakeS3 } = await import('../../test-support/fake-s3');
    const s3 = await startFakeS3();
    const t = await createTestApp({
      env: { S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto', S3_FORCE_PATH_STYLE: 'true' },
    });
    try {
      const health = await t.json<Record<string, unknown>>('GET', '/api/health');
      expect(health.body).toMatchObject({ speech: 'espeak-ng', storage: 's3' });
      const u = await t.createReadyUser();
      const { storyId, chapterId } = await createChapter(t, u.id, { content: SENTENCE.repeat(3) });
      const res = await t.json<{ narration: Narration }>('POST', `/api/chapters/${chapterId}/narrations/el-sabio`, { cookie: u.cookie });
      expect(res.status).toBe(201);
      const stored = s3.objects.get(`/narrations/${storyId}/${chapterId}/el-sabio.mp3`);
      expect(stored?.contentType).toBe('audio/mpeg');
      const info = readMp3(stored!.body)!;
      expect(info.sampleRate).toBe(22050);
      expect(res.body.narration.durationSeconds).toBe(Math.round(info.durationSeconds));
      const part = await t.request('GET', `${res.body.narration.audioUrl}`, { cookie: u.cookie, headers: { range: 'bytes=0-3' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(stored!.body.subarray(0, 4))).toBe(true);

      // Deleting the story empties its folder in the bucket, a file no row names included.
      s3.objects.set(`/narrations/${storyId}/${chapterId}/la-hada.mp3`, { body: Buffer.from('huérfano'), contentType: 'audio/mpeg' });
      expect((await t.request('DELETE', `/api/stories/${storyId}`, { cookie: u.cookie })).status).toBe(204);
      expect([...s3.objects.keys()].filter((k) => k.startsWith(`/narrations/${storyId}/`))).toEqual([]);
    } finally {
      await t.deps.narrator.close();
      await t.close();
      await s3.close();
    }
  });
});
