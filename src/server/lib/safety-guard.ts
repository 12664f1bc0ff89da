// Applies the child-safety check (DESIGN decision 9) where texts enter or leave the app: a parent's
// free text is refused with 422 `unsafe_input`, a generated text with 422 `unsafe_output`, each with a
// kind Spanish message. Refused texts are never stored and cost nothing.
import type { LanguageId } from '../../shared/catalogs';
import {
  PERSONAL_DATA_MESSAGE,
  type SafetyCheck,
  type SafetyContext,
  UNSAFE_INPUT_MESSAGE,
  UNSAFE_OUTPUT_MESSAGE,
} from '../providers/safety/safety-check';
import { AppError } from './errors';

export function unsafeInputError(personalData: boolean): AppError {
  return new AppError(422, 'unsafe_input', personalData ? PERSONAL_DATA_MESSAGE : UNSAFE_INPUT_MESSAGE);
}

export function unsafeOutputError(): AppError {
  return new AppError(422, 'unsafe_output', UNSAFE_OUTPUT_MESSAGE);
}

/**
 * Checks each non-empty text a client sent; throws `unsafe_input` at the first refused one. `kind` is
 * 'generated' for a generated text the page sends back (a chosen continuation option).
 */
export async function assertSafeInput(
  safety: SafetyCheck,
  texts: Array<string | null | undefined>,
  language?: string,
  kind: SafetyContext['kind'] = 'parent-input',
): Promise<void> {
  for (const text of texts) {
    if (!text || !text.trim()) continue;
    const verdict = await safety.check(text, { kind, language: language as LanguageId | undefined });
    if (!verdict.allowed) throw unsafeInputError(verdict.category === 'personal-data');
  }
}

/** Whether a generated text may be stored and shown. */
export async function isSafeOutput(safety: SafetyCheck, text: string, language?: string): Promise<boolean> {
  if (!text.trim()) return true;
  return (await safety.check(text, { kind: 'generated', language: language as LanguageId | undefined })).allowed;
}

/** Checks a generated text; throws `unsafe_output` when refused. */
export async function assertSafeOutput(safety: SafetyCheck, text: string, language?: string): Promise<void> {
  if (!(await isSafeOutput(safety, text, language))) throw unsafeOutputError();
}
