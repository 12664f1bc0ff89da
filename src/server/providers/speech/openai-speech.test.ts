import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanSpeechText, splitIntoChunks } from '../../../shared/speech-text';
import { findVoice } from '../../../shared/voices';
import { readMp3 } from '../../lib/mp3';
import { startFakeSpeech, type FakeSpeech } from '../../test-support/fake-speech';
import { NarratorError, collectNarration } from './narrator';
import { createOpenAiNarrator } from './openai-speech';

const hada = findVoice('la-hada')!;
const text = cleanSpeechText('Había una vez una hada que vivía en una flor. Cada mañana despertaba a las abejas. ¡Qué alegría! '.repeat(5));

describe('OpenAI-compatible narrator against a local /audio/speech server', () => {
  let speech: FakeSpeech;
  beforeAll(async () => {
    speech = await startFakeSpeech();
  });
  afterAll(() => speech.close());
  beforeEach(() => {
    speech.mode = 'ok';
    speech.requests.length = 0;
    speech.delaySequence.length = 0;
  });

  const narrator = (model = 'gpt-4o-mini-tts', extra: { timeoutMs?: number } = {}) =>
    createOpenAiNarrator({ baseUrl: speech.baseUrl, apiKey: 'sk-local', model, timeoutMs: extra.timeoutMs ?? 5000, maxRetries: 0, maxChunkChars: 200 });

  it('posts each chunk to /audio/speech and joins the MP3 answers in order', async () => {
    const pieces: { seconds: number; progress: number }[] = [];
    const audio = await collectNarration(
      (async function* () {
        for await (const piece of narrator().synthesize(text, hada, { language: 'es' })) {
          pieces.push({ seconds: readMp3(piece.audio)!.durationSeconds, progress: piece.progress });
          yield piece;
        }
      })(),
    );
    expect(speech.requests.length).toBeGreaterThan(1);
    expect(pieces.length).toBe(speech.requests.length);
    expect(speech.requests.every((r) => r.path === '/v1/audio/speech' && r.authorization === 'Bearer sk-local')).toBe(true);
    expect(speech.requests.map((r) => r.body.input).join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
    expect(speech.requests.every((r) => r.body.input!.length <= 200)).toBe(true);
    // One binary answer per chunk, joined in order: the whole lasts the sum of its pieces.
    const sum = pieces.reduce((n, p) => n + p.seconds, 0);
    expect(readMp3(audio)!.durationSeconds).toBeCloseTo(sum, 3);
    expect(pieces.at(-1)!.progress).toBe(1);
    const progress = pieces.map((p) => p.progress);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('asks for a few chunks at once but hands the audio over in text order', async () => {
    // Sentences of clearly different lengths: each chunk's audio lasts a different time.
    const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ');
    const varied = [3, 20, 8, 15, 2, 11].map((n) => `${words(n)}.`).join('\n');
    const expected = splitIntoChunks(varied, 200).filter((c) => c.trim() !== '');
    speech.delaySequence.push(400); // the first request answers last
    const seconds: number[] = [];
    await collectNarration(
      (async function* () {
        for await (const piece of narrator().synthesize(varied, hada, { language: 'es' })) {
          seconds.push(readMp3(piece.audio)!.durationSeconds);
          yield piece;
        }
      })(),
    );
    expect(seconds.length).toBe(expected.length);
    // The fake answers one tone unit per 15 characters: piece i must last as long as chunk i asks.
    const units = expected.map((c) => Math.max(1, Math.ceil(c.trim().length / 15)));
    expect(new Set(units).size).toBeGreaterThan(1);
    const unit = seconds.reduce((a, b) => a + b, 0) / units.reduce((a, b) => a + b, 0);
    units.forEach((n, i) => expect(seconds[i]).toBeCloseTo(n * unit, 3));
  });

  it('sends voice, speed and the Castilian base instruction plus the voice own to gpt-4o-mini-tts', async () => {
    await collectNarration(narrator().synthesize('Hola.', hada, { language: 'es' }));
    const body = speech.requests[0].body;
    expect(body).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'sage', speed: 1, input: 'Hola.', response_format: 'mp3' });
    expect(body.instructions).toMatch(/castellano/);
    expect(body.instructions).toMatch(/interdental/);
    expect(body.instructions).toContain(hada.instructions);
  });

  it('asks for the story language when it is not Spanish', async () => {
    await collectNarration(narrator().synthesize('Hello.', hada, { language: 'en' }));
    expect(speech.requests[0].body.instructions).toMatch(/in English/);
  });

  it.each(['tts-1', 'tts-1-hd', 'kokoro'])('never sends instructions to %s', async (model) => {
    await collectNarration(narrator(model).synthesize('Hola.', hada, { language: 'es' }));
    expect(speech.requests[0].body.model).toBe(model);
    expect(speech.requests[0].body).not.toHaveProperty('instructions');
  });

  it.each([
    ['error', 'unavailable'],
    ['not-audio', 'malformed'],
    ['hang', 'timeout'],
  ] as const)('turns a server that answers %s into a NarratorError (%s)', async (mode, kind) => {
    speech.mode = mode;
    const error = await collectNarration(narrator('gpt-4o-mini-tts', { timeoutMs: 400 }).synthesize('Hola.', hada, { language: 'es' })).catch((e) => e);
    expect(error).toBeInstanceOf(NarratorError);
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(/servicio de voz/);
  });
});
