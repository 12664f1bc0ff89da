import { DURATION_IDS, GENRE_IDS, MORAL_IDS } from '../catalogs';
import { z } from '../zod';
import type { Character } from './characters';

export const ADDITIONAL_DETAILS_MAX = 500;

/** POST /api/stories. */
export const createStorySchema = z.object({
  characterId: z.uuid('Personaje no seleccionado o inválido.'),
  genre: z.enum(GENRE_IDS, { message: 'Elige un género de la lista.' }),
  moral: z.enum(MORAL_IDS, { message: 'Elige una moraleja de la lista.' }),
  duration: z.enum(DURATION_IDS, { message: 'Elige una duración de la lista.' }),
  /** Trimmed; empty means none (SPEC section 5). */
  additionalDetails: z
    .string()
    .trim()
    .max(ADDITIONAL_DETAILS_MAX, `Los detalles pueden tener como máximo ${ADDITIONAL_DETAILS_MAX} caracteres.`)
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
  /** Ordered by chapterNumber; never empty. */
  chapters: Chapter[];
}

/** Server-Sent Events of a streamed generation (POST /api/stories and /chapters with Accept: text/event-stream). */
export type GenerationEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { story: Story; chapter?: Chapter } }
  | { event: 'error'; data: { error: { code: string; message: string } } };
