// Names and free texts as they are kept and shown: NFC (one way to write "ñ"), without the invisible
// characters a copy-paste brings along, and never with a direction override, which would make a name
// show as something else (U+202E turns "Luna\u202Eabc" into "Lunacba"). A lone surrogate is half a
// character that no font can show: refused too.
import { z } from '../zod';

export const DIRECTION_CONTROL_MESSAGE =
  'El texto contiene caracteres invisibles que cambian el orden en que se muestra. Quítalos e inténtalo de nuevo.';
export const BROKEN_TEXT_MESSAGE = 'El texto contiene caracteres no válidos.';

/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder what follows. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Invisible format characters (zero-width space, joiners, marks, word joiner, byte-order mark, soft
 * hyphen, tags…) — except a zero-width joiner between two pictographs, which makes one emoji of them.
 */
const INVISIBLE = /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})|(?!\u200D)\p{Cf}/gu;
/** Control characters; free texts keep their line breaks and tabs. */
const CONTROLS_IN_NAMES = /\p{Cc}/gu;
const CONTROLS_IN_TEXT = /(?![\n\t])\p{Cc}/gu;

/** Whether the text may be kept at all (no direction control, no lone surrogate); the message if not. */
export function textProblem(value: string): string | null {
  if (LONE_SURROGATE.test(value)) return BROKEN_TEXT_MESSAGE;
  if (DIRECTION_CONTROLS.test(value)) return DIRECTION_CONTROL_MESSAGE;
  return null;
}

/** NFC, invisible characters removed; a name also loses line breaks and tabs. Assumes textProblem passed. */
export function cleanText(value: string, kind: 'name' | 'text'): string {
  const normalized = value.normalize('NFC').replace(INVISIBLE, '');
  return normalized.replace(kind === 'name' ? CONTROLS_IN_NAMES : CONTROLS_IN_TEXT, kind === 'name' ? ' ' : '');
}

/**
 * A zod string refused for a direction control or a lone surrogate (with its message) and otherwise
 * cleaned, before `then` (trim, lengths…) sees it.
 */
export function cleanString<T extends z.ZodType<unknown, string>>(kind: 'name' | 'text', then: T) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
    })
    .transform((value) => cleanText(value, kind))
    .pipe(then);
}
