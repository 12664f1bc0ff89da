// The server's resident memory (VmRSS of the real server process, `node --import tsx src/server/main.ts`)
// idle after start-up and at its highest under the API load of api.bench.ts (GET /api/stories, 100
// stories × 3 chapters, 50 connections), on PGlite and on PostgreSQL. Target: under 500 MB idle on PGlite.
// Run: npx tsx bench/memory.bench.ts [seconds of load, default 8] [pglite|postgres: only that one]
import { benchRow, load, rssMb, serverUrl, startSeededServer, type DbKind } from './support/seeded-server';

const SECONDS = Number(process.argv[2] ?? 8);
const ONLY = process.argv[3];
const IDLE_TARGET_MB = 500;

async function main() {
  let failed = false;
  for (const kind of ['pglite', 'postgres'] as DbKind[]) {
    if (ONLY && ONLY !== kind) continue;
    const seeded = await startSeededServer(kind);
    try {
      const pid = seeded.server.process.pid!;
      await new Promise((r) => setTimeout(r, 2000)); // settle after start-up and the seeding check
      const idle = rssMb(pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
      try {
        await load(serverUrl(seeded), { cookie: seeded.cookie }, SECONDS, 0);
      } finally {
        clearInterval(sampler);
      }
      const after = rssMb(pid);
      const ok = kind !== 'pglite' || idle < IDLE_TARGET_MB;
      failed ||= !ok;
      console.log(`${kind.padEnd(9)} en reposo ${idle.toFixed(0)} MB · máximo bajo carga ${peak.toFixed(0)} MB · tras la carga ${after.toFixed(0)} MB`);
      const c = `RSS del servidor · ${kind}`;
      benchRow({ bench: 'memory', case: c, metric: 'en reposo', value: Math.round(idle), unit: 'MB', ...(kind === 'pglite' ? { target: `< ${IDLE_TARGET_MB}`, ok } : {}) });
      benchRow({ bench: 'memory', case: c, metric: 'máximo bajo carga', value: Math.round(peak), unit: 'MB' });
    } finally {
      await seeded.stop();
    }
  }
  if (failed) console.log('Objetivo de memoria no alcanzado.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
