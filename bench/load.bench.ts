// Load: 200 signed-in sessions for 60 s on PostgreSQL doing what parents do (library, open a story,
// create stories, continue one, make a challenge), with the embedded writer. It runs the hardening load
// test (src/server/hardening/load.test.ts: the real server process, every answer checked, no story lost)
// and turns the figures it writes into rows.
// Targets: 0 errors, p99 of reads (library and story) under 250 ms, p99 of a whole story creation under 2 s.
// Run: npx tsx bench/load.bench.ts
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchRow, PG_ADMIN_URL } from './support/seeded-server';

const root = path.resolve(import.meta.dirname, '..');
const READ_P99_TARGET_MS = 250;
const CREATE_P99_TARGET_MS = 2000;

interface Figures {
  requests: number;
  p50: number;
  p99: number;
}

interface Report {
  sessions: number;
  seconds: number;
  requests: number;
  errors: number;
  created: number;
  reads: Figures;
  kinds: Record<string, Figures>;
}

function main() {
  const file = path.join(os.tmpdir(), `cm-bench-load-${process.pid}.json`);
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'postgres', 'src/server/hardening/load.test.ts'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: PG_ADMIN_URL, TEST_DB_KIND: 'postgres', LOAD_REPORT_FILE: file } },
  );
  if (!fs.existsSync(file)) throw new Error(`la prueba de carga no dejó cifras (código ${run.status})`);
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  fs.rmSync(file, { force: true });
  const c = `${report.sessions} sesiones · ${Math.round(report.seconds)} s · postgres`;
  benchRow({ bench: 'load', case: c, metric: 'peticiones (historias creadas)', value: `${report.requests} (${report.created})` });
  benchRow({ bench: 'load', case: c, metric: 'errores (y comprobaciones de la prueba)', value: run.status === 0 ? report.errors : `${report.errors}, prueba fallida`, target: '0', ok: report.errors === 0 && run.status === 0 });
  benchRow({ bench: 'load', case: c, metric: 'lecturas p50 / p99', value: `${report.reads.p50} / ${report.reads.p99}`, unit: 'ms', target: `p99 < ${READ_P99_TARGET_MS}`, ok: report.reads.p99 < READ_P99_TARGET_MS });
  const create = report.kinds.create;
  benchRow({
    bench: 'load',
    case: c,
    metric: 'crear historia p50 / p99',
    value: create ? `${create.p50} / ${create.p99}` : '—',
    unit: 'ms',
    target: `p99 < ${CREATE_P99_TARGET_MS}`,
    ok: Boolean(create) && create.p99 < CREATE_P99_TARGET_MS,
  });
  for (const kind of ['library', 'story', 'continue', 'challenge'] as const) {
    const f = report.kinds[kind];
    if (f) benchRow({ bench: 'load', case: c, metric: `${kind} p50 / p99 (${f.requests})`, value: `${f.p50} / ${f.p99}`, unit: 'ms' });
  }
}

main();
