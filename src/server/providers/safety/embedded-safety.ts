// The embedded child-safety check, used when no chat model is configured (and under the chat-model
// guard as a first, free pass). It needs no key and no network, and judges a text in a few
// milliseconds, in four steps:
//   1. personal data (phone numbers, addresses, emails, ID and bank numbers) by pattern;
//   2. explicit words and phrases per language (builtin-safety.ts), on the folded text so that
//      invisible characters, look-alike letters and spelt-out words do not hide them;
//   3. rules that combine ideas — an action with its object, the child as the one who acts
//      (request-rules.ts) — so that a paraphrase of a harmful request is refused in any wording;
//   4. for a parent's text, a small classifier trained in the repository over stems and those ideas
//      (request-classifier.ts), for requests that no rule foresaw.
// A generated story is judged by steps 1–3 sentence by sentence, with the rules that cannot mistake a
// fairy tale for a request.
import { foldText } from '../../language/fold';
import { builtinCategory, containsPersonalData } from './builtin-safety';
import { analyse, namesIn, type AnalysedText } from './request-analysis';
import { classify, type ClassifierModel } from './request-classifier';
import { ruleVerdict } from './request-rules';
import type { SafetyCategory, SafetyCheck, SafetyContext, SafetyVerdict } from './safety-check';

export interface EmbeddedJudgement {
  category: SafetyCategory | null;
  /** Which step refused it: for the bench and for logs, never shown to a parent. */
  by?: 'personal-data' | 'words' | 'rules' | 'classifier';
}

/**
 * The text without what follows a "without" ("aprende a caer sin hacerse daño", "learns to fall without
 * getting hurt", "sans se faire mal", "ohne sich weh zu tun", "senza farsi male"): the explicit lists
 * read phrases, not their scope, and a thing done without harm is not a request for harm. Only the
 * lists read this; the rules still see the whole text.
 */
function withoutNegatedWords(folded: string): string {
  const names = namesIn(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const unnamed = names.size === 0 ? folded : folded.replace(/[\p{L}\p{N}]+/gu, (w) => (names.has(w) ? ' ' : w));
  return unnamed.replace(/(^|[^\p{L}])(?:sin|without|sans|ohne|senza)(?:\s+[\p{L}']+){1,3}/giu, '$1').replace(PRAISE_IDIOMS, ' ');
}

/**
 * Praise in words of slaughter: a cake that "était une tuerie" was delicious, a boy who "ha fatto una
 * strage di cuori" was loved at the party; and the killer whale, whose name in every language but French
 * and German is "killer" ("orca assassina"); a beast that "terrorise" (terrifies) the mountains is no terrorist.
 * Like a "without", only the lists skip them.
 */
const PRAISE_IDIOMS = /\b(?:(?:c\s?est|c\s?etait|est|etait)\s+une\s+tuerie|strage\s+di\s+cuori|orcas?\s+(?:asesinas?|assassin[ae])|orche\s+assassine|ballenas?\s+asesinas?|balen[ae]\s+assassin[ae]|killer\s+whales?|killerwal\w*|terrorisai?ent|terrorise[nrs]?)\b/giu;

function rulesOver(analysed: AnalysedText, kind: SafetyContext['kind']): SafetyCategory | null {
  if (kind === 'parent-input') return ruleVerdict(analysed.concepts, kind);
  // A story is long: ideas in different sentences do not make a request together.
  for (const sentence of analysed.sentences) {
    const category = ruleVerdict(sentence, kind);
    if (category) return category;
  }
  return null;
}

/**
 * Judges one text with the embedded check. `model` replaces the committed classifier (the training
 * script passes the model of each cross-validation fold).
 */
export function judgeEmbedded(text: string, context: SafetyContext, model?: ClassifierModel): EmbeddedJudgement {
  if (containsPersonalData(text) || containsPersonalData(foldText(text))) return { category: 'personal-data', by: 'personal-data' };
  const words = builtinCategory(withoutNegatedWords(foldText(text)), context.kind);
  const analysed = analyse(text, context.language);
  // A parent's drinking or drug use told to a child with care ("it is not your fault, you can always talk
  // to your teacher") is a hard theme: the word lists, which read words and not their frame, yield to it.
  const caring = words === 'drugs' && context.kind === 'parent-input' && (analysed.concepts.has('protective') || analysed.concepts.has('seeksHelp')) && (analysed.concepts.has('parent') || analysed.concepts.has('spouse') || analysed.concepts.has('adult'));
  if (words && !caring) return { category: words, by: 'words' };
  const rule = rulesOver(analysed, context.kind);
  if (rule) return { category: rule, by: 'rules' };
  if (context.kind === 'parent-input') {
    const predicted = classify(analysed, model);
    if (predicted) return { category: predicted, by: 'classifier' };
  }
  return { category: null };
}

/**
 * Compiles the lexicon, loads the classifier and starts the five stemmers once, so that the first
 * parent's text is judged as fast as any other (the first call otherwise takes a few hundred ms).
 */
export function warmUpEmbeddedSafety(): void {
  for (const text of ['el niño bebe lejía', 'the boy drinks bleach', 'le garçon boit de la javel', 'der Junge trinkt Bleiche', 'il bambino beve candeggina']) {
    const analysed = analyse(text);
    ruleVerdict(analysed.concepts, 'parent-input');
    classify(analysed);
  }
}

export function createEmbeddedSafety(): SafetyCheck {
  warmUpEmbeddedSafety();
  return {
    name: 'embedded',
    async check(text, context): Promise<SafetyVerdict> {
      const { category } = judgeEmbedded(text, context);
      return category ? { allowed: false, category } : { allowed: true };
    },
  };
}
