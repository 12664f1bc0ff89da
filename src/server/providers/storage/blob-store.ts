// Where narrations (and voice previews) are kept (DESIGN section 1): a folder under DATA_DIR by default,
// an S3-compatible bucket when configured. Files are never public: the API reads them for their owner.

export interface BlobInfo {
  /** Total size of the stored file in bytes. */
  size: number;
  contentType: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface BlobContent extends BlobInfo {
  /** The requested bytes (the whole file, or the range asked for). */
  body: ReadableStream<Uint8Array>;
}

export interface BlobStore {
  /** 'local' or 's3', as /api/health reports it. */
  readonly name: string;
  /** Stores the whole file under the key; readers see the old file or the new one, never a half one. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file (or one byte range of it, within its size), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<BlobContent | null>;
  head(key: string): Promise<BlobInfo | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The keys of every file under a folder prefix such as '{storyId}/', in no particular order. */
  list(prefix: string): Promise<string[]>;
  /**
   * Removes every file under a folder prefix such as '{storyId}/', including files no database row
   * names (a narration stored just before the process was killed, before its row was written).
   */
  deletePrefix(prefix: string): Promise<void>;
}

/** Keys are paths of plain segments (ids, voice names): nothing that could leave the store's folder. */
export function assertValidKey(key: string): void {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) || key.split('/').some((s) => s === '..' || s === '.')) {
    throw new Error(`Clave de almacenamiento no válida: ${key}`);
  }
}

/** A folder prefix is a valid key followed by '/': never '' or '/', which would name the whole store. */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`Prefijo de almacenamiento no válido: ${prefix}`);
  try {
    assertValidKey(prefix.slice(0, -1));
  } catch {
    throw new Error(`Prefijo de almacenamiento no válido: ${prefix}`);
  }
}

/** The folder prefix of every narration of a story: '{storyId}/'. */
export function storyNarrationPrefix(storyId: string): string {
  return `${storyId}/`;
}

/** The storage key of a chapter's narration (SPEC section 7, bucket 'narrations'). */
export function narrationKey(storyId: string, chapterId: string, voiceId: string): string {
  return `${storyNarrationPrefix(storyId)}${chapterId}/${voiceId}.mp3`;
}
