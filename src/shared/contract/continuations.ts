// Continuing a story chapter by chapter (SPEC sections 2, 4, 5, 6, 9; DESIGN section 3).
import type { LanguageId } from '../catalogs';
import { z } from '../zod';
import { cleanString } from './clean-text';
import { INVALID_OPTION_MESSAGE } from './continuation-rules';
import type { Chapter, Story } from './stories';

export * from './continuation-rules';

export const CONTINUATION_OPTION_COUNT = 3;
export const CUSTOM_INPUT_MAX = 500;

export const EMPTY_CUSTOM_INPUT_MESSAGE = 'Describe cómo quieres que continúe la historia.';

export interface ContinuationOption {
  summary: string;
}

/** GET /api/stories/:id/continuation-options: always exactly three. */
export interface ContinuationOptionsResponse {
  options: ContinuationOption[];
}

/**
 * SPEC's fallback options (explore the mysterious garden, follow the talking bird, ask the old wise
 * tree), in each story language: used whenever the writer fails or answers anything but three.
 */
export const DEFAULT_CONTINUATION_OPTIONS: Record<LanguageId, [string, string, string]> = {
  es: ['Explorar el jardín misterioso', 'Seguir al pájaro que habla', 'Preguntar al viejo árbol sabio'],
  en: ['Explore the mysterious garden', 'Follow the talking bird', 'Ask the wise old tree'],
  fr: ['Explorer le jardin mystérieux', "Suivre l'oiseau qui parle", 'Demander au vieil arbre sage'],
  de: ['Den geheimnisvollen Garten erkunden', 'Dem sprechenden Vogel folgen', 'Den alten weisen Baum fragen'],
  it: ['Esplorare il giardino misterioso', "Seguire l'uccello parlante", "Chiedere al vecchio albero saggio"],
};

export const CONTINUATION_METHODS = ['free', 'option1', 'option2', 'option3', 'custom'] as const;
export type ContinuationMethod = (typeof CONTINUATION_METHODS)[number];

/** POST /api/stories/:id/chapters: answers `{story, chapter}` (201), or streams like POST /api/stories. */
export const createChapterSchema = z
  .object({
    method: z.enum(CONTINUATION_METHODS, { message: INVALID_OPTION_MESSAGE }),
    optionSummary: cleanString('text', z.string().trim().max(300, INVALID_OPTION_MESSAGE)).nullish(),
    customInput: cleanString(
      'text',
      z.string().trim().max(CUSTOM_INPUT_MAX, `La continuación puede tener como máximo ${CUSTOM_INPUT_MAX} caracteres.`),
    ).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'custom' && !value.customInput) {
      ctx.addIssue({ code: 'custom', message: EMPTY_CUSTOM_INPUT_MESSAGE, path: ['customInput'] });
    }
    if (value.method.startsWith('option') && !value.optionSummary) {
      ctx.addIssue({ code: 'custom', message: INVALID_OPTION_MESSAGE, path: ['optionSummary'] });
    }
  });
export type CreateChapterInput = z.input<typeof createChapterSchema>;

export interface CreateChapterResponse {
  story: Story;
  chapter: Chapter;
}
