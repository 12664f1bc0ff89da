// The small classifier of the embedded check: a multinomial logistic regression over the stems of a
// parent's text, its stem pairs, and the ideas (concepts.ts) it names alone and two by two. The ideas
// are shared by the five languages, so what it learnt from a request in one language carries over to
// the others. Trained by scripts/train-safety-classifier.ts on the committed corpus; its weights are the
// committed classifier-weights.json (read once, no download). It refuses a text only when the
// probability that it is harmful reaches the threshold chosen at training time.
import fs from 'node:fs';
import type { AnalysedText } from './request-analysis';
import { ruleVerdict } from './request-rules';
import type { SafetyCategory } from './safety-check';

export interface ClassifierModel {
  /** 'ordinary' first, then the harm categories. */
  classes: string[];
  bias: number[];
  /** Per feature, the weights it adds, as [class index, weight] pairs (sparse). */
  weights: Record<string, Array<[number, number]>>;
  /** Refused when 1 − P(ordinary) is at least this. */
  threshold: number;
  /**
   * The same, for a text that names no idea that can make a request harmful; absent: such a text is
   * never refused by the classifier. Both thresholds are chosen by cross-validation at training time.
   */
  unknownThreshold?: number;
  /**
   * The same, for a text that names a safety lesson (telling a parent, saying no, asking for help,
   * medicines are not sweets) and that no rule refused; absent: such a text is never refused by the classifier. Its
   * words (secret, photos, pills, a stranger) are those of harmful requests, so a classifier that reads
   * words refuses it for the very protection the parent asks for.
   */
  lessonThreshold?: number;
}

/** Character n-grams of a stem, with its ends marked: "^cuch", "cuch", …, "illo$". */
function charGrams(stem: string, n: number): string[] {
  const padded = `^${stem}$`;
  const grams: string[] = [];
  for (let i = 0; i + n <= padded.length; i++) grams.push(padded.slice(i, i + n));
  return grams;
}

/**
 * The features of an analysed text, each counted once: the ideas alone and two by two, the rule that
 * fires on them (if any), the stems and neighbouring stem pairs, and character 4-grams of the stems.
 * The 4-grams are what lets the classifier recognise a word it never saw written that way: an unseen
 * inflection, a compound ("Jagdgewehr", "Balkongeländer"), a typo, or a cognate in another language
 * ("pastiglie", "pasticche").
 */
export function featuresOf(analysed: AnalysedText): string[] {
  const features = new Set<string>();
  const concepts = [...analysed.concepts].sort();
  for (const c of concepts) features.add(`c:${c}`);
  for (let i = 0; i < concepts.length; i++) {
    for (let j = i + 1; j < concepts.length; j++) features.add(`p:${concepts[i]}+${concepts[j]}`);
  }
  const rule = ruleVerdict(analysed.concepts, 'parent-input');
  if (rule) features.add(`r:${rule}`);
  const stems = analysed.stems.filter((s) => s.length > 1);
  for (let i = 0; i < stems.length; i++) {
    features.add(`s:${stems[i]}`);
    if (i + 1 < stems.length) features.add(`b:${stems[i]}_${stems[i + 1]}`);
    if (stems[i]!.length >= 4) for (const gram of charGrams(stems[i]!, 4)) features.add(`g:${gram}`);
  }
  return [...features];
}

/** The probability of each class for the given features. */
export function probabilities(model: ClassifierModel, features: string[]): number[] {
  const scores = [...model.bias];
  for (const feature of features) {
    for (const [k, w] of model.weights[feature] ?? []) scores[k]! += w;
  }
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

const WEIGHTS_FILE = new URL('./classifier-weights.json', import.meta.url);
let model: ClassifierModel | undefined;

function loadModel(): ClassifierModel {
  model ??= JSON.parse(fs.readFileSync(WEIGHTS_FILE, 'utf8')) as ClassifierModel;
  return model;
}

// Ideas that say who acts or how, never what harm: a text naming only these (or nothing the lexicon
// knows) is left alone, so that the classifier never refuses a text for its unknown words alone.
const NEUTRAL_IDEAS = new Set(['child', 'adult', 'parent', 'person', 'pet', 'monster', 'negation', 'want', 'anymore', 'live', 'play', 'tell', 'many', 'lots', 'often', 'school', 'car', 'find', 'safetyLesson', 'rescue', 'medical', 'generalise', 'reveal', 'meet', 'water', 'eat', 'ingest', 'self', 'spouse', 'toy', 'howTo', 'hyperbole', 'feeling', 'profession', 'food', 'lesson', 'adultTask', 'protective', 'refuses', 'notCandy', 'grief', 'animalActs', 'number', 'clockTime', 'likeness', 'accessCode', 'know', 'byAccident', 'ballGame', 'bribe', 'swimwear', 'traffic', 'remove', 'clothes', 'head', 'under', 'party', 'hisHome', 'animalPart', 'familyType', 'kiss', 'show', 'inside', 'weekday', 'scab', 'secretDiary', 'rope', 'pose', 'must', 'seeksHelp', 'sadness', 'innocentIdiom', 'smokeSource', 'traitOfGroup', 'childDrink']);

const LESSON_IDEAS = ['safetyLesson', 'protective', 'notCandy', 'refuses', 'seeksHelp', 'supervised', 'noHarm'];

/**
 * Whether the text asks for a safety lesson, puts the play under a parent's eye ("dad watches") or says
 * that nobody gets hurt: rules
 * have already refused the lessons that hide harm.
 */
export function teachesSafety(analysed: AnalysedText): boolean {
  return LESSON_IDEAS.some((idea) => analysed.concepts.has(idea));
}

/** Whether the text names at least one idea that can make a request harmful. */
export function namesRiskyIdea(analysed: AnalysedText): boolean {
  return [...analysed.concepts].some((c) => !NEUTRAL_IDEAS.has(c));
}

/** The harm category the classifier sees in a parent's text, or null when it finds it ordinary. */
export function classify(analysed: AnalysedText, given: ClassifierModel = loadModel()): SafetyCategory | null {
  const threshold = teachesSafety(analysed) ? given.lessonThreshold : namesRiskyIdea(analysed) ? given.threshold : given.unknownThreshold;
  if (threshold === undefined) return null;
  const p = probabilities(given, featuresOf(analysed));
  if (1 - p[0]! < threshold) return null;
  let best = 1;
  for (let k = 2; k < p.length; k++) if (p[k]! > p[best]!) best = k;
  return given.classes[best] as SafetyCategory;
}
