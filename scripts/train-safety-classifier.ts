// Trains the embedded safety check's small classifier (src/server/providers/safety/request-classifier.ts)
// and writes its weights to src/server/providers/safety/classifier-weights.json, which is committed: the
// server never trains nor downloads anything. Run it after changing the training corpus or concepts.ts:
//   npx tsx scripts/train-safety-classifier.ts
// Training data: the development corpus and the older red-team corpus (test fixtures). The held-out
// corpus is never read here: its figures must stay an honest measure of what the check does with texts
// it was not built from.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '../src/shared/catalogs';
import { analyse } from '../src/server/providers/safety/request-analysis';
import { featuresOf, probabilities, type ClassifierModel } from '../src/server/providers/safety/request-classifier';
import { HARM_CATEGORIES } from '../src/server/providers/safety/safety-check';

interface Entry {
  text: string;
  language: LanguageId;
  label: 'harmful' | 'ordinary';
  category: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'src/server/test-support/fixtures/safety');
const TRAINING_FILES = ['dev.json', 'legacy.json'];
const OUTPUT = path.join(root, 'src/server/providers/safety/classifier-weights.json');

const EPOCHS = 40;
const LEARNING_RATE = 0.2;
/** L2 penalty: keeps weights small so that no single stem decides alone. */
const L2 = 0.002;
/** A feature seen in fewer training texts carries no weight (keeps the file small and general). */
const MIN_COUNT = 2;
/** Refused when P(harmful) reaches this: high, so that the classifier adds few false refusals. */
const THRESHOLD = 0.75;

const classes = ['ordinary', ...HARM_CATEGORIES];
const entries: Entry[] = TRAINING_FILES.flatMap((f) => JSON.parse(fs.readFileSync(path.join(fixtures, f), 'utf8')) as Entry[]);
const samples = entries.map((e) => ({
  features: featuresOf(analyse(e.text, e.language)),
  y: e.label === 'ordinary' ? 0 : Math.max(1, classes.indexOf(e.category)),
}));

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

// Deterministic shuffling, so that the committed weights can be reproduced.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

for (let epoch = 0; epoch < EPOCHS; epoch++) {
  const order = samples.map((_, i) => i).sort(() => random() - 0.5);
  const rate = LEARNING_RATE / (1 + epoch * 0.1);
  for (const i of order) {
    const sample = samples[i]!;
    const ids = sample.features.map((f) => index.get(f)).filter((k): k is number => k !== undefined);
    const scores = Array.from(bias);
    for (const id of ids) for (let k = 0; k < classes.length; k++) scores[k]! += W[id]![k]!;
    const max = Math.max(...scores);
    const exps = scores.map((s) => Math.exp(s - max));
    const sum = exps.reduce((a, b) => a + b, 0);
    for (let k = 0; k < classes.length; k++) {
      const gradient = (exps[k]! / sum - (k === sample.y ? 1 : 0)) * weightOf(sample.y);
      bias[k]! -= rate * gradient;
      for (const id of ids) W[id]![k]! -= rate * (gradient + L2 * W[id]![k]!);
    }
  }
}

const weights: ClassifierModel['weights'] = {};
kept.forEach((feature, i) => {
  const pairs: Array<[number, number]> = [];
  W[i]!.forEach((w, k) => {
    if (Math.abs(w) >= 0.01) pairs.push([k, Math.round(w * 1000) / 1000]);
  });
  if (pairs.length) weights[feature] = pairs;
});
const model: ClassifierModel = {
  classes,
  bias: Array.from(bias, (b) => Math.round(b * 1000) / 1000),
  weights,
  threshold: THRESHOLD,
};
fs.writeFileSync(OUTPUT, `${JSON.stringify(model)}\n`);

const correct = samples.filter((s) => {
  const p = probabilities(model, s.features);
  return (1 - p[0]! >= THRESHOLD) === (s.y !== 0);
}).length;
console.log(
  `${samples.length} textos, ${Object.keys(weights).length} rasgos, ${(fs.statSync(OUTPUT).size / 1024).toFixed(0)} kB; ` +
    `acierto sobre el entrenamiento ${((100 * correct) / samples.length).toFixed(1)} %`,
);
