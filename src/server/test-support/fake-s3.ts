// A tiny S3-compatible server for tests: path-style PUT, GET (with Range), HEAD and DELETE of objects,
// XML errors as S3 sends them. It keeps objects in memory and checks each request is SigV4-signed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string; range?: string; accessKeyId?: string }[];
  close(): Promise<void>;
}

function xmlError(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const objectPath = decodeURIComponent(url.pathname); // /bucket/key...
    const accessKeyId = req.headers.authorization?.match(/Credential=([^/]+)\//)?.[1];
    requests.push({ method: req.method ?? '', path: objectPath, range: req.headers.range, accessKeyId });
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
      xmlError(res, 403, 'AccessDenied', 'Unsigned request');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
