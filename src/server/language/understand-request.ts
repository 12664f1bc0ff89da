// Understands what a parent's free text asks for, in any of the five story languages: the animals (and
// whether one is the child's pet, and its name), the people, places, things, hobbies, life events and
// fears it names. The result holds lexicon keys and checked names only, never the parent's words, so the
// storyteller can write them into a plot in its own words and the raw text never reaches a story.
//
// How it reads a request: the text is cut into words (accents folded, lower case, Snowball stems); the
// language is guessed from its function words; words and multi-word phrases are looked up in the
// lexicon (longest match first); a fear word ("miedo a…") claims the thing after it; a negation ("sin",
// "no quiere", "keine") removes what it covers; a name is accepted only where the grammar says it is one
// ("llamado Toby", or a capitalised word right after the animal or person: "mi perro Toby"); events are
// patterns of words that occur near each other ("va a tener un hermanito").
import { LANGUAGE_IDS, type LanguageId } from '../../shared/catalogs';
import { LEXICON_ENTRIES } from './lexicon';
import { EVENTS, UPCOMING } from './lexicon/events';
import { GRAMMAR, NAME_LIKE_WORDS } from './lexicon/grammar';
import type { LexiconKind, RequestAnimal, RequestFacts, RequestPerson } from './request-facts';
import { stem } from './stem';

/** Longer texts are read only up to here: a request is a few sentences, and the time must stay bounded. */
const MAX_CHARS = 4000;
/** How far (in words) a negation reaches before the thing it negates. */
const NEGATION_REACH = 5;
/** The suffix of an event told as still to come, inside the compiled patterns only. */
const UPCOMING_MARK = '@upcoming';

/** How far (in words) the parts of an event pattern may lie from each other. */
const EVENT_WINDOW = 8;
/** How far (in words) a fear word reaches for what is feared. */
const FEAR_REACH = 5;
/** A fear word after the thing ("las arañas, que le dan mucho miedo") reaches a little further back. */
const FEAR_REACH_BACK = 8;

// ---------------------------------------------------------------------------------------------------
// Words

/** Lower case without accents: "Forêt" → "foret", "Größe" → "grosse". */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l');
}

interface Token {
  raw: string;
  folded: string;
  /** Punctuation: '.' ends a sentence, ',' a clause. Words have ''. */
  mark: '' | '.' | ',';
}

const TOKEN_PATTERN = /[\p{L}\p{M}\p{N}]+|[.;!?¡¿()[\]…\n]|[,:"«»“”]/gu;
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g;

function tokenize(text: string): Token[] {
  const cleaned = text
    .slice(0, MAX_CHARS)
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    // "don't" → "do not", so the negation is a word of its own.
    .replace(/n['’]t\b/gi, ' not');
  const tokens: Token[] = [];
  for (const match of cleaned.matchAll(TOKEN_PATTERN)) {
    const raw = match[0];
    if (/^[.;!?¡¿()[\]…\n]$/.test(raw)) tokens.push({ raw, folded: raw, mark: '.' });
    else if (/^[,:"«»“”]$/.test(raw)) tokens.push({ raw, folded: raw, mark: ',' });
    else tokens.push({ raw, folded: fold(raw), mark: '' });
  }
  return tokens;
}

function words(phrase: string): string[] {
  return tokenize(phrase)
    .filter((token) => token.mark === '')
    .map((token) => token.folded);
}

// ---------------------------------------------------------------------------------------------------
// Indexes, built once per language on first use

type MentionKind = LexiconKind | 'child' | 'pet';

interface Candidate {
  kind: MentionKind;
  key: string;
  /** Folded words (exact) or their stems. */
  words: string[];
  /** The folded words as written, to prefer "abuelo" over "abuela" when both share the stem "abuel". */
  forms: string[];
  exact: boolean;
}

interface PhraseSet {
  /** Phrases by their first folded word. */
  byFirst: Map<string, string[][]>;
}

interface CompiledAlternative {
  words: { text: string; exact: boolean }[];
}

interface CompiledPattern {
  event: string;
  /** The things named inside this pattern's words belong to the event ("moving house"), not to the story's settings. */
  drops: boolean;
  groups: CompiledAlternative[][];
  vetoes: CompiledAlternative[][];
}

interface LanguageIndex {
  language: LanguageId;
  /** Lexicon candidates (not fears) by "e:" + folded first word or "s:" + stem of the first word. */
  things: Map<string, Candidate[]>;
  fears: Map<string, Candidate[]>;
  stopwords: Set<string>;
  negations: Set<string>;
  contrasts: Set<string>;
  coordinators: Set<string>;
  possessives: Set<string>;
  having: PhraseSet;
  commonCapitalised: Set<string>;
  nameMarkers: PhraseSet;
  fearCues: PhraseSet;
  fearPointers: Set<string>;
  causes: Set<string>;
  girl: Set<string>;
  boy: Set<string>;
  patterns: CompiledPattern[];
  /** Pattern alternatives by the first two letters of their first word, to test only the likely ones. */
  alternativesByPrefix: Map<string, { pattern: number; group: number; veto: boolean; alternative: CompiledAlternative }[]>;
  /** Every folded single word of this language's lexicon surfaces and stopwords: never a name. */
  commonWords: Set<string>;
  /** Single-word things by each spelling with one letter dropped, to forgive one typo ("dinosuario"). */
  nearMisses: Map<string, { candidate: Candidate; form: string }[]>;
  /** Single-word things (German) by their folded form, to find the head of a compound ("Drachenhöhle"). */
  compoundHeads: Map<string, Candidate>;
}

/** Kinds a typo or a German compound may name: the grammar words (child, pet) must be written right. */
const FORGIVING_KINDS: MentionKind[] = ['animal', 'person', 'place', 'object'];
/** A typo is forgiven only in words this long; shorter ones are too close to other words. */
const MIN_TYPO_LENGTH = 6;

/** Real words one letter away from a lexicon word ("mañana" is not "manzana", "cabello" not "caballo"). */
const NOT_TYPOS: Record<LanguageId, Set<string>> = {
  es: new Set('manana mananas consejo consejos cabello cabellos razones tortura elegante elegantes planta plantas serena despierto despierta pelota pecera caballero abuelos'.split(' ')),
  en: new Set('bother bothers pocket pockets sitter private cattle monday father mother rather parent parents adventure adventures'.split(' ')),
  fr: new Set('poison raison saison'.split(' ')),
  de: new Set('retter'.split(' ')),
  it: new Set('principi'.split(' ')),
};

function deletions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i++) variants.push(word.slice(0, i) + word.slice(i + 1));
  return variants;
}

/** Whether two words differ by at most one insertion, deletion, substitution or swap of neighbours. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const KIND_ORDER: MentionKind[] = ['child', 'pet', 'person', 'animal', 'place', 'object', 'activity', 'fear'];

function addCandidate(index: Map<string, Candidate[]>, candidate: Candidate): void {
  const first = candidate.words[0];
  if (!first) return;
  const slot = `${candidate.exact ? 'e' : 's'}:${first}`;
  const list = index.get(slot) ?? [];
  if (list.some((c) => c.kind === candidate.kind && c.key === candidate.key && c.forms.join(' ') === candidate.forms.join(' '))) return;
  list.push(candidate);
  index.set(slot, list);
}

function surfaceCandidate(kind: MentionKind, key: string, text: string, exact: boolean, language: LanguageId): Candidate | undefined {
  const folded = words(text);
  if (folded.length === 0) return undefined;
  return { kind, key, exact, forms: folded, words: exact ? folded : folded.map((word) => stem(word, language)) };
}

function phraseSet(list: string): PhraseSet {
  const byFirst = new Map<string, string[][]>();
  for (const phrase of list.split(',')) {
    const folded = words(phrase);
    if (folded.length === 0) continue;
    const phrases = byFirst.get(folded[0]) ?? [];
    phrases.push(folded);
    byFirst.set(folded[0], phrases);
  }
  return { byFirst };
}

function wordSet(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean).map(fold));
}

function compileAlternatives(group: string): CompiledAlternative[] {
  return group
    .split('|')
    .map((alternative) =>
      alternative
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => (word.startsWith('=') ? { text: fold(word.slice(1)), exact: true } : { text: fold(word), exact: false })),
    )
    .filter((alternativeWords) => alternativeWords.length > 0)
    .map((alternativeWords) => ({ words: alternativeWords }));
}

const indexes = new Map<LanguageId, LanguageIndex>();

function indexFor(language: LanguageId): LanguageIndex {
  const cached = indexes.get(language);
  if (cached) return cached;
  const grammar = GRAMMAR[language];
  const things = new Map<string, Candidate[]>();
  const fears = new Map<string, Candidate[]>();
  const commonWords = new Set<string>();
  for (const entry of LEXICON_ENTRIES) {
    for (const surface of entry.surfaces[language]) {
      const candidate = surfaceCandidate(entry.kind, entry.key, surface.text, surface.exact, language);
      if (!candidate) continue;
      addCandidate(entry.kind === 'fear' ? fears : things, candidate);
      const surfaceWords = words(surface.text);
      if (surfaceWords.length === 1) commonWords.add(surfaceWords[0]);
    }
  }
  for (const word of wordSet(grammar.child)) addCandidate(things, { kind: 'child', key: 'child', words: [word], forms: [word], exact: true });
  // "mascota mascotas" lists words; "animal de compagnie, animaux de compagnie" lists phrases.
  for (const phrase of grammar.pet.includes(',') ? grammar.pet.split(',') : grammar.pet.split(/\s+/)) {
    const candidate = surfaceCandidate('pet', 'pet', phrase, true, language);
    if (candidate) addCandidate(things, candidate);
  }
  const stopwords = wordSet(grammar.stopwords);
  for (const word of stopwords) commonWords.add(word);
  for (const word of wordSet(grammar.commonCapitalised)) commonWords.add(word);

  const patterns: CompiledPattern[] = [];
  const alternativesByPrefix: LanguageIndex['alternativesByPrefix'] = new Map();
  // An upcoming event is compiled as its own event, '<event>@upcoming', and read back in understandRequest.
  const upcoming = Object.entries(UPCOMING).map(([event, byLanguage]) => [`${event}${UPCOMING_MARK}`, byLanguage] as const);
  for (const [event, byLanguage] of [...Object.entries(EVENTS), ...upcoming]) {
    for (const pattern of byLanguage[language]) {
      const groups: CompiledAlternative[][] = [];
      const vetoes: CompiledAlternative[][] = [];
      const drops = pattern.trim().endsWith('@drop');
      for (const group of pattern.replace(/@drop\s*$/, '').split(' + ')) {
        if (group.trim().startsWith('!')) vetoes.push(compileAlternatives(group.trim().slice(1)));
        else groups.push(compileAlternatives(group));
      }
      const patternIndex = patterns.length;
      patterns.push({ event, groups, vetoes, drops });
      const register = (list: CompiledAlternative[][], veto: boolean) =>
        list.forEach((alternatives, group) => {
          for (const alternative of alternatives) {
            const prefix = alternative.words[0].text.slice(0, 2);
            const slot = alternativesByPrefix.get(prefix) ?? [];
            slot.push({ pattern: patternIndex, group, veto, alternative });
            alternativesByPrefix.set(prefix, slot);
          }
        });
      register(groups, false);
      register(vetoes, true);
    }
  }

  const nearMisses: LanguageIndex['nearMisses'] = new Map();
  const compoundHeads: LanguageIndex['compoundHeads'] = new Map();
  for (const list of things.values()) {
    for (const candidate of list) {
      if (candidate.forms.length !== 1 || !FORGIVING_KINDS.includes(candidate.kind)) continue;
      const form = candidate.forms[0];
      if (language === 'de' && form.length >= 4 && !compoundHeads.has(form)) compoundHeads.set(form, candidate);
      if (form.length < MIN_TYPO_LENGTH) continue;
      for (const variant of [form, ...deletions(form)]) {
        const slot = nearMisses.get(variant) ?? [];
        if (!slot.some((entry) => entry.candidate.key === candidate.key && entry.candidate.kind === candidate.kind)) slot.push({ candidate, form });
        nearMisses.set(variant, slot);
      }
    }
  }

  const index: LanguageIndex = {
    language,
    nearMisses,
    compoundHeads,
    things,
    fears,
    stopwords,
    negations: wordSet(grammar.negations),
    contrasts: wordSet(grammar.contrasts),
    coordinators: wordSet(grammar.coordinators),
    possessives: wordSet(grammar.possessives),
    having: phraseSet(grammar.having),
    commonCapitalised: wordSet(grammar.commonCapitalised),
    nameMarkers: phraseSet(grammar.nameMarkers),
    fearCues: phraseSet(grammar.fearCues),
    fearPointers: wordSet(grammar.fearPointers),
    causes: wordSet(grammar.causes),
    girl: wordSet(grammar.girl),
    boy: wordSet(grammar.boy),
    patterns,
    alternativesByPrefix,
    commonWords,
  };
  indexes.set(language, index);
  return index;
}

// ---------------------------------------------------------------------------------------------------
// Language

/** For each function word, the languages it belongs to: a word shared by three languages counts a third. */
let languageHints: Map<string, LanguageId[]> | undefined;

function hints(): Map<string, LanguageId[]> {
  if (languageHints) return languageHints;
  const map = new Map<string, LanguageId[]>();
  for (const language of LANGUAGE_IDS) {
    for (const word of wordSet(GRAMMAR[language].stopwords)) {
      const list = map.get(word) ?? [];
      if (!list.includes(language)) list.push(language);
      map.set(word, list);
    }
  }
  languageHints = map;
  return map;
}

/** Lexicon words by language, weaker evidence than function words ("perro" is Spanish, "cane" Italian). */
let lexiconHints: Map<string, LanguageId[]> | undefined;

function lexiconLanguages(): Map<string, LanguageId[]> {
  if (lexiconHints) return lexiconHints;
  const map = new Map<string, LanguageId[]>();
  for (const entry of LEXICON_ENTRIES) {
    for (const language of LANGUAGE_IDS) {
      for (const surface of entry.surfaces[language]) {
        for (const word of words(surface.text)) {
          if (word.length < 3) continue;
          const list = map.get(word) ?? [];
          if (!list.includes(language)) list.push(language);
          map.set(word, list);
        }
      }
    }
  }
  lexiconHints = map;
  return map;
}

const LETTER_HINTS: [RegExp, LanguageId, number][] = [
  [/[ñ¿¡]/g, 'es', 2],
  [/[áíóú]/g, 'es', 0.3],
  [/[äöß]/g, 'de', 1.5],
  // Spanish writes ü too (pingüino, vergüenza).
  [/ü/g, 'de', 0.5],
  [/[çêâîôûœëï]/g, 'fr', 1],
  [/[èàùì]/g, 'it', 0.4],
  [/[èà]/g, 'fr', 0.2],
];

/** The language a request is written in; the story's language when the text gives too little to tell. */
export function detectLanguage(text: string, storyLanguage: LanguageId): LanguageId {
  return detectFromTokens(text.slice(0, MAX_CHARS), tokenize(text), storyLanguage);
}

function detectFromTokens(text: string, tokens: Token[], storyLanguage: LanguageId): LanguageId {
  const score: Record<LanguageId, number> = { es: 0, en: 0, fr: 0, de: 0, it: 0 };
  const functionWords = hints();
  const lexicon = lexiconLanguages();
  for (const token of tokens) {
    if (token.mark) continue;
    const languages = functionWords.get(token.folded);
    if (languages) for (const language of languages) score[language] += 1 / languages.length;
    const lexiconLanguagesOfWord = lexicon.get(token.folded);
    if (lexiconLanguagesOfWord) for (const language of lexiconLanguagesOfWord) score[language] += 0.5 / lexiconLanguagesOfWord.length;
  }
  const lower = text.toLowerCase();
  for (const [pattern, language, weight] of LETTER_HINTS) {
    const found = lower.match(pattern);
    if (found) score[language] += Math.min(3, found.length) * weight;
  }
  let best = storyLanguage;
  for (const language of LANGUAGE_IDS) if (score[language] > score[best]) best = language;
  if (best === storyLanguage) return storyLanguage;
  // Prefer the story's language unless the text clearly reads as another one.
  return score[best] >= score[storyLanguage] * 1.2 + 0.75 ? best : storyLanguage;
}

// ---------------------------------------------------------------------------------------------------
// Recognition

interface Mention {
  kind: MentionKind;
  key: string;
  start: number;
  /** Exclusive. */
  end: number;
  name?: string;
  /** A second person named in "sus amigos Carla y Leo". */
  extraNames?: string[];
  negated?: boolean;
}

interface Context {
  tokens: Token[];
  index: LanguageIndex;
  stems: string[];
  /** False in German and in a text typed mostly in capitals, where a capital does not mark a name. */
  capitalsMeanNames: boolean;
}

function stemAt(context: Context, position: number): string {
  let value = context.stems[position];
  if (value === undefined) {
    value = context.tokens[position].mark ? '' : stem(context.tokens[position].folded, context.index.language);
    context.stems[position] = value;
  }
  return value;
}

/** The longest lexicon candidate starting at `position`, and where it ends. */
function longestMatch(context: Context, table: Map<string, Candidate[]>, position: number): { candidate: Candidate; end: number } | undefined {
  const token = context.tokens[position];
  // "parce" (que) stems like "parc": a word opening a reason is never a thing.
  if (token.mark || context.index.causes.has(token.folded)) return undefined;
  const pool = [...(table.get(`e:${token.folded}`) ?? []), ...(table.get(`s:${stemAt(context, position)}`) ?? [])];
  let best: { candidate: Candidate; end: number; asWritten: boolean } | undefined;
  for (const candidate of pool) {
    const end = position + candidate.words.length;
    if (end > context.tokens.length) continue;
    let fits = true;
    for (let offset = 1; offset < candidate.words.length && fits; offset++) {
      const next = context.tokens[position + offset];
      if (next.mark) fits = false;
      else fits = candidate.exact ? next.folded === candidate.words[offset] : stemAt(context, position + offset) === candidate.words[offset];
    }
    if (!fits) continue;
    const asWritten = candidate.forms.every((form, offset) => context.tokens[position + offset].folded === form);
    if (
      !best ||
      end > best.end ||
      (end === best.end && asWritten && !best.asWritten) ||
      (end === best.end && asWritten === best.asWritten && KIND_ORDER.indexOf(candidate.kind) < KIND_ORDER.indexOf(best.candidate.kind))
    ) {
      best = { candidate, end, asWritten };
    }
  }
  return best;
}

/** Whether one of the phrases starts at `position`; returns the position after it. */
function phraseAt(tokens: Token[], set: PhraseSet, position: number): number | undefined {
  const token = tokens[position];
  if (!token || token.mark) return undefined;
  let bestEnd: number | undefined;
  for (const phrase of set.byFirst.get(token.folded) ?? []) {
    let fits = true;
    for (let offset = 1; offset < phrase.length && fits; offset++) {
      const next = tokens[position + offset];
      fits = !!next && !next.mark && next.folded === phrase[offset];
    }
    if (fits && (bestEnd === undefined || position + phrase.length > bestEnd)) bestEnd = position + phrase.length;
  }
  return bestEnd;
}

function findMentions(context: Context): Mention[] {
  const mentions: Mention[] = [];
  const { tokens } = context;
  for (let position = 0; position < tokens.length; ) {
    const found = longestMatch(context, context.index.things, position) ?? forgivingMatch(context, position) ?? borrowedWord(context, position);
    if (found) {
      mentions.push({ kind: found.candidate.kind, key: found.candidate.key, start: position, end: found.end });
      position = found.end;
    } else {
      position += 1;
    }
  }
  return mentions;
}

/**
 * A word the lexicon does not hold as written: one typo away from a single lexicon word
 * ("dinosuario", "unicronio"), or a German compound whose last part is one ("Drachenhöhle" → cave).
 * Names (capitalised inside a sentence) and the language's own small words are never corrected.
 */
function forgivingMatch(context: Context, position: number): { candidate: Candidate; end: number } | undefined {
  const { tokens, index } = context;
  const token = tokens[position];
  if (token.mark || index.commonWords.has(token.folded) || index.stopwords.has(token.folded)) return undefined;
  const previous = tokens[position - 1];
  const startsSentence = !previous || previous.mark === '.';
  if (index.language === 'de') {
    // German nouns are capitalised: a lower-case word is a verb or an adjective, never corrected.
    const writesCapitals = tokens.some((other, i) => i > 0 && !other.mark && isCapitalised(other.raw));
    if (writesCapitals && !isCapitalised(token.raw)) return undefined;
    for (let cut = 3; token.folded.length - cut >= 4; cut++) {
      const head = index.compoundHeads.get(token.folded.slice(cut));
      if (head && !NOT_COMPOUND_HEADS.has(token.folded) && !PLACE_NAME_ENDINGS.has(head.forms[0])) return { candidate: head, end: position + 1 };
    }
  } else if (isCapitalised(token.raw) && !startsSentence && token.raw !== token.raw.toUpperCase()) {
    return undefined;
  }
  if (token.folded.length < MIN_TYPO_LENGTH || NOT_TYPOS[index.language].has(token.folded)) return undefined;
  const keys = new Map<string, Candidate>();
  for (const variant of [token.folded, ...deletions(token.folded)]) {
    for (const entry of index.nearMisses.get(variant) ?? []) {
      if (entry.form[0] === token.folded[0] && oneEditApart(entry.form, token.folded)) keys.set(`${entry.candidate.kind}:${entry.candidate.key}`, entry.candidate);
    }
  }
  // Two different things one typo away: the word is too ambiguous to guess.
  return keys.size === 1 ? { candidate: [...keys.values()][0], end: position + 1 } : undefined;
}

/** Single words of every language's lexicon as written (folded), built on first use. */
let borrowedForms: Map<string, { language: LanguageId; candidate: Candidate }[]> | undefined;

function borrowed(): Map<string, { language: LanguageId; candidate: Candidate }[]> {
  if (borrowedForms) return borrowedForms;
  // Read straight from the lexicon (no stems needed), so that it costs no other language's full index.
  const map = new Map<string, { language: LanguageId; candidate: Candidate }[]>();
  for (const entry of LEXICON_ENTRIES) {
    if (!FORGIVING_KINDS.includes(entry.kind)) continue;
    for (const language of LANGUAGE_IDS) {
      for (const surface of entry.surfaces[language]) {
        const forms = words(surface.text);
        if (forms.length !== 1 || forms[0].length < 4) continue;
        const slot = map.get(forms[0]) ?? [];
        if (slot.some((option) => option.language === language && option.candidate.key === entry.key)) continue;
        slot.push({ language, candidate: { kind: entry.kind, key: entry.key, forms, words: forms, exact: true } });
        map.set(forms[0], slot);
      }
    }
  }
  borrowedForms = map;
  return map;
}

/**
 * A word from another of the five languages inside the request ("his abuela Carmen", "sa best friend"):
 * taken only as written, at least five letters long (four for a German noun), never a word of the
 * request's own language, and
 * only when every language that has the word means the same thing by it.
 */
function borrowedWord(context: Context, position: number): { candidate: Candidate; end: number } | undefined {
  const { tokens, index } = context;
  const token = tokens[position];
  if (token.mark || token.folded.length < 4 || index.commonWords.has(token.folded) || index.stopwords.has(token.folded)) return undefined;
  const previous = tokens[position - 1];
  const capitalisedInside = isCapitalised(token.raw) && previous && previous.mark !== '.' && context.capitalsMeanNames;
  // A capital inside a sentence marks a name, unless the word is German, which capitalises its nouns.
  // Four letters are too few to tell a borrowed word from a word of the request's own ("cane", "mare"),
  // except for a capitalised German noun ("son Hund Bello").
  const german = (option: { language: LanguageId }) => option.language === 'de' && isCapitalised(token.raw);
  const options = (borrowed().get(token.folded) ?? []).filter(
    (option) => option.language !== index.language && (!capitalisedInside || option.language === 'de') && (token.folded.length >= 5 || german(option)),
  );
  if (options.length === 0) return undefined;
  const first = options[0].candidate;
  return options.every((option) => option.candidate.kind === first.kind && option.candidate.key === first.key) ? { candidate: first, end: position + 1 } : undefined;
}

/** German words that end in a lexicon word without being one ("Angsthase" is a scaredy-cat, not a hare). */
const NOT_COMPOUND_HEADS = new Set(['angsthase', 'hausaufgaben', 'seehund', 'kinderzimmer', 'geburtstagskuchen', 'zahnarzt', 'zahnarztin']);
/** Town names end in these ("Hamburg", "Heidelberg", "Düsseldorf"): as the end of a word they are no castle or mountain. */
const PLACE_NAME_ENDINGS = new Set(['burg', 'berg', 'dorf', 'stadt', 'feld', 'hausen', 'heim']);

/** Fears: a fear word and the thing it points at, after it ("miedo a la oscuridad") or before it ("la oscuridad le asusta"). */
function findFears(context: Context, mentions: Mention[]): { fears: string[]; claimed: Set<number> } {
  const { tokens } = context;
  const fearHits: { key: string; start: number }[] = [];
  const claimed = new Set<number>();
  for (let position = 0; position < tokens.length; position++) {
    const cueEnd = phraseAt(tokens, context.index.fearCues, position);
    if (cueEnd === undefined) continue;
    let hit: { candidate: Candidate; start: number; end: number } | undefined;
    for (let next = cueEnd; next < tokens.length && next < cueEnd + FEAR_REACH && tokens[next].mark !== '.'; next++) {
      const found = longestMatch(context, context.index.fears, next);
      if (found) {
        hit = { candidate: found.candidate, start: next, end: found.end };
        break;
      }
    }
    // Looking back needs a word pointing back at the feared thing ("le dan miedo", "elle en a peur"),
    // or a cue that is a verb ("la oscuridad le asusta"); a bare "tiene miedo" fears nothing before it.
    const pointsBack =
      cueEnd - position > 1 ||
      [position - 3, position - 2, position - 1, cueEnd, cueEnd + 1].some((p) => p >= 0 && p < tokens.length && context.index.fearPointers.has(tokens[p].folded));
    for (let previous = position - 1; !hit && pointsBack && previous >= 0 && previous >= position - FEAR_REACH_BACK && tokens[previous].mark !== '.'; previous--) {
      if (context.index.causes.has(tokens[previous].folded)) break;
      const found = longestMatch(context, context.index.fears, previous);
      if (found && found.end <= position) hit = { candidate: found.candidate, start: previous, end: found.end };
    }
    if (!hit) continue;
    const hits = [hit];
    // "miedo a la oscuridad y a los monstruos", "arañas ni serpientes… le dan miedo": the things joined
    // to the first one are feared too.
    for (let next = hit.end; next < tokens.length && tokens[next].mark !== '.'; ) {
      const token = tokens[next];
      if (context.index.negations.has(token.folded)) break;
      if (token.mark === ',' || context.index.coordinators.has(token.folded) || (context.index.stopwords.has(token.folded) && token.folded.length <= 4)) {
        next += 1;
        continue;
      }
      const found = longestMatch(context, context.index.fears, next);
      if (!found) break;
      hits.push({ candidate: found.candidate, start: next, end: found.end });
      next = found.end;
    }
    for (let previous = hit.start - 1; previous >= 0 && tokens[previous].mark !== '.'; ) {
      const token = tokens[previous];
      if (context.index.negations.has(token.folded) && !context.index.coordinators.has(token.folded)) break;
      if (token.mark === ',' || context.index.coordinators.has(token.folded) || (context.index.stopwords.has(token.folded) && token.folded.length <= 4)) {
        previous -= 1;
        continue;
      }
      const found = [previous, previous - 1, previous - 2]
        .filter((start) => start >= 0)
        .map((start) => ({ start, found: longestMatch(context, context.index.fears, start) }))
        .find((option) => option.found && option.found.end === previous + 1);
      if (!found?.found) break;
      hits.push({ candidate: found.found.candidate, start: found.start, end: found.found.end });
      previous = found.start - 1;
    }
    for (const one of hits) {
      fearHits.push({ key: one.candidate.key, start: one.start });
      for (const mention of mentions) if (mention.start < one.end && mention.end > one.start) claimed.add(mention.start);
    }
    position = Math.max(position, cueEnd - 1);
  }
  // In the order the request names them.
  const fears: string[] = [];
  for (const hit of fearHits.sort((a, b) => a.start - b.start)) pushUnique(fears, hit.key);
  return { fears, claimed };
}

/** Marks the mentions a negation covers: "sin dragones ni brujas", "no quiere perros", "keine Spinnen". */
function markNegations(context: Context, mentions: Mention[]): void {
  const { tokens, index } = context;
  const byStart = new Map(mentions.map((mention) => [mention.start, mention]));
  let active = false;
  let sinceCue = 0;
  let matched = false;
  for (let position = 0; position < tokens.length; position++) {
    const mention = byStart.get(position);
    if (mention) {
      if (active && mention.kind !== 'child') {
        mention.negated = true;
        matched = true;
      }
      position = mention.end - 1;
      continue;
    }
    const token = tokens[position];
    if (token.mark) {
      active = false;
      continue;
    }
    const isNegation =
      index.negations.has(token.folded) &&
      // Italian "né" (nor) folds to "ne", which is also an everyday pronoun: only the accented one negates.
      !(index.language === 'it' && token.folded === 'ne' && token.raw.toLowerCase() !== 'né');
    if (isNegation) {
      active = true;
      sinceCue = 0;
      matched = false;
      continue;
    }
    if (!active) continue;
    if (index.contrasts.has(token.folded)) {
      active = false;
    } else if (index.coordinators.has(token.folded)) {
      if (!matched) active = false;
    } else if (matched) {
      // After the negated thing, only small words keep the negation going ("ni a los gatos").
      if (!index.stopwords.has(token.folded) || token.folded.length > 4) active = false;
    } else if (++sinceCue > NEGATION_REACH) {
      active = false;
    }
  }
}

const NAME_WORD = /^[\p{L}][\p{L}\p{M}]*$/u;

function isCapitalised(raw: string): boolean {
  const first = raw[0];
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/**
 * Whether the word at `position` can be (the start of) a name: letters only, at most 20 of them, never a
 * function word of the request's language. A word the lexicon knows ("rosa", "biscuit") is a name only
 * when capitalised where capitals mean names (not in German, where every noun has one, nor in a text
 * typed in capitals), or when it is also a common given name ("Luna", "Rosa").
 */
function isNameWord(context: Context, position: number, requireCapital: boolean): boolean {
  const token = context.tokens[position];
  if (!token || token.mark) return false;
  if (!NAME_WORD.test(token.raw) || token.raw.length > 20) return false;
  const capital = isCapitalised(token.raw);
  if (requireCapital && !capital) return false;
  if (NAME_LIKE_WORDS.has(token.folded)) return true;
  if (token.folded.length < 2) return false;
  const { index } = context;
  if (index.stopwords.has(token.folded) || index.negations.has(token.folded) || index.coordinators.has(token.folded)) return false;
  if (index.commonCapitalised.has(token.folded)) return false;
  if (index.commonWords.has(token.folded)) return capital && context.capitalsMeanNames;
  return true;
}

function formatName(raw: string): string {
  const isUpper = raw === raw.toUpperCase();
  const lower = isUpper || raw === raw.toLowerCase() ? raw.toLowerCase() : raw;
  return lower[0].toUpperCase() + lower.slice(1);
}

/** A name of one or two words starting at `position`; the second word only when it is capitalised too. */
function nameAt(context: Context, position: number, requireCapital: boolean): { name: string; end: number } | undefined {
  if (!isNameWord(context, position, requireCapital)) return undefined;
  let end = position + 1;
  let name = formatName(context.tokens[position].raw);
  if (isNameWord(context, end, true)) {
    const longer = `${name} ${formatName(context.tokens[end].raw)}`;
    if (longer.length <= 20) {
      name = longer;
      end += 1;
    }
  }
  return { name, end };
}

const NAMEABLE: MentionKind[] = ['animal', 'person', 'child'];

function assignNames(context: Context, mentions: Mention[]): void {
  const { tokens, index } = context;
  const nameable = mentions.filter((mention) => NAMEABLE.includes(mention.kind));
  const covered = new Map<number, Mention>();
  for (const mention of mentions) for (let p = mention.start; p < mention.end; p++) covered.set(p, mention);
  // The words of a name are no longer things of their own ("Biscuit" is not a biscuit in "puppy Biscuit").
  const consume = (start: number, end: number) => {
    for (let p = start; p < end; p++) {
      const other = covered.get(p);
      if (other && !nameable.includes(other)) other.negated = true;
      if (other && nameable.includes(other) && other.start === p) other.negated = true;
    }
  };
  const nameFor = (_owner: Mention, position: number, requireCapital: boolean) => {
    const other = covered.get(position);
    if (other && other.start !== position) return undefined;
    return nameAt(context, position, requireCapital);
  };
  const give = (owner: Mention, found: { name: string; end: number }, start: number) => {
    owner.name = found.name;
    consume(start, found.end);
  };

  // 1. After a name marker: "un perro llamado Toby", "my dog is called Max", "unser Hund heißt Bello".
  for (let position = 0; position < tokens.length; position++) {
    const markerEnd = phraseAt(tokens, index.nameMarkers, position);
    if (markerEnd === undefined) continue;
    // The marker's own words are grammar, never things ("se llama" is not a llama).
    for (let p = position; p < markerEnd; p++) {
      const inside = covered.get(p);
      if (inside) inside.negated = true;
    }
    const owner = [...nameable]
      .reverse()
      .find((mention) => mention.end <= position && position - mention.end <= 8 && !sentenceBetween(tokens, mention.end, position));
    if (owner && !owner.name) {
      const found = nameFor(owner, markerEnd, false);
      if (found) give(owner, found, markerEnd);
      else if (index.language === 'de' && position - 1 >= owner.end) {
        // German puts the name before the verb in a relative clause: "ein Hund, der Bello heißt".
        const before = nameFor(owner, position - 1, true);
        if (before && before.end === position) give(owner, before, position - 1);
      }
    }
    position = markerEnd - 1;
  }

  for (const mention of nameable) {
    if (mention.name || mention.negated) continue;
    // 2. A capitalised word right after the animal or person: "mi perro Toby", "su amiga Carla".
    const found = nameFor(mention, mention.end, true);
    if (found) {
      give(mention, found, mention.end);
      // "sus amigos Carla y Leo": a second name joined by "and".
      const joiner = tokens[found.end];
      if (joiner && index.coordinators.has(joiner.folded)) {
        const second = nameFor(mention, found.end + 1, true);
        if (second) {
          mention.extraNames = [second.name];
          consume(found.end + 1, second.end);
        }
      }
      continue;
    }
    // 3. A name set off by commas a few words later: "el perrito de la familia, Coco, se murió".
    for (let p = mention.end; p < tokens.length && p <= mention.end + 4 && tokens[p].mark !== '.'; p++) {
      if (tokens[p].mark !== ',' || tokens[p].raw !== ',') continue;
      const inCommas = nameFor(mention, p + 1, true);
      if (!inCommas) break;
      const after = tokens[inCommas.end];
      if (!after || after.mark !== '') {
        give(mention, inCommas, p + 1);
      } else if (index.coordinators.has(after.folded)) {
        // "two cats, Salt and Pepper, who…"
        const second = nameFor(mention, inCommas.end + 1, true);
        const closing = second ? tokens[second.end] : undefined;
        if (second && (!closing || closing.mark !== '')) {
          give(mention, inCommas, p + 1);
          mention.extraNames = [second.name];
          consume(inCommas.end + 1, second.end);
        }
      }
      break;
    }
    if (mention.name) continue;
    // 4. The name first, set off by a comma or a bracket: "Toby, su perro", "Carla (su mejor amiga)".
    let p = mention.start - 1;
    if (p >= 0 && (index.possessives.has(tokens[p].folded) || index.stopwords.has(tokens[p].folded))) p -= 1;
    if (p < 1 || !(tokens[p].raw === ',' || tokens[p].raw === '(')) continue;
    let start = p - 1;
    if (start - 1 >= 0 && isNameWord(context, start - 1, true) && !covered.has(start - 1)) start -= 1;
    const before = nameFor(mention, start, true);
    if (before && before.end === p) give(mention, before, start);
  }
}

function sentenceBetween(tokens: Token[], from: number, to: number): boolean {
  for (let p = from; p < to; p++) if (tokens[p].mark === '.') return true;
  return false;
}

/** Ends of the "having" phrases ("tiene", "we have"…) in the request, computed once. */
function havingEnds(context: Context): Set<number> {
  const ends = new Set<number>();
  for (let position = 0; position < context.tokens.length; position++) {
    const end = phraseAt(context.tokens, context.index.having, position);
    if (end !== undefined) ends.add(end);
  }
  return ends;
}

/** Why an animal is the child's own, or undefined when it is not. */
type PetReason = 'possessive' | 'having' | 'pet-word' | 'joined';

/**
 * Whether the animal is the child's own: a possessive right before it ("mi perro", "il mio gatto"), a
 * "has" before it ("tiene un perro"), the word "pet" near it, or joined by "and" to an animal the child
 * has ("tiene una tortuga que se llama Manolita y un pez").
 */
function petReason(context: Context, mention: Mention, mentions: Mention[], having: Set<number>, had: Mention[]): PetReason | undefined {
  const { tokens, index } = context;
  if (having.has(mention.start)) return 'having';
  for (let p = mention.start - 1; p >= 0 && p >= mention.start - 3; p--) {
    const token = tokens[p];
    if (token.mark) break;
    if (mention.start - p <= 2 && index.possessives.has(token.folded)) return 'possessive';
    if (having.has(p)) return 'having';
    if (!index.stopwords.has(token.folded)) break;
  }
  const nearPetWord = mentions.some(
    (other) =>
      other.kind === 'pet' &&
      Math.abs(other.start - mention.start) <= 4 &&
      !sentenceBetween(tokens, Math.min(other.start, mention.start), Math.max(other.start, mention.start)),
  );
  if (nearPetWord) return 'pet-word';
  const previous = had.filter((other) => other.end <= mention.start).sort((a, b) => b.end - a.end)[0];
  if (!previous) return undefined;
  // Back over the article to the "and", then over the previous pet's name or relative clause.
  let p = mention.start - 1;
  while (p >= previous.end && !tokens[p].mark && index.stopwords.has(tokens[p].folded) && !index.coordinators.has(tokens[p].folded)) p -= 1;
  if (p < previous.end || !index.coordinators.has(tokens[p].folded)) return undefined;
  for (let q = previous.end; q < p; q++) if (tokens[q].mark) return undefined;
  return p - previous.end <= 5 ? 'joined' : undefined;
}

function findEvents(context: Context): { events: string[]; dropped: Set<number> } {
  const { tokens, index } = context;
  // Where each pattern group matches, by pattern.
  const hits = new Map<number, { groups: number[][]; vetoes: number[][]; lengths: Map<number, number> }>();
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position];
    if (token.mark) continue;
    for (const entry of index.alternativesByPrefix.get(token.folded.slice(0, 2)) ?? []) {
      if (!alternativeAt(tokens, entry.alternative, position)) continue;
      let slot = hits.get(entry.pattern);
      if (!slot) {
        const pattern = index.patterns[entry.pattern];
        slot = { groups: pattern.groups.map(() => []), vetoes: pattern.vetoes.map(() => []), lengths: new Map() };
        hits.set(entry.pattern, slot);
      }
      (entry.veto ? slot.vetoes : slot.groups)[entry.group].push(position);
      if (!entry.veto) slot.lengths.set(position, Math.max(slot.lengths.get(position) ?? 0, entry.alternative.words.length));
    }
  }
  const events: string[] = [];
  const dropped = new Set<number>();
  for (const [patternIndex, slot] of [...hits.entries()].sort((a, b) => Math.min(...a[1].groups[0]) - Math.min(...b[1].groups[0]))) {
    const pattern = index.patterns[patternIndex];
    if (slot.groups.some((positions) => positions.length === 0)) continue;
    const anchor = slot.groups[0].find((candidate) => {
      const near = (position: number) => Math.abs(position - candidate) <= EVENT_WINDOW && !sentenceBetween(tokens, Math.min(position, candidate), Math.max(position, candidate));
      return slot.groups.every((positions) => positions.some(near)) && !slot.vetoes.some((positions) => positions.some(near));
    });
    if (anchor === undefined) continue;
    pushUnique(events, pattern.event);
    if (!pattern.drops) continue;
    for (const positions of slot.groups) {
      for (const position of positions) {
        if (Math.abs(position - anchor) > EVENT_WINDOW) continue;
        for (let p = position; p < position + (slot.lengths.get(position) ?? 1); p++) dropped.add(p);
      }
    }
  }
  return { events, dropped };
}

function alternativeAt(tokens: Token[], alternative: CompiledAlternative, position: number): boolean {
  for (let offset = 0; offset < alternative.words.length; offset++) {
    const token = tokens[position + offset];
    if (!token || token.mark) return false;
    const word = alternative.words[offset];
    if (word.exact ? token.folded !== word.text : !token.folded.startsWith(word.text)) return false;
  }
  return true;
}

/** "una tarta gigante", "a giant cake": next to another thing, "giant" describes it rather than being one. */
function dropAdjectivalGiants(mentions: Mention[]): void {
  mentions.forEach((mention, i) => {
    if (mention.kind !== 'animal' || mention.key !== 'giant') return;
    const before = mentions[i - 1];
    const after = mentions[i + 1];
    if ((before && before.end === mention.start && before.kind !== 'child') || (after && after.start === mention.end)) mention.negated = true;
  });
}

/**
 * Whether the request calls the child a girl or a boy: "mi hija", "my son", "ma petite fille", "meine
 * Tochter", "la mia bambina" (a possessive right before the word, or before one word in between). Both
 * named ("mi hijo y mi hija") tells nothing.
 */
function childGender(context: Context): 'girl' | 'boy' | undefined {
  const { tokens, index } = context;
  const found = new Set<'girl' | 'boy'>();
  tokens.forEach((token, position) => {
    const gender = index.girl.has(token.folded) ? 'girl' : index.boy.has(token.folded) ? 'boy' : undefined;
    if (!gender) return;
    const owned = [position - 1, position - 2].some((p) => p >= 0 && !tokens[p].mark && index.possessives.has(tokens[p].folded) && (p === position - 1 || !tokens[p + 1].mark));
    if (owned) found.add(gender);
  });
  return found.size === 1 ? [...found][0] : undefined;
}

function emptyFacts(language: LanguageId): RequestFacts {
  return { language, animals: [], people: [], places: [], objects: [], activities: [], events: [], fears: [] };
}

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

function addNamed<T extends { name?: string }>(list: T[], item: T, same: (a: T, b: T) => boolean, merge: (into: T, from: T) => void): void {
  const sameKind = list.filter((existing) => same(existing, item));
  const exact = sameKind.find((existing) => existing.name === item.name);
  if (exact) return merge(exact, item);
  if (!item.name) {
    if (sameKind.length > 0) return merge(sameKind[0], item);
  } else {
    const unnamed = sameKind.find((existing) => !existing.name);
    if (unnamed) {
      unnamed.name = item.name;
      return merge(unnamed, item);
    }
  }
  list.push(item);
}

/**
 * Builds the recogniser's indexes for `languages` now rather than on the first request (a few hundred
 * milliseconds, mostly the stemmer warming up), so a server can do it at start instead of making the
 * first parent wait.
 */
export function prepareRecogniser(languages: readonly LanguageId[] = LANGUAGE_IDS): void {
  hints();
  lexiconLanguages();
  borrowed();
  for (const language of languages) indexFor(language);
}

/**
 * What `text` asks for. `storyLanguage` is the language the story will be written in; the request may be
 * in another of the five, which is detected. Never throws: text it cannot read gives empty facts.
 */
export function understandRequest(text: string, storyLanguage: LanguageId): RequestFacts {
  const fallbackLanguage: LanguageId = LANGUAGE_IDS.includes(storyLanguage) ? storyLanguage : 'es';
  try {
    if (typeof text !== 'string' || text.trim() === '') return emptyFacts(fallbackLanguage);
    const tokens = tokenize(text);
    const language = detectFromTokens(text.slice(0, MAX_CHARS), tokens, fallbackLanguage);
    const wordTokens = tokens.filter((token) => !token.mark);
    const capitals = wordTokens.filter((token) => isCapitalised(token.raw)).length;
    const context: Context = {
      tokens,
      index: indexFor(language),
      stems: [],
      capitalsMeanNames: language !== 'de' && capitals <= Math.max(2, wordTokens.length * 0.4),
    };
    const mentions = findMentions(context);
    const { fears, claimed } = findFears(context, mentions);
    assignNames(context, mentions);
    markNegations(context, mentions);

    dropAdjectivalGiants(mentions);
    // Events first: the things named inside some of them ("moving house") are used up by them.
    const { events, dropped } = findEvents(context);
    for (const mention of mentions) if (dropped.has(mention.start)) mention.negated = true;
    const facts = emptyFacts(language);
    const having = havingEnds(context);
    const had: Mention[] = [];
    for (const mention of mentions) {
      if (mention.negated || claimed.has(mention.start)) continue;
      switch (mention.kind) {
        case 'animal': {
          const reason = petReason(context, mention, mentions, having, had);
          const animal: RequestAnimal = { kind: mention.key, isPet: reason !== undefined };
          if (reason === 'having' || reason === 'joined') had.push(mention);
          if (mention.name) animal.name = mention.name;
          addNamed(facts.animals, animal, (a, b) => a.kind === b.kind, (into, from) => (into.isPet ||= from.isPet));
          for (const name of mention.extraNames ?? []) facts.animals.push({ kind: mention.key, name, isPet: animal.isPet });
          break;
        }
        case 'person': {
          const person: RequestPerson = { role: mention.key };
          if (mention.name) person.name = mention.name;
          addNamed(facts.people, person, (a, b) => a.role === b.role, () => undefined);
          for (const name of mention.extraNames ?? []) addNamed(facts.people, { role: mention.key, name }, (a, b) => a.role === b.role, () => undefined);
          break;
        }
        case 'place':
          pushUnique(facts.places, mention.key);
          break;
        case 'object':
          pushUnique(facts.objects, mention.key);
          break;
        case 'activity':
          pushUnique(facts.activities, mention.key);
          break;
        default:
          break;
      }
    }
    facts.fears = fears;
    // An event told as still to come is the event itself, and the story tells it as awaited.
    const expected = events.filter((e) => e.endsWith(UPCOMING_MARK)).map((e) => e.slice(0, -UPCOMING_MARK.length));
    facts.events = events.filter((e) => !e.endsWith(UPCOMING_MARK));
    for (const event of expected) pushUnique(facts.events, event);
    if (expected.length) facts.expected = expected;
    // "dos papás", "two mums": the parents of the story are two fathers or two mothers.
    const parentRole = events.includes('two-dads') ? 'father' : events.includes('two-mums') ? 'mother' : undefined;
    if (parentRole) {
      facts.people = facts.people.map((person) => (person.role === 'parents' ? { ...person, role: parentRole } : person));
      facts.people = facts.people.filter((person, i) => person.name || facts.people.findIndex((other) => other.role === person.role && !other.name) === i);
    }
    if (fears.includes('dark')) pushUnique(facts.events, 'fear-dark');
    const child = childGender(context);
    if (child) facts.child = child;
    return facts;
  } catch {
    // A request the recogniser cannot read must not stop a story: it is simply not understood.
    return emptyFacts(fallbackLanguage);
  }
}
