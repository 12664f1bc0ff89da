// Sends a stored file through the API with HTTP range support (DESIGN decision 5): the player seeks by
// asking for byte ranges, and the file itself is never reachable at a public address.
import type { Context } from 'hono';
import { errorBody } from '../../lib/errors';
import type { BlobStore, ByteRange } from '../../providers/storage/blob-store';

export type RangeRequest = { kind: 'none' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads a Range header against a file of `size` bytes: one `bytes=` range (start-end, start-, -suffix).
 * Several ranges, or another unit, are answered with the whole file, which HTTP allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const value = header.trim();
  if (!value.toLowerCase().startsWith('bytes=')) return { kind: 'none' };
  const spec = value.slice(6).trim();
  if (spec.includes(',')) return { kind: 'none' };
  const match = spec.match(/^(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'unsatisfiable' };
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return { kind: 'unsatisfiable' };
  }
  if (start >= size) return { kind: 'unsatisfiable' };
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
