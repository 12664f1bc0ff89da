#!/usr/bin/env node
// `npm test`: everything a reviewer would check, in one command — typecheck, lint, then every vitest
// project (unit and integration on PGlite, again on PostgreSQL — with the PostgreSQL-only suites such as
// the 200-session load test — and the browser journeys). Ends with one plain line
// 'tests: N passed, N failed'. PostgreSQL is TEST_DATABASE_URL, or else a server answering on this
// machine's standard address; without one the PostgreSQL run is left out and the summary says so.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const extraArgs = process.argv.slice(2);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server takes a connection and a query at `url` (pg is installed by now). */
async function postgresAnswers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let postgresNote = '';
if (!process.env.TEST_DATABASE_URL) {
  if (await postgresAnswers(LOCAL_POSTGRES)) {
    process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
  } else {
    postgresNote = `PostgreSQL no responde en ${LOCAL_POSTGRES} ni hay TEST_DATABASE_URL: la segunda pasada de integración y la prueba de carga no se ejecutan.`;
    console.log(`\n⚠ ${postgresNote}`);
  }
}
if (process.env.TEST_DATABASE_URL) console.log(`\nPruebas de integración también sobre PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).`);

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

let ok = step('Comprobación de tipos (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
ok = step('Estilo (eslint)', bin('eslint'), ['.', '--max-warnings=0']) && ok;

// Two vitest runs side by side: the server and page tests, with every core, and the browser journeys, one
// file at a time, in their own process (they mostly wait on Chromium, so they fit beside the rest). The
// journeys' output is kept and printed once they end, so the two reports never interleave.
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-vitest-'));
const runs = [
  { title: 'Pruebas unitarias y de integración (vitest)', projects: ['app', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])], live: true },
  { title: 'Recorridos en el navegador (vitest + Chromium)', projects: ['e2e'], live: false },
];

/** Runs one vitest invocation; resolves with its exit status and, when not live, what it printed. */
function vitestRun(run, report) {
  const args = [
    'run',
    ...run.projects.flatMap((name) => ['--project', name]),
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ];
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(bin('vitest'), args, { cwd: root, stdio: run.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

console.log(`\n▶ ${runs.map((r) => r.title).join(' + ')}`);
const results = await Promise.all(runs.map((run, index) => vitestRun(run, path.join(reports, `report-${index}.json`))));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [index, run] of runs.entries()) {
  const result = results[index];
  if (!run.live) {
    console.log(`\n▶ ${run.title}`);
    process.stdout.write(result.output);
  }
  console.log(`  ${run.title}: ${result.seconds.toFixed(1)} s`);
  ok = result.status === 0 && ok;
  try {
    const data = JSON.parse(fs.readFileSync(path.join(reports, `report-${index}.json`), 'utf8'));
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
    skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  } catch {
    failed += 1;
  }
}
if (!ok && failed === 0) failed = 1;
if (postgresNote) console.log(`\n⚠ ${postgresNote}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
