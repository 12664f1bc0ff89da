import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../../shared/catalogs';
import { LEXICON_ENTRIES, lexiconKeys, nounFor } from './lexicon';
import { EVENTS } from './lexicon/events';
import type { LexiconKind, RequestFacts } from './request-facts';
import { understandRequest } from './understand-request';

const FIELD: Record<LexiconKind, keyof Omit<RequestFacts, 'language'>> = {
  animal: 'animals',
  person: 'people',
  place: 'places',
  object: 'objects',
  activity: 'activities',
  fear: 'fears',
};

function keysIn(facts: RequestFacts, kind: LexiconKind): string[] {
  if (kind === 'animal') return facts.animals.map((animal) => animal.kind);
  if (kind === 'person') return facts.people.map((person) => person.role);
  return facts[FIELD[kind]] as string[];
}

describe('lexicon', () => {
  it('has the breadth a storyteller needs', () => {
    expect(lexiconKeys('animal').length).toBeGreaterThanOrEqual(80);
    expect(lexiconKeys('place').length).toBeGreaterThanOrEqual(40);
    expect(lexiconKeys('object').length).toBeGreaterThanOrEqual(60);
    expect(lexiconKeys('activity').length).toBeGreaterThanOrEqual(30);
    expect(lexiconKeys('fear').length).toBeGreaterThanOrEqual(15);
    expect(lexiconKeys('person')).toEqual(expect.arrayContaining(['friend', 'brother', 'sister', 'baby', 'grandmother', 'grandfather', 'mother', 'father', 'teacher', 'cousin']));
    expect(lexiconKeys('animal')).toEqual(expect.arrayContaining(['dog', 'cat', 'dinosaur', 'unicorn', 'dragon', 'mermaid', 'fairy', 'elf', 'giant', 'robot', 'alien']));
  });

  it('names every key in every language: singular, plural and a gender (German nouns capitalised, English neuter)', () => {
    for (const entry of LEXICON_ENTRIES) {
      for (const language of LANGUAGE_IDS) {
        const forms = nounFor(entry.kind, entry.key, language);
        expect(forms, `${entry.kind}/${entry.key}/${language}`).toBeDefined();
        expect(forms!.singular.trim()).not.toBe('');
        expect(forms!.plural.trim()).not.toBe('');
        expect(['m', 'f', 'n']).toContain(forms!.gender);
        if (language === 'en') expect(forms!.gender).toBe('n');
        if (language === 'es' || language === 'fr' || language === 'it') expect(['m', 'f'], `${entry.key}/${language}`).toContain(forms!.gender);
        // German nouns are capitalised; in "fliegender Teppich" the noun is the last word.
        if (language === 'de') expect(forms!.singular.split(' ').at(-1), `${entry.key}: ${forms!.singular}`).toMatch(/^[A-ZÄÖÜ]/);
      }
    }
  });

  it('gives the forms a story uses', () => {
    expect(nounFor('animal', 'dog', 'es')).toEqual({ singular: 'perro', plural: 'perros', gender: 'm' });
    expect(nounFor('animal', 'unicorn', 'de')).toEqual({ singular: 'Einhorn', plural: 'Einhörner', gender: 'n' });
    expect(nounFor('place', 'forest', 'fr')).toEqual({ singular: 'forêt', plural: 'forêts', gender: 'f' });
    expect(nounFor('object', 'kite', 'it')).toEqual({ singular: 'aquilone', plural: 'aquiloni', gender: 'm' });
    expect(nounFor('animal', 'no-such-thing', 'es')).toBeUndefined();
    expect(nounFor('place', 'dog', 'es')).toBeUndefined();
  });

  it('has keys in lower-case English, hyphenated, each once per kind', () => {
    for (const kind of Object.keys(FIELD) as LexiconKind[]) {
      const keys = lexiconKeys(kind);
      expect(new Set(keys).size, kind).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const key of Object.keys(EVENTS)) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('recognises every key (but fears, which need a fear word) from at least one of its words in every language', () => {
    for (const entry of LEXICON_ENTRIES) {
      if (entry.kind === 'fear') continue;
      for (const language of LANGUAGE_IDS) {
        const recognised = entry.surfaces[language].some((surface) => keysIn(understandRequest(surface.text, language), entry.kind).includes(entry.key));
        expect(recognised, `${entry.kind}/${entry.key}/${language}`).toBe(true);
      }
    }
  });

  it('recognises every fear after a fear word', () => {
    const cue = { es: 'tiene miedo a', en: 'is afraid of', fr: 'a peur de', de: 'hat Angst vor', it: 'ha paura di' } as const;
    for (const entry of LEXICON_ENTRIES.filter((e) => e.kind === 'fear')) {
      for (const language of LANGUAGE_IDS) {
        const recognised = entry.surfaces[language].some((surface) => understandRequest(`${cue[language]} ${surface.text}`, language).fears.includes(entry.key));
        expect(recognised, `fear/${entry.key}/${language}`).toBe(true);
      }
    }
  });

  it('has patterns for every life event in every language', () => {
    for (const [event, byLanguage] of Object.entries(EVENTS)) {
      for (const language of LANGUAGE_IDS) expect(byLanguage[language].length, `${event}/${language}`).toBeGreaterThan(0);
    }
    expect(Object.keys(EVENTS)).toEqual(
      expect.arrayContaining(['new-sibling', 'first-day-school', 'moving-house', 'hospital', 'operation', 'dentist', 'vaccine', 'illness', 'grief-grandparent', 'grief-pet', 'parents-apart', 'adoption', 'two-mums', 'two-dads', 'bullying', 'diabetes', 'birthday', 'holiday', 'sleep-own-bed', 'potty', 'new-glasses']),
    );
  });
});
