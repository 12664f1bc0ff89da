import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_IDS, type LanguageId } from '../../../shared/catalogs';
import { cleanSpeechText } from '../../../shared/speech-text';
import { VOICES, findVoice } from '../../../shared/voices';
import { readMp3 } from '../../lib/mp3';
import { createEspeakNarrator, espeakArguments } from './espeak-narrator';
import { NarratorError, collectNarration } from './narrator';

const sabio = findVoice('el-sabio')!;
const sentence = 'El pequeño dragón voló sobre el bosque encantado y saludó a la luna. ';

describe('embedded espeak-ng narrator', () => {
  const narrator = createEspeakNarrator({ maxChunkChars: 200 });
  afterAll(() => narrator.close());

  it('produces a valid MP3 whose duration grows with the text', async () => {
    const short = await collectNarration(narrator.synthesize(cleanSpeechText(sentence), sabio, { language: 'es' }));
    const progress: number[] = [];
    const long = await collectNarration(narrator.synthesize(cleanSpeechText(sentence.repeat(6)), sabio, { language: 'es' }), (p) => progress.push(p));
    // MPEG audio frame sync: 11 set bits at the very start (lamejs writes no ID3 tag).
    expect(short[0]).toBe(0xff);
    expect(short[1] & 0xe0).toBe(0xe0);
    const a = readMp3(short)!;
    const b = readMp3(long)!;
    expect(a.sampleRate).toBe(22050);
    expect(a.durationSeconds).toBeGreaterThan(1);
    expect(b.durationSeconds).toBeGreaterThan(a.durationSeconds * 4);
    // Spoken in several chunks, each reported as it is done.
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
  });

  it('speaks a short first chunk first, so the first audio is ready soon, then larger ones', async () => {
    const text = cleanSpeechText(`El dragón y la luna. ${sentence.repeat(12)}`);
    const seconds: number[] = [];
    const defaults = createEspeakNarrator();
    try {
      for await (const piece of defaults.synthesize(text, findVoice('el-animado')!, { language: 'es' })) {
        seconds.push(readMp3(piece.audio)!.durationSeconds);
      }
    } finally {
      await defaults.close();
    }
    expect(seconds.length).toBeGreaterThanOrEqual(3);
    expect(seconds[0]).toBeGreaterThan(2); // a playable beginning, not a blip
    expect(seconds[0] * 2).toBeLessThan(seconds[1]);
  });

  it('gives each voice its own espeak voice, variant, pitch and rate, and speaks the story language', () => {
    const settings = VOICES.map((v) => espeakArguments(v, 'es').join(' '));
    expect(new Set(settings).size).toBe(VOICES.length);
    expect(espeakArguments(sabio, 'es')).toEqual(['-v', 'es+grandpa', '-p', '35', '-s', '135']);
    expect(espeakArguments(sabio, 'fr')[1]).toBe('fr+grandpa');
    expect(espeakArguments(findVoice('el-explorador')!, 'es')[1]).toBe('es-419+m7');
  });

  // One short sentence per story language, with the letters each language needs (kept by the cleaner).
  const shortSentences: Record<LanguageId, string> = {
    es: '¡El pingüino soñó con la montaña!',
    en: 'The little dragon flew over the forest.',
    fr: "Le petit garçon rêve d'étoiles.",
    de: 'Das Mädchen träumt von großen Sternen.',
    it: 'Il bambino sognava la città più bella.',
  };

  // Every voice, each speaking one of the languages in turn: every language and every voice is heard.
  const pairs = VOICES.map((voice, i) => ({ voice, language: LANGUAGE_IDS[(i + 1) % LANGUAGE_IDS.length] }));

  it('covers every story language and every voice, La Abuela Cuentacuentos and El Explorador included', () => {
    expect(new Set(pairs.map((p) => p.language))).toEqual(new Set(LANGUAGE_IDS));
    expect(pairs.map((p) => p.voice.name)).toEqual(expect.arrayContaining(['La Abuela Cuentacuentos', 'El Explorador']));
  });

  it.each(pairs.map((p) => [p.voice.name, p.language, p.voice] as const))('speaks a short sentence as %s in %s as a valid MP3', async (_name, language, voice) => {
    const audio = await collectNarration(narrator.synthesize(cleanSpeechText(shortSentences[language]), voice, { language }));
    expect(audio.byteLength).toBeGreaterThan(0);
    expect(audio[0]).toBe(0xff);
    expect(audio[1] & 0xe0).toBe(0xe0);
    const info = readMp3(audio);
    expect(info).not.toBeNull();
    expect(info!.durationSeconds).toBeGreaterThan(0.5);
  });

  it('sounds different for different voices', async () => {
    const text = cleanSpeechText(sentence);
    const [slow, fast] = await Promise.all([
      collectNarration(narrator.synthesize(text, sabio, { language: 'es' })),
      collectNarration(narrator.synthesize(text, findVoice('el-animado')!, { language: 'es' })),
    ]);
    expect(readMp3(slow)!.durationSeconds).toBeGreaterThan(readMp3(fast)!.durationSeconds);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pieces = narrator.synthesize(cleanSpeechText(sentence.repeat(10)), sabio, { language: 'es', signal: controller.signal });
    const error = await collectNarration(pieces, () => controller.abort()).catch((e) => e);
    expect(error).toBeInstanceOf(NarratorError);
    expect(error.kind).toBe('aborted');
    // The worker is still usable afterwards.
    expect(readMp3(await collectNarration(narrator.synthesize('Hola.', sabio, { language: 'es' })))).not.toBeNull();
  });

  it('speaks again after its idle worker was stopped', async () => {
    const quick = createEspeakNarrator({ idleWorkerMs: 10 });
    try {
      expect(readMp3(await collectNarration(quick.synthesize('Uno.', sabio, { language: 'es' })))).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 300)); // long past the idle limit
      expect(readMp3(await collectNarration(quick.synthesize('Dos.', sabio, { language: 'es' })))).not.toBeNull();
    } finally {
      await quick.close();
    }
  });
});
