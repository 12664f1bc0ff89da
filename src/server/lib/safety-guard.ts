// Applies the child-safety check (DESIGN decision 9) where texts enter or leave the app: a parent's
// free text is refused with 422 `unsafe_input`, a kind Spanish message and a hint of what to change
// (by category, never repeating the text); a generated text with 422 `unsafe_output`; a text the
// configured guard could not judge with 503 `safety_unavailable` (fail closed). Refused texts are never
// stored and cost nothing.
import type { LanguageId } from '../../shared/catalogs';
import {
  SAFETY_UNAVAILABLE_MESSAGE,
  type SafetyCategory,
  type SafetyCheck,
  type SafetyContext,
  SafetyUnavailableError,
  UNSAFE_OUTPUT_MESSAGE,
  unsafeInputMessage,
} from '../providers/safety/safety-check';
import { AppError } from './errors';

export function unsafeInputError(category: SafetyCategory): AppError {
  return new AppError(422, 'unsafe_input', unsafeInputMessage(category));
}

export function unsafeOutputError(): AppError {
  return new AppError(422, 'unsafe_output', UNSAFE_OUTPUT_MESSAGE);
}

export function safetyUnavailableError(): AppError {
  return new AppError(503, 'safety_unavailable', SAFETY_UNAVAILABLE_MESSAGE);
}

async function judge(safety: SafetyCheck, text: string, context: SafetyContext) {
  try {
    return await safety.check(text, context);
  } catch (error) {
    if (error instanceof SafetyUnavailableError) throw safetyUnavailableError();
    throw error;
  }
}

/**
 * Checks each non-empty text a client sent with the parent-text rules; throws `unsafe_input` at the
 * first refused one.
 */
export async function assertSafeInput(safety: SafetyCheck, texts: Array<string | null | undefined>, language?: string): Promise<void> {
  for (const text of texts) {
    if (!text || !text.trim()) continue;
    const verdict = await judge(safety, text, { kind: 'parent-input', language: language as LanguageId | undefined });
    if (!verdict.allowed) throw unsafeInputError(verdict.category);
  }
}

/** Whether a generated text may be stored and shown. */
export async function isSafeOutput(safety: SafetyCheck, text: string, language?: string): Promise<boolean> {
  if (!text.trim()) return true;
  return (await judge(safety, text, { kind: 'generated', language: language as LanguageId | undefined })).allowed;
}

/** Checks a generated text; throws `unsafe_output` when refused. */
export async function assertSafeOutput(safety: SafetyCheck, text: string, language?: string): Promise<void> {
  if (!(await isSafeOutput(safety, text, language))) throw unsafeOutputError();
}
