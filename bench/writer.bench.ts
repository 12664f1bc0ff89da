// Offline storyteller benchmark: time to stream a whole story (median and p95 of 20 runs per case), the
// longest stretch the event loop was held while it streamed (the largest gap between two turns of a
// setImmediate ping that runs alongside: includes garbage collection and other processes' load), and the
// longest single composition step measured directly (the writer's own synchronous work between two turns).
//
// Run: npx tsx bench/writer.bench.ts [runs per case, default 20]
import { createOfflineWriter } from '../src/server/providers/writer/offline';
import { renderText, storySteps } from '../src/server/providers/writer/offline/composer';
import type { StoryRequest } from '../src/server/providers/writer/story-writer';

const RUNS = Number(process.argv[2] ?? 20);

const base: StoryRequest = {
  language: 'es',
  childAge: 9,
  specialNeed: null,
  genre: 'fantasy',
  moral: 'kindness',
  duration: 'long',
  character: { name: 'Lucía', profession: 'wizard', hobbies: ['music', 'painting'], personality: ['curioso', 'valiente'], description: 'lleva gafas redondas' },
  additionalDetails: 'quiere ver un arcoíris de noche',
};

const cases: { label: string; request: StoryRequest }[] = [
  { label: 'larga · es · 9 años', request: base },
  { label: 'larga · de · 3 años · Down', request: { ...base, language: 'de', childAge: 3, specialNeed: 'Down' } },
  { label: 'larga · en · 7 años · TDAH', request: { ...base, language: 'en', childAge: 7, specialNeed: 'TDAH' } },
  { label: 'media · fr · 5 años', request: { ...base, language: 'fr', childAge: 5, duration: 'medium' } },
  { label: 'corta · it · 8 años · Ansiedad', request: { ...base, language: 'it', childAge: 8, specialNeed: 'Ansiedad', duration: 'short' } },
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(request: StoryRequest) {
  const writer = createOfflineWriter();
  let last = performance.now();
  let longestGap = 0;
  let running = true;
  const ping = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (running) setImmediate(ping);
  };
  setImmediate(ping);
  const start = performance.now();
  let text = '';
  let chunks = 0;
  for await (const chunk of writer.streamStory(request)) {
    text += chunk;
    chunks++;
  }
  const total = performance.now() - start;
  running = false;
  await new Promise((r) => setImmediate(r));
  return { total, longestGap, words: text.split(/\s+/).filter(Boolean).length, chunks };
}

/** The longest synchronous piece of the writer's own work: one composition step, or the final rendering. */
function longestStep(request: StoryRequest): number {
  const steps = storySteps(request, Math.random);
  let longest = 0;
  for (;;) {
    const start = performance.now();
    const step = steps.next();
    if (step.done) {
      renderText(step.value).match(/\S+\s*|\s+/g);
      return Math.max(longest, performance.now() - start);
    }
    longest = Math.max(longest, performance.now() - start);
  }
}

async function main() {
  // Warm up the JIT so the figures describe a running server, not a cold start.
  for (let i = 0; i < 10; i++) await measure(cases[i % cases.length].request);
  const rows: string[][] = [['caso', 'mediana (ms)', 'p95 (ms)', 'hueco máx. del bucle (ms)', 'paso más largo (ms)', 'palabras', 'trozos']];
  for (const c of cases) {
    const results = [];
    for (let i = 0; i < RUNS; i++) results.push(await measure(c.request));
    const totals = results.map((r) => r.total).sort((a, b) => a - b);
    const gaps = results.map((r) => r.longestGap).sort((a, b) => a - b);
    const steps = Array.from({ length: RUNS }, () => longestStep(c.request)).sort((a, b) => a - b);
    rows.push([
      c.label,
      quantile(totals, 0.5).toFixed(1),
      quantile(totals, 0.95).toFixed(1),
      `${quantile(gaps, 0.5).toFixed(2)} (peor ${gaps[gaps.length - 1].toFixed(2)})`,
      `${quantile(steps, 0.5).toFixed(3)} (peor ${steps[steps.length - 1].toFixed(3)})`,
      String(Math.round(results.reduce((n, r) => n + r.words, 0) / results.length)),
      String(Math.round(results.reduce((n, r) => n + r.chunks, 0) / results.length)),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(`\nNarrador sin conexión (offline), ${RUNS} ejecuciones por caso`);
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, k) => cell.padEnd(widths[k])).join(' | '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  }
  // Machine-readable rows for bench/run.ts's combined table.
  for (const row of rows.slice(1)) {
    console.log(`BENCH_ROW ${JSON.stringify({ bench: 'writer', case: row[0], metric: 'mediana / p95', value: `${row[1]} / ${row[2]}`, unit: 'ms' })}`);
  }
}

await main();
