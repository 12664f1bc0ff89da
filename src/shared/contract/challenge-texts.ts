// The challenges' categories, texts and fallback languages, apart from the schemas: the page's story
// viewer shows them and must not load zod for that (issue 8's page budget). contract/challenges.ts
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
 * SPEC's fallback list is en, fr, de, it, pt. Portuguese is not a story language and the built-in
 * vocabulary has no Portuguese, so it is left out: a challenge in it could not be written offline.
 */
export const FALLBACK_CHALLENGE_LANGUAGES: ChallengeLanguage[] = [
  { code: 'en', name: 'Inglés' },
  { code: 'fr', name: 'Francés' },
  { code: 'de', name: 'Alemán' },
  { code: 'it', name: 'Italiano' },
];
