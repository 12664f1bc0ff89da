import { z } from '../zod';
import { LANGUAGE_IDS, MAX_CHILD_AGE, MIN_CHILD_AGE, SPECIAL_NEED_IDS } from '../catalogs';

/** PUT /api/profile: the only profile fields a client may change (SPEC section 3). */
export const profileUpdateSchema = z.object({
  language: z.enum(LANGUAGE_IDS, { message: 'Elige un idioma de la lista.' }),
  childAge: z
    .number({ message: 'La edad debe ser un número entre 1 y 10.' })
    .int('La edad debe ser un número entero.')
    .min(MIN_CHILD_AGE, 'La edad mínima es 1 año.')
    .max(MAX_CHILD_AGE, 'La edad máxima es 10 años.'),
  specialNeed: z.enum(SPECIAL_NEED_IDS, { message: 'Elige una necesidad especial de la lista.' }).nullable(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** What GET /api/profile answers, inside `{profile}`. */
export interface Profile {
  userId: string;
  email: string;
  language: (typeof LANGUAGE_IDS)[number];
  childAge: number;
  specialNeed: (typeof SPECIAL_NEED_IDS)[number] | null;
  hasCompletedSetup: boolean;
  isPremium: boolean;
  subscriptionStatus: string | null;
  planId: string | null;
  currentPeriodEnd: string | null;
  hasPaymentCustomer: boolean;
  voiceCredits: number;
  monthlyStoriesGenerated: number;
  monthlyVoiceGenerationsUsed: number;
  /** Stories the user may still create this month; null means unlimited (Premium). */
  storiesRemaining: number | null;
  /** Plan narrations left this period, credits not included. */
  voiceRemaining: number;
  updatedAt: string;
}
