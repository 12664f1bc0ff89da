// Crash: the real server process (`node --import tsx src/server/main.ts`, PGlite in a temp
// DATA_DIR) is killed with SIGKILL in the middle of a story and of a continuation (a local writer dripping tokens)
// and in the middle of a narration (a local speech server that takes its time), then restarted on the
// same DATA_DIR: the stale lock is taken over and the data is consistent — no chapter without its story,
// no story without chapter 1, audio rows only for files that exist, monthly counters equal to what is
// stored — read through the restarted server's API and by opening the PGlite folder once it stopped.
// A file stored just before a kill, whose row was never committed, goes when its story is deleted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../e2e/support/server';
import type { Character } from '../../shared/contract/characters';
import type { Narration } from '../../shared/contract/narration';
import type { Profile } from '../../shared/contract/profile';
import type { Story } from '../../shared/contract/stories';
import { openDatabase } from '../db/client';
import { audioFiles, profiles, stories, storyChapters } from '../db/schema';
import { startFakeSpeech, type FakeSpeech } from '../test-support/fake-speech';
import { latestMail } from '../test-support/outbox';
import { sampleStoryText, startStreamingChatServer } from '../test-support/streaming-chat-server';
import { httpClient, openEventStream } from './http-client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-crash-'));
const writerOptions = { text: () => sampleStoryText(160, 'Lucía'), tokenDelayMs: 0, wordsPerToken: 4 };
let writer: Awaited<ReturnType<typeof startStreamingChatServer>>;
let speech: FakeSpeech;
let server: RunningServer | undefined;
const http = httpClient(() => server!.url);

async function start(): Promise<RunningServer> {
  server = await startServer({
    dataDir,
    env: {
      OPENAI_BASE_URL: writer.baseUrl,
      OPENAI_API_KEY: 'clave-local',
      SPEECH_BASE_URL: speech.baseUrl,
      SPEECH_API_KEY: 'clave-local',
      WRITER_TIMEOUT_MS: '60000',
      SPEECH_TIMEOUT_MS: '60000',
    },
  });
  return server;
}

/** SIGKILL: no handler runs, the lock file and the database are left as they are. */
async function kill(s: RunningServer) {
  const exited = new Promise((resolve) => s.process.once('exit', resolve));
  s.process.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  writer = await startStreamingChatServer(writerOptions);
  speech = await startFakeSpeech();
});

afterAll(async () => {
  if (server && server.process.exitCode === null && server.process.signalCode === null) await server.stop();
  await writer?.close();
  await speech?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-generation', () => {
  it('restarts on the same DATA_DIR with consistent data after SIGKILL during a story, a continuation and a narration', { timeout: 180_000 }, async () => {
    let s = await start();
    const email = `crash${Date.now()}@example.com`;
    await http.signUp(email);
    const mail = await latestMail(s.mailDir, email, 'Confirma');
    const link = mail?.links.find((l) => l.includes('/verify-email'));
    expect(link).toBeDefined();
    expect((await fetch(link!, { redirect: 'manual' })).status).toBeLessThan(400);
    const cookie = await http.signIn(email);
    expect((await http.call('PUT', '/api/profile', { cookie, body: { language: 'es', childAge: 6, specialNeed: null } })).status).toBe(200);
    const character = await http.call<{ character: Character }>('POST', '/api/characters', {
      cookie,
      body: { name: 'Lucía', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
    });
    const characterId = character.body.character.id;
    const storyBody = { characterId, genre: 'fantasy', moral: 'friendship', duration: 'short' };
    const first = await http.call<{ story: Story }>('POST', '/api/stories', { cookie, body: storyBody });
    expect(first.status).toBe(201);
    const chapterId = first.body.story.chapters[0].id;
    expect((await http.call('POST', `/api/chapters/${chapterId}/narrations/la-hada`, { cookie })).status).toBe(201);

    // 1. Killed while the writer drips the story's words to the page.
    writerOptions.tokenDelayMs = 150;
    const streaming = await openEventStream(
      `${s.url}/api/stories`,
      { method: 'POST', headers: { origin: s.url, cookie, 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(storyBody) },
      (text) => (text.match(/event: delta/g) ?? []).length >= 3,
    );
    await kill(s);
    await streaming.finished;
    expect(streaming.text()).not.toContain('event: done');
    expect(fs.existsSync(path.join(dataDir, 'server.lock')), 'the killed server left its lock').toBe(true);

    // Restarted on the same folder: the stale lock is taken over.
    writerOptions.tokenDelayMs = 0;
    s = await start();
    const library = await http.call<{ stories: Story[] }>('GET', '/api/stories', { cookie });
    expect(library.status).toBe(200);
    expect(library.body.stories.map((st) => st.id)).toEqual([first.body.story.id]);
    const afterStoryCrash = await http.call<{ profile: Profile }>('GET', '/api/profile', { cookie });
    expect(afterStoryCrash.body.profile).toMatchObject({ monthlyStoriesGenerated: 1, monthlyVoiceGenerationsUsed: 1 });

    // 2. Killed while the writer drips a continuation: the story keeps its one chapter.
    writerOptions.tokenDelayMs = 150;
    const continuing = await openEventStream(
      `${s.url}/api/stories/${first.body.story.id}/chapters`,
      { method: 'POST', headers: { origin: s.url, cookie, 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify({ method: 'free' }) },
      (text) => (text.match(/event: delta/g) ?? []).length >= 3,
    );
    await kill(s);
    await continuing.finished;
    expect(continuing.text()).not.toContain('event: done');
    writerOptions.tokenDelayMs = 0;
    s = await start();
    const reread = await http.call<{ story: Story }>('GET', `/api/stories/${first.body.story.id}`, { cookie });
    expect(reread.body.story.chapters.map((c) => c.chapterNumber)).toEqual([1]);
    // The Free plan's one continuation was not spent by the crash.
    const continued = await http.call<{ chapter: { chapterNumber: number } }>('POST', `/api/stories/${first.body.story.id}/chapters`, { cookie, body: { method: 'free' } });
    expect(continued.status).toBe(201);
    expect(continued.body.chapter.chapterNumber).toBe(2);

    // 3. Killed while the speech service is still speaking the chapter.
    speech.delayMs = 20_000;
    const asked = speech.requests.length;
    const narrating = fetch(`${s.url}/api/chapters/${chapterId}/narrations/el-sabio`, {
      method: 'POST',
      headers: { origin: s.url, cookie, accept: 'text/event-stream' },
    })
      .then((res) => res.text())
      .catch((error: unknown) => String(error));
    for (let i = 0; i < 200 && speech.requests.length === asked; i++) await new Promise((r) => setTimeout(r, 50));
    expect(speech.requests.length).toBeGreaterThan(asked);
    await kill(s);
    expect(await narrating).not.toContain('event: done');

    speech.delayMs = 0;
    s = await start();
    // Nothing half-made is served, and the interrupted narration can simply be made again.
    expect((await http.call('GET', `/api/chapters/${chapterId}/narrations/el-sabio`, { cookie })).status).toBe(404);
    const kept = await http.call<{ narration: Narration }>('GET', `/api/chapters/${chapterId}/narrations/la-hada`, { cookie });
    expect(kept.status).toBe(200);
    expect((await fetch(`${s.url}${kept.body.narration.audioUrl}`, { headers: { cookie } })).status).toBe(200);
    const remade = await http.call('POST', `/api/chapters/${chapterId}/narrations/el-sabio`, { cookie });
    expect(remade.status).toBe(201);
    const second = await http.call<{ story: Story }>('POST', '/api/stories', { cookie, body: storyBody });
    expect(second.status).toBe(201);
    const profile = (await http.call<{ profile: Profile }>('GET', '/api/profile', { cookie })).body.profile;
    expect(profile).toMatchObject({ monthlyStoriesGenerated: 2, monthlyVoiceGenerationsUsed: 2 });

    // 4. Stopped, the PGlite folder is opened and read directly.
    await s.stop();
    expect(fs.existsSync(path.join(dataDir, 'server.lock')), 'a clean stop releases the lock').toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const storyRows = await database.db.select().from(stories);
      const chapterRows = await database.db.select().from(storyChapters);
      const audioRows = await database.db.select().from(audioFiles);
      const profileRows = await database.db.select().from(profiles);
      const storyIds = new Set(storyRows.map((r) => r.id));
      expect(storyRows).toHaveLength(2);
      expect(chapterRows).toHaveLength(3);
      expect(chapterRows.filter((c) => !storyIds.has(c.storyId)), 'chapters without their story').toEqual([]);
      for (const story of storyRows) {
        expect(chapterRows.some((c) => c.storyId === story.id && c.chapterNumber === 1), `story ${story.id} has chapter 1`).toBe(true);
      }
      const chapterIds = new Set(chapterRows.map((c) => c.id));
      expect(audioRows).toHaveLength(2);
      for (const row of audioRows) {
        expect(chapterIds.has(row.chapterId)).toBe(true);
        const file = path.join(dataDir, 'blobs', 'narrations', ...row.publicUrl.split('/'));
        expect(fs.existsSync(file), `audio file of ${row.voiceId}`).toBe(true);
        expect(fs.statSync(file).size).toBe(row.byteSize);
      }
      for (const p of profileRows) {
        const own = storyRows.filter((st) => st.userId === p.id);
        expect(p.monthlyStoriesGenerated).toBe(own.length);
        expect(p.monthlyVoiceGenerationsUsed).toBe(audioRows.filter((a) => a.userId === p.id).length);
      }
    } finally {
      await database.close();
    }

    // 5. A kill between storing a narration's file and committing its row leaves a file no row names.
    // That state, made by hand while the server is stopped: deleting the story still removes it.
    const firstId = first.body.story.id;
    const narrationsDir = path.join(dataDir, 'blobs', 'narrations');
    const orphan = path.join(narrationsDir, firstId, chapterId, 'el-explorador.mp3');
    fs.writeFileSync(orphan, fs.readFileSync(path.join(narrationsDir, firstId, chapterId, 'la-hada.mp3')));
    s = await start();
    expect((await http.call('GET', `/api/chapters/${chapterId}/narrations/el-explorador`, { cookie })).status).toBe(404);
    expect((await http.call('DELETE', `/api/stories/${firstId}`, { cookie })).status).toBe(204);
    expect(fs.existsSync(path.join(narrationsDir, firstId)), 'the deleted story leaves no audio folder').toBe(false);
    // The other story never had a narration: no story's audio file is left anywhere.
    const leftover = fs
      .readdirSync(narrationsDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !path.relative(narrationsDir, path.join(e.parentPath, e.name)).startsWith('previews'));
    expect(leftover.map((e) => e.name)).toEqual([]);
    await s.stop();
    server = undefined;
  });
});
