// The offline writer's educational challenges. Every question is built from the story itself:
// - math: the story's own characters and things (words of the chapter found in the vocabulary, plus the
//   hero's hobby and profession objects), with arithmetic fitting the child's age;
// - comprehension: who/where/what questions made from sentences of the chapter, so the right answer is
//   always written in it;
// - language: words that appear in the story, taught in the chosen language from the built-in vocabulary.
// Questions and explanations are in the story's language; wrong options are plausible and the right
// one's position varies. The words of every language live in challenge-data.ts.
import type { LanguageId } from '../../../../shared/catalogs';
import type { ChallengeLanguageId } from '../../../../shared/contract/challenge-texts';
import type { ChallengeQuestionDraft, ChallengeRequest } from '../story-writer';
import {
  CATEGORY_PRIORITY,
  COMPREHENSION_TEXT,
  COUNTABLES,
  type Countable,
  FALLBACK_NAMES,
  FIRST_PERSON,
  GERMAN_ARTICLES,
  GERMAN_NOUNS,
  HOBBY_OBJECTS,
  LANGUAGE_NAMES,
  LANGUAGE_TEXT,
  MATH_TEXT,
  NAME_STOPWORDS,
  PROFESSION_OBJECTS,
  SUBJECT_JOINERS,
} from './challenge-data';
import type { Random } from './composer';
import { type FoundWord, VOCABULARY, type VocabularyEntry, baseWord, findVocabulary, normaliseWord, wordsOf } from './vocabulary';

export const MAX_QUESTIONS = 3;

export function createOfflineChallenge(request: ChallengeRequest, random: Random = Math.random): ChallengeQuestionDraft[] {
  const chapters = request.story.chapters;
  const index = Math.min(Math.max(0, request.chapterIndex), Math.max(0, chapters.length - 1));
  const chapter = chapters[index] ?? { title: request.story.title, content: '' };
  const language = request.story.request.language;
  const base = { category: request.category, targetLanguage: request.category === 'language' ? (request.targetLanguage ?? null) : null };
  let drafts: Omit<ChallengeQuestionDraft, 'category' | 'targetLanguage'>[];
  switch (request.category) {
    case 'math':
      drafts = mathQuestions(request, chapter.content, random);
      break;
    case 'comprehension':
      drafts = comprehensionQuestions(request, chapter, random);
      break;
    case 'language': {
      const target = request.targetLanguage;
      if (!target || target === language) throw new Error('A language challenge needs a target language other than the story language.');
      const storyText = chapters.map((c) => `${c.title}\n${c.content}`).join('\n');
      drafts = languageQuestions(language, target, chapter.content, storyText, request.story.request.character.name, random);
      break;
    }
  }
  return drafts.slice(0, MAX_QUESTIONS).map((d) => ({ ...d, ...base }));
}

// ---------------------------------------------------------------- helpers

function pick<T>(list: readonly T[], random: Random): T {
  return list[Math.floor(random() * list.length) % list.length] as T;
}

function shuffle<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1)) % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function int(min: number, max: number, random: Random): number {
  return min + (Math.floor(random() * (max - min + 1)) % (max - min + 1));
}

/** Places the right answer among the wrong ones at a random position. */
function withOptions(correct: string, wrong: string[], random: Random): { options: string[]; correctOptionIndex: number } {
  const distinct = [...new Set(wrong.filter((w) => normaliseWord(w) !== normaliseWord(correct)))].slice(0, 3);
  const correctOptionIndex = int(0, distinct.length, random);
  const options = [...distinct];
  options.splice(correctOptionIndex, 0, correct);
  return { options, correctOptionIndex };
}

/** A word written with a capital when `like` starts with one (a blank at the start of a sentence). */
function inCaseOf(word: string, like: string): string {
  return /^\p{Lu}/u.test(like) ? word.charAt(0).toLocaleUpperCase() + word.slice(1) : word;
}

/** Sentences of a text, trimmed, without line breaks. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])["»”']?\s+(?=[¡¿"«“'\p{Lu}—–-])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function stripDialogueMarks(sentence: string): string {
  return sentence.replace(/^[—–\-"«“'¡¿\s]+/, '').replace(/[.!?…"»”'\s]+$/u, '');
}

// ---------------------------------------------------------------- names

const vocabularyWordSets = new Map<LanguageId, Set<string>>();
function vocabularyWordsOf(language: LanguageId): Set<string> {
  let words = vocabularyWordSets.get(language);
  if (!words) {
    words = new Set(VOCABULARY.flatMap((entry) => entry.forms[language].map(normaliseWord)));
    vocabularyWordSets.set(language, words);
  }
  return words;
}

/**
 * Proper names used in a text: capitalised words that are not vocabulary words, seen at least once in
 * the middle of a sentence (not after a colon, quote or dash, where speech starts) and at least twice
 * in all, so one capitalised word in dialogue ('Alors', 'Insieme') is not taken for a name.
 */
function namesIn(text: string, language: LanguageId, known: string[] = []): string[] {
  const vocabularyWords = vocabularyWordsOf(language);
  const counts = new Map<string, { total: number; midSentence: boolean; afterArticle: boolean }>();
  for (const sentence of sentencesOf(text)) {
    let previous = '';
    for (const match of sentence.matchAll(/[\p{L}\p{M}]+/gu)) {
      const token = match[0];
      const before = sentence.slice(0, match.index).trimEnd();
      const startsSpeech = before === '' || /[:«"“„—–\-¡¿(]$/.test(before);
      const article = previous;
      previous = token;
      if (!/^\p{Lu}\p{Ll}+$/u.test(token)) continue;
      const lower = normaliseWord(token);
      if (NAME_STOPWORDS.has(lower) || vocabularyWords.has(lower)) continue;
      const seen = counts.get(token) ?? { total: 0, midSentence: false, afterArticle: false };
      // German capitalises every noun: a capitalised word ever seen after an article is a noun.
      if (language === 'de' && (GERMAN_ARTICLES.test(article) || GERMAN_NOUNS.has(lower))) seen.afterArticle = true;
      seen.total++;
      if (!startsSpeech) seen.midSentence = true;
      counts.set(token, seen);
    }
  }
  const names = [...known.filter(Boolean)];
  for (const [name, seen] of counts) {
    if (!seen.midSentence || seen.total < 2 || seen.afterArticle) continue;
    if (!names.some((n) => normaliseWord(n) === normaliseWord(name))) names.push(name);
  }
  return names;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

// ---------------------------------------------------------------- math

export type MathBand = 'counting' | 'within20' | 'within100';

/** Counting for ages 1–4, sums and differences within 20 for 5–6, within 100 and simple products for 7–10. */
export function mathBand(childAge: number): MathBand {
  if (childAge <= 4) return 'counting';
  if (childAge <= 6) return 'within20';
  return 'within100';
}

/** The countable things of a chapter (those its text names first), then the hero's hobby and profession objects. */
function storyObjects(request: ChallengeRequest, chapterText: string): Countable[] {
  const language = request.story.request.language;
  const character = request.story.request.character;
  const found = findVocabulary(chapterText, language, [character.name, ...namesIn(chapterText, language)]).map((f) => baseWord(f.entry, 'es'));
  const keys = [
    ...found,
    ...character.hobbies.flatMap((h) => HOBBY_OBJECTS[h] ?? []),
    ...(PROFESSION_OBJECTS[character.profession] ?? []),
  ];
  const objects: Countable[] = [];
  for (const key of keys) {
    const countable = COUNTABLES.find((c) => c.key === key);
    if (countable && !objects.includes(countable)) objects.push(countable);
  }
  if (objects.length === 0) objects.push(COUNTABLES.find((c) => c.key === 'estrella')!);
  return objects;
}

/** Three near numbers, never negative, never the answer: plausible slips of a child counting or adding. */
function nearNumbers(answer: number, operands: number[], random: Random, min = 0): number[] {
  const candidates = new Set<number>();
  const steps = answer >= 20 ? [1, -1, 2, -2, 10, -10] : [1, -1, 2, -2, 3];
  for (const step of shuffle(steps, random)) candidates.add(answer + step);
  for (const operand of operands) candidates.add(operand);
  const valid = [...candidates].filter((n) => n >= min && n !== answer);
  const ordered = [...shuffle(valid.filter((n) => Math.abs(n - answer) <= 2), random), ...shuffle(valid, random)];
  return [...new Set(ordered)].slice(0, 3);
}

function mathQuestions(request: ChallengeRequest, chapterText: string, random: Random) {
  const language = request.story.request.language;
  const text = MATH_TEXT[language];
  const hero = firstName(request.story.request.character.name);
  const others = namesIn(chapterText, language).filter((n) => normaliseWord(n) !== normaliseWord(hero) && !hero.includes(n));
  const objects = shuffle(storyObjects(request, chapterText), random);
  const band = mathBand(request.story.request.childAge);
  const age = request.story.request.childAge;
  const questions = [];
  const kinds = band === 'within100' ? shuffle(['add', 'subtract', 'multiply'], random) : band === 'within20' ? shuffle(['add', 'subtract', 'add'], random) : ['count', 'count', 'count'];
  for (let i = 0; i < MAX_QUESTIONS; i++) {
    const thing = objects[i % objects.length]!;
    const things = thing.plural[language];
    const hm = text.howMany(thing, language);
    const kind = kinds[i]!;
    if (kind === 'count') {
      const n = age <= 3 ? int(2, 5, random) : int(3, 9, random);
      const sequence = Array.from({ length: n }, (_, k) => String(k + 1)).join(', ');
      const { options, correctOptionIndex } = withOptions(String(n), nearNumbers(n, [], random, 1).map(String), random);
      questions.push({
        question: text.counting(hero, things, thing.emoji.repeat(n), hm).replace(/\s+/g, ' '),
        options,
        correctOptionIndex,
        explanation: text.countingWhy(sequence, n, things),
      });
      continue;
    }
    const limit = band === 'within20' ? 20 : 100;
    let a: number;
    let b: number;
    let result: number;
    let question: string;
    let equation: string;
    if (kind === 'add') {
      result = int(band === 'within20' ? 4 : 25, limit, random);
      a = int(band === 'within20' ? 1 : 10, result - 1, random);
      b = result - a;
      equation = `${a} + ${b} = ${result}`;
      question = text.add(hero, a, things, b, hm);
    } else if (kind === 'subtract') {
      a = int(band === 'within20' ? 5 : 30, limit, random);
      b = int(1, a - 1, random);
      result = a - b;
      equation = `${a} - ${b} = ${result}`;
      question = text.subtract(hero, a, things, b, others.length > 0 ? pick(others, random) : text.friends, hm);
    } else {
      a = int(2, 10, random);
      b = int(2, 10, random);
      result = a * b;
      equation = `${a} × ${b} = ${result}`;
      question = text.multiply(hero, a, b, things, hm);
    }
    const wrong = nearNumbers(result, kind === 'multiply' ? [a + b] : [], random).map(String);
    const { options, correctOptionIndex } = withOptions(String(result), wrong, random);
    questions.push({ question, options, correctOptionIndex, explanation: text.why(equation, hero, result, things) });
  }
  return questions;
}

// ---------------------------------------------------------------- comprehension

/** The text form of a vocabulary word as written in a sentence (keeping German capitals). */
function formInText(text: string, form: string): string | null {
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'iu').exec(text);
  return match ? match[0] : null;
}

/** Wrong choices of the same category that the story does not contain, shown in the same form as the answer. */
function absentAlternatives(category: VocabularyEntry['category'] | VocabularyEntry['category'][], storyWords: Set<string>, language: LanguageId, pluralLike: boolean, random: Random): string[] {
  const categories = Array.isArray(category) ? category : [category];
  const candidates = VOCABULARY.filter(
    (e) => categories.includes(e.category) && !e.forms[language].some((f) => storyWords.has(normaliseWord(f))),
  );
  return shuffle(candidates, random)
    .slice(0, 3)
    .map((e) => (pluralLike && e.forms[language][1] ? e.forms[language][1]! : e.forms[language][0]!));
}

function comprehensionQuestions(request: ChallengeRequest, chapter: { title: string; content: string }, random: Random) {
  const language = request.story.request.language;
  const text = COMPREHENSION_TEXT[language];
  const storyText = request.story.chapters.map((c) => `${c.title}\n${c.content}`).join('\n');
  const storyWords = wordsOf(storyText);
  const hero = request.story.request.character.name.trim();
  const names = namesIn(chapter.content, language, [hero, firstName(hero)]);
  const sentences = sentencesOf(chapter.content)
    .map(stripDialogueMarks)
    .filter((s) => {
      const words = s.split(/\s+/).length;
      return words >= 4 && words <= 28 && !/[«»"“”]/.test(s);
    });
  const questions: { question: string; options: string[]; correctOptionIndex: number; explanation: string }[] = [];
  const otherNames = (answer: string) => {
    const others = [...shuffle(names, random), ...shuffle(FALLBACK_NAMES[language], random)].filter((n) => !n.includes(answer) && !answer.includes(n));
    return [...new Map(others.map((n) => [normaliseWord(n), n])).values()].slice(0, 3);
  };

  // Who: a sentence whose subject is a name ("Luna opened the door." → "Who opened the door?").
  const whoCandidates = sentences.flatMap((s) => {
    const name = names
      .filter((n) => s.startsWith(`${n} `))
      .sort((a, b) => b.length - a.length)[0];
    if (!name) return [];
    const rest = s.slice(name.length + 1).trim();
    const firstWord = rest.split(/\s+/)[0] ?? '';
    if (!rest || SUBJECT_JOINERS.test(firstWord) || /^[,;:]/.test(rest) || /^\p{Lu}/u.test(firstWord)) return [];
    if (FIRST_PERSON.test(rest) || rest.includes(name) || rest.split(/\s+/).length < 2) return [];
    return [{ name, rest, sentence: s }];
  });
  if (whoCandidates.length > 0) {
    const { name, rest, sentence } = pick(whoCandidates, random);
    const { options, correctOptionIndex } = withOptions(name, otherNames(name), random);
    questions.push({ question: text.who(rest), options, correctOptionIndex, explanation: text.because(`${sentence}.`) });
  }

  const found = findVocabulary(chapter.content, language, names);
  // Where: a place named in the chapter among places the story never mentions.
  const places = found.filter((f) => f.entry.category === 'place');
  if (places.length > 0) {
    const place = pick(places, random);
    const written = formInText(chapter.content, place.form) ?? place.form;
    const sentence = sentences.find((s) => formInText(s, place.form));
    const plural = place.entry.forms[language].indexOf(place.form) === 1;
    const { options, correctOptionIndex } = withOptions(written, absentAlternatives('place', storyWords, language, plural, random), random);
    questions.push({ question: text.where, options, correctOptionIndex, explanation: sentence ? text.because(`${sentence}.`) : text.notIn(written) });
  }

  // What: a sentence of the chapter with one of its things left out.
  const things = found.filter((f) => ['animal', 'object', 'food', 'nature'].includes(f.entry.category));
  const clozeCandidates = sentences.flatMap((s) =>
    things
      .map((f) => ({ found: f, written: formInText(s, f.form) }))
      .filter((c): c is { found: FoundWord; written: string } => c.written !== null && s.split(/\s+/).length >= 5)
      .map((c) => ({ ...c, sentence: s })),
  );
  if (clozeCandidates.length > 0) {
    const { found: word, written, sentence } = pick(clozeCandidates, random);
    const blanked = sentence.replace(written, '____');
    const plural = word.entry.forms[language].indexOf(word.form) === 1;
    const wrong = absentAlternatives(word.entry.category, wordsOf(sentence), language, plural, random).map((w) => inCaseOf(w, written));
    const { options, correctOptionIndex } = withOptions(written, wrong, random);
    questions.push({ question: text.cloze(`${blanked}.`), options, correctOptionIndex, explanation: text.because(`${sentence}.`) });
  } else if (things.length > 0) {
    const thing = pick(things, random);
    const written = formInText(chapter.content, thing.form) ?? thing.form;
    const sentence = sentences.find((s) => formInText(s, thing.form));
    const { options, correctOptionIndex } = withOptions(written, absentAlternatives(['animal', 'object', 'food'], storyWords, language, false, random), random);
    questions.push({ question: text.what, options, correctOptionIndex, explanation: sentence ? text.because(`${sentence}.`) : text.notIn(written) });
  }

  if (questions.length === 0) {
    // A chapter too short to ask about: its hero's name (or its title) is still written in it.
    const inChapter = formInText(chapter.content, firstName(hero));
    if (inChapter) {
      const { options, correctOptionIndex } = withOptions(inChapter, otherNames(inChapter), random);
      questions.push({ question: text.hero, options, correctOptionIndex, explanation: text.notIn(inChapter) });
    } else {
      const others = shuffle(request.story.chapters.map((c) => c.title).filter((t) => t !== chapter.title), random);
      const wrong = [...others, ...FALLBACK_NAMES[language]].slice(0, 3);
      const { options, correctOptionIndex } = withOptions(chapter.title, wrong, random);
      questions.push({ question: text.title, options, correctOptionIndex, explanation: text.notIn(chapter.title) });
    }
  }
  return shuffle(questions, random);
}

// ---------------------------------------------------------------- language

function languageQuestions(language: LanguageId, target: ChallengeLanguageId, chapterText: string, storyText: string, hero: string, random: Random) {
  const text = LANGUAGE_TEXT[language];
  const targetName = LANGUAGE_NAMES[language][target];
  // The chapter's words first; the rest of the story when the chapter has too few.
  const names = namesIn(storyText, language, [hero]);
  const inChapter = findVocabulary(chapterText, language, names);
  const inStory = findVocabulary(storyText, language, names).filter((f) => !inChapter.some((c) => c.entry === f.entry));
  const ranked = (list: FoundWord[]) =>
    shuffle(list, random).sort((a, b) => CATEGORY_PRIORITY.indexOf(a.entry.category) - CATEGORY_PRIORITY.indexOf(b.entry.category));
  const chosen: FoundWord[] = [];
  // Variety: at most one word per category while there are others.
  for (const found of [...ranked(inChapter), ...ranked(inStory)]) {
    if (chosen.length >= MAX_QUESTIONS) break;
    if (chosen.some((c) => c.entry.category === found.entry.category) && ranked(inChapter).length + inStory.length > MAX_QUESTIONS * 2) continue;
    chosen.push(found);
  }
  for (const found of [...ranked(inChapter), ...ranked(inStory)]) {
    if (chosen.length >= MAX_QUESTIONS) break;
    if (!chosen.includes(found)) chosen.push(found);
  }
  if (chosen.length === 0) throw new Error('The story has no word of the built-in vocabulary.');
  const sentences = sentencesOf(`${chapterText}\n${storyText}`).map(stripDialogueMarks);
  return chosen.map((found, i) => {
    const entry = found.entry;
    const word = baseWord(entry, language);
    const translation = baseWord(entry, target);
    const sameCategory = shuffle(
      VOCABULARY.filter((e) => e !== entry && e.category === entry.category),
      random,
    );
    const sentence = sentences.find((s) => formInText(s, found.form));
    const seen = sentence && sentence.split(/\s+/).length <= 25 ? ` ${text.seen(`${sentence}.`)}` : '';
    const explanation = `${text.why(word, targetName, translation)}${seen}`;
    // Alternate the direction: the story's word to the new language, then back.
    if (i % 2 === 0) {
      const wrong = sameCategory.map((e) => baseWord(e, target)).filter((w) => normaliseWord(w) !== normaliseWord(translation));
      const { options, correctOptionIndex } = withOptions(translation, wrong, random);
      return { question: text.say(word, targetName), options, correctOptionIndex, explanation };
    }
    const wrong = sameCategory.map((e) => baseWord(e, language)).filter((w) => normaliseWord(w) !== normaliseWord(word));
    const { options, correctOptionIndex } = withOptions(word, wrong, random);
    return { question: text.mean(translation, targetName), options, correctOptionIndex, explanation };
  });
}
