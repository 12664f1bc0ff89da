// A bare Hono handler answering a constant: the API benchmark's yardstick. Port as first argument; with
// a file as second argument it answers that file's bytes as gzipped JSON (the app's own answer: the
// same work on the wire, none of the app's), at any path.
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const file = process.argv[3];
const body = file ? new Uint8Array(fs.readFileSync(file)) : null;
const app = new Hono();
app.get('*', (c) => {
  if (!body) return c.json({ ok: true });
  c.header('Content-Type', 'application/json');
  c.header('Content-Encoding', 'gzip');
  return c.body(body);
});
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: '127.0.0.1' }, () => console.log('listening'));
process.on('SIGTERM', () => process.exit(0));
