// Measures the request recogniser on a corpus of parent requests with the facts a person expects from
// each (src/server/test-support/fixtures/requests/*.json): precision and recall per field and language.
// Shared by the recogniser's tests (which assert floors) and bench/request.bench.ts (which prints them).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '../../shared/catalogs';
import type { RequestFacts } from '../language/request-facts';

export interface CorpusEntry {
  text: string;
  language: LanguageId;
  /** The story's language the request is sent with; the request's own language when absent. */
  storyLanguage?: LanguageId;
  expect: Partial<Omit<RequestFacts, 'language'>>;
}

const DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'requests');

/**
 * The corpus file `name`: dev (tuned on), heldout (written apart, but in the recogniser's branch while it
 * was built), heldout-fresh (written afterwards by another author; nobody tuned on it); undefined when
 * that file is not there.
 */
export function loadCorpus(name: 'dev' | 'heldout' | 'heldout-fresh'): CorpusEntry[] | undefined {
  const file = path.join(DIRECTORY, `${name}.json`);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CorpusEntry[];
}

/** The fields scored: each becomes a set of strings per request, compared as sets. */
export const FIELDS = ['animals', 'animal-names', 'pets', 'people', 'people-names', 'places', 'objects', 'activities', 'events', 'fears'] as const;
export type Field = (typeof FIELDS)[number];

function items(facts: Partial<Omit<RequestFacts, 'language'>>, field: Field): string[] {
  switch (field) {
    case 'animals':
      return (facts.animals ?? []).map((animal) => animal.kind);
    case 'animal-names':
      return (facts.animals ?? []).filter((animal) => animal.name).map((animal) => `${animal.kind}:${animal.name}`);
    case 'pets':
      return (facts.animals ?? []).filter((animal) => animal.isPet).map((animal) => animal.kind);
    case 'people':
      return (facts.people ?? []).map((person) => person.role);
    case 'people-names':
      return (facts.people ?? []).filter((person) => person.name).map((person) => `${person.role}:${person.name}`);
    default:
      return facts[field] ?? [];
  }
}

export interface Counts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface Score extends Counts {
  precision: number;
  recall: number;
}

export function score(counts: Counts): Score {
  const found = counts.truePositives + counts.falsePositives;
  const expected = counts.truePositives + counts.falseNegatives;
  return { ...counts, precision: found === 0 ? 1 : counts.truePositives / found, recall: expected === 0 ? 1 : counts.truePositives / expected };
}

export interface Mistake {
  text: string;
  field: Field | 'language';
  missing: string[];
  extra: string[];
}

export interface Evaluation {
  /** By field, all languages together; 'all' sums every field. */
  byField: Record<Field | 'all', Score>;
  /** By language, every field together. */
  byLanguage: Partial<Record<LanguageId, Score>>;
  /** By language and field. */
  byLanguageAndField: Partial<Record<LanguageId, Record<Field, Score>>>;
  /** Share of requests whose language was detected right. */
  languageAccuracy: number;
  mistakes: Mistake[];
}

const empty = (): Counts => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });

function add(into: Counts, from: Counts): void {
  into.truePositives += from.truePositives;
  into.falsePositives += from.falsePositives;
  into.falseNegatives += from.falseNegatives;
}

export function evaluate(corpus: CorpusEntry[], understand: (text: string, storyLanguage: LanguageId) => RequestFacts): Evaluation {
  const fieldCounts = Object.fromEntries([...FIELDS, 'all'].map((field) => [field, empty()])) as Record<Field | 'all', Counts>;
  const languageCounts: Partial<Record<LanguageId, Counts>> = {};
  const languageFieldCounts: Partial<Record<LanguageId, Record<Field, Counts>>> = {};
  const mistakes: Mistake[] = [];
  let languageRight = 0;
  for (const entry of corpus) {
    const facts = understand(entry.text, entry.storyLanguage ?? entry.language);
    if (facts.language === entry.language) languageRight += 1;
    else mistakes.push({ text: entry.text, field: 'language', missing: [entry.language], extra: [facts.language] });
    languageCounts[entry.language] ??= empty();
    languageFieldCounts[entry.language] ??= Object.fromEntries(FIELDS.map((field) => [field, empty()])) as Record<Field, Counts>;
    for (const field of FIELDS) {
      const expected = new Set(items(entry.expect, field));
      const found = new Set(items(facts, field));
      const counts: Counts = {
        truePositives: [...found].filter((item) => expected.has(item)).length,
        falsePositives: [...found].filter((item) => !expected.has(item)).length,
        falseNegatives: [...expected].filter((item) => !found.has(item)).length,
      };
      add(fieldCounts[field], counts);
      add(fieldCounts.all, counts);
      add(languageCounts[entry.language]!, counts);
      add(languageFieldCounts[entry.language]![field], counts);
      if (counts.falsePositives || counts.falseNegatives) {
        mistakes.push({
          text: entry.text,
          field,
          missing: [...expected].filter((item) => !found.has(item)),
          extra: [...found].filter((item) => !expected.has(item)),
        });
      }
    }
  }
  const byLanguageAndField: Evaluation['byLanguageAndField'] = {};
  for (const [language, counts] of Object.entries(languageFieldCounts) as [LanguageId, Record<Field, Counts>][]) {
    byLanguageAndField[language] = Object.fromEntries(FIELDS.map((field) => [field, score(counts[field])])) as Record<Field, Score>;
  }
  return {
    byField: Object.fromEntries(Object.entries(fieldCounts).map(([field, counts]) => [field, score(counts)])) as Record<Field | 'all', Score>,
    byLanguage: Object.fromEntries(Object.entries(languageCounts).map(([language, counts]) => [language, score(counts)])),
    byLanguageAndField,
    languageAccuracy: corpus.length === 0 ? 1 : languageRight / corpus.length,
    mistakes,
  };
}
