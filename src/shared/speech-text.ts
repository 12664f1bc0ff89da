// The text a narrator speaks (SPEC section 5, speech generation): cleaned exactly as the product
// specifies, then cut into chunks small enough for the speech provider.

export const SPEECH_TEXT_REQUIRED = 'El texto es requerido';

/**
 * SPEC section 5: keeps only letters, digits, underscore, whitespace, `. , ! ?`, the Spanish accented
 * vowels, ñ and hyphen; collapses runs of whitespace to one space; puts a line break after each sentence
 * end (. ! ?); removes blank lines; trims. "Letters" and "digits" are read as Unicode letters (with their
 * combining marks) and digits, so a French, German or Italian story keeps ç, ß, ü, è... for the narrator;
 * ¿ ¡, quotes, brackets, emoji and other symbols are dropped.
 */
export function cleanSpeechText(text: string): string {
  const allowed = text.replace(/[^\p{L}\p{M}\p{N}_\s.,!?-]/gu, '');
  // A mark belongs to the letter before it; left over from an emoji (❤️, 1️⃣) it is dropped too.
  const kept = allowed.replace(/(^|[^\p{L}\p{M}])\p{M}+/gu, '$1');
  const oneLine = kept.replace(/\s+/g, ' ');
  // A run like '...' or '?!' is one sentence end. A point between digits (3.5) is not a sentence end.
  const broken = oneLine.replace(/[.!?]+(?=\s|$)/g, '$&\n');
  return broken
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n')
    .trim();
}

/** True when there is something to say (SPEC: 'El texto es requerido' otherwise). */
export function hasSpeakableText(text: string): boolean {
  return text.trim() !== '';
}

/**
 * Splits a text into consecutive pieces of at most `maxChars` characters, preferring sentence ends
 * (line breaks, then `. ! ?`), then any whitespace. It never cuts a word: a single word longer than
 * `maxChars` becomes a piece of its own. Joining the pieces gives back the text exactly.
 */
export function splitIntoChunks(text: string, maxChars: number): string[] {
  if (!Number.isInteger(maxChars) || maxChars < 1) throw new RangeError('maxChars must be a positive integer');
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    if (text.length - start <= maxChars) {
      chunks.push(text.slice(start));
      break;
    }
    const end = findCut(text, start, maxChars);
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

/**
 * The chunks of a narration: a short first one (about `firstChars`, cut after whole sentences when they
 * fit, else between words) so the first audio exists within a moment and can be played while the rest is
 * spoken, then chunks of up to `maxChars`. Joining them gives back the text exactly.
 */
export function splitForNarration(text: string, maxChars: number, firstChars: number): string[] {
  if (!Number.isInteger(firstChars) || firstChars < 1) throw new RangeError('firstChars must be a positive integer');
  const limit = Math.min(firstChars, maxChars);
  if (text.length <= limit) return splitIntoChunks(text, maxChars);
  const end = findCut(text, 0, limit);
  return [text.slice(0, end), ...splitIntoChunks(text.slice(end), maxChars)];
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/** Where the piece starting at `start` ends: just after whitespace, so no word is cut. */
function findCut(text: string, start: number, maxChars: number): number {
  const limit = start + maxChars; // exclusive end of the longest allowed piece
  let sentenceCut = -1;
  let spaceCut = -1;
  // A cut at position p means the piece is text[start, p). It never cuts a word when text[p-1] is
  // whitespace (the next piece starts on a word) — whitespace stays with the piece before it.
  for (let p = limit; p > start; p--) {
    if (!isSpace(text[p - 1])) continue;
    if (spaceCut === -1) spaceCut = p;
    let q = p - 1;
    while (q > start && isSpace(text[q])) q--;
    const last = text[q];
    if (text[p - 1] === '\n' || last === '.' || last === '!' || last === '?') {
      sentenceCut = p;
      break;
    }
  }
  // Prefer a sentence end unless it would leave a tiny piece (under a third of the limit).
  if (sentenceCut !== -1 && sentenceCut - start >= maxChars / 3) return sentenceCut;
  if (spaceCut !== -1) return spaceCut;
  // One word longer than the limit: keep it whole, up to the next whitespace (or the end).
  let p = limit;
  while (p < text.length && !isSpace(text[p])) p++;
  while (p < text.length && isSpace(text[p])) p++;
  return p;
}
