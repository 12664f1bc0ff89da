// German noun phrases of the plot pack: articles, adjectives and the merged prepositions in every case,
// and what the youngest hear compared with older children.
import { describe, expect, it } from 'vitest';
import { DURATIONS, GENRE_IDS, MORAL_IDS } from '../../../../shared/catalogs';
import { seeded } from '../../../../shared/seeded-random';
import type { StoryRequest } from '../story-writer';
import { composeStory } from './composer';
import { defaultUnderstanding } from './index';
import { germanPhrase } from './packs/story-de';

describe('German noun phrases', () => {
  it('declines the article and the adjectives in every case', () => {
    const river = germanPhrase('m:breit Fluss@an');
    expect([river[''], river.acc, river.dat, river.gen]).toEqual(['der breite Fluss', 'den breiten Fluss', 'dem breiten Fluss', 'des breiten Flusses']);
    expect([river.a, river['a.acc'], river['a.dat']]).toEqual(['ein breiter Fluss', 'einen breiten Fluss', 'einem breiten Fluss']);
    const dragon = germanPhrase('n:klein Drachenkind');
    expect([dragon.a, dragon['a.acc'], dragon.gen]).toEqual(['ein kleines Drachenkind', 'ein kleines Drachenkind', 'des kleinen Drachenkinds']);
    const fairy = germanPhrase('f:winzig Fee');
    expect([fairy[''], fairy.dat, fairy['a.dat'], fairy.gen]).toEqual(['die winzige Fee', 'der winzigen Fee', 'einer winzigen Fee', 'der winzigen Fee']);
  });

  it('merges the preposition with the article and knows where one is at a place', () => {
    expect(germanPhrase('m:breit Fluss@an')).toMatchObject({ in: 'am breiten Fluss', to: 'zum breiten Fluss', of: 'vom breiten Fluss', at: 'beim breiten Fluss' });
    expect(germanPhrase('f:Kristallhöhle')).toMatchObject({ in: 'in der Kristallhöhle', to: 'zur Kristallhöhle', of: 'von der Kristallhöhle' });
    expect(germanPhrase('m:Schneeberg@auf').in).toBe('auf dem Schneeberg');
    // A place a parent names: the moon is one one stands on, the beach one one is at.
    expect(germanPhrase('m:Mond').in).toBe('auf dem Mond');
    expect(germanPhrase('m:Strand').in).toBe('am Strand');
  });

  it('declines weak masculine nouns, and not nouns that only end in -ee', () => {
    expect(germanPhrase('m:Bär')['a.acc']).toBe('einen Bären');
    expect(germanPhrase('m:Hase').dat).toBe('dem Hasen');
    expect(germanPhrase('m:Silbersee@an').in).toBe('am Silbersee');
    expect(germanPhrase('m:Käse').acc).toBe('den Käse');
  });
});

describe('German stories by age', () => {
  const request = (i: number, childAge: number): StoryRequest => ({
    language: 'de',
    childAge,
    specialNeed: null,
    genre: GENRE_IDS[i % GENRE_IDS.length],
    moral: MORAL_IDS[i % MORAL_IDS.length],
    duration: DURATIONS[i % 3].id,
    character: { name: 'Jonas', profession: 'explorer', hobbies: ['music', 'painting'], personality: ['curioso', 'valiente'] },
    additionalDetails: null,
  });

  it('keeps the lead-ins for children from 4 on: the youngest get the plain sentence', () => {
    const random = seeded(44);
    const dashes = (age: number) => Array.from({ length: 12 }, (_, i) => composeStory(request(i, age), random, defaultUnderstanding).paragraphs.join(' ')).join(' ').split(' – ').length - 1;
    expect(dashes(2)).toBe(0);
    expect(dashes(5)).toBeGreaterThan(12);
  });
});
