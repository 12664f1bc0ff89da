import { describe, expect, it } from 'vitest';
import { GENRE_IDS, LANGUAGE_IDS, MORAL_IDS, PROFESSION_IDS, type LanguageId } from '../../../../shared/catalogs';
import { seeded } from '../../../../shared/seeded-random';
import type { StoryRequest } from '../story-writer';
import { composeStory } from './composer';
import { defaultUnderstanding } from './index';
import { packFor } from './packs';

// What the parent writes about the child's own life reaches the story as it was meant: the pet they name
// is the companion, a fear belongs to what the parent said it belongs to, and a daughter is a big sister.

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

function story(language: LanguageId, details: string, seed: number, name = 'Alex', age = 5): string {
  const request: StoryRequest = {
    language,
    childAge: age,
    specialNeed: null,
    genre: 'adventure',
    moral: 'friendship',
    duration: 'short',
    character: { name, profession: 'explorer', hobbies: ['music'], personality: ['curioso'] },
    additionalDetails: details,
  };
  const told = composeStory(request, seeded(seed), defaultUnderstanding);
  return `${told.title}\n${told.paragraphs.join('\n')}`;
}

/** The fixed words of a bank's lines: the longest stretch between placeholders, options and breaks. */
function fixedWords(lines: readonly string[]): string[] {
  return lines.map((line) =>
    line
      .replace(/^[~!]/, '')
      .split(/\{[^}]*\}|\[[^\]]*\]|<[^>]*>|\|/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0]!,
  );
}

/** A named pet and a visit the child is scared of, in the words a parent would use. */
const PET_AND_FEAR: Record<LanguageId, { text: string; pet: string; species: RegExp; fear: 'dog' | 'cat' }> = {
  es: { text: 'que salga su perro Toby y que vayan al dentista porque le da miedo', pet: 'Toby', species: /perro/, fear: 'dog' },
  en: { text: 'our cat Luna should be in it, and they go to the dentist because she is scared of it', pet: 'Luna', species: /\bcat\b/, fear: 'cat' },
  fr: { text: "avec notre chien Filou, et ils vont chez le dentiste parce qu'il a peur", pet: 'Filou', species: /chien/, fear: 'dog' },
  de: { text: 'mit unserem Hund Bello, und sie gehen zum Zahnarzt, weil er Angst hat', pet: 'Bello', species: /Hund/, fear: 'dog' },
  it: { text: 'con il nostro gatto Micio, e vanno dal dentista perché ha paura', pet: 'Micio', species: /gatt/, fear: 'cat' },
};

describe('offline storyteller: the child’s own pet and what the child is scared of', () => {
  for (const language of LANGUAGE_IDS) {
    it(`makes the named pet the companion and leaves the fear with the dentist (${language})`, () => {
      const { text, pet, species, fear } = PET_AND_FEAR[language];
      const fears = packFor(language).fears;
      const fearBank = fears[fear] ?? fears.other;
      const fearLines = fixedWords([...fearBank.setup, ...fearBank.close]);
      for (const seed of SEEDS) {
        const told = story(language, text, seed, 'Hugo', 4);
        expect(told, `${language} #${seed}`).toContain(pet);
        expect(told, `${language} #${seed}`).toMatch(species);
        for (const line of fearLines) expect(told, `${language} #${seed}`).not.toContain(line);
        // The pet is the companion from the start: no invented companion name walks beside the hero.
        for (const name of packFor(language).companionNames) if (name !== pet) expect(told, `${language} #${seed}`).not.toMatch(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u'));
      }
    });
  }
});

/** A daughter and a son awaiting a baby, and how the story must call them once the baby comes. */
const SIBLING: Record<LanguageId, { daughter: string; son: string; sister: RegExp; brother: RegExp; either: RegExp }> = {
  es: { daughter: 'Mi hija va a tener un hermanito en marzo y está un poco celosa.', son: 'Mi hijo va a tener una hermanita en marzo.', sister: /hermana mayor/, brother: /hermano mayor/, either: /hermano mayor o hermana mayor/ },
  en: { daughter: 'My daughter is going to have a baby brother in March.', son: 'My son is going to have a baby sister in March.', sister: /big sister/, brother: /big brother/, either: /big sibling/ },
  fr: { daughter: 'Ma fille va avoir un petit frère en mars.', son: 'Mon fils va avoir une petite sœur en mars.', sister: /grande sœur/, brother: /grand frère/, either: /grand frère ou grande sœur/ },
  de: { daughter: 'Meine Tochter bekommt im März ein Geschwisterchen.', son: 'Mein Sohn bekommt im März ein Geschwisterchen.', sister: /große Schwester/, brother: /großer Bruder/, either: /Geschwisterkind/ },
  it: { daughter: 'Mia figlia avrà un fratellino a marzo.', son: 'Mio figlio avrà una sorellina a marzo.', sister: /sorella maggiore/, brother: /fratello maggiore/, either: /fratello maggiore o da sorella maggiore/ },
};

describe('offline storyteller: the child the request calls a daughter or a son', () => {
  for (const language of LANGUAGE_IDS) {
    it(`makes a daughter a big sister and a son a big brother (${language})`, () => {
      const { daughter, son, sister, brother, either } = SIBLING[language];
      let sisters = 0;
      let brothers = 0;
      for (const seed of SEEDS) {
        const hers = story(language, daughter, seed, 'Alex');
        const his = story(language, son, seed, 'Alex');
        expect(hers, `${language} #${seed}`).not.toMatch(brother);
        expect(hers, `${language} #${seed}`).not.toMatch(either);
        expect(his, `${language} #${seed}`).not.toMatch(sister);
        expect(his, `${language} #${seed}`).not.toMatch(either);
        if (sister.test(hers)) sisters += 1;
        if (brother.test(his)) brothers += 1;
      }
      // The ending that names the new big sibling is told in most of these stories.
      expect(sisters, language).toBeGreaterThan(SEEDS.length / 2);
      expect(brothers, language).toBeGreaterThan(SEEDS.length / 2);
    });
  }
});

/** The same news without a word for the child: the first name alone tells a girl from a boy. */
const NEWS: Record<LanguageId, string> = {
  es: 'Va a tener un hermanito en marzo.',
  en: 'A baby brother is on the way, due in March.',
  fr: 'Un petit frère va arriver en mars.',
  de: 'Im März kommt ein Geschwisterchen.',
  it: 'A marzo arriva un fratellino.',
};

describe('offline storyteller: a first name that is only a girl’s or only a boy’s', () => {
  for (const language of LANGUAGE_IDS) {
    it(`makes Martina a big sister and Hugo a big brother, and keeps both words for Alex (${language})`, () => {
      const { sister, brother } = SIBLING[language];
      let named = 0;
      let either = 0;
      for (const seed of SEEDS) {
        const hers = story(language, NEWS[language], seed, 'Martina');
        const his = story(language, NEWS[language], seed, 'Hugo');
        const theirs = story(language, NEWS[language], seed, 'Alex');
        expect(hers, `${language} #${seed}`).not.toMatch(brother);
        expect(his, `${language} #${seed}`).not.toMatch(sister);
        if (sister.test(hers) && brother.test(his)) named += 1;
        // A name that says nothing keeps the story's words free of a gender.
        expect(sister.test(theirs) !== brother.test(theirs), `${language} #${seed}`).toBe(false);
        if (SIBLING[language].either.test(theirs)) either += 1;
      }
      expect(named, language).toBeGreaterThan(SEEDS.length / 2);
      if (language === 'es' || language === 'it') expect(either, language).toBeGreaterThan(0);
    });
  }
});

function storyWith(language: LanguageId, seed: number, over: Partial<StoryRequest> & { profession?: StoryRequest['character']['profession'] }): { title: string; text: string } {
  const request: StoryRequest = {
    language,
    childAge: 7,
    specialNeed: null,
    genre: over.genre ?? 'adventure',
    moral: over.moral ?? 'friendship',
    duration: 'short',
    character: { name: 'Amelia', profession: over.profession ?? 'explorer', hobbies: ['music'], personality: ['curioso'] },
    additionalDetails: over.additionalDetails ?? '',
  };
  const told = composeStory(request, seeded(seed), defaultUnderstanding);
  return { title: told.title, text: told.paragraphs.join('\n') };
}

describe('offline storyteller: English that reads as written by a person', () => {
  it('never calls the hero by the profession in a sentence that names the profession again', () => {
    for (const language of LANGUAGE_IDS) {
      const pack = packFor(language);
      for (const profession of PROFESSION_IDS) {
        const epithets = pack.epithets[profession] ?? [];
        const nouns = epithets.map((e) => e.split(/\s+/).sort((a, b) => b.length - a.length)[0]!.toLowerCase());
        for (const seed of SEEDS) {
          const { text } = storyWith(language, seed, { profession });
          for (const sentence of text.split(/(?<=[.!?])\s+/)) {
            const lower = sentence.toLowerCase();
            epithets.forEach((epithet, i) => {
              if (!lower.includes(epithet.toLowerCase())) return;
              const rest = lower.replace(epithet.toLowerCase(), ' ');
              expect(rest, `${language} ${profession} #${seed}: ${sentence}`).not.toMatch(new RegExp(`(?<!\\p{L})${nouns[i]}`, 'u'));
            });
          }
        }
      }
    }
  });

  it('names a hobby the parent asks for without an article, and the hero’s relatives with a possessive', () => {
    const requests = [
      'Grandpa died last month and she misses him a lot; they used to go fishing at the lake together',
      'She loves football and her grandma died last year',
      'Her parents live in two houses now, and she loves dancing',
      'It is her birthday soon and she loves swimming',
    ];
    for (const additionalDetails of requests) {
      for (const seed of SEEDS) {
        const { text } = storyWith('en', seed, { additionalDetails });
        expect(text, `#${seed} ${additionalDetails}`).not.toMatch(/\bthe (fishing|football|dancing|swimming)\b/i);
        expect(text, `#${seed} ${additionalDetails}`).not.toMatch(/\bthe (?!story\b)\w+ of Amelia\b/);
      }
    }
  });

  it('says the same in German with the name as owner, and in Spanish never “había la pesca”', () => {
    const german = ['Ihr Opa ist letzten Monat gestorben, sie sind zusammen angeln gegangen', 'Ihre Oma ist gestorben und sie liebt Fußball', 'Bald hat sie Geburtstag und sie schwimmt gern', 'Sie ziehen bald um und sie liebt Tanzen'];
    const spanish = ['Su abuelo murió el mes pasado; iban juntos a pescar al lago', 'Le encanta el fútbol y su abuela murió', 'Pronto es su cumpleaños y le encanta nadar'];
    for (const seed of SEEDS) {
      for (const additionalDetails of german) {
        const { text } = storyWith('de', seed, { additionalDetails });
        expect(text, `#${seed} ${additionalDetails}`).not.toMatch(/\b(Oma|Opa|Familie|Neugier|Geburtstag) von Amelia\b/);
      }
      for (const additionalDetails of spanish) {
        const { text } = storyWith('es', seed, { additionalDetails });
        expect(text, `#${seed} ${additionalDetails}`).not.toMatch(/\bhabía (el|la|los|las) /);
      }
    }
  });

  it('writes every title in title case', () => {
    const small = new Set('a an the and but or nor of to in on at for with from by about round into onto over beyond'.split(' '));
    for (const genre of GENRE_IDS) {
      for (const moral of MORAL_IDS) {
        for (const seed of [1, 2, 3]) {
          const { title } = storyWith('en', seed, { genre, moral });
          title.split(/\s+/).forEach((word, i) => {
            const letters = word.replace(/^[^\p{L}]+/u, '');
            if (!letters) return;
            const after = i > 0 && /:$/.test(title.split(/\s+/)[i - 1]!);
            if (i > 0 && !after && small.has(letters.toLowerCase())) expect(letters, title).toBe(letters.toLowerCase());
            else expect(letters.charAt(0), title).toBe(letters.charAt(0).toUpperCase());
          });
        }
      }
    }
  });
});
