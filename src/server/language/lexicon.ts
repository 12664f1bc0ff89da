// The recogniser's lexicon: for every key it can return, how a story names it in each of the five
// languages (singular, plural, gender) and the words a parent may use for it. The data lives in
// lexicon/*.ts, one file per kind of thing; this module parses it once and answers lookups.
import { LANGUAGE_IDS, type LanguageId } from '../../shared/catalogs';
import type { LexiconKind, NounForms, NounLookup } from './request-facts';
import { ACTIVITIES } from './lexicon/activities';
import { ANIMALS } from './lexicon/animals';
import { FEARS } from './lexicon/fears';
import { OBJECTS } from './lexicon/objects';
import { PEOPLE } from './lexicon/people';
import { PLACES } from './lexicon/places';
import type { LexiconRow } from './lexicon/row';

export const LEXICON_ROWS: Record<LexiconKind, LexiconRow[]> = {
  animal: ANIMALS,
  person: PEOPLE,
  place: PLACES,
  object: OBJECTS,
  activity: ACTIVITIES,
  fear: FEARS,
};

/** One way a parent may write a lexicon key: the words as typed, and whether to match them only exactly. */
export interface Surface {
  text: string;
  exact: boolean;
}

export interface LexiconEntry {
  kind: LexiconKind;
  key: string;
  forms: Record<LanguageId, NounForms>;
  surfaces: Record<LanguageId, Surface[]>;
}

const LANGUAGE_COLUMN: Record<LanguageId, 1 | 2 | 3 | 4 | 5> = { es: 1, en: 2, fr: 3, de: 4, it: 5 };

function parseCell(cell: string, kind: LexiconKind, key: string, language: LanguageId): { forms: NounForms; surfaces: Surface[] } {
  const [head, synonyms = ''] = cell.split(';');
  const [rawSingular = '', rawPlural = '', rawGender = 'n'] = head.split('/').map((part) => part.trim());
  // A head written "-word" names the thing in stories but is never recognised (too ambiguous);
  // "=word" is recognised only exactly.
  const hidden = rawSingular.startsWith('-');
  // Activities are named by nouns and infinitives whose stems are short and shared with unrelated words
  // ("Malen" and "Mal", "baile" and "bailarín"), so their heads match only as written.
  const exactHead = rawSingular.startsWith('=') || kind === 'activity';
  const singular = rawSingular.replace(/^[-=]/, '');
  const plural = rawPlural.replace(/^[-=]/, '') || singular;
  const gender = rawGender === 'm' || rawGender === 'f' ? rawGender : 'n';
  if (!singular) throw new Error(`lexicon ${kind}/${key}/${language}: no singular`);
  const surfaces: Surface[] = [];
  if (!hidden) {
    surfaces.push({ text: singular, exact: exactHead }, { text: plural, exact: exactHead });
  }
  for (const raw of synonyms.split(',')) {
    const word = raw.trim();
    if (!word) continue;
    surfaces.push(word.startsWith('=') ? { text: word.slice(1), exact: true } : { text: word, exact: false });
  }
  return { forms: { singular, plural, gender }, surfaces };
}

function buildEntries(): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  for (const [kind, rows] of Object.entries(LEXICON_ROWS) as [LexiconKind, LexiconRow[]][]) {
    for (const row of rows) {
      const key = row[0];
      const forms = {} as Record<LanguageId, NounForms>;
      const surfaces = {} as Record<LanguageId, Surface[]>;
      for (const language of LANGUAGE_IDS) {
        const parsed = parseCell(row[LANGUAGE_COLUMN[language]], kind, key, language);
        forms[language] = parsed.forms;
        surfaces[language] = parsed.surfaces;
      }
      entries.push({ kind, key, forms, surfaces });
    }
  }
  return entries;
}

export const LEXICON_ENTRIES: readonly LexiconEntry[] = buildEntries();

const byKindAndKey = new Map<string, LexiconEntry>(LEXICON_ENTRIES.map((entry) => [`${entry.kind}:${entry.key}`, entry]));

/** `nounFor('animal', 'dog', 'es')` → `{singular: 'perro', plural: 'perros', gender: 'm'}`; undefined for an unknown key. */
export const nounFor: NounLookup = (kind, key, language) => byKindAndKey.get(`${kind}:${key}`)?.forms[language];

/** Every key of one kind, for the storyteller and the tests. */
export function lexiconKeys(kind: LexiconKind): string[] {
  return LEXICON_ENTRIES.filter((entry) => entry.kind === kind).map((entry) => entry.key);
}
