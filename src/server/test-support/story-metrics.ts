// Figures about generated stories, shared by the story-quality tests and bench: repeated sentences,
// name mentions, tense slips, wrong-genre titles, quoted requests and whether what a request named
// reached the story. Test support only: production never measures itself.
import type { GenreId, LanguageId } from '../../shared/catalogs';

export const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** Sentences of a story body, with dialogue kept inside its sentence. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((p) => p.split(/(?<=[.!?»”"])\s+(?=[¡¿«„“"\p{Lu}])/u))
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How often the hero is named per 100 words. */
export function nameMentionsPer100(text: string, name: string): number {
  const count = text.match(new RegExp(`(?<!\\p{L})${escapeRe(name)}(?!\\p{L})`, 'gu'))?.length ?? 0;
  return (100 * count) / Math.max(1, words(text).length);
}

/** For each sentence (hero's name replaced), the share of stories it stands in, most shared first. */
export function sharedSentences(stories: { text: string; hero: string }[]): { sentence: string; share: number }[] {
  const counts = new Map<string, number>();
  for (const { text, hero } of stories) {
    const seen = new Set(sentences(text).map((s) => s.split(hero).join('X')));
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return [...counts.entries()].map(([sentence, n]) => ({ sentence, share: n / stories.length })).sort((a, b) => b.share - a.share);
}

/** Runs of four or more words of a parent's text that stand in a story. */
export function sharedRuns(parentText: string, story: string, size = 4): string[] {
  const tokens = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const storyText = ` ${tokens(story).join(' ')} `;
  const own = tokens(parentText);
  const found: string[] = [];
  for (let k = 0; k + size <= own.length; k++) {
    const run = own.slice(k, k + size).join(' ');
    if (storyText.includes(` ${run} `)) found.push(run);
  }
  return found;
}

/** Words that name a genre in a title, per language: a title naming another genre is wrong. */
export const GENRE_WORDS: Record<LanguageId, Record<GenreId, RegExp>> = {
  es: { adventure: /aventura/i, fantasy: /fantas[íi]a/i, mystery: /misterio|enigma|(?<!\p{L})caso(?!\p{L})/iu, 'science-fiction': /ciencia ficci[óo]n/i, comedy: /comedia/i, fable: /f[áa]bula/i },
  en: { adventure: /adventure/i, fantasy: /fantasy/i, mystery: /mystery|puzzle|\bcase\b/i, 'science-fiction': /science fiction|sci-fi/i, comedy: /comedy/i, fable: /fable/i },
  fr: { adventure: /aventure/i, fantasy: /fantasy|fantastique/i, mystery: /myst[èe]re|énigme/i, 'science-fiction': /science-fiction/i, comedy: /comédie/i, fable: /fable/i },
  de: { adventure: /abenteuer/i, fantasy: /fantasy/i, mystery: /geheimnis|rätsel/i, 'science-fiction': /science-fiction/i, comedy: /komödie/i, fable: /fabel/i },
  it: { adventure: /avventura/i, fantasy: /fantasy/i, mystery: /mistero|enigma/i, 'science-fiction': /fantascienza/i, comedy: /commedia/i, fable: /favola/i },
};

export function wrongGenreWords(title: string, genre: GenreId, language: LanguageId): string[] {
  return (Object.entries(GENRE_WORDS[language]) as [GenreId, RegExp][])
    .filter(([g, re]) => g !== genre && re.test(title))
    .map(([g]) => g);
}

/**
 * Narration told in the present where the story is told in the past: third-person present forms of the
 * verbs a story narrates with, outside dialogue and outside the lessons a character 'learned that…'.
 */
const PRESENT: Partial<Record<LanguageId, RegExp>> = {
  es: /(?<!\p{L})(sigue|siguen|mira|miran|camina|caminan|busca|buscan|encuentra|encuentran|dice|llega|llegan|sale|salen|vuelve|vuelven|decide|deciden|piensa|corre|corren|salta|saltan|está|están)(?!\p{L})/iu,
  en: /\b(goes|looks|walks|finds|says|arrives|decides|thinks|runs|jumps|smiles|keeps)\b/i,
  it: /(?<!\p{L})(segue|seguono|guarda|guardano|cammina|camminano|cerca|cercano|trova|trovano|dice|arriva|arrivano|esce|escono|torna|tornano|decide|decidono|pensa|corre|corrono|salta|saltano|sta|stanno|va|vanno|finisce)(?!\p{L})/iu,
  fr: /(?<!\p{L})(continue|continuent|regarde|regardent|marchent|cherche|cherchent|trouve|trouvent|arrive|arrivent|sortent|revient|reviennent|décide|décident|pense|pensent|courent|saute|sautent|va|vont|partent|voit|voient|prend|prennent|est|sont)(?!\p{L})/iu,
  // Third-person singular present forms, which never coincide with an infinitive or a Präteritum form.
  de: /(?<!\p{L})(geht|schaut|läuft|findet|sagt|kommt|sucht|denkt|springt|lacht|rennt|bleibt|sieht|entdeckt|ruft|hilft|nimmt|fragt|steht|fällt|hält|trägt|wartet|klettert|beschließt|ist|hat)(?!\p{L})/iu,
};
const REPORTED: Partial<Record<LanguageId, RegExp>> = {
  es: /(aprendió|supo|entendió|comprendió|descubrió|pensó|recordó|sabía|se dio cuenta de) que|(?<!\p{L})(quien|cuando) /iu,
  en: /\b(learned|knew|understood|found out|thought|remembered|realised|wondered)\b|\bthose who\b/i,
  it: /(imparò|seppe|capì|comprese|scoprì|pensò|ricordò|sapeva|si rese conto) che|(?<!\p{L})(chi|quando) /iu,
  fr: /(apprit|sut|savait|comprit|découvrit|pensa|se dit|se rappela|se souvint|se demanda) (qu|que|combien|si)(?!\p{L})|(?<!\p{L})(ceux|celui|celle) qui(?!\p{L})/iu,
  // What a character learned or knew ('lernte, dass … ist'), and general truths ('wie man …', 'wer …').
  de: /(?<!\p{L})(lernte|wusste|verstand|entdeckte|merkte|dass|wie man|wenn man|wer|wozu)(?!\p{L})/iu,
};

export function tenseSlips(text: string, language: LanguageId): string[] {
  const present = PRESENT[language];
  if (!present) return [];
  return sentences(text)
    .map((s) => s.replace(/[«“„"][^»”“"]*[»”“"]/g, ' '))
    .filter((s) => present.test(s) && !REPORTED[language]!.test(s));
}

/** Whether every item of a request's expectation stands in the story ('a|b': either). */
export function expectationMet(expect: string[], story: string): boolean {
  const lower = story.toLowerCase();
  return expect.every((item) => item.split('|').some((alt) => lower.includes(alt.toLowerCase())));
}
