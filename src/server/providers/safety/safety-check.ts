// The child-safety check (DESIGN decision 9): every text a parent types and every text a writer
// produces passes it before it is stored or shown. The provider's moderation endpoint when one is
// configured, the built-in multilingual list otherwise.
import type { LanguageId } from '../../../shared/catalogs';

export type SafetyCategory = 'violence' | 'sexual' | 'self-harm' | 'hate' | 'drugs' | 'personal-data' | 'other';

export type SafetyVerdict = { allowed: true } | { allowed: false; category: SafetyCategory };

export interface SafetyContext {
  language?: LanguageId;
  /** A parent's free text is judged more strictly than a generated story. */
  kind: 'parent-input' | 'generated';
}

export interface SafetyCheck {
  /** 'builtin' or 'moderation'. */
  readonly name: string;
  check(text: string, context: SafetyContext): Promise<SafetyVerdict>;
}

/** A parent's text was refused (422 `unsafe_input`). */
export const UNSAFE_INPUT_MESSAGE =
  'Ese texto no es apropiado para un cuento infantil. Prueba con otra idea, por ejemplo: «un dragón que tiene miedo a la oscuridad».';
/** A parent's text carries an address, a phone number or another personal detail (422 `unsafe_input`). */
export const PERSONAL_DATA_MESSAGE = 'Por seguridad, no incluyas direcciones, teléfonos ni otros datos personales en el cuento.';
/** A generated text was refused (422 `unsafe_output`): nothing stored, nothing counted. */
export const UNSAFE_OUTPUT_MESSAGE = 'No hemos podido crear un cuento adecuado con estas opciones. Inténtalo de nuevo con otras ideas.';
