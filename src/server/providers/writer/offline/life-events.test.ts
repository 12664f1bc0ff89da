import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS, type LanguageId } from '../../../../shared/catalogs';
import { seeded } from '../../../../shared/seeded-random';
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

// A baby the parent says is going to arrive is still awaited in the story: nobody tells the baby about the
// adventure yet, and it is not already at home. A baby already born is told as born.
const SIBLING: Record<LanguageId, { coming: string; born: string; awaited: RegExp; arrived: RegExp }> = {
  es: {
    coming: 'Lucía va a tener un hermanito',
    born: 'Su hermanito nació la semana pasada',
    awaited: /esperaban a un bebé|bebé que estaba a punto de llegar|cuando naciera/,
    arrived: /había un bebé nuevo|le contó la aventura al bebé|bebé de casa/,
  },
  en: {
    coming: 'Lucía is going to have a baby brother',
    born: 'Her baby brother was born last week',
    awaited: /baby was on the way|baby who would soon be born|once the baby was born/,
    arrived: /new baby had arrived|told the baby about the adventure|the baby at home/,
  },
  fr: {
    coming: 'Lucía va avoir un petit frère',
    born: 'Son petit frère est né la semaine dernière',
    awaited: /on attendait un bébé|bébé qui allait bientôt naître|au bébé à sa naissance/,
    arrived: /il y avait un nouveau bébé|raconta l’aventure au bébé|bébé de la maison/,
  },
  de: {
    coming: 'Lucía bekommt bald einen kleinen Bruder',
    born: 'Ihr kleiner Bruder ist letzte Woche geboren',
    awaited: /wartete die Familie auf ein Baby|Baby, das bald kommen würde|sobald es geboren war/,
    arrived: /gab es zu Hause ein neues Baby|erzählte Lucía dem Baby|Baby zu Hause/,
  },
  it: {
    coming: 'Lucía avrà presto un fratellino',
    born: 'Il suo fratellino è nato la settimana scorsa',
    awaited: /si aspettava un bebè|bebè che sarebbe nato presto|appena fosse nato/,
    arrived: /era arrivato un fratellino|raccontò l’avventura al fratellino|pensò al fratellino/,
  },
};

describe('offline storyteller: a baby brother or sister', () => {
  for (const language of LANGUAGE_IDS) {
    it(`tells a baby who is going to arrive as awaited, not as already born (${language})`, () => {
      const { coming, born, awaited, arrived } = SIBLING[language];
      for (const seed of [1, 2, 3]) {
        const expected = story(language, coming, seed);
        expect(expected, `${language} #${seed}`).toMatch(awaited);
        expect(expected, `${language} #${seed}`).not.toMatch(arrived);
        const already = story(language, born, seed);
        expect(already, `${language} #${seed}`).toMatch(arrived);
        expect(already, `${language} #${seed}`).not.toMatch(awaited);
      }
    });
  }
});
