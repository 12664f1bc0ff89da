// Files in an S3-compatible bucket (AWS S3, MinIO, R2...). Keys as SPEC gives them:
// {storyId}/{chapterId}/{voiceId}.mp3 in bucket 'narrations'. An S3 PUT replaces the object whole, so
// readers never see half a file. The bucket stays private: the API streams the object to its owner.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, assertValidPrefix, type BlobContent, type BlobInfo, type BlobStore, type ByteRange } from './blob-store';

export interface S3StoreOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;
  }
  return false;
}

/** Total size from a Content-Range answer such as 'bytes 0-99/1234'. */
function totalFromContentRange(value: string | undefined): number | undefined {
  const match = value?.match(/\/(\d+)$/);
  return match ? Number(match[1]) : undefined;
}

export function createS3Store(options: S3StoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Many S3-compatible servers do not know the newer flexible checksums: send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const res = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of res.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    name: 's3',

    async put(key, data, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.byteLength }));
    },

    async get(key, range?: ByteRange): Promise<BlobContent | null> {
      assertValidKey(key);
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!res.Body) return null;
        const size = totalFromContentRange(res.ContentRange) ?? res.ContentLength ?? 0;
        return {
          size,
          contentType: res.ContentType ?? 'application/octet-stream',
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key): Promise<BlobInfo | null> {
      assertValidKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix) {
      assertValidPrefix(prefix);
      return listKeys(prefix);
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      // Listed first, then removed a page at a time (DeleteObjects takes up to 1000 keys).
      const keys = await listKeys(prefix);
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const res = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = res.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`No se pudieron borrar ${failed.length} archivos: ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
        }
      }
    },
  };
}
