// Word stems in the five story languages (Snowball, the stemmers search engines use), so that a rule or
// a lexicon names a word once and matches its plural, gender and verb forms: "cuchillo", "cuchillos";
// "couteau", "couteaux"; "trinken", "trinkt".
import snowball from 'snowball-stemmers';
import type { LanguageId } from '../../shared/catalogs';

const ALGORITHM: Record<LanguageId, string> = {
  es: 'spanish',
  en: 'english',
  fr: 'french',
  de: 'german',
  it: 'italian',
};

const stemmers = new Map<LanguageId, snowball.Stemmer>();

// The stemmer takes about 10 µs a word, and requests repeat the same few thousand words: remembering
// each answer keeps a request well under a millisecond. Bounded, so odd input cannot grow it for ever.
const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

/** The stem of one lower-case word in `language`. */
export function stem(word: string, language: LanguageId): string {
  const cacheKey = `${language}:${word}`;
  const known = cache.get(cacheKey);
  if (known !== undefined) return known;
  let stemmer = stemmers.get(language);
  if (!stemmer) {
    stemmer = snowball.newStemmer(ALGORITHM[language]);
    stemmers.set(language, stemmer);
  }
  const result = stemmer.stem(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, result);
  return result;
}
