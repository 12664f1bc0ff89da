// Request recogniser benchmark: how well understandRequest reads parents' requests (recall and precision
// per field and per language, on the development corpus and, once it is there, the held-out corpus that
// nothing was tuned on), and how long one request takes (microseconds, median and p99 over every request
// of both corpora, after a warm-up; building the indexes for all five languages is shown apart).
//
// Run: npx tsx bench/request.bench.ts [rounds, default 20]
import { LANGUAGE_IDS } from '../src/shared/catalogs';
import { prepareRecogniser, understandRequest } from '../src/server/language/understand-request';
import { evaluate, FIELDS, loadCorpus, type CorpusEntry, type Evaluation } from '../src/server/test-support/request-corpus';

const ROUNDS = Number(process.argv[2] ?? 20);
const percent = (value: number) => `${Math.round(value * 100)}`;

const firstStarted = performance.now();
prepareRecogniser();
const firstCall = performance.now() - firstStarted;

const corpora: [string, CorpusEntry[] | undefined][] = [
  ['dev', loadCorpus('dev')],
  ['held-out', loadCorpus('heldout')],
  ['held-out fresco', loadCorpus('heldout-fresh')],
];

function print(name: string, result: Evaluation, size: number) {
  console.log(`\n${name}: ${size} requests, language detected right in ${percent(result.languageAccuracy)} %`);
  const header = ['field'.padEnd(14), ...LANGUAGE_IDS.map((l) => l.padStart(9)), 'all'.padStart(9)].join(' ');
  console.log(`recall / precision (%)\n${header}`);
  for (const field of FIELDS) {
    const cells = LANGUAGE_IDS.map((language) => {
      const s = result.byLanguageAndField[language]?.[field];
      return (s && s.truePositives + s.falseNegatives + s.falsePositives > 0 ? `${percent(s.recall)}/${percent(s.precision)}` : '–').padStart(9);
    });
    const all = result.byField[field];
    console.log([field.padEnd(14), ...cells, `${percent(all.recall)}/${percent(all.precision)}`.padStart(9)].join(' '));
  }
  const totals = LANGUAGE_IDS.map((language) => {
    const s = result.byLanguage[language];
    return (s ? `${percent(s.recall)}/${percent(s.precision)}` : '–').padStart(9);
  });
  console.log([('all').padEnd(14), ...totals, `${percent(result.byField.all.recall)}/${percent(result.byField.all.precision)}`.padStart(9)].join(' '));
  for (const language of LANGUAGE_IDS) {
    const s = result.byLanguage[language];
    if (!s) continue;
    console.log(`BENCH_ROW ${JSON.stringify({ bench: 'request', case: `${name} · ${language}`, metric: 'recall / precisión', value: `${percent(s.recall)} / ${percent(s.precision)}`, unit: '%' })}`);
  }
  const all = result.byField.all;
  console.log(`BENCH_ROW ${JSON.stringify({ bench: 'request', case: `${name} · todas`, metric: 'recall / precisión', value: `${percent(all.recall)} / ${percent(all.precision)}`, unit: '%' })}`);
}

const texts: string[] = [];
for (const [name, corpus] of corpora) {
  if (!corpus) {
    console.log(`\n${name}: no corpus file yet`);
    continue;
  }
  print(name, evaluate(corpus, understandRequest), corpus.length);
  texts.push(...corpus.map((entry) => entry.text));
}

// Warm up: build every language's index and let the engine compile the hot paths before timing.
for (const text of texts) understandRequest(text, 'es');

console.log(`BENCH_ROW ${JSON.stringify({ bench: 'request', case: 'preparar índices (5 idiomas)', metric: 'tiempo', value: firstCall.toFixed(0), unit: 'ms' })}`);

const timings: number[] = [];
// CPU time as well as wall time: on a shared machine a wall-clock sample includes time the process
// waited for a core, which the recogniser does not spend.
const cpuBefore = process.cpuUsage();
for (let round = 0; round < ROUNDS; round++) {
  for (const text of texts) {
    const started = performance.now();
    understandRequest(text, 'es');
    timings.push((performance.now() - started) * 1000);
  }
}
const cpu = process.cpuUsage(cpuBefore);
const cpuPerRequest = (cpu.user + cpu.system) / Math.max(1, timings.length);
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
console.log(`\ntime per request: median ${at(0.5).toFixed(0)} µs, p99 ${at(0.99).toFixed(0)} µs, max ${timings.at(-1)?.toFixed(0)} µs over ${timings.length} calls; building every language's index first (prepareRecogniser) ${firstCall.toFixed(0)} ms`);
console.log(`CPU time per request: ${cpuPerRequest.toFixed(0)} µs on average`);
console.log(`BENCH_ROW ${JSON.stringify({ bench: 'request', case: 'tiempo por petición', metric: 'mediana / p99 (reloj)', value: `${at(0.5).toFixed(0)} / ${at(0.99).toFixed(0)}`, unit: 'µs' })}`);
console.log(`BENCH_ROW ${JSON.stringify({ bench: 'request', case: 'tiempo por petición', metric: 'CPU media', value: cpuPerRequest.toFixed(0), unit: 'µs', target: '< 1000', ok: cpuPerRequest < 1000 })}`);
