// What the plot-driven storyteller knows about one language: the worlds of each genre, the plot shapes,
// the turns a parent's request can bring into a story, and the adaptations per special need. Every pack
// has the same shape, so the engine (plot.ts) never branches on the language.
//
// Templates: one bank item is one or more sentences separated by '|'. Placeholders in braces are filled
// by the engine: {name} (the hero), {cname} (the companion's name, or the companion itself when it has
// none), {prof}, {skill}, {friend}, {rel}, {pet}, noun phrases {obj}, {place}, {place2}, {comp}, {helper},
// {lost}, {rplace}, {act} with a form after a dot ({obj.a}, {place.to}...).
//
// Age bands (0: ages 1–3, 1: 4–6, 2: 7–8, 3: 9–10) shape one template: '[0:…]' is said to the youngest
// only, '[1-:…]' to bands 0 and 1, '[1+:…]' to all but the youngest, '[2:…]' from 7 years on and '[3:…]'
// from 9 years on. A '~' after the band ('[3~:…]') marks a figure of speech inside it.
// A choice '<a|b|c>' inside one sentence is filled with one of its options (optional: a template without
// one is told as written); it lets one moment be told with different details, never across a '|' break.
// A labelled choice '<#coin:a|b|c>' takes the same position as the story's first choice with that label,
// so that what the moral's test sets up is what its resolution speaks of.
// An item starting with '~' is figurative language: left out for literal readers (TEA), the youngest and
// Down/Dislexia/Comprension. An item starting with '!' is slightly tense: left out for Ansiedad, TEA and Down.
import type { GenreId, HobbyId, LanguageId, MoralId, PersonalityId, ProfessionId } from '../../../../shared/catalogs';
import type { NounForms as LexiconForms } from '../../../language/request-facts';
import type { Bank, NounForms } from './nouns';

export type { Bank, NounForms };

/** The plot shapes a story can take. */
export const SHAPE_IDS = ['quest', 'mystery', 'journeyHome', 'invention', 'misunderstanding', 'errors', 'fableTurn', 'firstTime'] as const;
export type ShapeId = (typeof SHAPE_IDS)[number];

export interface World {
  /** How the world is first shown (may use {place}). */
  openings: Bank;
  /** Places of this world, each with descriptions (without '~' they are concrete, for Comprension). */
  places: readonly { noun: string; desc: Bank }[];
  /** Things of this world a story can be about (noun specs). */
  objects: readonly string[];
  /** Kinds of companion (noun specs); the engine names them. */
  companions: readonly string[];
  /** Who helps near the end, and how. */
  helpers: readonly { noun: string; help: Bank }[];
  /** Small creatures that can lose their way home (noun specs). */
  lost: readonly string[];
  /** Obstacles met on the way: the obstacle, then how it is got past with {skill} (the hero's way). */
  obstacles: Bank;
  /** Things seen that tell something (a mystery's clues): may use {place}, {obj}. */
  clues: Bank;
  /** A problem the whole place has (inventions, comedies): may use {obj}. */
  problems: Bank;
}

export interface ShapeBank {
  /** The goal is set: what is wanted and why. */
  start: Bank;
  /** One line per middle episode that ties it to the plot (a clue noted, a step nearer home...). */
  step: Bank;
  /** The lowest moment. */
  low: Bank;
  /** What changes things. */
  turn: Bank;
  /** The goal reached. */
  climax: Bank;
  /** What it meant, back home. */
  end: Bank;
  /** Titles: may use {name}, {obj}, {place}, {cname}, {lost}, {rplace}. */
  titles: Bank;
}

/** A life event or hard theme, told gently: set up early, met in the middle, resolved at the end. */
export interface TurnBank {
  setup: Bank;
  turn: Bank;
  close: Bank;
}

export interface StoryPack {
  id: LanguageId;
  noun(spec: string): NounForms;
  /** A noun phrase from the recogniser's lexicon forms. */
  lexiconNoun(forms: LexiconForms): NounForms;
  list(items: readonly string[]): string;
  polish?(sentence: string): string;
  /**
   * For readers of 7 and more: the word that joins an obstacle and the way past it into one sentence
   * ('…, pero …'), with its comma and spaces.
   */
  contrast: string;
  /** The second half of a joined sentence starts in lower case where the language writes it so (not German nouns). */
  lowerFirst?(sentence: string): string;
  /** For the youngest: splits a sentence into shorter ones where the language allows it ('…, y siempre llevaba…'). */
  simplify?(sentence: string): string[];
  /** A name as the owner of what follows ('Amelia’s grandfather'), for '{name.s}' and '{cname.s}'; where absent, the name alone. */
  possessive?(name: string): string;
  /** Activities the parent names are said without an article ('fishing', never 'the fishing'). */
  bareActivities?: boolean;
  /** A title's capitals, the same in every title ('The Road to the Crystal Cave'); where absent, as written. */
  titleCase?(title: string): string;
  /** Names a companion can have (never the hero's: the engine leaves out a name that sounds like it). */
  companionNames: readonly string[];
  /** Ways to refer to the hero without the name (English 'our explorer'); empty where they would give a gender. */
  epithets: Partial<Record<ProfessionId, readonly string[]>>;
  professions: Record<ProfessionId, { label: string; intro: Bank; skill: Bank }>;
  hobbies: Record<HobbyId, { label: string; intro: Bank; helps: Bank }>;
  traits: Record<PersonalityId, { intro: Bank; action: Bank }>;
  genres: Record<GenreId, World & { titles: Bank }>;
  shapes: Record<ShapeId, ShapeBank>;
  morals: Record<MoralId, { test: Bank; resolution: Bank; lesson: Bank }>;
  beats: {
    heroIntro: Bank;
    companionIntro: Bank;
    /** The companion is the child's own pet, named by the parent: {comp}, {cname}. */
    petIntro: Bank;
    /** A friend the parent named joins: {friend}. */
    friendIntro: Bank;
    /** The friend in an episode: {friend}. */
    friendHelp: Bank;
    /** A relative the parent named: {rel} ('su abuela Rosa'). */
    relativeIntro: Bank;
    /** The place the parent asked for becomes where the story goes: {rplace}. */
    placeTrip: Bank;
    /** An activity the child loves, in the story: {act}. */
    activity: Bank;
    /** In a chapter about a relative the parent named: {rel} comes along (never only waves goodbye). */
    relativeJoin: Bank;
    /** That relative in an episode of such a chapter: {rel}. */
    relativeHelp: Bank;
    /** The animal the parent named, in an episode of a chapter about it: {beast}, {name}. */
    animalHelp: Bank;
    /** An animal the parent named that is not the companion: {beast}. */
    animalMeet: Bank;
    /** The thing the parent named: {obj} is it. */
    travel: Bank;
    /** Arriving somewhere new. */
    arrive: Bank;
    /** Where in the place an obstacle or clue is met: a lead-in ending in ', ' before the sentence. */
    locate: Bank;
    /** Who notices what a place looks like: a lead-in ending in ' ' before a description ('{cname} vio que '). */
    perceive: Bank;
    /** The companion's ideas and words in an episode. */
    companionIdea: Bank;
    feelings: Bank;
    helpIntro: Bank;
    closing: Bank;
    /** Short, silly sound lines for ages 1–3 (the whole sentence). */
    sounds: Bank;
    /** Humour per age band (0 to 3). */
    humour: readonly [Bank, Bank, Bank, Bank];
    /** A thought of the hero (ages 9–10): a longer, inner sentence. */
    thoughts: Bank;
    /** The refrain of the youngest (ages 1–3) and of Down: {name}, {cname}. */
    refrain: Bank;
  };
  /** Events and fears of a child's life, told gently. */
  events: Record<string, TurnBank>;
  fears: Record<string, TurnBank> & { other: TurnBank };
  needs: {
    teaIntro: Bank;
    teaEmotion: Bank;
    teaFeelings: Bank;
    reassure: Bank;
    safeEnding: Bank;
    sounds: Bank;
    questions: Bank;
    keyRepeat: Bank;
    cause: Bank;
  };
  continuation: {
    recall: Bank;
    /** Chapter kinds an option can name; each summary template belongs to one. */
    kinds: Record<ChapterKind, { summaries: Bank; start: Bank; end: Bank }>;
    /** A chapter built on what the parent's direction names: it opens with this. */
    directed: Bank;
    titles: Bank;
  };
}

/** What a chapter is about when the parent chooses an option. */
export const CHAPTER_KINDS = ['explore', 'secret', 'newFriend', 'party', 'find'] as const;
export type ChapterKind = (typeof CHAPTER_KINDS)[number];
