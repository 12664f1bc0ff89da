// The moderation adapter against a real local HTTP server speaking the moderations wire format.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createModerationSafety } from './moderation-safety';

const CATEGORY_NAMES = [
  'harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'self-harm',
  'self-harm/intent', 'self-harm/instructions', 'sexual', 'sexual/minors', 'violence', 'violence/graphic',
];

function moderationBody(flagged: Record<string, number>) {
  const categories = Object.fromEntries(CATEGORY_NAMES.map((n) => [n, (flagged[n] ?? 0) >= 0.5]));
  const scores = Object.fromEntries(CATEGORY_NAMES.map((n) => [n, flagged[n] ?? 0.001]));
  return {
    id: 'modr-1',
    model: 'omni-moderation-latest',
    results: [{ flagged: Object.values(categories).some(Boolean), categories, category_scores: scores, category_applied_input_types: {} }],
  };
}

let server: http.Server;
let baseUrl: string;
let received: Array<{ path: string; authorization?: string; body: { input?: unknown; model?: unknown } }> = [];
/** What the server answers next, by the text it is asked about. */
let answer: (input: string) => { status: number; body: unknown } = () => ({ status: 200, body: moderationBody({}) });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const { status, body: out } = answer(String(body.input));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = () => ({ status: 200, body: moderationBody({}) });
});

function safetyWithLog() {
  const lines: string[] = [];
  const safety = createModerationSafety({ baseUrl, apiKey: 'mod-key', log: (l) => lines.push(l), timeoutMs: 5000 });
  return { safety, lines };
}

describe('moderation safety check', () => {
  it('allows what the endpoint does not flag, sending the text with the key', async () => {
    const { safety } = safetyWithLog();
    expect(await safety.check('un dragón que tiene miedo a la oscuridad', { kind: 'parent-input', language: 'es' })).toEqual({ allowed: true });
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/v1/moderations');
    expect(received[0]?.authorization).toBe('Bearer mod-key');
    expect(received[0]?.body.input).toBe('un dragón que tiene miedo a la oscuridad');
  });

  it('refuses what the endpoint flags, mapped to our categories', async () => {
    const { safety } = safetyWithLog();
    const cases: Array<[Record<string, number>, string]> = [
      [{ sexual: 0.97 }, 'sexual'],
      [{ 'sexual/minors': 0.8 }, 'sexual'],
      [{ 'self-harm': 0.7, 'self-harm/intent': 0.9 }, 'self-harm'],
      [{ hate: 0.9 }, 'hate'],
      [{ harassment: 0.9 }, 'hate'],
      [{ violence: 0.95, 'violence/graphic': 0.9 }, 'violence'],
      [{ illicit: 0.9 }, 'drugs'],
    ];
    for (const [flags, category] of cases) {
      answer = () => ({ status: 200, body: moderationBody(flags) });
      expect(await safety.check('texto cualquiera', { kind: 'parent-input' })).toEqual({ allowed: false, category });
    }
  });

  it('tolerates plain fairy-tale violence in a generated story, not in a parent text, and never graphic violence', async () => {
    const { safety } = safetyWithLog();
    answer = () => ({ status: 200, body: moderationBody({ violence: 0.6 }) });
    expect(await safety.check('El caballero luchó contra el dragón.', { kind: 'generated' })).toEqual({ allowed: true });
    expect(await safety.check('El caballero luchó contra el dragón.', { kind: 'parent-input' })).toEqual({ allowed: false, category: 'violence' });
    answer = () => ({ status: 200, body: moderationBody({ violence: 0.6, 'violence/graphic': 0.8 }) });
    expect(await safety.check('texto', { kind: 'generated' })).toEqual({ allowed: false, category: 'violence' });
  });

  it('always refuses personal data and drugs, which moderation endpoints do not flag', async () => {
    const { safety } = safetyWithLog();
    expect(await safety.check('Vivimos en la calle Mayor 5, 2ºB', { kind: 'parent-input' })).toEqual({ allowed: false, category: 'personal-data' });
    expect(await safety.check('su teléfono es 612 345 678', { kind: 'parent-input' })).toEqual({ allowed: false, category: 'personal-data' });
    expect(await safety.check('el pirata que esnifa cocaína', { kind: 'parent-input' })).toEqual({ allowed: false, category: 'drugs' });
  });

  it('falls back to the built-in list when the endpoint answers 500, and logs it', async () => {
    const { safety, lines } = safetyWithLog();
    answer = () => ({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    expect(await safety.check('una niña que se quiere suicidar', { kind: 'parent-input' })).toEqual({ allowed: false, category: 'self-harm' });
    expect(await safety.check('una pelea de almohadas', { kind: 'parent-input' })).toEqual({ allowed: true });
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.includes('lista integrada'))).toBe(true);
  });

  it('falls back to the built-in list when the endpoint is unreachable', async () => {
    const lines: string[] = [];
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const safety = createModerationSafety({ baseUrl: `http://127.0.0.1:${port}/v1`, log: (l) => lines.push(l), timeoutMs: 2000 });
    expect(await safety.check('heil hitler', { kind: 'parent-input' })).toEqual({ allowed: false, category: 'hate' });
    expect(lines).toHaveLength(1);
  });
});
