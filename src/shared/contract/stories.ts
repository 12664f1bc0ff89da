import { DURATION_IDS, GENRE_IDS, MORAL_IDS } from '../catalogs';
import { z } from '../zod';
import { cleanString } from './clean-text';
import type { Character } from './characters';

export const ADDITIONAL_DETAILS_MAX = 500;

/** POST /api/stories. */
export const createStorySchema = z.object({
  characterId: z.uuid('Personaje no seleccionado o inválido.'),
  genre: z.enum(GENRE_IDS, { message: 'Elige un género de la lista.' }),
  moral: z.enum(MORAL_IDS, { message: 'Elige una moraleja de la lista.' }),
  duration: z.enum(DURATION_IDS, { message: 'Elige una duración de la lista.' }),
  /** Trimmed; empty means none (SPEC section 5). */
  additionalDetails: cleanString(
    'text',
    z.string().trim().max(ADDITIONAL_DETAILS_MAX, `Los detalles pueden tener como máximo ${ADDITIONAL_DETAILS_MAX} caracteres.`),
  )
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateStoryInput = z.input<typeof createStorySchema>;

export type GenerationMethod = 'free' | 'option1' | 'option2' | 'option3' | 'custom';

export interface Chapter {
  id: string;
  chapterNumber: number;
  title: string;
  content: string;
  generationMethod: GenerationMethod;
  createdAt: string;
}

export interface Story {
  id: string;
  title: string;
  // No story-level text: it is chapter 1's, and the library would carry every first chapter twice.
  moral: string;
  genre: string;
  duration: string;
  language: string;
  additionalDetails: string | null;
  createdAt: string;
  updatedAt: string;
  /** The joined character, or the 'Personaje Eliminado' stand-in when it was deleted. */
  character: Character;
  /** Every character of the story, main first (today one: `character`). */
  characters: Character[];
  /** Ordered by chapterNumber; never empty. */
  chapters: Chapter[];
}

/** Excerpts stop near this many characters (at a word's end): two or three lines on a card. */
export const EXCERPT_LENGTH = 160;

/** A chapter as the library lists it: everything but its text. */
export type LibraryChapter = Pick<Chapter, 'id' | 'chapterNumber' | 'title' | 'createdAt'>;

/**
 * A character as the library names it (the profession completes the card's 'Luna · Mago'); the
 * profession and hobbies also draw the story's cover.
 */
export type LibraryCharacter = Pick<Character, 'id' | 'name' | 'profession' | 'hobbies'>;

/**
 * A story in the library (GET /api/stories): light, so a year of stories stays a small answer. The text
 * is read from GET /api/stories/:id when the story is opened; the card shows `excerpt`, the first
 * ~160 characters of chapter 1.
 */
export interface LibraryStory extends Omit<Story, 'character' | 'characters' | 'chapters'> {
  character: LibraryCharacter;
  characters: LibraryCharacter[];
  excerpt: string;
  /** Whether a challenge was ever made for it (home suggests one for a story that has none). */
  hasChallenge: boolean;
  /** Ordered by chapterNumber; never empty. */
  chapters: LibraryChapter[];
}

/**
 * The start of a text for a card: spaces and line breaks collapsed, cut at the last word that ends
 * within `max` characters, with '…' when something was left out.
 */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = (lastSpace > max / 2 ? cut.slice(0, lastSpace) : flat.slice(0, max)).replace(/[\s,;:.\-–—]+$/u, '');
  return `${words}…`;
}

// The Server-Sent Events of a streamed generation are in generation-events.ts.
