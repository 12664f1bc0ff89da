// The test app's log is the server's own (pino): an error-level line nobody announced is a surprise that
// fails the test, whether a feature logged it or the last-resort handler did for an unhandled error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeSurprises } from './surprises';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('surprises in the server log', () => {
  it('an error-level line is a surprise, with its error’s stack; info and warn lines are not', () => {
    t.deps.log('Una línea corriente');
    t.deps.log.warn('Un aviso');
    expect(takeSurprises()).toEqual([]);

    t.deps.log.error('Fallo de prueba', new Error('se rompió'));
    expect(takeSurprises()).toEqual([{ what: 'Fallo de prueba: Error: se rompió' }]);
    expect(t.logs.slice(-3, -1)).toEqual(['Una línea corriente', 'Un aviso']);
    expect(t.logs.at(-1)).toMatch(/^Fallo de prueba: Error: se rompió\n\s+at /);
  });

  it('an announced server error is not a surprise, and the allowance ends with the test', () => {
    t.expectServerErrors();
    t.deps.log.error('Fallo anunciado');
    expect(takeSurprises()).toEqual([]);
    t.deps.log.error('Fallo después');
    expect(takeSurprises()).toEqual([{ what: 'Fallo después' }]);
  });

  it('an error no route handled answers 500 and logs the request and the stack at error level: both are surprises', async () => {
    const broken = await createTestApp({
      customize: (deps) => ({
        ...deps,
        config: {
          ...deps.config,
          get narrationDurations(): never {
            throw new Error('configuración rota');
          },
        },
      }),
    });
    try {
      const res = await broken.app.request('/api/health');
      expect(res.status).toBe(500);
      expect(takeSurprises()).toEqual([
        { what: 'Error no controlado en GET /api/health: Error: configuración rota' },
        { what: 'GET /api/health → 500' },
      ]);
    } finally {
      await broken.close();
    }
  });
});
