import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

describe('the HTTP app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      customize: (deps) => {
        const webDir = path.join(deps.config.dataDir, 'web');
        fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
        fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Cuentos Mágicos</title><div id="root"></div>');
        fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
        fs.writeFileSync(path.join(webDir, 'assets', 'big.js'), `export const words = ${JSON.stringify('érase una vez '.repeat(2000))};`);
        // What the build writes beside each script: its brotli and gzip copies.
        const built = `export const tale = ${JSON.stringify('había una vez un dragón '.repeat(2000))};`;
        fs.writeFileSync(path.join(webDir, 'assets', 'built.js'), built);
        fs.writeFileSync(path.join(webDir, 'assets', 'built.js.br'), zlib.brotliCompressSync(built));
        fs.writeFileSync(path.join(webDir, 'assets', 'built.js.gz'), zlib.gzipSync(built, { level: 9 }));
        return { ...deps, webDir };
      },
    });
  });
  afterAll(() => t.close());

  it('reports which adapter each part uses', async () => {
    const res = await t.json('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      database: t.database.kind,
      writer: 'offline',
      speech: 'espeak-ng',
      storage: 'local',
      mail: 'outbox',
      payments: 'disabled',
      googleSignIn: false,
      safety: 'embedded',
      narrationDurations: ['short'],
    });
  });

  it('answers the page for any deep link, so reloading a screen works', async () => {
    for (const url of ['/', '/home', '/story/123?chapter=1', '/no-existe']) {
      const res = await t.request('GET', url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const res = await t.request('GET', '/home');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves built assets with a long cache', async () => {
    const res = await t.request('GET', '/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends scripts gzipped to a browser that accepts it, the same text once unzipped', async () => {
    const plain = await t.request('GET', '/assets/big.js');
    const original = await plain.text();
    const res = await t.request('GET', '/assets/big.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.length).toBeLessThan(original.length / 3);
    expect(zlib.gunzipSync(zipped).toString('utf8')).toBe(original);
  });

  it('sends the build’s brotli copy of a script to a browser that accepts it, else its gzip copy', async () => {
    const original = await (await t.request('GET', '/assets/built.js')).text();
    const br = await t.request('GET', '/assets/built.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(original);

    const gz = await t.request('GET', '/assets/built.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(original);
  });

  it('answers a missing asset with 404, never with the page', async () => {
    const res = await t.request('GET', '/assets/gone-1234.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
  });

  it('answers unknown API paths with the error shape, not the page', async () => {
    const res = await t.json('GET', '/api/nada');
    expect(res.status).toBe(401);
    const u = await t.createUser();
    const known = await t.json('GET', '/api/nada', { cookie: u.cookie });
    expect(known.status).toBe(404);
    expect(known.body).toEqual({ error: { code: 'not_found', message: 'Esta dirección no existe.' } });
  });

  it('refuses malformed JSON and oversized bodies with Spanish messages', async () => {
    const u = await t.createUser();
    const bad = await t.json('PUT', '/api/profile', { cookie: u.cookie, body: '{no es json', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code: 'invalid_json', message: 'El cuerpo de la petición no es JSON válido.' } });
    const big = await t.json('PUT', '/api/profile', {
      cookie: u.cookie,
      body: JSON.stringify({ language: 'es', childAge: 5, specialNeed: null, x: 'a'.repeat(100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: { code: 'body_too_large', message: 'La petición es demasiado grande.' } });
  });
});
