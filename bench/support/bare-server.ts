// A bare Hono handler answering a constant: the API benchmark's yardstick. Port as first argument.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/api/stories', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: '127.0.0.1' }, () => console.log('listening'));
process.on('SIGTERM', () => process.exit(0));
