// API throughput: requests/s and p50/p99 latency of GET /api/stories for a signed-in user with 100
// stories of three chapters, at 50 concurrent connections (autocannon), beside a bare Hono handler
// answering a constant (own process, same machine, same run). The real server runs as `npm start`
// would (its own process), on PGlite and on a throwaway PostgreSQL database (dropped afterwards).
// Targets: at least half the bare handler's rate, p99 under 50 ms.
// Run: npx tsx bench/api.bench.ts [seconds per case, default 10] [pglite|postgres: only that one]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchRow, gzippedLibrary, load, serverUrl, startBareServer, startSeededServer, type DbKind, type LoadResult } from './support/seeded-server';

const SECONDS = Number(process.argv[2] ?? 10);
const ONLY = process.argv[3];

function row(name: string, r: LoadResult, bare?: LoadResult) {
  const ratio = bare ? r.rps / bare.rps : 1;
  console.log(
    `${name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms` +
      (bare ? `  ${(ratio * 100).toFixed(0)} % del básico` : '') +
      (r.errors || r.non2xx ? `  errores ${r.errors} · no-2xx ${r.non2xx}` : ''),
  );
}

async function main() {
  const bare = await startBareServer();
  let bareResult: LoadResult;
  try {
    bareResult = await load(bare.url, {}, SECONDS);
  } finally {
    await bare.stop();
  }
  row('Hono básico (constante)', bareResult);
  benchRow({ bench: 'api', case: 'Hono básico', metric: 'req/s', value: Math.round(bareResult.rps) });
  benchRow({ bench: 'api', case: 'Hono básico', metric: 'p50 / p99', value: `${bareResult.p50} / ${bareResult.p99}`, unit: 'ms' });

  let failed = false;
  for (const kind of ['pglite', 'postgres'] as DbKind[]) {
    if (ONLY && ONLY !== kind) continue;
    const seeded = await startSeededServer(kind);
    try {
      // The second yardstick: a bare handler sending the library's own gzipped bytes. It shows what this
      // machine can move at this response size, apart from the app's work.
      const bytes = await gzippedLibrary(seeded);
      const file = path.join(os.tmpdir(), `cm-bench-library-${process.pid}.gz`);
      fs.writeFileSync(file, bytes);
      const sameSize = await startBareServer(file);
      let sameSizeResult: LoadResult;
      try {
        sameSizeResult = await load(sameSize.url, {}, SECONDS);
      } finally {
        await sameSize.stop();
        fs.rmSync(file, { force: true });
      }
      const sizeCase = `Hono básico · mismos ${(bytes.byteLength / 1024).toFixed(0)} kB gzip`;
      row(sizeCase, sameSizeResult, bareResult);
      benchRow({ bench: 'api', case: sizeCase, metric: 'req/s', value: Math.round(sameSizeResult.rps) });
      benchRow({ bench: 'api', case: sizeCase, metric: 'p50 / p99', value: `${sameSizeResult.p50} / ${sameSizeResult.p99}`, unit: 'ms' });

      const r = await load(serverUrl(seeded), { cookie: seeded.cookie }, SECONDS);
      row(`GET /api/stories · ${kind}`, r, bareResult);
      console.log(`  ${((r.rps / sameSizeResult.rps) * 100).toFixed(0)} % del básico con la misma respuesta`);
      benchRow({ bench: 'api', case: `GET /api/stories · ${kind}`, metric: '% del básico del mismo tamaño', value: Math.round((r.rps / sameSizeResult.rps) * 100), unit: '%' });
      const ratio = r.rps / bareResult.rps;
      const ok = ratio >= 0.5 && r.p99 < 50 && r.errors === 0 && r.non2xx === 0;
      failed ||= !ok;
      const c = `GET /api/stories · ${kind}`;
      benchRow({ bench: 'api', case: c, metric: 'req/s', value: Math.round(r.rps), target: `≥ ${Math.round(bareResult.rps / 2)} (½ básico)`, ok: ratio >= 0.5 });
      benchRow({ bench: 'api', case: c, metric: 'p50 / p99', value: `${r.p50} / ${r.p99}`, unit: 'ms', target: 'p99 < 50', ok: r.p99 < 50 });
      if (r.errors || r.non2xx) benchRow({ bench: 'api', case: c, metric: 'errores', value: r.errors + r.non2xx, target: '0', ok: false });
    } finally {
      await seeded.stop();
    }
  }
  if (failed) console.log('Objetivo no alcanzado en algún caso (ver tabla).');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
