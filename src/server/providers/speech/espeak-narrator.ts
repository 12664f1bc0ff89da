// The embedded narrator (DESIGN section 5): espeak-ng compiled to WASM and the lamejs MP3 encoder, run
// in a worker thread (espeak-worker.mjs) so the server never blocks. Works offline with no keys. Each
// voice has its own espeak voice, variant, pitch and rate; the story's language picks the espeak language.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { LanguageId } from '../../../shared/catalogs';
import { splitForNarration } from '../../../shared/speech-text';
import type { NarratorVoice } from '../../../shared/voices';
import { NarratorError, type NarrationPiece, type Narrator, type SynthesizeOptions } from './narrator';

/** Chunks of this size take a few tenths of a second each: progress moves often, a cancel is quick. */
const ESPEAK_CHUNK_CHARS = 600;
/**
 * The first chunk (the title and the first sentence or two) is short: its audio exists well within a
 * second, so the page can start playing while the rest is spoken (playable within 2 s for any
 * chapter length). It lasts about ten seconds, far longer than the next chunk takes to make.
 */
const ESPEAK_FIRST_CHUNK_CHARS = 200;

const ESPEAK_LANGUAGES: Record<Exclude<LanguageId, 'es'>, string> = { en: 'en', fr: 'fr', de: 'de', it: 'it' };

/** The espeak-ng command-line arguments of a voice speaking a language. */
export function espeakArguments(voice: NarratorVoice, language: LanguageId): string[] {
  const base = language === 'es' ? voice.espeak.voice : ESPEAK_LANGUAGES[language];
  return ['-v', `${base}${voice.espeak.variant}`, '-p', String(voice.espeak.pitch), '-s', String(voice.espeak.rate)];
}

type WorkerMessage =
  | { type: 'piece'; id: string; index: number; audio: Uint8Array }
  | { type: 'end'; id: string }
  | { type: 'error'; id: string; message: string };

interface JobChannel {
  push(message: WorkerMessage): void;
  fail(error: NarratorError): void;
}

/** An idle worker is stopped after this long: its WASM instances and encoder give their memory back. */
const IDLE_WORKER_MS = 30_000;

export function createEspeakNarrator(options: { maxChunkChars?: number; firstChunkChars?: number; idleWorkerMs?: number } = {}): Narrator {
  const maxChunkChars = options.maxChunkChars ?? ESPEAK_CHUNK_CHARS;
  const firstChunkChars = options.firstChunkChars ?? ESPEAK_FIRST_CHUNK_CHARS;
  const idleWorkerMs = options.idleWorkerMs ?? IDLE_WORKER_MS;
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  const channels = new Map<string, JobChannel>();

  function failAll(error: NarratorError) {
    for (const channel of channels.values()) channel.fail(error);
    channels.clear();
  }

  function getWorker(): Worker {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (worker) return worker;
    const w = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    w.on('message', (message: WorkerMessage) => channels.get(message.id)?.push(message));
    w.on('error', () => {
      if (worker === w) worker = null;
      failAll(new NarratorError('El narrador integrado ha fallado.', 'unavailable'));
    });
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(new NarratorError('El narrador integrado se ha detenido.', 'unavailable'));
    });
    worker = w;
    return w;
  }

  /** The worker must not keep an idle process (or a test run) alive, nor its memory for long. */
  function updateRef() {
    const w = worker;
    if (!w) return;
    if (channels.size > 0) {
      w.ref();
      return;
    }
    w.unref();
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (worker === w && channels.size === 0) {
        worker = null;
        void w.terminate();
      }
    }, idleWorkerMs);
    idleTimer.unref();
  }

  return {
    name: 'espeak-ng',
    soundId: 'espeak-ng-v1',
    maxChunkChars,
    async *synthesize(text: string, voice: NarratorVoice, opts: SynthesizeOptions): AsyncIterable<NarrationPiece> {
      const chunks = splitForNarration(text, maxChunkChars, firstChunkChars).filter((c) => c.trim() !== '');
      if (chunks.length === 0) return;
      if (opts.signal?.aborted) throw new NarratorError('La generación del audio se canceló.', 'aborted');
      const total = chunks.reduce((n, c) => n + c.length, 0);
      const doneAfter: number[] = [];
      chunks.reduce((n, c, i) => (doneAfter[i] = n + c.length), 0);

      const id = randomUUID();
      const queue: (WorkerMessage | NarratorError)[] = [];
      let wake: (() => void) | null = null;
      const notify = () => {
        wake?.();
        wake = null;
      };
      channels.set(id, {
        push: (m) => {
          queue.push(m);
          notify();
        },
        fail: (e) => {
          queue.push(e);
          notify();
        },
      });
      const w = getWorker();
      updateRef();
      const onAbort = () => {
        w.postMessage({ type: 'cancel', id });
        queue.push(new NarratorError('La generación del audio se canceló.', 'aborted'));
        notify();
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      w.postMessage({ type: 'job', id, chunks: chunks.map((c) => c.trim()), args: espeakArguments(voice, opts.language) });

      let finished = false;
      try {
        for (;;) {
          if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          const item = queue.shift()!;
          if (item instanceof NarratorError) throw item;
          if (item.type === 'error') throw new NarratorError(`El narrador integrado no pudo generar el audio: ${item.message}`, 'unavailable');
          if (item.type === 'end') {
            finished = true;
            return;
          }
          yield { audio: item.audio, progress: doneAfter[item.index] / total };
        }
      } finally {
        opts.signal?.removeEventListener('abort', onAbort);
        // Stopped early (error, abort, or the caller gave up): the worker drops the rest of the job.
        if (!finished && worker === w) w.postMessage({ type: 'cancel', id });
        channels.delete(id);
        updateRef();
      }
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const w = worker;
      worker = null;
      failAll(new NarratorError('El narrador integrado se ha detenido.', 'aborted'));
      if (w) await w.terminate();
    },
  };
}
