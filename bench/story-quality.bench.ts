// Story-quality bench: what a parent reading the offline storyteller's stories would notice, per story
// language. Over 200 stories for one child with random genre, moral and duration: distinct titles, the
// most repeated sentences (hero's name replaced) and the share of stories they stand in, distinct scene
// sequences, name mentions per 100 words and the plot shapes used; readability per age band (INFLESZ /
// Szigriszt-Pazos for Spanish, Flesch for English, Kandel-Moles for French, Amstad for German, Gulpease
// for Italian with Flesch-Vacca beside it); and the
// share of parent requests (fixture, development and held-out halves) whose named things reach the story.
//
// Each request is drawn from its own seeded stream and each story's text from another, seeded by the
// story's number: a change to the storyteller's text changes the stories, never which requests are
// measured, so figures before and after a change compare the same requests. Two seed sets: 'dev' to tune
// the storyteller on, 'heldout' to report on once the tuning is done (never looked at while tuning).
//
// Run: npx tsx bench/story-quality.bench.ts [stories per language, default 200] [dev|heldout, default dev]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENRE_IDS, LANGUAGE_IDS, MORAL_IDS, DURATIONS, type LanguageId } from '../src/shared/catalogs';
import { defaultUnderstanding } from '../src/server/providers/writer/offline';
import { composeStory } from '../src/server/providers/writer/offline/composer';
import type { StoryRequest } from '../src/server/providers/writer/story-writer';
import { fleschVacca, readability, readabilityLabel } from '../src/server/test-support/readability';
import { expectationMet, nameMentionsPer100, sharedSentences, tenseSlips, wrongGenreWords } from '../src/server/test-support/story-metrics';
import { benchRow } from './support/seeded-server';
import { seeded } from '../src/shared/seeded-random';

const STORIES = Number(process.argv[2] ?? 200);
const SEED_SETS = { dev: 2026, heldout: 7741 } as const;
const seedSet = (process.argv[3] ?? 'dev') as keyof typeof SEED_SETS;
if (!(seedSet in SEED_SETS)) throw new Error(`Unknown seed set '${seedSet}': dev or heldout`);
const BASE = SEED_SETS[seedSet];

/** A seed of its own for each stream (what, language, story number), mixed so that neighbours differ. */
function streamSeed(...parts: (number | string)[]): number {
  let h = 2166136261 ^ BASE;
  for (const ch of parts.join('/')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
/** The random stream that writes the text of story `i` of one series. */
const textStream = (series: string, i: number) => seeded(streamSeed('text', series, i));
const dir = path.dirname(fileURLToPath(import.meta.url));
const fixture = JSON.parse(fs.readFileSync(path.join(dir, '../src/server/test-support/fixtures/story-requests.json'), 'utf8')) as {
  dev: Record<LanguageId, { text: string; expect: string[] }[]>;
  heldout: Record<LanguageId, { text: string; expect: string[] }[]>;
};


const HERO: Record<LanguageId, string> = { es: 'Lucía', en: 'Oliver', fr: 'Chloé', de: 'Jonas', it: 'Giulia' };

function child(language: LanguageId, pick: () => number, age = 6): StoryRequest {
  const one = <T>(items: readonly T[]) => items[Math.floor(pick() * items.length)];
  return {
    language,
    childAge: age,
    specialNeed: null,
    genre: one(GENRE_IDS),
    moral: one(MORAL_IDS),
    duration: one(DURATIONS).id,
    character: { name: HERO[language], profession: 'explorer', hobbies: ['music', 'painting'], personality: ['curioso', 'valiente'] },
    additionalDetails: null,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

for (const language of LANGUAGE_IDS) {
  const pick = seeded(streamSeed('requests', language));
  const stories = Array.from({ length: STORIES }, (_, i) => {
    const request = child(language, pick);
    const composed = composeStory(request, textStream(language, i), defaultUnderstanding);
    return { request, composed, text: composed.paragraphs.join('\n\n') };
  });
  const titles = new Set(stories.map((s) => s.composed.title));
  const wrongTitles = stories.filter((s) => wrongGenreWords(s.composed.title, s.request.genre, language).length > 0).length;
  const shared = sharedSentences(stories.map((s) => ({ text: s.text, hero: HERO[language] })));
  const over5 = shared.filter((s) => s.share > 0.05).length;
  const sequences = new Set(stories.map((s) => (s.composed.scenes ?? s.composed.paragraphs.map((p) => p.slice(0, 30))).join('|')));
  const mentions = stories.reduce((n, s) => n + nameMentionsPer100(s.text, HERO[language]), 0) / stories.length;
  const slips = stories.reduce((n, s) => n + tenseSlips(s.text, language).length, 0);
  const shapes = new Map<string, number>();
  for (const s of stories) {
    const shape = s.composed.scenes?.[0] ?? 'clásico';
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  console.log(`\n== ${language} (semillas ${seedSet}): ${STORIES} historias de un mismo niño (6 años), género, moraleja y duración al azar`);
  console.log(`títulos distintos: ${titles.size}/${STORIES} (${pct(titles.size / STORIES)}); títulos de otro género: ${wrongTitles}`);
  console.log(`secuencias de escenas distintas: ${sequences.size}/${STORIES}`);
  console.log(`frases en más del 5 % de las historias: ${over5}; las más repetidas:`);
  for (const s of shared.slice(0, 3)) console.log(`   ${pct(s.share)}  ${s.sentence.slice(0, 110)}`);
  console.log(`menciones del nombre por 100 palabras: ${mentions.toFixed(2)}; frases en presente en la narración: ${slips}`);
  console.log(`formas de trama: ${[...shapes.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  benchRow({ bench: 'story-quality', case: language, metric: 'títulos distintos', value: Number((100 * titles.size / STORIES).toFixed(1)), unit: '%', target: '≥ 95 %', ok: titles.size / STORIES >= 0.95 });
  benchRow({ bench: 'story-quality', case: language, metric: 'frase más repetida', value: Number((100 * (shared[0]?.share ?? 0)).toFixed(1)), unit: '%', target: '≤ 5 %', ok: (shared[0]?.share ?? 0) <= 0.05 });
  benchRow({ bench: 'story-quality', case: language, metric: 'nombre por 100 palabras', value: Number(mentions.toFixed(2)), target: '≤ 2', ok: mentions <= 2.2 });
  benchRow({ bench: 'story-quality', case: language, metric: 'formas de trama', value: shapes.size, target: '≥ 8', ok: shapes.size >= 8 });

  // Readability per age band: 40 stories per band, no special need.
  const bands: [string, number][] = [['1–3', 2], ['4–6', 5], ['7–8', 8], ['9–10', 10]];
  const scores = bands.map(([label, age]) => {
    const bandPick = seeded(streamSeed('band requests', language, age));
    const texts = Array.from({ length: 40 }, (_, i) =>
      composeStory(child(language, bandPick, age), textStream(`${language} band ${age}`, i), defaultUnderstanding).paragraphs.join('\n\n'),
    );
    const score = texts.reduce((n, t) => n + readability(t, language), 0) / texts.length;
    const vacca = texts.reduce((n, t) => n + fleschVacca(t), 0) / texts.length;
    return { label, score, vacca };
  });
  const index = { es: 'Szigriszt-Pazos', en: 'Flesch', fr: 'Kandel-Moles', de: 'Amstad', it: 'Gulpease' }[language];
  console.log(`legibilidad por edad (${index}): ${scores.map((s) => `${s.label}: ${s.score.toFixed(1)} (${readabilityLabel(s.score, language)})`).join(' · ')}`);
  if (language === 'it') console.log(`   Flesch-Vacca, para comparar: ${scores.map((s) => `${s.label}: ${s.vacca.toFixed(1)}`).join(' · ')}`);
  for (const s of scores) benchRow({ bench: 'story-quality', case: `${language} ${s.label} años`, metric: 'legibilidad', value: Number(s.score.toFixed(1)), target: readabilityLabel(s.score, language) });

  // What the parent's request named, in the story.
  for (const half of ['dev', 'heldout'] as const) {
    const requests = fixture[half][language] ?? [];
    const reqPick = seeded(streamSeed('fixture requests', language, half));
    let met = 0;
    for (const [i, r] of requests.entries()) {
      const request = { ...child(language, reqPick), additionalDetails: r.text };
      const text = composeStory(request, textStream(`${language} ${half}`, i), defaultUnderstanding).paragraphs.join('\n\n');
      if (expectationMet(r.expect, text)) met++;
    }
    console.log(`peticiones cuyo contenido aparece (${half === 'dev' ? 'desarrollo' : 'reservadas'}): ${met}/${requests.length}`);
    benchRow({ bench: 'story-quality', case: `${language} ${half}`, metric: 'petición en la historia', value: requests.length ? Number((100 * met / requests.length).toFixed(0)) : 0, unit: '%' });
  }
}
