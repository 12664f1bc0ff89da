// The embedded narrator's worker thread (DESIGN section 5): espeak-ng (WASM) turns each text chunk into
// PCM, lamejs encodes it as MP3. Both are CPU-bound for seconds, so they run here and the server's event
// loop never waits for them. Plain JavaScript on purpose: the worker is started the same way under tsx,
// vitest and plain node, without a TypeScript loader.
//
// Messages in:  { type: 'job', id, chunks: string[], args: string[] }  |  { type: 'cancel', id }
// Messages out: { type: 'piece', id, index, audio: Uint8Array }  (audio of chunk `index`; the last one
//               also carries the encoder's final frames)  |  { type: 'end', id }  |  { type: 'error', id, message }
//
// Several jobs share the worker fairly: it speaks one chunk of one job, then one chunk of the next.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';
import ESpeakNg from 'espeak-ng';

const MP3_KBPS = 48;
const ENCODE_BLOCK = 1152 * 16;

/** @type {Promise<WebAssembly.Module> | undefined} */
let compiled;
function wasmModule() {
  compiled ??= WebAssembly.compile(fs.readFileSync(fileURLToPath(new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng')))));
  return compiled;
}

/**
 * One espeak-ng run (the WASM program runs its main once per instance): text in, WAV out.
 * @param {string} text
 * @param {string[]} args
 */
async function speak(text, args) {
  const module = await wasmModule();
  const errors = [];
  const instance = await ESpeakNg({
    arguments: [...args, '-b', '1', '-w', '/out.wav', '-f', '/in.txt'],
    preRun: [(m) => m.FS.writeFile('/in.txt', text)],
    instantiateWasm: (imports, receive) => {
      WebAssembly.instantiate(module, imports).then((inst) => receive(inst));
      return {};
    },
    print: () => {},
    printErr: (line) => errors.push(line),
  });
  let wav;
  try {
    wav = instance.FS.readFile('/out.wav');
  } catch {
    throw new Error(`espeak-ng no produjo audio: ${errors.join(' ')}`);
  }
  return readWav(wav);
}

/** @param {Uint8Array} bytes */
function readWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 12;
  let sampleRate = 22050;
  while (pos + 8 <= bytes.length) {
    const id = String.fromCharCode(bytes[pos], bytes[pos + 1], bytes[pos + 2], bytes[pos + 3]);
    let size = view.getUint32(pos + 4, true);
    if (id === 'fmt ') sampleRate = view.getUint32(pos + 12, true);
    if (id === 'data') {
      // espeak may leave the size unset when writing a stream: take the rest of the file then.
      if (size === 0 || size === 0xffffffff || pos + 8 + size > bytes.length) size = bytes.length - pos - 8;
      const samples = new Int16Array(Math.floor(size / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(pos + 8 + i * 2, true);
      return { sampleRate, samples };
    }
    pos += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng produjo un WAV sin datos');
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** @type {Map<string, {id: string, chunks: string[], args: string[], index: number, encoder?: Mp3Encoder}>} */
const jobs = new Map();
let running = false;

async function runJobs() {
  if (running) return;
  running = true;
  try {
    while (jobs.size > 0) {
      for (const job of [...jobs.values()]) {
        if (!jobs.has(job.id)) continue; // cancelled meanwhile
        try {
          await speakNextChunk(job);
        } catch (error) {
          jobs.delete(job.id);
          parentPort.postMessage({ type: 'error', id: job.id, message: error instanceof Error ? error.message : String(error) });
        }
        // Let cancel messages in before the next chunk.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    running = false;
  }
}

async function speakNextChunk(job) {
  const index = job.index;
  const { sampleRate, samples } = await speak(job.chunks[index], job.args);
  if (!jobs.has(job.id)) return;
  job.encoder ??= new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const parts = [];
  for (let i = 0; i < samples.length; i += ENCODE_BLOCK) {
    const frames = job.encoder.encodeBuffer(samples.subarray(i, i + ENCODE_BLOCK));
    if (frames.length > 0) parts.push(frames);
  }
  const last = index === job.chunks.length - 1;
  if (last) parts.push(job.encoder.flush());
  const audio = concat(parts);
  job.index += 1;
  parentPort.postMessage({ type: 'piece', id: job.id, index, audio }, [audio.buffer]);
  if (last) {
    jobs.delete(job.id);
    parentPort.postMessage({ type: 'end', id: job.id });
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'job') {
    if (message.chunks.length === 0) {
      parentPort.postMessage({ type: 'end', id: message.id });
      return;
    }
    jobs.set(message.id, { id: message.id, chunks: message.chunks, args: message.args, index: 0 });
    void runJobs();
  } else if (message.type === 'cancel') {
    jobs.delete(message.id);
  }
});
