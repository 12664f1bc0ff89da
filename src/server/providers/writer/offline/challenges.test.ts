// The offline challenges against real stories of the offline storyteller, in every language, over
// hundreds of generated questions.
import { describe, expect, it } from 'vitest';
import { GENRE_IDS, HOBBY_IDS, LANGUAGE_IDS, type LanguageId, MORAL_IDS, PROFESSION_IDS } from '../../../../shared/catalogs';
import type { ChallengeLanguageId } from '../../../../shared/contract/challenge-texts';
import type { ChallengeQuestionDraft, ChallengeRequest, StoryContext } from '../story-writer';
import { parseWrittenText } from '../story-writer';
import { createOfflineChallenge, mathBand } from './challenges';
import { composeStory, renderText } from './composer';
import { VOCABULARY, normaliseWord, wordsOf } from './vocabulary';
import { seeded } from '../../../../shared/seeded-random';

/** A small seeded generator, so a failure can be replayed. */

const NAMES = ['Luna', 'Mateo', 'Sofía', 'Max', 'Chloé', 'Giulia', 'Leo'];

function story(seed: number, language: LanguageId, childAge: number): StoryContext {
  const random = seeded(seed);
  const at = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
  const request = {
    language,
    childAge,
    specialNeed: null,
    genre: at(GENRE_IDS),
    moral: at(MORAL_IDS),
    duration: 'short',
    character: { name: at(NAMES), profession: at(PROFESSION_IDS), hobbies: [at(HOBBY_IDS)], personality: ['curioso'] },
  } as StoryContext['request'];
  const written = parseWrittenText(renderText(composeStory(request, random)));
  return { request, title: written.title, chapters: [written] };
}

function challenge(context: StoryContext, category: ChallengeRequest['category'], seed: number, targetLanguage: ChallengeLanguageId | null = null) {
  return createOfflineChallenge({ story: context, chapterIndex: 0, category, targetLanguage }, seeded(seed));
}

function checkShape(q: ChallengeQuestionDraft) {
  expect(q.options).toHaveLength(4);
  expect(new Set(q.options.map(normaliseWord)).size).toBe(4);
  expect(q.correctOptionIndex).toBeGreaterThanOrEqual(0);
  expect(q.correctOptionIndex).toBeLessThan(4);
  expect(q.question.trim()).not.toBe('');
  expect(q.explanation.trim()).not.toBe('');
}

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });
const pictographs = (text: string) => [...graphemes.segment(text)].filter((s) => /\p{Extended_Pictographic}/u.test(s.segment)).length;

describe('offline math challenges', () => {
  it.each([
    [1, 'counting'],
    [3, 'counting'],
    [4, 'counting'],
    [5, 'within20'],
    [6, 'within20'],
    [7, 'within100'],
    [10, 'within100'],
  ] as const)('are arithmetically right for age %i (%s) across hundreds of questions', (age, band) => {
    expect(mathBand(age)).toBe(band);
    const positions = new Set<number>();
    let count = 0;
    for (let seed = 1; seed <= 70; seed++) {
      const language = LANGUAGE_IDS[seed % LANGUAGE_IDS.length]!;
      const context = story(seed, language, age);
      const questions = challenge(context, 'math', seed * 7);
      expect(questions.length).toBeGreaterThanOrEqual(1);
      expect(questions.length).toBeLessThanOrEqual(3);
      for (const q of questions) {
        count++;
        checkShape(q);
        expect(q.category).toBe('math');
        positions.add(q.correctOptionIndex);
        const answer = Number(q.options[q.correctOptionIndex]);
        expect(Number.isInteger(answer)).toBe(true);
        for (const option of q.options) expect(Number(option)).toBeGreaterThanOrEqual(0);
        // The hero of the story is in the question.
        expect(q.question).toContain(context.request.character.name);
        if (band === 'counting') {
          // The child counts the pictures in the question.
          expect(pictographs(q.question)).toBe(answer);
          expect(answer).toBeLessThanOrEqual(age <= 3 ? 5 : 9);
          expect(q.explanation).toContain(Array.from({ length: answer }, (_, i) => i + 1).join(', '));
          continue;
        }
        const match = /(\d+) ([+\-×]) (\d+) = (\d+)/.exec(q.explanation);
        expect(match, q.explanation).not.toBeNull();
        const [, a, op, b, result] = match!.map((v, i) => (i === 2 || i === 0 ? v : Number(v))) as [string, number, string, number, number];
        const expected = op === '+' ? a + b : op === '-' ? a - b : a * b;
        expect(result).toBe(expected);
        expect(answer).toBe(expected);
        // Both numbers are given in the question.
        expect(q.question).toContain(String(a));
        expect(q.question).toContain(String(b));
        if (band === 'within20') {
          expect(op).not.toBe('×');
          expect(Math.max(a, b, result)).toBeLessThanOrEqual(20);
        } else {
          expect(Math.max(a, b, result)).toBeLessThanOrEqual(100);
          if (op === '×') expect(Math.max(a, b)).toBeLessThanOrEqual(10);
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(200);
    // The right answer is not always in the same place.
    expect(positions.size).toBe(4);
  });

  it('counts things of the story itself', () => {
    const context: StoryContext = {
      ...story(3, 'es', 6),
      chapters: [{ title: 'Las manzanas', content: 'Luna recogió manzanas rojas en el huerto. Luna llevaba las manzanas en una cesta grande. Era un día feliz.' }],
    };
    const questions = challenge({ ...context, request: { ...context.request, character: { ...context.request.character, name: 'Luna', hobbies: ['reading'] } } }, 'math', 4);
    expect(questions.some((q) => /manzanas|cestas/.test(q.question))).toBe(true);
  });
});

describe('offline comprehension challenges', () => {
  it('have answers written in the chapter, in every language', () => {
    let count = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const language = LANGUAGE_IDS[seed % LANGUAGE_IDS.length]!;
      const context = story(seed + 1000, language, 4 + (seed % 7));
      for (const q of challenge(context, 'comprehension', seed)) {
        count++;
        checkShape(q);
        expect(q.category).toBe('comprehension');
        expect(context.chapters[0]!.content, q.question).toContain(q.options[q.correctOptionIndex]);
      }
    }
    expect(count).toBeGreaterThanOrEqual(120);
  });

  it('asks who did what in a sentence of the chapter', () => {
    const content =
      'Luna vivía en un pueblo junto al bosque. Un día, su amigo Pip llegó con un mapa viejo. Luna abrió el mapa con mucho cuidado. Los dos caminaron hasta la cueva de la montaña.';
    const context: StoryContext = { ...story(5, 'es', 7), chapters: [{ title: 'El mapa', content }] };
    context.request = { ...context.request, character: { ...context.request.character, name: 'Luna' } };
    const questions = challenge(context, 'comprehension', 11);
    const who = questions.find((q) => q.question.startsWith('¿Quién'));
    expect(who?.question).toBe('¿Quién abrió el mapa con mucho cuidado?');
    expect(who?.options[who.correctOptionIndex]).toBe('Luna');
    // The hero's name is a person here, never asked as the word 'luna' (moon).
    for (const q of questions) expect(q.options.map(normaliseWord).filter((o) => o === 'luna').length).toBeLessThanOrEqual(1);
  });
});

describe('offline language challenges', () => {
  it('teach translations of words that appear in the story', () => {
    let count = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const language = LANGUAGE_IDS[seed % LANGUAGE_IDS.length]!;
      const targets = LANGUAGE_IDS.filter((l) => l !== language);
      const target = targets[seed % targets.length]!;
      const context = story(seed + 2000, language, 5 + (seed % 6));
      const storyWords = wordsOf(context.chapters.map((c) => `${c.title}\n${c.content}`).join('\n'));
      for (const q of challenge(context, 'language', seed, target)) {
        count++;
        checkShape(q);
        expect(q.targetLanguage).toBe(target);
        const correct = normaliseWord(q.options[q.correctOptionIndex]!);
        const entry = VOCABULARY.find(
          (e) =>
            e.forms[language].some((f) => storyWords.has(normaliseWord(f))) &&
            ((normaliseWord(e.forms[target][0]!) === correct && q.question.includes(e.forms[language][0]!)) ||
              (normaliseWord(e.forms[language][0]!) === correct && q.question.includes(e.forms[target][0]!))),
        );
        expect(entry, `${q.question} → ${correct}`).toBeDefined();
        // The explanation gives both words.
        expect(normaliseWord(q.explanation)).toContain(normaliseWord(entry!.forms[target][0]!));
      }
    }
    expect(count).toBeGreaterThanOrEqual(120);
  });

  it('teach Portuguese words for words of the story, from stories in every language', () => {
    let count = 0;
    const directions = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const language = LANGUAGE_IDS[seed % LANGUAGE_IDS.length]!;
      const context = story(seed + 3000, language, 5 + (seed % 6));
      const storyWords = wordsOf(context.chapters.map((c) => `${c.title}\n${c.content}`).join('\n'));
      const inStory = VOCABULARY.filter((e) => e.forms[language].some((f) => storyWords.has(normaliseWord(f))));
      for (const q of challenge(context, 'language', seed, 'pt')) {
        count++;
        checkShape(q);
        expect(q.targetLanguage).toBe('pt');
        const correct = normaliseWord(q.options[q.correctOptionIndex]!);
        // Either the Portuguese for a word of the story among Portuguese words, or the story's word for a
        // Portuguese one among words of the story's language (some are spelt alike: gato, pera).
        const portuguesePool = new Set(VOCABULARY.map((e) => normaliseWord(e.forms.pt[0]!)));
        const storyPool = new Set(VOCABULARY.map((e) => normaliseWord(e.forms[language][0]!)));
        const inPool = (pool: Set<string>) => q.options.every((o) => pool.has(normaliseWord(o)));
        const toPortuguese = inPool(portuguesePool)
          ? inStory.find((e) => normaliseWord(e.forms.pt[0]!) === correct && q.question.includes(e.forms[language][0]!))
          : undefined;
        const fromPortuguese = inPool(storyPool)
          ? inStory.find((e) => normaliseWord(e.forms[language][0]!) === correct && q.question.includes(e.forms.pt[0]!))
          : undefined;
        const entry = toPortuguese ?? fromPortuguese;
        expect(entry, `${language}: ${q.question} → ${q.options.join(', ')}`).toBeDefined();
        directions.add(toPortuguese ? 'to' : 'from');
        expect(normaliseWord(q.explanation)).toContain(normaliseWord(entry!.forms.pt[0]!));
      }
    }
    expect(count).toBeGreaterThanOrEqual(80);
    expect(directions).toEqual(new Set(['to', 'from']));
  });

  it('names Portuguese in the story language', () => {
    const content = 'Luna vio un perro negro junto al río. El perro llevaba una llave en la boca.';
    const context: StoryContext = { ...story(8, 'es', 7), chapters: [{ title: 'El perro', content }] };
    const dog = challenge(context, 'language', 2, 'pt').find((q) => q.question.includes('«perro»') || q.question.includes('«cão»'));
    expect(dog).toBeDefined();
    const asked = dog!.question.includes('«perro»');
    expect(dog!.question).toBe(asked ? '¿Cómo se dice «perro» en portugués?' : '¿Qué significa «cão» en portugués?');
    expect(dog!.options[dog!.correctOptionIndex]).toBe(asked ? 'cão' : 'perro');
    expect(dog!.explanation).toContain('«perro» en portugués se dice «cão».');
  });

  it('asks in the story language, with wrong options of the same kind', () => {
    const content = 'Luna vio un gato negro junto al río. El gato llevaba una llave en la boca.';
    const context: StoryContext = { ...story(8, 'es', 7), chapters: [{ title: 'El gato', content }] };
    const questions = challenge(context, 'language', 2, 'en');
    const cat = questions.find((q) => q.question === '¿Cómo se dice «gato» en inglés?');
    expect(cat?.options[cat.correctOptionIndex]).toBe('cat');
    const animals = new Set(VOCABULARY.filter((e) => e.category === 'animal').map((e) => e.forms.en[0]));
    for (const option of cat!.options) expect(animals.has(option)).toBe(true);
    expect(cat?.explanation).toContain('«gato» en inglés se dice «cat».');
  });
});
