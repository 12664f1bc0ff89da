// Readability of a story per language, for the story-quality tests and bench (never used in production):
// a syllable counter per language and each language's Flesch-style index.
//   es  Szigriszt-Pazos (perspicuity), read on the INFLESZ scale
//   en  Flesch reading ease
//   fr  Kandel-Moles
//   de  Amstad
//   it  Gulpease (Lucisano & Piemontese, 1988); Flesch-Vacca is kept beside it for comparison
// Why Gulpease for Italian: Flesch-Vacca (206 − 0.65·syllables per 100 words − words per sentence) is
// implemented correctly but reads Italian about six points harder than Szigriszt reads Spanish with the
// same counts (a picture-book page in Italian, 2.0 syllables a word and 6 words a sentence, scores 70),
// its own scale calls anything above 60 'easy', and it hangs on a syllable count that Italian diphthongs
// and hiatus make unreliable. Gulpease counts letters instead, was calibrated on Italian readers by school
// level (above 80 easy for primary-school readers, 60–80 for middle school, 40–60 for secondary school) and
// is the index Italian readability work uses. Its 60–80 band is split at 70 here to read alongside INFLESZ.
// The syllable counters follow each language's vowel rules (Spanish and Italian hiatus between strong
// vowels, English silent final e, French mute final e, German diphthongs); they are approximations,
// good to compare one text with another, as the indices themselves are.
import type { LanguageId } from '../../shared/catalogs';

const WORD = /[\p{L}’'-]+/gu;

function countGroups(word: string, vowels: RegExp): string[] {
  return word.match(vowels) ?? [];
}

/** Spanish: each vowel group is one syllable, plus one for each hiatus (two strong vowels, or an accented í/ú). */
function spanishSyllables(word: string): number {
  let n = 0;
  for (const group of countGroups(word.toLowerCase(), /[aeiouáéíóúü]+/g)) {
    n++;
    for (let i = 1; i < group.length; i++) {
      const a = group[i - 1];
      const b = group[i];
      const strong = (c: string) => 'aeoáéó'.includes(c) || c === 'í' || c === 'ú';
      if (strong(a) && strong(b)) n++;
    }
  }
  // A final 'y' after a vowel is part of that syllable ('hoy', 'rey'); alone it is a vowel ('y').
  if (n === 0 && /y/.test(word)) n = 1;
  return Math.max(1, n);
}

function italianSyllables(word: string): number {
  let n = 0;
  for (const group of countGroups(word.toLowerCase(), /[aeiouàèéìòóù]+/g)) {
    n++;
    for (let i = 1; i < group.length; i++) {
      const strong = (c: string) => 'aeoàèéòó'.includes(c);
      if (strong(group[i - 1]) && strong(group[i])) n++;
    }
  }
  return Math.max(1, n);
}

function englishSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, (w.match(/[aeiouy]{1,2}/g) ?? []).length);
}

function frenchSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[’']/g, '');
  // The mute final e ('table', 'tables', 'chantent') is not said.
  w = w.replace(/(?<=[^aeiouyéèêàâîôû])(e|es|ent)$/, '');
  return Math.max(1, countGroups(w, /[aeiouyàâéèêëîïôûùü]+/g).length);
}

/** German: a diphthong or a doubled vowel is one syllable ('Haus', 'Meer', 'Bein'). */
function germanSyllables(word: string): number {
  return Math.max(1, (word.toLowerCase().match(/aa|ee|oo|ei|ie|au|eu|äu|ai|[aeiouyäöü]/g) ?? []).length);
}

export function syllables(word: string, language: LanguageId): number {
  switch (language) {
    case 'es':
      return spanishSyllables(word);
    case 'it':
      return italianSyllables(word);
    case 'en':
      return englishSyllables(word);
    case 'fr':
      return frenchSyllables(word);
    case 'de':
      return germanSyllables(word);
  }
}

export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
  letters: number;
}

/** Words, sentences and syllables of a text (dialogue counts as text too). */
export function textCounts(text: string, language: LanguageId): TextCounts {
  const sentences = text.split(/(?<=[.!?…])["»”“]?\s+|\n+/).filter((s) => /\p{L}/u.test(s)).length;
  const words = text.match(WORD)?.filter((w) => /\p{L}/u.test(w)) ?? [];
  return {
    words: words.length,
    sentences: Math.max(1, sentences),
    syllables: words.reduce((n, w) => n + syllables(w, language), 0),
    letters: words.reduce((n, w) => n + (w.match(/\p{L}/gu)?.length ?? 0), 0),
  };
}

/** The language's readability index: higher is easier (about 0 to 100). */
export function readability(text: string, language: LanguageId): number {
  const c = textCounts(text, language);
  if (c.words === 0) return 0;
  const perWord = c.syllables / c.words;
  const perSentence = c.words / c.sentences;
  switch (language) {
    case 'es':
      return 206.835 - 62.3 * perWord - perSentence;
    case 'en':
      return 206.835 - 1.015 * perSentence - 84.6 * perWord;
    case 'fr':
      return 207 - 1.015 * perSentence - 73.6 * perWord;
    case 'de':
      return 180 - perSentence - 58.5 * perWord;
    case 'it':
      return 89 + (300 * c.sentences - 10 * c.letters) / c.words;
  }
}

/** Flesch-Vacca (1972), the Italian Flesch: shown beside Gulpease, never the measure itself (see above). */
export function fleschVacca(text: string): number {
  const c = textCounts(text, 'it');
  return c.words === 0 ? 0 : 206 - (65 * c.syllables) / c.words - c.words / c.sentences;
}

/** The INFLESZ scale's words for a Szigriszt-Pazos score (and Flesch's bands, read the same way); Gulpease's for Italian. */
export function readabilityLabel(score: number, language?: LanguageId): string {
  if (language === 'it') {
    if (score > 80) return 'muy fácil';
    if (score > 70) return 'bastante fácil';
    if (score > 60) return 'normal';
    if (score > 40) return 'algo difícil';
    return 'muy difícil';
  }
  if (score > 80) return 'muy fácil';
  if (score > 65) return 'bastante fácil';
  if (score > 55) return 'normal';
  if (score > 40) return 'algo difícil';
  return 'muy difícil';
}
