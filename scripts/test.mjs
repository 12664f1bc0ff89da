#!/usr/bin/env node
// `npm test`: everything a reviewer would check, in one command — typecheck, lint, then every vitest
// project (unit and integration on PGlite, again on PostgreSQL when TEST_DATABASE_URL is set, and the
// browser journeys). Ends with one plain line 'tests: N passed, N failed'.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const extraArgs = process.argv.slice(2);

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

let ok = step('Comprobación de tipos (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
ok = step('Estilo (eslint)', bin('eslint'), ['.', '--max-warnings=0']) && ok;

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-vitest-')), 'report.json');
const vitestOk = step('Pruebas (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extraArgs,
]);
ok = vitestOk && ok;

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const data = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = data.numPassedTests ?? 0;
  failed = data.numFailedTests ?? 0;
  skipped = (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
} catch {
  failed += 1;
}
if (!ok && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
