// What a parent's free text asks for, as the storyteller and the safety check understand it: the things
// it names (a pet and its name, a friend, a place, an event in the child's life…), never the parent's
// words themselves. The offline storyteller writes these into the plot in its own words; anything the
// recogniser does not understand is left out, so the parent's raw text never reaches a story.
import type { LanguageId } from '../../shared/catalogs';

/** An animal the request names; `name` when the parent gives it one ("mi perro Toby"). */
export interface RequestAnimal {
  /** A key of the recogniser's animal lexicon, the same in every language: 'dog', 'cat', 'dinosaur', 'unicorn'… */
  kind: string;
  name?: string;
  /** True when it is the child's own pet ("mi perro", "nuestra gata", "my dog"). */
  isPet: boolean;
}

/** A person the request names: a friend, a sibling, a grandparent, a teacher… */
export interface RequestPerson {
  /** 'friend' | 'brother' | 'sister' | 'baby' | 'grandmother' | 'grandfather' | 'mother' | 'father' | 'teacher' | 'cousin' … */
  role: string;
  name?: string;
}

/**
 * A life event or hard theme the story should treat gently: 'new-sibling', 'first-day-school',
 * 'moving-house', 'hospital', 'operation', 'dentist', 'vaccine', 'illness', 'grief-grandparent',
 * 'grief-pet', 'fear-dark', 'parents-apart', 'adoption', 'two-mums', 'two-dads', 'bullying', 'diabetes',
 * 'birthday', 'holiday', 'sleep-own-bed', 'potty', 'new-glasses'…
 */
export type RequestEvent = string;

export interface RequestFacts {
  /** The language the request was written in (it may differ from the story's). */
  language: LanguageId;
  animals: RequestAnimal[];
  people: RequestPerson[];
  /** Lexicon keys of places: 'mars', 'moon', 'beach', 'forest', 'castle', 'school', 'sea', 'mountain'… */
  places: string[];
  /** Lexicon keys of objects: 'kite', 'ball', 'rocket', 'treasure-map', 'bicycle'… */
  objects: string[];
  /** Lexicon keys of activities: 'football', 'dance', 'painting', 'swimming', 'cooking'… */
  activities: string[];
  events: RequestEvent[];
  /** Events of `events` the parent tells as still to come ('va a tener un hermanito'): told as awaited, not as already happened. */
  expected?: RequestEvent[];
  /** Lexicon keys (singular, like every key) of fears the child should overcome: 'dark', 'dog', 'water', 'monster', 'storm'… */
  fears: string[];
  /** The child the story is for, when the request says it ("mi hija", "my son", "meine Tochter"…). */
  child?: 'girl' | 'boy';
}

/** How a story names one lexicon key in a story language (German nouns capitalised). */
export interface NounForms {
  singular: string;
  plural: string;
  /** Grammatical gender; 'n' for German neuter and for English. */
  gender: 'm' | 'f' | 'n';
}

export type LexiconKind = 'animal' | 'person' | 'place' | 'object' | 'activity' | 'fear';

/**
 * The recogniser's lexicon, read by the storyteller: `nounFor('animal', 'dog', 'es')` gives
 * `{singular: 'perro', plural: 'perros', gender: 'm'}`; undefined for a key it does not know.
 */
export type NounLookup = (kind: LexiconKind, key: string, language: LanguageId) => NounForms | undefined;
