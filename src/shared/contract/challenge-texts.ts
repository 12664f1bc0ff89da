// The challenges' categories, texts and fallback languages, apart from the schemas: the page's story
// viewer shows them and must not load zod for that (the page's JavaScript budget). contract/challenges.ts
// re-exports all of it.

export const CHALLENGE_CATEGORIES = ['language', 'math', 'comprehension'] as const;
export type ChallengeCategoryId = (typeof CHALLENGE_CATEGORIES)[number];

export const LANGUAGE_NOT_SELECTED = 'Idioma no seleccionado';
export const CHALLENGE_FAILED = 'No se pudo generar la pregunta';

export interface ChallengeLanguage {
  code: string;
  name: string;
}

/**
 * The languages a language challenge can teach: the five story languages and Portuguese (SPEC sections
 * 7 and 9 list it among the challenge languages). Portuguese is never a story language; the offline
 * writer's vocabulary has it as a language to teach.
 */
export const CHALLENGE_LANGUAGE_IDS = ['es', 'en', 'fr', 'de', 'it', 'pt'] as const;
export type ChallengeLanguageId = (typeof CHALLENGE_LANGUAGE_IDS)[number];

/** Their names in Spanish, as the page lists them, in the list's order. */
export const CHALLENGE_LANGUAGES: ChallengeLanguage[] = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'Inglés' },
  { code: 'fr', name: 'Francés' },
  { code: 'de', name: 'Alemán' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Portugués' },
];

/** Their names in English, for the instructions given to a hosted writer. */
export const CHALLENGE_LANGUAGE_ENGLISH_NAMES: Record<ChallengeLanguageId, string> = {
  es: 'Spanish',
  en: 'English',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
};

/** SPEC's fallback list (sections 7 and 9): English, French, German, Italian, Portuguese. */
export const FALLBACK_CHALLENGE_LANGUAGES: ChallengeLanguage[] = CHALLENGE_LANGUAGES.filter((l) => l.code !== 'es');
