// API throughput: requests/s and p50/p99 latency of the two reads a parent's screens repeat, for a
// signed-in user with 100 and with 1,000 stories of three chapters, at 50 concurrent connections
// (autocannon, answers gzipped as a browser asks for them):
//   GET /api/stories      the light library (no chapter text: an excerpt and the chapters' titles);
//   GET /api/stories/:id  one long story of three chapters, whole.
// Each is set beside a bare Hono handler sending the very same gzipped bytes from its own process (what
// this machine can move at that size, none of the app's work). The real server runs as `npm start` would
// (its own process), on PGlite and on a throwaway PostgreSQL database (dropped afterwards).
// Targets: at least half the same-size bare handler's rate, and p99 under 50 ms.
// Run: npx tsx bench/api.bench.ts [seconds per case, default 10] [pglite|postgres] [100|1000]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  benchRow,
  gzippedAnswer,
  load,
  serverUrl,
  startBareServer,
  startSeededServer,
  STORIES,
  YEAR_OF_STORIES,
  type DbKind,
  type LoadResult,
  type SeededServer,
} from './support/seeded-server';

const SECONDS = Number(process.argv[2] ?? 10);
const ONLY_KIND = process.argv[3];
const ONLY_COUNT = process.argv[4] ? Number(process.argv[4]) : undefined;
const P99_TARGET_MS = 50;

function line(name: string, r: LoadResult, yardstick?: LoadResult) {
  console.log(
    `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms` +
      (yardstick ? `  ${((r.rps / yardstick.rps) * 100).toFixed(0)} % del básico del mismo tamaño` : '') +
      (r.errors || r.non2xx ? `  errores ${r.errors} · no-2xx ${r.non2xx}` : ''),
  );
}

/** A bare handler sending `bytes` (gzipped JSON), loaded the same way as the app. */
async function yardstick(bytes: Buffer): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `cm-bench-answer-${process.pid}.gz`);
  fs.writeFileSync(file, bytes);
  const bare = await startBareServer(file);
  try {
    return await load(bare.url, {}, SECONDS);
  } finally {
    await bare.stop();
    fs.rmSync(file, { force: true });
  }
}

/** One route of one seeded server against its same-size yardstick; answers whether both targets hold. */
async function measure(seeded: SeededServer, label: string, storyId?: string): Promise<boolean> {
  const bytes = await gzippedAnswer(seeded, storyId);
  const bare = await yardstick(bytes);
  const c = `${label} · ${seeded.stories} × 3 · ${seeded.kind}`;
  line(`  Hono básico, mismos ${(bytes.byteLength / 1024).toFixed(1)} kB gzip`, bare);
  const r = await load(serverUrl(seeded, storyId), { cookie: seeded.cookie }, SECONDS);
  line(`  ${c}`, r, bare);
  const ratio = r.rps / bare.rps;
  const clean = r.errors === 0 && r.non2xx === 0;
  benchRow({ bench: 'api', case: c, metric: 'respuesta gzip', value: Number((bytes.byteLength / 1024).toFixed(1)), unit: 'kB' });
  benchRow({
    bench: 'api',
    case: c,
    metric: 'req/s (% del básico del mismo tamaño)',
    value: `${Math.round(r.rps)} (${Math.round(ratio * 100)} % de ${Math.round(bare.rps)})`,
    target: '≥ 50 %',
    ok: ratio >= 0.5,
  });
  benchRow({ bench: 'api', case: c, metric: 'p50 / p99', value: `${r.p50} / ${r.p99}`, unit: 'ms', target: `p99 < ${P99_TARGET_MS}`, ok: r.p99 < P99_TARGET_MS });
  if (!clean) benchRow({ bench: 'api', case: c, metric: 'errores', value: r.errors + r.non2xx, target: '0', ok: false });
  return ratio >= 0.5 && r.p99 < P99_TARGET_MS && clean;
}

async function main() {
  const bare = await startBareServer();
  let constant: LoadResult;
  try {
    constant = await load(bare.url, {}, SECONDS);
  } finally {
    await bare.stop();
  }
  line('Hono básico (constante)', constant);
  benchRow({ bench: 'api', case: 'Hono básico (constante)', metric: 'req/s · p50 / p99', value: `${Math.round(constant.rps)} · ${constant.p50} / ${constant.p99} ms` });

  let failed = false;
  for (const kind of ['pglite', 'postgres'] as DbKind[]) {
    if (ONLY_KIND && ONLY_KIND !== kind) continue;
    for (const count of [STORIES, YEAR_OF_STORIES]) {
      if (ONLY_COUNT && ONLY_COUNT !== count) continue;
      const seeded = await startSeededServer(kind, count);
      try {
        console.log(`${kind}, ${count} historias × 3 capítulos`);
        failed = !(await measure(seeded, 'GET /api/stories')) || failed;
        failed = !(await measure(seeded, 'GET /api/stories/:id (larga)', seeded.longStoryId)) || failed;
      } finally {
        await seeded.stop();
      }
    }
  }
  if (failed) console.log('Objetivo no alcanzado en algún caso (ver tabla).');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
