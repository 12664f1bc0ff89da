// Sends a stored file through the API with HTTP range support (DESIGN decision 5): the player seeks by
// asking for byte ranges, and the file itself is never reachable at a public address.
import type { Context } from 'hono';
import parseRangeHeader from 'range-parser';
import { errorBody } from '../../lib/errors';
import type { BlobStore, ByteRange } from '../../providers/storage/blob-store';

export type RangeRequest = { kind: 'none' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/** A suffix range (`bytes=-N`) longer than the file. */
const SUFFIX_RANGE = /^bytes=\s*-\s*0*[1-9]\d*\s*$/i;

/**
 * Reads a Range header against a file of `size` bytes: one `bytes=` range (start-end, start-, -suffix).
 * Several ranges, or another unit, are answered with the whole file, which HTTP allows; a malformed or
 * unsatisfiable one with 416.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const value = header.trim();
  if (!/^bytes=/i.test(value) || value.includes(',')) return { kind: 'none' };
  const ranges = parseRangeHeader(size, value);
  if (ranges === -1 || ranges === -2) {
    // range-parser 1.3.0 refuses a suffix longer than the file, where HTTP means the whole file
    // (RFC 9110 section 14.1.2; fixed upstream after that release).
    if (ranges === -1 && size > 0 && SUFFIX_RANGE.test(value)) return { kind: 'range', range: { start: 0, end: size - 1 } };
    return { kind: 'unsatisfiable' };
  }
  const { start, end } = ranges[0]!;
  return { kind: 'range', range: { start, end } };
}

export async function serveBlob(
  c: Context,
  store: BlobStore,
  key: string,
  options: { missing: () => Response; cacheControl: string },
): Promise<Response> {
  const info = await store.head(key);
  if (!info) return options.missing();
  const common = {
    'Accept-Ranges': 'bytes',
    'Content-Type': info.contentType,
    'Cache-Control': options.cacheControl,
  };
  const request = parseRange(c.req.header('range'), info.size);
  if (request.kind === 'unsatisfiable') {
    return c.json(errorBody('range_not_satisfiable', 'El fragmento de audio pedido no existe.'), 416, {
      ...common,
      'Content-Range': `bytes */${info.size}`,
      'Content-Type': 'application/json',
    });
  }
  const range = request.kind === 'range' ? request.range : undefined;
  if (c.req.method === 'HEAD') {
    const length = range ? range.end - range.start + 1 : info.size;
    const headers: Record<string, string> = { ...common, 'Content-Length': String(length) };
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    return c.body(null, range ? 206 : 200, headers);
  }
  const content = await store.get(key, range);
  if (!content) return options.missing();
  if (range) {
    return c.body(content.body, 206, {
      ...common,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${content.size}`,
    });
  }
  return c.body(content.body, 200, { ...common, 'Content-Length': String(content.size) });
}
