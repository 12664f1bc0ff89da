// A tiny S3-compatible server for tests: path-style PUT, GET (with Range), HEAD and DELETE of objects,
// ListObjectsV2 (paged by `pageSize`) and DeleteObjects on the bucket, XML answers and errors as S3 sends
// them. It keeps objects in memory and checks each request is SigV4-signed.
import http from 'node:http';
import { listenLocally } from './local-server';

export interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string; query: string; range?: string; accessKeyId?: string }[];
  /** The most keys one ListObjectsV2 page holds (S3's own limit is 1000). */
  pageSize: number;
  close(): Promise<void>;
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function xmlUnescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

function xmlAnswer(res: http.ServerResponse, body: string) {
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

function xmlError(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const fake = { pageSize: 1000 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const objectPath = decodeURIComponent(url.pathname); // /bucket/key...
    const accessKeyId = req.headers.authorization?.match(/Credential=([^/]+)\//)?.[1];
    requests.push({ method: req.method ?? '', path: objectPath, query: url.search, range: req.headers.range, accessKeyId });
    // A request on the bucket itself ('/bucket' or '/bucket/'): a listing or a batch delete.
    const bucket = objectPath.match(/^\/([^/]+)\/?$/)?.[1];
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
      xmlError(res, 403, 'AccessDenied', 'Unsigned request');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (bucket !== undefined) {
        if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
          listObjects(res, bucket, url.searchParams);
          return;
        }
        if (req.method === 'POST' && url.searchParams.has('delete')) {
          deleteObjects(res, bucket, Buffer.concat(chunks).toString('utf8'), req.headers);
          return;
        }
        xmlError(res, 405, 'MethodNotAllowed', 'Not supported by the fake');
        return;
      }
      const existing = objects.get(objectPath);
      switch (req.method) {
        case 'PUT': {
          objects.set(objectPath, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] ?? 'application/octet-stream' });
          res.writeHead(200, { etag: '"fake"' });
          res.end();
          return;
        }
        case 'HEAD': {
          if (!existing) {
            res.writeHead(404);
            res.end();
            return;
          }
          res.writeHead(200, { 'content-length': existing.body.length, 'content-type': existing.contentType, 'accept-ranges': 'bytes' });
          res.end();
          return;
        }
        case 'GET': {
          if (!existing) {
            xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
            return;
          }
          const size = existing.body.length;
          const match = req.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
          if (match) {
            const start = Number(match[1]);
            const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
            if (start >= size || end < start) {
              xmlError(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
              return;
            }
            res.writeHead(206, {
              'content-length': end - start + 1,
              'content-range': `bytes ${start}-${end}/${size}`,
              'content-type': existing.contentType,
            });
            res.end(existing.body.subarray(start, end + 1));
            return;
          }
          res.writeHead(200, { 'content-length': size, 'content-type': existing.contentType });
          res.end(existing.body);
          return;
        }
        case 'DELETE': {
          objects.delete(objectPath);
          res.writeHead(204);
          res.end();
          return;
        }
        default:
          xmlError(res, 405, 'MethodNotAllowed', 'Not supported by the fake');
      }
    });
  });

  /** ListObjectsV2: keys in order, `pageSize` at a time, the next page named by a continuation token. */
  function listObjects(res: http.ServerResponse, bucket: string, params: URLSearchParams) {
    const prefix = params.get('prefix') ?? '';
    const after = params.get('continuation-token') ?? params.get('start-after') ?? '';
    const maxKeys = Math.min(Number(params.get('max-keys') ?? 1000), fake.pageSize);
    const keys = [...objects.keys()]
      .filter((p) => p.startsWith(`/${bucket}/`))
      .map((p) => p.slice(bucket.length + 2))
      .filter((k) => k.startsWith(prefix) && k > after)
      .sort();
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page
      .map((k) => {
        const size = objects.get(`/${bucket}/${k}`)!.body.length;
        return `<Contents><Key>${xmlEscape(k)}</Key><Size>${size}</Size><ETag>"fake"</ETag><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    xmlAnswer(
      res,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix>` +
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}` +
        (truncated ? `<NextContinuationToken>${xmlEscape(page[page.length - 1])}</NextContinuationToken>` : '') +
        `</ListBucketResult>`,
    );
  }

  /** DeleteObjects: S3 refuses the batch without a checksum of the body (Content-MD5 or x-amz-checksum-*). */
  function deleteObjects(res: http.ServerResponse, bucket: string, body: string, headers: http.IncomingHttpHeaders) {
    if (!headers['content-md5'] && !Object.keys(headers).some((h) => h.startsWith('x-amz-checksum-'))) {
      xmlError(res, 400, 'InvalidRequest', 'Missing required header for this request: Content-MD5');
      return;
    }
    const keys = [...body.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => xmlUnescape(m[1]));
    if (keys.length > 1000) {
      xmlError(res, 400, 'MalformedXML', 'More than 1000 keys');
      return;
    }
    for (const key of keys) objects.delete(`/${bucket}/${key}`);
    const quiet = /<Quiet>true<\/Quiet>/.test(body);
    const deleted = quiet ? '' : keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('');
    xmlAnswer(res, `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted}</DeleteResult>`);
  }

  const { origin, close } = await listenLocally(server);
  return {
    url: origin,
    objects,
    requests,
    get pageSize() {
      return fake.pageSize;
    },
    set pageSize(size: number) {
      fake.pageSize = size;
    },
    close,
  };
}
