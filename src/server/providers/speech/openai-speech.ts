// Narrator on any OpenAI-compatible /audio/speech endpoint (OpenAI itself, Kokoro-FastAPI, a Piper
// server...): one request per chunk of text, each answered with MP3 bytes. The key stays on the server
// (DESIGN decision 1).
import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { LANGUAGES, type LanguageId } from '../../../shared/catalogs';
import { splitForNarration } from '../../../shared/speech-text';
import { DEFAULT_PROVIDER_VOICE, type NarratorVoice } from '../../../shared/voices';
import { readMp3 } from '../../lib/mp3';
import { NarratorError, type NarrationPiece, type Narrator, type SynthesizeOptions } from './narrator';
import { openAiClient } from '../openai-client';

export interface OpenAiNarratorOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Retries of a failed request (429, 5xx, connection); the SDK's default is 2. */
  maxRetries?: number;
  /** Longest input per request. OpenAI accepts 4096 characters; smaller chunks report progress sooner. */
  maxChunkChars?: number;
  /** Longest first chunk: a short one is spoken (and playable) sooner. Default 250. */
  firstChunkChars?: number;
  /** Chunks requested at the same time; their audio is still handed over in text order. */
  concurrency?: number;
}

/** SPEC section 7: the narrator asks for Castilian Spanish with the z pronounced as the interdental sound. */
export const CASTILIAN_INSTRUCTION =
  'Eres un narrador de cuentos infantiles. Habla en español de España (castellano peninsular): pronuncia la z, y la c delante de e o i, con el sonido interdental /θ/, como en "zapato" y "cielo". Lee con claridad, calidez y expresividad, respetando las pausas de la puntuación.';

export function baseInstruction(language: LanguageId): string {
  if (language === 'es') return CASTILIAN_INSTRUCTION;
  const name = LANGUAGES.find((l) => l.id === language)?.englishName ?? 'the text’s language';
  return `You are a storyteller reading a children's story aloud. Read it in ${name} with a natural native accent, clearly, warmly and expressively, respecting the pauses of the punctuation.`;
}

/**
 * Only the gpt-4o-mini-tts family takes `instructions`; tts-1 and tts-1-hd refuse or ignore them, and
 * self-hosted servers (Kokoro, Piper) do not know the field.
 */
export function modelTakesInstructions(model: string): boolean {
  return /^gpt-4o(-mini)?-tts/i.test(model);
}

export function createOpenAiNarrator(options: OpenAiNarratorOptions): Narrator {
  const client = openAiClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, timeoutMs: options.timeoutMs, maxRetries: options.maxRetries ?? 2 });
  const maxChunkChars = options.maxChunkChars ?? 1500;
  const firstChunkChars = options.firstChunkChars ?? 250;
  const concurrency = Math.max(1, options.concurrency ?? 3);

  async function speakChunk(input: string, voice: NarratorVoice, opts: SynthesizeOptions): Promise<Uint8Array> {
    const instructions = modelTakesInstructions(options.model)
      ? `${baseInstruction(opts.language)}\n${voice.instructions}`
      : undefined;
    let bytes: Uint8Array;
    // The SDK's timeout ends at the headers: a body that stalls halfway is ended by this timer, which
    // covers the whole request (headers and audio).
    const chunkController = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      chunkController.abort();
    }, options.timeoutMs);
    const onOuterAbort = () => chunkController.abort();
    if (opts.signal?.aborted) chunkController.abort();
    else opts.signal?.addEventListener('abort', onOuterAbort, { once: true });
    try {
      const response = await client.audio.speech.create(
        {
          model: options.model,
          voice: voice.providerVoice || DEFAULT_PROVIDER_VOICE,
          input,
          speed: voice.speed,
          response_format: 'mp3',
          ...(instructions ? { instructions } : {}),
        },
        { signal: chunkController.signal },
      );
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (timedOut) throw new NarratorError('El servicio de voz tardó demasiado en responder.', 'timeout');
      throw toNarratorError(error, opts.signal);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onOuterAbort);
    }
    if (!readMp3(bytes)) {
      throw new NarratorError('El servicio de voz no devolvió un audio MP3 válido.', 'malformed');
    }
    return bytes;
  }

  return {
    name: 'openai-compatible',
    soundId: `openai-${options.model}`,
    maxChunkChars,
    async *synthesize(text: string, voice: NarratorVoice, opts: SynthesizeOptions): AsyncIterable<NarrationPiece> {
      const chunks = splitForNarration(text, maxChunkChars, firstChunkChars).filter((c) => c.trim() !== '');
      const total = chunks.reduce((n, c) => n + c.length, 0);
      // A few chunks are requested at once (a long chapter waits for about one request, not all of them
      // in a row); the pieces are still handed over in text order, each as soon as it and those before
      // it are there. A failure, or the caller stopping early, cancels the requests still running.
      const controller = new AbortController();
      const onAbort = () => controller.abort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      const inner: SynthesizeOptions = { ...opts, signal: controller.signal };
      const running: Promise<Uint8Array>[] = [];
      let launched = 0;
      const launch = () => {
        const request = speakChunk(chunks[launched].trim(), voice, inner);
        request.catch(() => undefined); // awaited below in order; a later one may fail first
        running.push(request);
        launched += 1;
      };
      let done = 0;
      try {
        while (launched < chunks.length && running.length < concurrency) launch();
        for (const chunk of chunks) {
          const audio = await running.shift()!;
          if (launched < chunks.length) launch();
          done += chunk.length;
          yield { audio, progress: done / total };
        }
      } finally {
        controller.abort();
        opts.signal?.removeEventListener('abort', onAbort);
      }
    },
    async close() {},
  };
}

function toNarratorError(error: unknown, signal?: AbortSignal): NarratorError {
  if (error instanceof NarratorError) return error;
  if (signal?.aborted || error instanceof APIUserAbortError) return new NarratorError('La generación del audio se canceló.', 'aborted');
  if (error instanceof APIConnectionTimeoutError) {
    return new NarratorError('El servicio de voz tardó demasiado en responder.', 'timeout');
  }
  if (error instanceof APIError) {
    return new NarratorError(`El servicio de voz respondió con un error${error.status ? ` (${error.status})` : ''}.`, 'unavailable');
  }
  return new NarratorError('No se pudo conectar con el servicio de voz.', 'unavailable');
}
