// The server's resident memory (VmRSS of the real server process, `node --import tsx src/server/main.ts`)
// idle after start-up, at its highest under the API load of api.bench.ts (GET /api/stories, 100 stories ×
// 3 chapters, 50 connections), and at its highest while the embedded voice (espeak-ng in a worker)
// narrates the first chapter of a long story, on PGlite and on PostgreSQL.
// Targets: under 500 MB idle, under 600 MB while narrating.
// Run: npx tsx bench/memory.bench.ts [seconds of load, default 8] [pglite|postgres: only that one]
import { benchRow, load, rssMb, serverUrl, startSeededServer, type DbKind, type SeededServer } from './support/seeded-server';

const SECONDS = Number(process.argv[2] ?? 8);
const ONLY = process.argv[3];
const IDLE_TARGET_MB = 500;
const NARRATING_TARGET_MB = 600;
/** The embedded narrator's first voice. */
const VOICE = 'la-hada';

/** Highest RSS of `pid` while `work` runs, sampled every 100 ms. */
async function peakWhile(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMb(pid));
}

/** Narrates chapter 1 of the long story through the API, reading the event stream to its end. */
async function narrate(seeded: SeededServer): Promise<void> {
  const base = seeded.server.url;
  const headers = { cookie: seeded.cookie, origin: base };
  const { story } = (await (await fetch(`${base}/api/stories/${seeded.longStoryId}`, { headers })).json()) as { story: { chapters: { id: string }[] } };
  const res = await fetch(`${base}/api/chapters/${story.chapters[0].id}/narrations/${VOICE}`, {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream' },
  });
  const text = await res.text();
  if (!res.ok || !text.includes('event: done')) throw new Error(`la narración falló (${res.status}): ${text.slice(-300)}`);
}

async function main() {
  let failed = false;
  for (const kind of ['pglite', 'postgres'] as DbKind[]) {
    if (ONLY && ONLY !== kind) continue;
    const seeded = await startSeededServer(kind);
    try {
      const pid = seeded.server.process.pid!;
      await new Promise((r) => setTimeout(r, 2000)); // settle after start-up and the seeding check
      const idle = rssMb(pid);
      const underLoad = await peakWhile(pid, () => load(serverUrl(seeded), { cookie: seeded.cookie }, SECONDS, 0));
      const narrating = await peakWhile(pid, () => narrate(seeded));
      const ok = idle < IDLE_TARGET_MB && narrating < NARRATING_TARGET_MB;
      failed ||= !ok;
      console.log(`${kind.padEnd(9)} en reposo ${idle.toFixed(0)} MB · máximo bajo carga ${underLoad.toFixed(0)} MB · máximo narrando ${narrating.toFixed(0)} MB`);
      const c = `RSS del servidor · ${kind}`;
      benchRow({ bench: 'memory', case: c, metric: 'en reposo', value: Math.round(idle), unit: 'MB', target: `< ${IDLE_TARGET_MB}`, ok: idle < IDLE_TARGET_MB });
      benchRow({ bench: 'memory', case: c, metric: 'máximo bajo carga (GET /api/stories)', value: Math.round(underLoad), unit: 'MB' });
      benchRow({
        bench: 'memory',
        case: c,
        metric: 'máximo narrando (voz integrada, capítulo largo)',
        value: Math.round(narrating),
        unit: 'MB',
        target: `< ${NARRATING_TARGET_MB}`,
        ok: narrating < NARRATING_TARGET_MB,
      });
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
