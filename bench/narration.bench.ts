// Narration benchmark, for a short (~600-word) and a long (~1,600-word) chapter, with the embedded
// narrator (espeak-ng in its worker thread) and with the OpenAI-compatible narrator against a local
// speech server that waits a fixed time per request. From 'Generar Audio' (the POST with Accept:
// text/event-stream) it measures, as the page does it:
//   - first audio: the `playable` event, then the live address (GET .../live) until the client holds at
//     least one complete MP3 frame — the moment the player can start (the target: within 2 s for any length);
//   - full: the `done` event and the first bytes of the stored MP3 from the audio address.
// It checks that the live audio, read to its end, is byte for byte as long as the stored file. It also
// samples the server's resident memory (VmRSS of the server process) every 50 ms while it narrates.
//
// Run: npx tsx bench/narration.bench.ts [runs per case, default 3] [speech server delay in ms, default 300]
//      [embedded|remote: only that narrator]
// It starts the real server (npm start's entry point) on a free port with a temporary DATA_DIR.
import fs from 'node:fs';
import type { NarrationResponse } from '../src/shared/contract/narration';
import { readMp3 } from '../src/server/lib/mp3';
import { startFakeSpeech } from '../src/server/test-support/fake-speech';
import { startServer, type RunningServer } from '../e2e/support/server';
import { createConfirmedUser } from '../e2e/support/users';

const RUNS = Number(process.argv[2] ?? 3);
const DELAY_MS = Number(process.argv[3] ?? 300);
const ONLY = process.argv[4];

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

async function signedInCookie(server: RunningServer): Promise<string> {
  const user = await createConfirmedUser(server, 'bench');
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  await api(server, cookie, 'PUT', '/api/profile', { language: 'es', childAge: 6, specialNeed: null });
  return cookie;
}

async function api(server: RunningServer, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, origin: server.url, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A new user (Free: 2 narrations) with one story of the given duration; answers its first chapter. */
async function chapterFor(server: RunningServer, duration: 'short' | 'long') {
  const cookie = await signedInCookie(server);
  const { character } = await api(server, cookie, 'POST', '/api/characters', {
    name: 'Lucas',
    hobbies: ['magic'],
    personality: 'valiente,curioso',
    profession: 'explorer',
  });
  const { story } = await api(server, cookie, 'POST', '/api/stories', { characterId: character.id, genre: 'adventure', moral: 'friendship', duration });
  const chapter = story.chapters[0] as { id: string; content: string };
  return { cookie, chapterId: chapter.id as string, words: chapter.content.split(/\s+/).filter(Boolean).length };
}

interface Sample {
  ms: number;
  /** Request → the client holds a complete MP3 frame from the live address. */
  firstAudioMs: number;
  /** Seconds of audio in what the client held at that moment. */
  firstAudioSeconds: number;
  firstProgressMs: number;
  progressEvents: number;
  peakRssMb: number;
  baseRssMb: number;
  audioSeconds: number;
  words: number;
}

async function narrateOnce(server: RunningServer, duration: 'short' | 'long', voiceId: string): Promise<Sample> {
  const { cookie, chapterId, words } = await chapterFor(server, duration);
  const pid = server.process.pid!;
  const baseRssMb = rssMb(pid);
  let peakRssMb = baseRssMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid));
  }, 50);
  const started = performance.now();
  let firstProgressMs = 0;
  let progressEvents = 0;
  let live: Promise<LiveReading> | null = null;
  try {
    const res = await fetch(`${server.url}/api/chapters/${chapterId}/narrations/${voiceId}`, {
      method: 'POST',
      headers: { cookie, origin: server.url, accept: 'text/event-stream' },
    });
    if (!res.ok || !res.body) throw new Error(`POST narration: ${res.status} ${await res.text()}`);
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      const count = (text.match(/event: progress/g) ?? []).length;
      if (count > 0 && firstProgressMs === 0) firstProgressMs = performance.now() - started;
      progressEvents = count;
      // The page starts the live audio as soon as it is told it is playable; so does the bench.
      const playable = live ? undefined : eventData<{ liveUrl: string }>(text, 'playable');
      if (playable) {
        live = readLive(`${server.url}${playable.liveUrl}`, cookie, started);
        live.catch(() => undefined); // awaited below
      }
    }
    const done = eventData<NarrationResponse>(text, 'done');
    if (!done) throw new Error(`no done event:\n${text}`);
    if (!live) throw new Error(`no playable event:\n${text}`);
    // Full: the player asks the stored file's address for its first bytes.
    const audio = await fetch(`${server.url}${done.narration.audioUrl}`, { headers: { cookie, range: 'bytes=0-1023' } });
    if (audio.status !== 206) throw new Error(`audio: ${audio.status}`);
    await audio.arrayBuffer();
    const ms = performance.now() - started;
    const reading = await live;
    if (reading.bytes !== done.narration.byteSize) {
      throw new Error(`the live audio (${reading.bytes} bytes) is not the stored file (${done.narration.byteSize} bytes)`);
    }
    return {
      ms,
      firstAudioMs: reading.firstFrameMs,
      firstAudioSeconds: reading.firstSeconds,
      firstProgressMs,
      progressEvents,
      peakRssMb,
      baseRssMb,
      audioSeconds: done.narration.durationSeconds ?? 0,
      words,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The data of the first event named `name` among the complete events of an SSE text. */
function eventData<T>(text: string, name: string): T | undefined {
  const complete = text.slice(0, Math.max(0, text.lastIndexOf('\n\n')));
  const block = complete.split('\n\n').find((b) => b.startsWith(`event: ${name}\n`));
  return block ? JSON.parse(block.split('\n').find((l) => l.startsWith('data:'))!.slice(5)) : undefined;
}

interface LiveReading {
  firstFrameMs: number;
  firstSeconds: number;
  bytes: number;
}

/** Reads the live audio to its end; notes when the first complete MP3 frame was in hand. */
async function readLive(url: string, cookie: string, started: number): Promise<LiveReading> {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`live: ${res.status} ${await res.text()}`);
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let firstFrameMs = 0;
  let firstSeconds = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    parts.push(chunk);
    bytes += chunk.byteLength;
    if (firstFrameMs === 0) {
      const info = readMp3(new Uint8Array(Buffer.concat(parts)));
      if (info) {
        firstFrameMs = performance.now() - started;
        firstSeconds = info.durationSeconds;
      }
    }
  }
  if (firstFrameMs === 0) throw new Error('the live audio held no MP3 frame');
  return { firstFrameMs, firstSeconds, bytes };
}

function summary(label: string, samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  const first = samples.map((s) => s.firstAudioMs).sort((a, b) => a - b);
  const fmt = (n: number) => (n / 1000).toFixed(2);
  return {
    case: label,
    words: samples[0].words,
    'audio (s)': samples[0].audioSeconds,
    'first audio median (s)': fmt(first[Math.floor(first.length / 2)]),
    'first audio max (s)': fmt(first[first.length - 1]),
    'first audio holds (s)': Math.round(Math.min(...samples.map((s) => s.firstAudioSeconds))),
    'full median (s)': fmt(median),
    'full min (s)': fmt(ms[0]),
    'full max (s)': fmt(ms[ms.length - 1]),
    'first progress (s)': fmt(samples.map((s) => s.firstProgressMs).sort((a, b) => a - b)[Math.floor(samples.length / 2)]),
    'progress events': samples[0].progressEvents,
    'RSS before (MB)': Math.round(Math.min(...samples.map((s) => s.baseRssMb))),
    'RSS peak (MB)': Math.round(Math.max(...samples.map((s) => s.peakRssMb))),
  };
}

async function measure(server: RunningServer, label: string) {
  const rows = [];
  // One warm-up narration: the first one also starts the worker and compiles the WASM.
  const warm = await narrateOnce(server, 'short', 'la-hada');
  console.log(
    `${label}: warm-up (first narration after start, ${warm.words} words) first audio ${(warm.firstAudioMs / 1000).toFixed(2)} s, full ${(warm.ms / 1000).toFixed(2)} s, RSS peak ${Math.round(warm.peakRssMb)} MB`,
  );
  for (const duration of ['short', 'long'] as const) {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await narrateOnce(server, duration, i % 2 ? 'el-animado' : 'la-hada'));
    rows.push(summary(`${label} · ${duration}`, samples));
  }
  return rows;
}

async function main() {
  const rows: ReturnType<typeof summary>[] = [];
  if (ONLY !== 'remote') await benchEmbedded(rows);
  if (ONLY !== 'embedded') await benchRemote(rows);
  console.table(rows);
  // Machine-readable rows for bench/run.ts's combined table (target: playable within 2 s).
  for (const r of rows) {
    const first = Number(r['first audio median (s)']);
    const full = Number(r['full median (s)']);
    const row = (metric: string, value: number, target?: string, ok?: boolean) =>
      console.log(`BENCH_ROW ${JSON.stringify({ bench: 'narration', case: `${r.case} (${r.words} palabras)`, metric, value, unit: 's', target, ok })}`);
    row('petición → primer audio reproducible (en directo), mediana', first, '< 2', first < 2);
    row('petición → archivo completo guardado, mediana', full);
  }
}

async function benchEmbedded(rows: ReturnType<typeof summary>[]) {
  const embedded = await startServer();
  try {
    rows.push(...(await measure(embedded, 'espeak-ng (embedded)')));
    // The idle worker is stopped after 30 s: memory goes back down.
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    console.log(`espeak-ng server RSS 35 s after the last narration: ${Math.round(rssMb(embedded.process.pid!))} MB`);
  } finally {
    await embedded.stop();
  }
}

async function benchRemote(rows: ReturnType<typeof summary>[]) {
  const speech = await startFakeSpeech({ delayMs: DELAY_MS });
  const remote = await startServer({ env: { SPEECH_BASE_URL: speech.baseUrl, SPEECH_API_KEY: 'clave-local', SPEECH_MODEL: 'gpt-4o-mini-tts' } });
  try {
    const before = speech.requests.length;
    rows.push(...(await measure(remote, `speech server (${DELAY_MS} ms/request)`)));
    console.log(`speech server requests: ${speech.requests.length - before}`);
  } finally {
    await remote.stop();
    await speech.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
