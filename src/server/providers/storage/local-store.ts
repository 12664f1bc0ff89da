// Files in a folder: DATA_DIR/blobs/<bucket>/<key>. A file is written beside its final name and renamed
// into place, so a reader never sees half a file (rename is atomic within one file system).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertValidKey, assertValidPrefix, type BlobContent, type BlobInfo, type BlobStore, type ByteRange } from './blob-store';

const CONTENT_TYPES: Record<string, string> = { '.mp3': 'audio/mpeg' };

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

export function createLocalStore(rootDir: string): BlobStore {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  /** The folder a prefix such as '{storyId}/' names. */
  const folderOf = (prefix: string) => {
    assertValidPrefix(prefix);
    return path.join(rootDir, ...prefix.slice(0, -1).split('/'));
  };

  return {
    name: 'local',

    async put(key, data) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // The temporary name starts with '.', which no key segment may: it can never be read as a key.
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await fs.promises.open(temp, 'w');
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.promises.rename(temp, file);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange): Promise<BlobContent | null> {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const stream = handle.createReadStream(range ? { start: range.start, end: Math.min(range.end, size - 1) } : {});
        return { size, contentType: contentTypeOf(key), body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key): Promise<BlobInfo | null> {
      try {
        const stat = await fs.promises.stat(fileOf(key));
        return { size: stat.size, contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },

    async list(prefix) {
      const keys: string[] = [];
      const walk = async (dir: string, keyPrefix: string): Promise<void> => {
        let entries: fs.Dirent[];
        try {
          entries = await fs.promises.readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (isMissing(error) || (error as NodeJS.ErrnoException)?.code === 'ENOTDIR') return;
          throw error;
        }
        for (const entry of entries) {
          // Names starting with '.' are temporary files of a write in progress (or cut short): not keys.
          if (entry.name.startsWith('.')) continue;
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${keyPrefix}${entry.name}/`);
          else if (entry.isFile()) keys.push(`${keyPrefix}${entry.name}`);
        }
      };
      await walk(folderOf(prefix), prefix);
      return keys;
    },

    async deletePrefix(prefix) {
      // The whole folder goes, with any temporary file a killed write left behind.
      await fs.promises.rm(folderOf(prefix), { recursive: true, force: true });
    },
  };
}
