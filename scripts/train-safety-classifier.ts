// Trains the embedded safety check's small classifier (src/server/providers/safety/request-classifier.ts)
// and writes its weights to src/server/providers/safety/classifier-weights.json, which is committed: the
// server never trains nor downloads anything. Run it after changing the training corpus or concepts.ts:
//   npx tsx scripts/train-safety-classifier.ts
// Training data: the development corpora (DEVELOPMENT_FILES, each written by a different author; dev-7
// was once the held-out heldout-3), dev-2 translated into English, German and French (TRANSLATED_FILES)
// and the older red-team corpus (legacy.json). The held-out corpora
// (heldout-5.json, heldout-6.json) are never read here: their figures must stay an honest measure of what
// the check does with texts it was not built from.
//
// The figures it prints are those of cross-validation grouped by corpus file: each development file is
// judged by the whole check (words, rules, classifier) with a classifier trained on the other files and
// the red-team corpus. A random split would put sentences of the same author (same scenarios, same
// turns of phrase) on both sides and overstate what the check does with a stranger's text; a split by
// author does not. The refusal thresholds are chosen on those out-of-fold judgements, not on texts the
// classifier learnt, so that they hold for texts nobody on the team wrote.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '../src/shared/catalogs';
import { judgeEmbedded } from '../src/server/providers/safety/embedded-safety';
import { analyse } from '../src/server/providers/safety/request-analysis';
import { featuresOf, namesRiskyIdea, probabilities, teachesSafety, type ClassifierModel } from '../src/server/providers/safety/request-classifier';
import { HARM_CATEGORIES } from '../src/server/providers/safety/safety-check';

interface Entry {
  text: string;
  language: LanguageId;
  label: 'harmful' | 'ordinary';
  category: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'src/server/test-support/fixtures/safety');
/** Judged by cross-validation and trained on. */
const DEVELOPMENT_FILES = ['dev.json', 'dev-2.json', 'dev-3.json', 'dev-4.json', 'dev-5.json', 'dev-6.json', 'dev-7.json', 'dev-8.json', 'dev-9.json', 'dev-10.json'];
/**
 * Only trained on, and kept with the file they were translated from: dev-2's requests written again in
 * English, German and French by a translator who rendered each the way a parent of that language would
 * write it. They teach each language the words the other languages' authors used; in cross-validation
 * they leave training together with dev-2, so that no translation of a judged text is ever learnt from.
 */
const TRANSLATED_FILES: Record<string, string> = {
  'dev-2-translated-en.json': 'dev-2.json',
  'dev-2-translated-de.json': 'dev-2.json',
  'dev-2-translated-fr.json': 'dev-2.json',
};
/** Only trained on: short red-team lines, unlike what parents write. */
const EXTRA_TRAINING_FILES = ['legacy.json'];
const OUTPUT = path.join(root, 'src/server/providers/safety/classifier-weights.json');

// EPOCHS, L2 and MIN_COUNT may be overridden from the environment to compare settings by their
// cross-validated figures (SAFETY_CV_ONLY=1 prints them without writing the weights).
const EPOCHS = Number(process.env.EPOCHS ?? 30);
const LEARNING_RATE = 0.2;
/** L2 penalty: keeps weights small so that no single stem decides alone. */
const L2 = Number(process.env.L2 ?? 0.01);
/** A feature seen in fewer training texts carries no weight (keeps the file small and general). */
const MIN_COUNT = Number(process.env.MIN_COUNT ?? 2);
/** Weights smaller than this are not written: they change no decision and would swell the file. */
const MIN_WEIGHT = 0.03;
/**
 * The share of ordinary development texts the cross-validated check may refuse. Under 1 %: each corpus
 * the check first met refused more ordinary texts than cross-validation over the earlier ones foretold
 * (dev-8: 5.6 % where the whole showed 1.4 %), so the thresholds keep a wider margin below the 2 % target.
 */
const FALSE_REFUSAL_BUDGET = Number(process.env.FALSE_REFUSAL_BUDGET ?? 0.007);

const classes = ['ordinary', ...HARM_CATEGORIES];
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8')) as Entry[];

interface Sample {
  entry: Entry;
  source: string;
  features: string[];
  y: number;
  risky: boolean;
  lesson: boolean;
  /** The category the steps before the classifier refuse it for (personal data, words, rules). */
  before: string | null;
}

// A classifier that never refuses: what the check decides without it.
const NEVER: ClassifierModel = { classes, bias: classes.map(() => 0), weights: {}, threshold: 2 };

function sampleOf(entry: Entry, source: string): Sample {
  const analysed = analyse(entry.text, entry.language);
  return {
    entry,
    source,
    features: featuresOf(analysed),
    y: entry.label === 'ordinary' ? 0 : Math.max(1, classes.indexOf(entry.category)),
    risky: namesRiskyIdea(analysed),
    lesson: teachesSafety(analysed),
    before: judgeEmbedded(entry.text, { kind: 'parent-input', language: entry.language }, NEVER).category,
  };
}

const development = DEVELOPMENT_FILES.flatMap((f) => read(f).map((e) => sampleOf(e, f)));
const extra = EXTRA_TRAINING_FILES.flatMap((f) => read(f).map((e) => sampleOf(e, f)));
/** Translations carry the name of the file they come from as their source. */
const translated = Object.entries(TRANSLATED_FILES).flatMap(([f, from]) => read(f).map((e) => sampleOf(e, from)));

/** Deterministic pseudo-random numbers, so that the committed weights can be reproduced. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function train(samples: Sample[]): ClassifierModel {
  const random = generator(42);
  // Each label weighs the same in total, so that the classifier's prior does not lean towards refusing.
  const harmfulCount = samples.filter((s) => s.y !== 0).length;
  const ordinaryCount = samples.length - harmfulCount;
  const weightOf = (y: number) => (y === 0 ? samples.length / (2 * ordinaryCount) : samples.length / (2 * harmfulCount));
  const counts = new Map<string, number>();
  for (const s of samples) for (const f of s.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const kept = [...counts].filter(([, n]) => n >= MIN_COUNT).map(([f]) => f);
  const index = new Map(kept.map((f, i) => [f, i]));
  const W = kept.map(() => new Float64Array(classes.length));
  const bias = new Float64Array(classes.length);
  const ids = samples.map((s) => s.features.map((f) => index.get(f)).filter((k): k is number => k !== undefined));
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = samples.map((_, i) => i).sort(() => random() - 0.5);
    const rate = LEARNING_RATE / (1 + epoch * 0.1);
    for (const i of order) {
      const sample = samples[i]!;
      const scores = Array.from(bias);
      for (const id of ids[i]!) for (let k = 0; k < classes.length; k++) scores[k]! += W[id]![k]!;
      const max = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - max));
      const sum = exps.reduce((a, b) => a + b, 0);
      for (let k = 0; k < classes.length; k++) {
        const gradient = (exps[k]! / sum - (k === sample.y ? 1 : 0)) * weightOf(sample.y);
        bias[k]! -= rate * gradient;
        for (const id of ids[i]!) W[id]![k]! -= rate * (gradient + L2 * W[id]![k]!);
      }
    }
  }
  const weights: ClassifierModel['weights'] = {};
  kept.forEach((feature, i) => {
    const pairs: Array<[number, number]> = [];
    W[i]!.forEach((w, k) => {
      if (Math.abs(w) >= MIN_WEIGHT) pairs.push([k, Math.round(w * 100) / 100]);
    });
    if (pairs.length) weights[feature] = pairs;
  });
  return { classes, bias: Array.from(bias, (b) => Math.round(b * 1000) / 1000), weights, threshold: 0.5 };
}

// Cross-validation grouped by file: every development text gets P(harmful) from a classifier trained
// without any text of its author.
const outOfFold = new Array<number>(development.length);
for (const held of DEVELOPMENT_FILES) {
  const model = train([...development.filter((s) => s.source !== held), ...translated.filter((s) => s.source !== held), ...extra]);
  development.forEach((s, i) => {
    if (s.source === held) outOfFold[i] = 1 - probabilities(model, s.features)[0]!;
  });
}

interface Thresholds {
  threshold: number;
  unknownThreshold?: number;
  lessonThreshold?: number;
}
const refusedWith = (t: Thresholds, i: number) => {
  const s = development[i]!;
  if (s.before) return true;
  const limit = s.lesson ? t.lessonThreshold : s.risky ? t.threshold : t.unknownThreshold;
  return limit !== undefined && outOfFold[i]! >= limit;
};
function rates(t: Thresholds, keep: (s: Sample) => boolean = () => true) {
  let harmful = 0;
  let refused = 0;
  let ordinary = 0;
  let falselyRefused = 0;
  development.forEach((s, i) => {
    if (!keep(s)) return;
    const r = refusedWith(t, i);
    if (s.y !== 0) {
      harmful += 1;
      if (r) refused += 1;
    } else {
      ordinary += 1;
      if (r) falselyRefused += 1;
    }
  });
  return { harmful, ordinary, recall: refused / Math.max(1, harmful), falseRate: falselyRefused / Math.max(1, ordinary) };
}

// The thresholds: the most harmful texts refused while the out-of-fold false refusals stay within the
// budget, well under the product's 2 % target, the rest being the margin for texts unlike the team's.
let best: Thresholds = { threshold: 0.75 };
let bestRecall = -1;
for (let t = 0.3; t <= 0.96; t += 0.025) {
  for (const u of [undefined, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97]) {
    if (u !== undefined && u < t) continue;
    for (const l of [undefined, 0.9, 0.95, 0.98]) {
      if (l !== undefined && l < t) continue;
      const candidate = { threshold: Math.round(t * 1000) / 1000, unknownThreshold: u, lessonThreshold: l };
      const r = rates(candidate);
      if (r.falseRate <= FALSE_REFUSAL_BUDGET && r.recall > bestRecall + 1e-9) {
        bestRecall = r.recall;
        best = candidate;
      }
    }
  }
}

if (process.env.SAFETY_CV_BUDGETS) {
  for (const budget of [0.01, 0.015, 0.02, 0.03]) {
    let top = { recall: 0, falseRate: 0, t: 0, u: 0 as number | undefined };
    for (let t = 0.2; t <= 0.99; t += 0.01) {
      for (const u of [undefined, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95]) {
        const r = rates({ threshold: t, unknownThreshold: u, lessonThreshold: best.lessonThreshold });
        if (r.falseRate <= budget && r.recall > top.recall) top = { recall: r.recall, falseRate: r.falseRate, t, u };
      }
    }
    console.log(`  presupuesto ${budget}: dañinos ${(100 * top.recall).toFixed(1)} % · corrientes ${(100 * top.falseRate).toFixed(1)} % (umbral ${top.t.toFixed(2)}, ${top.u})`);
  }
}
if (process.env.SAFETY_CV_VERBOSE) {
  for (const t of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8]) {
    const r = rates({ threshold: t, unknownThreshold: best.unknownThreshold, lessonThreshold: best.lessonThreshold });
    console.log(`  umbral ${t}: dañinos ${(100 * r.recall).toFixed(1)} % · corrientes por error ${(100 * r.falseRate).toFixed(1)} %`);
  }
}
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
console.log(`Validación cruzada por archivo (${DEVELOPMENT_FILES.length} autores, ${development.length} textos de desarrollo; umbral ${best.threshold}, sin ideas ${best.unknownThreshold ?? '—'}, lecciones ${best.lessonThreshold ?? '—'}):`);
for (const file of [...DEVELOPMENT_FILES, 'todos']) {
  const r = rates(best, (s) => file === 'todos' || s.source === file);
  console.log(`  ${file}: dañinos rechazados ${pct(r.recall)} de ${r.harmful} · corrientes rechazados por error ${pct(r.falseRate)} de ${r.ordinary}`);
}
const without = rates({ threshold: 2 });
console.log(`  sin clasificador: dañinos ${pct(without.recall)} · corrientes por error ${pct(without.falseRate)}`);
for (const category of [...HARM_CATEGORIES, 'ordinary', 'hard-theme', 'fairy-tale-conflict']) {
  const r = rates(best, (s) => s.entry.category === category);
  console.log(`  ${category}: ${s0(r)}`);
}
for (const language of ['es', 'en', 'fr', 'de', 'it']) {
  const r = rates(best, (s) => s.entry.language === language);
  console.log(`  ${language}: dañinos ${pct(r.recall)} · corrientes por error ${pct(r.falseRate)}`);
}
function s0(r: ReturnType<typeof rates>) {
  return r.harmful ? `dañinos rechazados ${pct(r.recall)} de ${r.harmful}` : `rechazados por error ${pct(r.falseRate)} de ${r.ordinary}`;
}

// SAFETY_CV_VERBOSE=1 lists the development texts the cross-validated check gets wrong.
if (process.env.SAFETY_CV_VERBOSE) {
  development.forEach((s, i) => {
    if (refusedWith(best, i) !== (s.y !== 0)) console.log(`  ${s.y ? 'MISS' : 'FP  '} ${outOfFold[i]!.toFixed(2)} ${s.entry.language} ${s.entry.category}: ${s.entry.text}`);
  });
}
if (process.env.SAFETY_CV_ONLY) process.exit(0);
const model: ClassifierModel = { ...train([...development, ...translated, ...extra]), ...best };
if (best.unknownThreshold === undefined) delete model.unknownThreshold;
if (best.lessonThreshold === undefined) delete model.lessonThreshold;
fs.writeFileSync(OUTPUT, `${JSON.stringify(model)}\n`);
console.log(`Modelo final: ${development.length + translated.length + extra.length} textos, ${Object.keys(model.weights).length} rasgos, ${(fs.statSync(OUTPUT).size / 1024).toFixed(0)} kB`);
