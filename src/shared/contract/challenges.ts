// Educational challenges after a chapter (SPEC sections 3, 4, 5, 7, 9; DESIGN section 3).
import { z } from '../zod';
import {
  CHALLENGE_CATEGORIES,
  CHALLENGE_LANGUAGE_IDS,
  type ChallengeCategoryId,
  type ChallengeLanguage,
  type ChallengeLanguageId,
  LANGUAGE_NOT_SELECTED,
} from './challenge-texts';

export * from './challenge-texts';

/** POST /api/stories/:id/challenges → `{id, questions}` (201). */
export const createChallengeSchema = z
  .object({
    /** A client-made id makes a retried request (or a queued store) idempotent. */
    id: z.uuid('El identificador del reto no es válido.').optional(),
    category: z.enum(CHALLENGE_CATEGORIES, { message: 'Elige un tipo de reto de la lista.' }),
    targetLanguage: z.enum(CHALLENGE_LANGUAGE_IDS, { message: LANGUAGE_NOT_SELECTED }).nullish(),
    /** The chapter just read (zero-based); the last one when absent. */
    chapterIndex: z.number().int().min(0).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.category === 'language' && !value.targetLanguage) {
      ctx.addIssue({ code: 'custom', message: LANGUAGE_NOT_SELECTED, path: ['targetLanguage'] });
    }
  });
export type CreateChallengeInput = z.input<typeof createChallengeSchema>;

export const challengeQuestionSchema = z.object({
  question: z.string().trim().min(1).max(1000),
  options: z.array(z.string().trim().min(1).max(200)).length(4),
  correctOptionIndex: z.number().int().min(0).max(3),
  explanation: z.string().trim().min(1).max(1000),
  category: z.enum(CHALLENGE_CATEGORIES),
  targetLanguage: z.enum(CHALLENGE_LANGUAGE_IDS).nullable(),
});

/**
 * PUT /api/stories/:id/challenges/:challengeId: stores a challenge the page already shows but the server
 * could not store when it was generated (the offline sync queue sends it). Idempotent.
 */
export const storeChallengeSchema = z.object({
  questions: z.array(challengeQuestionSchema).min(1).max(3),
});

export interface ChallengeQuestion {
  id: string;
  question: string;
  options: string[];
  correctOptionIndex: number;
  explanation: string;
  category: ChallengeCategoryId;
  targetLanguage: ChallengeLanguageId | null;
}

export interface Challenge {
  id: string;
  questions: ChallengeQuestion[];
  /** False when the questions could not be stored: the page queues them for the sync queue. */
  stored: boolean;
}

/** GET /api/challenge-languages. */
export interface ChallengeLanguagesResponse {
  languages: ChallengeLanguage[];
}
