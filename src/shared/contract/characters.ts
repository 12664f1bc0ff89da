import { HOBBY_IDS, PERSONALITY_IDS, PROFESSION_IDS } from '../catalogs';
import { z } from '../zod';
import { cleanString } from './clean-text';

export const CHARACTER_NAME_MAX = 40;
export const CHARACTER_DESCRIPTION_MAX = 500;

/** Personality is stored comma-joined (SPEC section 3): 'alegre,curioso'. */
export const personalitySchema = z
  .string()
  .trim()
  .min(1, 'Elige al menos un rasgo de personalidad.')
  .refine(
    (v) => v.split(',').every((id) => (PERSONALITY_IDS as readonly string[]).includes(id.trim())),
    'Hay un rasgo de personalidad que no existe.',
  );

/**
 * POST /api/characters and PUT /api/characters/:id. `id` lets a local-first save be retried safely.
 * Answers `{character}`: 201 when POST created it, 200 when it updated the user's own character of that
 * id. 409 `duplicate_name` when the user already has one with that name (ignoring case), 404
 * 'Personaje no encontrado' for a missing or another user's id. GET answers `{characters}` newest
 * first; DELETE answers 204.
 */
export const characterInputSchema = z.object({
  id: z.uuid('El identificador del personaje no es válido.').optional(),
  // Cleaned first (NFC, no invisible characters, no direction override: see clean-text.ts).
  name: cleanString(
    'name',
    z
      .string()
      .trim()
      .min(1, 'Por favor, ingresa un nombre para tu personaje')
      .max(CHARACTER_NAME_MAX, `El nombre puede tener como máximo ${CHARACTER_NAME_MAX} caracteres.`),
  ),
  hobbies: z
    .array(z.enum(HOBBY_IDS, { message: 'Hay una afición que no existe.' }))
    .min(1, 'Elige al menos una afición.')
    .max(HOBBY_IDS.length),
  personality: personalitySchema,
  profession: z.enum(PROFESSION_IDS, { message: 'Elige una profesión de la lista.' }),
  description: cleanString(
    'text',
    z.string().trim().max(CHARACTER_DESCRIPTION_MAX, `La descripción puede tener como máximo ${CHARACTER_DESCRIPTION_MAX} caracteres.`),
  ).nullish(),
  characterType: cleanString('name', z.string().trim().max(40)).nullish(),
});
export type CharacterInput = z.infer<typeof characterInputSchema>;

export interface Character {
  id: string;
  name: string;
  hobbies: string[];
  personality: string;
  profession: string;
  description: string | null;
  characterType: string | null;
  createdAt: string;
  updatedAt: string;
}

/** How a story whose character was deleted shows it (SPEC section 3). */
export const DELETED_CHARACTER_ID = 'deleted_character';
export const DELETED_CHARACTER_NAME = 'Personaje Eliminado';
