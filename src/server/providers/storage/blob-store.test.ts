import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test-support/fake-s3';
import { narrationKey, storyNarrationPrefix, type BlobStore } from './blob-store';
import { createLocalStore } from './local-store';
import { createS3Store } from './s3-store';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

describe.each(['local', 's3'] as const)('%s blob store', (kind) => {
  let store: BlobStore;
  let dir: string;
  let s3: FakeS3 | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-blobs-'));
    if (kind === 'local') {
      store = createLocalStore(dir);
    } else {
      s3 = await startFakeS3();
      store = createS3Store({
        bucket: 'narrations',
        endpoint: s3.url,
        region: 'us-east-1',
        accessKeyId: 'clave-de-prueba',
        secretAccessKey: 'secreto-de-prueba',
        forcePathStyle: true,
      });
    }
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const key = narrationKey('9b0d3b8e-1111-4c55-9d7e-0123456789ab', '4d3c2b1a-2222-4c55-9d7e-0123456789ab', 'la-hada');

  it('stores a file and reads it back whole, with its size and type', async () => {
    await store.put(key, bytes, 'audio/mpeg');
    expect(await store.head(key)).toEqual({ size: 1000, contentType: 'audio/mpeg' });
    const got = await store.get(key);
    expect(got?.size).toBe(1000);
    expect(got?.contentType).toBe('audio/mpeg');
    expect((await readAll(got!.body)).equals(bytes)).toBe(true);
  });

  it('reads a byte range and knows the total size', async () => {
    await store.put(key, bytes, 'audio/mpeg');
    const got = await store.get(key, { start: 100, end: 199 });
    expect(got?.size).toBe(1000);
    expect((await readAll(got!.body)).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await store.get(key, { start: 990, end: 999 });
    expect((await readAll(tail!.body)).equals(bytes.subarray(990))).toBe(true);
  });

  it('replaces a file whole and answers null for missing files', async () => {
    const other = 'previews/espeak-ng-v1/el-sabio.mp3';
    expect(await store.get(other)).toBeNull();
    expect(await store.head(other)).toBeNull();
    await store.put(other, Buffer.from('uno'), 'audio/mpeg');
    await store.put(other, Buffer.from('dos-dos'), 'audio/mpeg');
    expect((await readAll((await store.get(other))!.body)).toString()).toBe('dos-dos');
    await store.delete(other);
    expect(await store.head(other)).toBeNull();
    await store.delete(other); // deleting again is fine
  });

  it('refuses keys that could leave the store', async () => {
    for (const bad of ['../fuera.mp3', 'a/../../b.mp3', '/absoluta.mp3', 'a//b.mp3', '.oculto/x.mp3']) {
      await expect(store.put(bad, bytes, 'audio/mpeg')).rejects.toThrow(/Clave de almacenamiento no válida/);
    }
  });

  it("lists and removes every file under a story's folder, and nothing outside it", async () => {
    const storyA = '1a1a1a1a-1111-4c55-9d7e-0123456789ab';
    const storyB = '1a1a1a1a-1111-4c55-9d7e-0123456789ac'; // shares all but the last character
    const chapter = '4d3c2b1a-2222-4c55-9d7e-0123456789ab';
    const voices = ['la-hada', 'el-sabio', 'el-explorador', 'la-abuela-cuentacuentos', 'el-pirata'];
    const inA = voices.map((v) => narrationKey(storyA, chapter, v));
    for (const k of [...inA, narrationKey(storyB, chapter, 'la-hada'), 'previews/espeak-ng-v1/la-hada.mp3']) {
      await store.put(k, bytes, 'audio/mpeg');
    }
    if (s3) s3.pageSize = 2; // the listing comes in pages
    expect((await store.list(storyNarrationPrefix(storyA))).sort()).toEqual([...inA].sort());
    await store.deletePrefix(storyNarrationPrefix(storyA));
    expect(await store.list(storyNarrationPrefix(storyA))).toEqual([]);
    for (const k of inA) expect(await store.head(k)).toBeNull();
    expect(await store.head(narrationKey(storyB, chapter, 'la-hada'))).not.toBeNull();
    expect(await store.head('previews/espeak-ng-v1/la-hada.mp3')).not.toBeNull();
    await store.deletePrefix(storyNarrationPrefix(storyA)); // an empty folder is fine
    if (s3) s3.pageSize = 1000;
  });

  it('refuses a prefix that would name the whole store or leave it', async () => {
    for (const bad of ['', '/', 'sin-barra', '../', 'a/../', '/absoluto/']) {
      await expect(store.deletePrefix(bad)).rejects.toThrow(/Prefijo de almacenamiento no válido/);
      await expect(store.list(bad)).rejects.toThrow(/Prefijo de almacenamiento no válido/);
    }
  });

  if (kind === 'local') {
    it('removes with the folder the temporary file of a write cut short', async () => {
      const storyId = '2b2b2b2b-1111-4c55-9d7e-0123456789ab';
      const folder = path.join(dir, storyId, 'capitulo');
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, '.la-hada.mp3.0a1b2c3d4e5f.tmp'), bytes.subarray(0, 10));
      expect(await store.list(storyNarrationPrefix(storyId))).toEqual([]);
      await store.deletePrefix(storyNarrationPrefix(storyId));
      expect(fs.existsSync(path.join(dir, storyId))).toBe(false);
    });

    it('writes under DATA_DIR/blobs/<bucket>/<key> and leaves no temporary file behind', async () => {
      await store.put(key, bytes, 'audio/mpeg');
      const file = path.join(dir, ...key.split('/'));
      expect(fs.readFileSync(file).equals(bytes)).toBe(true);
      expect(fs.readdirSync(path.dirname(file))).toEqual(['la-hada.mp3']);
    });
  } else {
    it('signs every request and uses path-style addresses in the bucket', async () => {
      await store.put(key, bytes, 'audio/mpeg');
      expect(s3!.objects.has(`/narrations/${key}`)).toBe(true);
      expect(s3!.requests.every((r) => r.accessKeyId === 'clave-de-prueba')).toBe(true);
      const ranged = s3!.requests.filter((r) => r.method === 'GET' && r.range);
      expect(ranged.map((r) => r.range)).toContain('bytes=100-199');
    });

    it('removes a folder with ListObjectsV2 and DeleteObjects, not one request per file', async () => {
      const storyId = '3c3c3c3c-1111-4c55-9d7e-0123456789ab';
      for (const v of ['la-hada', 'el-sabio', 'el-pirata']) await store.put(narrationKey(storyId, 'capitulo', v), bytes, 'audio/mpeg');
      const before = s3!.requests.length;
      await store.deletePrefix(storyNarrationPrefix(storyId));
      const made = s3!.requests.slice(before);
      expect(made.map((r) => r.method)).toEqual(['GET', 'POST']);
      expect(made[0].query).toContain('list-type=2');
      expect(made[1].query).toContain('delete');
      expect([...s3!.objects.keys()].some((k) => k.includes(storyId))).toBe(false);
    });
  }
});
