// A local OpenAI-compatible speech server for tests and benchmarks: POST /v1/audio/speech answers MP3
// bytes (about one second of tone per 15 characters of input, real MP3 frames made with lamejs), or the
// failure the test asks for. A test can also hold requests back and let them go when it chooses, to
// look at a narration halfway through without timing anything.
import http from 'node:http';
import { listenLocally } from './local-server';
import { Mp3Encoder } from '@breezystack/lamejs';

export type FakeSpeechMode = 'ok' | 'error' | 'hang' | 'not-audio';

export interface SpeechRequest {
  path: string;
  authorization?: string;
  body: { model?: string; voice?: string; input?: string; speed?: number; instructions?: string; response_format?: string };
}

export interface FakeSpeech {
  /** Base URL to configure as SPEECH_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: SpeechRequest[];
  mode: FakeSpeechMode;
  /** Delay before each answer, in milliseconds. */
  delayMs: number;
  /** Delays for the next requests in arrival order (taken one per request), before falling back to delayMs. */
  delaySequence: number[];
  /**
   * Holds back every request the test picks (answered, with the mode of that moment, only at release());
   * the others are answered as usual.
   */
  holdWhen(pick: (request: SpeechRequest) => boolean): void;
  /**
   * Without `pick`: answers every held request and stops holding. With it: answers only the held requests
   * it picks, and keeps holding the others (and what holdWhen picks).
   */
  release(pick?: (request: SpeechRequest) => boolean): void;
  /** Requests held right now. */
  readonly held: number;
  close(): Promise<void>;
}

const SAMPLE_RATE = 16000;

/** One second of a quiet tone as MP3 frames; joined copies make a longer valid MP3. */
function oneSecondOfTone(): Buffer {
  const samples = new Int16Array(SAMPLE_RATE);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE));
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 32);
  return Buffer.concat([Buffer.from(encoder.encodeBuffer(samples)), Buffer.from(encoder.flush())]);
}

export async function startFakeSpeech(options: { mode?: FakeSpeechMode; delayMs?: number } = {}): Promise<FakeSpeech> {
  const tone = oneSecondOfTone();
  const requests: SpeechRequest[] = [];
  const state = { mode: options.mode ?? 'ok', delayMs: options.delayMs ?? 0 };
  const delaySequence: number[] = [];
  let holding: ((request: SpeechRequest) => boolean) | null = null;
  let held: { request: SpeechRequest; answer: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: SpeechRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // answered below as a bad request
      }
      const request: SpeechRequest = { path: req.url ?? '', authorization: req.headers.authorization, body };
      requests.push(request);
      const answer = () => {
        if (req.url !== '/v1/audio/speech' || req.method !== 'POST' || typeof body.input !== 'string') {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'bad request', type: 'invalid_request_error' } }));
          return;
        }
        if (state.mode === 'hang') return; // never answers: the client's timeout must end it
        if (state.mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'speech backend exploded', type: 'server_error' } }));
          return;
        }
        if (state.mode === 'not-audio') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ note: 'this is not audio' }));
          return;
        }
        const seconds = Math.max(1, Math.ceil(body.input.length / 15));
        const audio = Buffer.concat(Array.from({ length: seconds }, () => tone));
        res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.length });
        res.end(audio);
      };
      const delay = delaySequence.length > 0 ? delaySequence.shift()! : state.delayMs;
      const go = holding?.(request) ? () => held.push({ request, answer }) : answer;
      if (delay > 0) setTimeout(go, delay);
      else go();
    });
  });
  const { origin, close } = await listenLocally(server);
  return {
    baseUrl: `${origin}/v1`,
    requests,
    delaySequence,
    get mode() {
      return state.mode;
    },
    set mode(value: FakeSpeechMode) {
      state.mode = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    holdWhen(pick) {
      holding = pick;
    },
    release(pick) {
      if (!pick) holding = null;
      const waiting = pick ? held.filter((h) => pick(h.request)) : held;
      held = held.filter((h) => !waiting.includes(h));
      for (const { answer } of waiting) answer();
    },
    get held() {
      return held.length;
    },
    close,
  };
}
