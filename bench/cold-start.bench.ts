// Cold start: `npm start` on an installed checkout (its prestart check included) until GET /api/health
// answers 200, with a fresh data folder (the embedded database is created) and again on the folder the
// first start left (an existing family's server restarting). Each start is stopped before the next.
// Targets: under 4 s fresh, under 3 s with an existing folder.
// Run: npx tsx bench/cold-start.bench.ts [starts per case, default 3]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server';
import { benchRow } from './support/seeded-server';

const RUNS = Math.max(1, Number(process.argv[2] ?? 3));
const root = path.resolve(import.meta.dirname, '..');
const TARGETS = { fresh: 4000, existing: 3000 } as const;

/** Starts `npm start` on `dataDir`; answers the milliseconds until /api/health said 200. */
async function start(dataDir: string): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  // Its own process group, so stopping it stops npm and the server under it.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BETTER_AUTH_URL: `http://127.0.0.1:${port}` },
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start terminó (${child.exitCode}): ${errors}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - began;
      } catch {
        // not listening yet
      }
      if (performance.now() - began > 120_000) throw new Error(`npm start no respondió en 120 s: ${errors}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-bench-start-'));
    try {
      fresh.push(await start(dataDir));
      existing.push(await start(dataDir));
      console.log(`  arranque ${i + 1}: carpeta nueva ${(fresh.at(-1)! / 1000).toFixed(2)} s · carpeta existente ${(existing.at(-1)! / 1000).toFixed(2)} s`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  for (const [name, values, target] of [
    ['carpeta de datos nueva', fresh, TARGETS.fresh],
    ['carpeta de datos existente', existing, TARGETS.existing],
  ] as const) {
    const ms = median(values);
    benchRow({
      bench: 'cold-start',
      case: `npm start → /api/health · ${name}`,
      metric: `mediana de ${values.length}`,
      value: Number((ms / 1000).toFixed(2)),
      unit: 's',
      target: `< ${target / 1000}`,
      ok: ms < target,
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
