import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS, type LanguageId } from '../../../../shared/catalogs';
import { seeded } from '../../../test-support/seeded-random';
import type { StoryRequest } from '../story-writer';
import { composeStory } from './composer';
import { defaultUnderstanding } from './index';
import { packFor } from './packs';

// What the family lives through is told as the parent said it: the grandmother they grieve is remembered
// as a grandmother, and she is not also the relative who waves the children off at the door.
const GRIEF: Record<LanguageId, { text: string; her: RegExp; him: RegExp }> = {
  es: { text: 'Su abuela murió hace poco y la echa mucho de menos', her: /abuela/, him: /abuelo/ },
  en: { text: 'Her grandma died last month and she misses her a lot', her: /Grandma|grandmother/, him: /Grandpa|grandfather/ },
  fr: { text: 'Sa grand-mère est morte le mois dernier, elle lui manque beaucoup', her: /grand-mère/, him: /grand-père/ },
  de: { text: 'Ihre Oma ist letzten Monat gestorben und sie vermisst sie sehr', her: /Oma/, him: /Opa/ },
  it: { text: 'La nonna è morta il mese scorso e le manca tanto', her: /nonna/, him: /nonno/ },
};

function story(language: LanguageId, details: string, seed: number): string {
  const request: StoryRequest = {
    language,
    childAge: 6,
    specialNeed: null,
    genre: 'adventure',
    moral: 'friendship',
    duration: 'short',
    character: { name: 'Lucía', profession: 'explorer', hobbies: ['music'], personality: ['valiente'] },
    additionalDetails: details,
  };
  return composeStory(request, seeded(seed), defaultUnderstanding).paragraphs.join('\n');
}

/** The fixed words of the sentences in which a relative sees the children off. */
function farewells(language: LanguageId): string[] {
  return packFor(language).beats.relativeIntro.map((t) => t.split('{rel}').sort((a, b) => b.length - a.length)[0]!.trim());
}

describe('offline storyteller: events in the family', () => {
  for (const language of LANGUAGE_IDS) {
    it(`remembers a grandmother the family grieves as a grandmother, never alive at the door (${language})`, () => {
      const { text, her, him } = GRIEF[language];
      for (const seed of [1, 2, 3, 4]) {
        const told = story(language, text, seed);
        expect(told, `${language} #${seed}`).toMatch(her);
        expect(told, `${language} #${seed}`).not.toMatch(him);
        for (const farewell of farewells(language)) expect(told).not.toContain(farewell);
      }
    });
  }
});
