// Reads a text the way the request check needs it: folded (fold.ts), split into sentences and words,
// its language guessed from its commonest words, each word stemmed, and the ideas of concepts.ts it
// names found — in whichever of the five languages it is written, whatever the story's language.
import type { LanguageId } from '../../../shared/catalogs';
import { foldWords, syllableJoins } from '../../language/fold';
import { stem } from '../../language/stem';
import { CONCEPT_FAMILIES } from './concept-families';
import { CONCEPT_FAMILIES_HARM } from './concept-families-harm';
import { CONCEPT_FAMILIES_MORE } from './concept-families-more';
import { CONCEPT_FAMILIES_PROTECTIVE } from './concept-families-protective';
import { CONCEPT_FAMILIES_SOCIAL } from './concept-families-social';
import { CONCEPT_FRAMING } from './concept-framing';
import { CONCEPTS, STOPWORDS } from './concepts';
import { applyFrames, type IdeasAt } from './frames';

export const LANGUAGES: LanguageId[] = ['es', 'en', 'fr', 'de', 'it'];

interface Phrase {
  stems: string[];
  concept: string;
}

interface LanguageIndex {
  words: Map<string, Set<string>>;
  phrases: Map<string, Phrase[]>;
}

interface CompiledLexicon {
  byLanguage: Map<LanguageId, LanguageIndex>;
  /** Beginnings of words ("bleich" for "bleich*"), checked in every language. */
  prefixes: Array<{ prefix: string; concept: string; language: LanguageId }>;
  /** Whole words matched as written, not by stem ("=ninas": "niñas" but not "niño", which stems alike). */
  exact: Map<string, Array<{ concept: string; language: LanguageId }>>;
}

function splitWords(entry: string): string[] {
  return entry.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

let compiled: CompiledLexicon | undefined;

function lexicon(): CompiledLexicon {
  if (compiled) return compiled;
  const byLanguage = new Map<LanguageId, LanguageIndex>();
  const prefixes: CompiledLexicon['prefixes'] = [];
  const exact: CompiledLexicon['exact'] = new Map();
  for (const language of LANGUAGES) byLanguage.set(language, { words: new Map(), phrases: new Map() });
  for (const [concept, perLanguage] of [...Object.entries(CONCEPTS), ...[CONCEPT_FAMILIES, CONCEPT_FAMILIES_HARM, CONCEPT_FRAMING, CONCEPT_FAMILIES_MORE, CONCEPT_FAMILIES_PROTECTIVE, CONCEPT_FAMILIES_SOCIAL].flatMap((f) => Object.entries(f))]) {
    for (const language of LANGUAGES) {
      const list = perLanguage[language];
      if (!list) continue;
      const index = byLanguage.get(language)!;
      for (const raw of list.split(',')) {
        const entry = raw.trim();
        if (!entry) continue;
        if (entry.startsWith('=')) {
          const word = entry.slice(1);
          exact.set(word, [...(exact.get(word) ?? []), { concept, language }]);
          continue;
        }
        if (entry.endsWith('*')) {
          prefixes.push({ prefix: entry.slice(0, -1), concept, language });
          continue;
        }
        const stems = splitWords(entry).map((w) => stem(w, language));
        if (stems.length === 0) continue;
        if (stems.length === 1 && stems[0]!.length < 3) {
          // A stem this short ("sex", "mal", "tot") collides with unrelated words of the same or
          // another language: the word itself is matched, as written.
          const word = splitWords(entry)[0]!;
          exact.set(word, [...(exact.get(word) ?? []), { concept, language }]);
          continue;
        }
        if (stems.length === 1) {
          const set = index.words.get(stems[0]!) ?? new Set<string>();
          set.add(concept);
          index.words.set(stems[0]!, set);
        } else {
          const list2 = index.phrases.get(stems[0]!) ?? [];
          list2.push({ stems, concept });
          index.phrases.set(stems[0]!, list2);
        }
      }
    }
  }
  compiled = { byLanguage, prefixes, exact };
  return compiled;
}

const STOPWORD_SETS = new Map(LANGUAGES.map((l) => [l, new Set(STOPWORDS[l])]));

/**
 * Words whose stem is an idea's stem but which almost always mean something else: Spanish "nada" is
 * "nothing" ("nada más llegar al lago", "no había nada") far more often than "he swims", and read as
 * swimming it made a story's lake scene look like a child swimming alone. German "fast" is "almost", not
 * fasting; Italian "colpa" is "fault" ("non è colpa sua"), not a blow; a Spanish "cuento corto" is a
 * short story and "morada" purple, not killing, cutting or dying.
 */
const NOT_AN_IDEA: Partial<Record<LanguageId, Set<string>>> = { es: new Set(['nada', 'corto', 'cortos', 'morada', 'morado', 'moradas', 'morados']), de: new Set(['fast']), it: new Set(['colpa', 'colpe']) };

/**
 * The languages a text is read in: the one whose common words it uses clearly most, or all five when
 * it is too short to tell (a parent may write in any language, whatever the story's).
 */
/** Words after which the next word is a name: "un perro que se llama Tequila", "a beagle named Whiskey". */
const NAMING = new Set(['llama', 'llamado', 'llamada', 'named', 'called', 'namens', 'heisst', 'chiama', 'chiamato', 'chiamata', 'appelle', 'nomme', 'nommee']);

/**
 * The names a text gives ("un bassotto che si chiama Grappa", "le chien de papi s'appelle Pastis"): a
 * dog called Whiskey is a dog, and the name, wherever the text repeats it, names no idea.
 */
export function namesIn(words: string[]): Set<string> {
  const names = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) if (NAMING.has(words[i]!) && words[i + 1]!.length >= 3) names.add(words[i + 1]!);
  return names;
}

export function guessLanguages(words: string[], hint?: LanguageId): LanguageId[] {
  const scores = LANGUAGES.map((language) => ({
    language,
    score: words.reduce((n, w) => n + (STOPWORD_SETS.get(language)!.has(w) ? 1 : 0), 0),
  })).sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (first && second && first.score >= 2 && first.score >= second.score * 1.5 + 1) {
    // The language the parent was writing in (the story's), when its own common words are there too:
    // short Italian and Spanish texts share "del", "al", "con", and a sure guess can be the wrong one.
    const hinted = scores.find((s) => s.language === hint);
    return hinted && hinted !== first && hinted.score >= 1 ? [first.language, hinted.language] : [first.language];
  }
  // Unsure: the languages nearly as likely as the best one; every language when nothing tells them
  // apart. The story's language first on a tie (the first language's stems are the classifier's features).
  if (first && first.score >= 1) {
    const near = scores.filter((s) => s.score >= 1 && s.score >= first.score - 1);
    return near.sort((a, b) => b.score - a.score || (a.language === hint ? -1 : b.language === hint ? 1 : 0)).map((s) => s.language);
  }
  const ordered = [...scores].sort((a, b) => b.score - a.score || (a.language === hint ? -1 : b.language === hint ? 1 : 0));
  return ordered.map((s) => s.language);
}

/**
 * Verb endings the Snowball stemmers keep in some forms ("touchent", "déshabillent" stay whole in
 * French; "fassen", "zertritt" in German): the word without its ending, stemmed again, so that a
 * lexicon entry written once ("toucher", "ausziehen") matches every person of the verb.
 */
const VERB_ENDINGS: Partial<Record<LanguageId, RegExp>> = {
  fr: /(?:aient|ent|ons|ez|ait)$/,
  de: /(?:en|st|t)$/,
  it: /(?:ano|ono|ino)$/,
};

function reinflected(word: string, language: LanguageId): string | undefined {
  const ending = VERB_ENDINGS[language];
  if (!ending || word.length < 6 || !ending.test(word)) return undefined;
  return stem(word.replace(ending, language === 'it' ? 'are' : language === 'fr' ? 'er' : 'en'), language);
}

/**
 * The ideas of a German compound the lexicon does not list whole, read from its last part, which names
 * what the compound is: "Klappmesser" is a knife, "Jagdwaffe" a weapon, "Eierlikör" a liqueur,
 * "Geburtstagskerzen" candles. The longest known last part wins (at least four letters of stem, so that
 * a short ending never stands for a word); the first part, which only qualifies it, is left to the
 * prefix entries of the lexicon ("spielzeug*" makes "Spielzeugpistole" a toy).
 */
function compoundHead(word: string, index: LanguageIndex): Set<string> | undefined {
  if (word.length < 8) return undefined;
  for (let k = 3; k <= word.length - 4; k++) {
    const head = stem(word.slice(k), 'de');
    if (head.length < 4) continue;
    const hit = index.words.get(head);
    if (hit) return hit;
  }
  return undefined;
}

export interface AnalysedText {
  /** The folded words in order. */
  words: string[];
  /** The languages the text was read in. */
  languages: LanguageId[];
  /** Stems of every word in the first language read (the classifier's features). */
  stems: string[];
  /** Ideas found per sentence: `sentences[i]` is the set of concepts named in sentence i. */
  sentences: Array<Set<string>>;
  /** Every idea the whole text names. */
  concepts: Set<string>;
}

function conceptsOf(words: string[], extra: string[], languages: LanguageId[], found: Set<string>, at: IdeasAt, names: Set<string>): string[] {
  const { byLanguage, prefixes, exact } = lexicon();
  const mark = (i: number, concept: string) => {
    found.add(concept);
    at[i]?.add(concept);
  };
  const firstStems: string[] = [];
  for (const language of languages) {
    const index = byLanguage.get(language)!;
    const stems = words.map((w) => stem(w, language));
    if (firstStems.length === 0) firstStems.push(...stems);
    // Each word's stem, and a second one where the stemmer leaves a verb ending on (see below).
    const candidates = words.map((w, i) => {
      const other = reinflected(w, language);
      return other && other !== stems[i] ? [stems[i]!, other] : [stems[i]!];
    });
    const homographs = NOT_AN_IDEA[language];
    for (let i = 0; i < stems.length; i++) {
      if (homographs?.has(words[i]!) || names.has(words[i]!)) continue;
      if (language === 'de' && !candidates[i]!.some((c) => index.words.has(c))) {
        const head = compoundHead(words[i]!, index);
        if (head) for (const c of head) mark(i, c);
      }
      for (const candidate of candidates[i]!) {
        const hit = index.words.get(candidate);
        if (hit) for (const c of hit) mark(i, c);
        const phrases = index.phrases.get(candidate);
        if (!phrases) continue;
        for (const phrase of phrases) {
          if (phrase.stems.every((s, k) => k === 0 || (candidates[i + k]?.includes(s) ?? false))) phrase.stems.forEach((_, k) => mark(i + k, phrase.concept));
        }
      }
    }
    for (const word of extra) {
      const hit = index.words.get(stem(word, language));
      if (hit) for (const c of hit) found.add(c);
    }
  }
  // Words typed apart or squeezed (`extra`) have no position: their ideas count, but no frame reads them.
  [...words, ...extra].forEach((word, i) => {
    if (names.has(word)) return;
    for (const { concept, language } of exact.get(word) ?? []) {
      if (languages.includes(language)) mark(i < words.length ? i : -1, concept);
    }
    for (const { prefix, concept, language } of prefixes) {
      if (languages.includes(language) && word.startsWith(prefix)) mark(i < words.length ? i : -1, concept);
    }
  });
  return firstStems;
}

// Sentence ends: . ! ? ; and line breaks (a dot between letters is part of a word typed to dodge a list).
const SENTENCE_END = /(?<![\p{L}\p{N}])[.!?;]+|[.!?;]+(?=\s|$)|\n+/u;

/** A time of day ("3:15", "16h30", "13 Uhr", "a las 5", "alle 16"): with a school, a child's routine. */
const CLOCK_TIME = /\b\d{1,2}[:h]\d{2}\b|\b\d{1,2}\s*(?:uhr|pm|am)\b|\b(?:a las|alle|um|vers)\s+\d{1,2}\b/iu;

/** A child's age ("9 year old", "de 10 años", "7 ans", "Zehnjährige", "di dieci anni"): a child. */
const CHILD_AGE = new RegExp(
  String.raw`\bwhen (?:he|she)(?:'s|’s| is) (?:[1-9]|1[0-3])\b|\baged? (?:[1-9]|1[0-3])\b|` +
    String.raw`\b(?:[1-9]|1[0-3])\s*-?\s*(?:years?\b|yo\b|anos\b|años\b|ans\b|jahre|jährig|jahrig|anni\b)|` +
    String.raw`(?:ein|zwei|drei|vier|fünf|funf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwolf)jährig|(?:ein|zwei|drei|vier|fünf|funf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwolf)jahrig|` +
    String.raw`\b(?:cinque|sei|sette|otto|nove|dieci|undici|dodici) anni\b|\b(?:cinco|seis|siete|ocho|nueve|diez|once|doce) años\b|\b(?:five|six|seven|eight|nine|ten|eleven|twelve)[ -]year[ -]old`,
  'iu',
);

/** German verb particles that a clause sends to its end ("zieht sich … aus", "fasst sie … an"). */
const GERMAN_PARTICLES = new Set(['aus', 'an', 'ab', 'ein', 'auf', 'um', 'weg', 'mit', 'vor', 'zu', 'nach', 'los']);
const GERMAN_CLAUSE_END = /[,:;]|\b(?:und|oder|aber|weil|dass|wenn|damit|bis)\b/iu;

/**
 * A German separable verb joined again: in "die Kinder ziehen sich hinter dem Schuppen aus" the verb is
 * "ausziehen", but its two halves stand apart. For a clause that ends in a particle, the particle is
 * joined to the front of each word of the clause ("ausziehen", "ausKinder"…); only a join that forms a
 * word the lexicon knows counts, so the other joins change nothing.
 */
function separableVerbs(sentence: string): string[] {
  const joined: string[] = [];
  for (const clause of sentence.split(GERMAN_CLAUSE_END)) {
    const { words } = foldWords(clause);
    const particle = words[words.length - 1];
    if (words.length < 3 || !particle || !GERMAN_PARTICLES.has(particle)) continue;
    for (const word of words.slice(0, -1)) if (word.length >= 3 && !GERMAN_PARTICLES.has(word)) joined.push(particle + word);
  }
  return joined;
}

/** A grown-up's age ("a 25 year old", "un uomo di 25 anni", "ein 25-Jähriger"): an adult, whoever it is. */
const ADULT_AGE = /\b(?:1[89]|[2-9]\d)\s*-?\s*(?:years?\b|yo\b|anos\b|años\b|ans\b|jahre|jährig|jahrig|anni\b)/iu;

/** A whole date ("12.05.2016", "3/4/2017"): with "born on", a child's date of birth. */
const FULL_DATE = /\b\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})\b/u;

/** A social-media handle ("@lou.dupont2015"): an account where anyone can find and write to a child. */
const HANDLE = /(?:^|[\s(])@[\p{L}\p{N}._]{3,}/u;

/** Analyses a text once; the rules and the classifier both read the result. */
export function analyse(text: string, hint?: LanguageId): AnalysedText {
  const all = foldWords(text);
  const languages = guessLanguages(all.words, hint);
  const names = namesIn(all.words);
  const sentences: Array<Set<string>> = [];
  const concepts = new Set<string>();
  let stems: string[] = [];
  for (const part of text.split(new RegExp(SENTENCE_END.source, 'gu'))) {
    if (!part || !part.trim()) continue;
    const { words, alternatives } = foldWords(part);
    if (words.length === 0) continue;
    const found = new Set<string>();
    // Syllables typed apart ("au to le sio nes") are read joined; only a join that forms a word the
    // lexicon knows counts, so ordinary short words never merge into something else.
    const extra = [...alternatives, ...syllableJoins(words).filter((j) => j.length >= 5)];
    if (languages.includes('de')) extra.push(...separableVerbs(part));
    const at: IdeasAt = words.map(() => new Set<string>());
    const sentenceStems = conceptsOf(words, extra, languages, found, at, names);
    applyFrames(words, at, found);
    if (CLOCK_TIME.test(part)) found.add('clockTime');
    if (CHILD_AGE.test(part)) found.add('child');
    if (HANDLE.test(part)) found.add('handle');
    if (FULL_DATE.test(text)) found.add('fullDate');
    if (ADULT_AGE.test(part)) found.add('adult');
    stems = stems.concat(sentenceStems);
    sentences.push(found);
    for (const c of found) concepts.add(c);
  }
  return { words: all.words, languages, stems, sentences, concepts };
}
