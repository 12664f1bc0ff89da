// Folding a text before it is judged, so that the way it is typed cannot hide what it says: Unicode
// compatibility forms (full-width or mathematical letters) read as plain letters (NFKC), invisible
// characters dropped (zero-width spaces, joiners, soft hyphens, bidirectional marks), look-alike letters
// from other alphabets read as the Latin letter they imitate (Cyrillic "с", "о" in "соcaína"), accents
// and case folded, digits inside words read as letters ("m4t4r"), and words spelt out with hyphens,
// dots or spaces between their letters ("m-a-t-a-r", "s e x o") joined again.
import { remove as removeConfusables } from 'confusables';

// Format characters (\p{Cf}: zero-width space/joiners, bidi marks, soft hyphen...), variation selectors
// and the combining grapheme joiner: none of them is visible, so none may split a word.
const INVISIBLE = /\p{Cf}|\u034F|\u115F|\u1160|\u3164|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

// Digits and signs that people type for letters inside a word ("m4t4r", "c0caína", "$exo").
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

// Characters that may be typed between the letters of one word to break it up.
const INNER_SEPARATORS = /[-‐‑‒–—.·•_*+~|/\\'’]/u;

/** NFKC, invisible characters dropped, look-alike letters read as Latin, lower case, accents removed. */
export function foldText(text: string): string {
  const compatible = text.normalize('NFKC').replace(INVISIBLE, '');
  // German ß is a letter of its own that the confusables table would read as "B".
  const withoutEszett = compatible.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS');
  return removeConfusables(withoutEszett)
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
}

export interface FoldedWords {
  /** The words in order, each folded; a word spelt out letter by letter is one word again. */
  words: string[];
  /**
   * Further readings of the same text, for looking words up only: a word broken by hyphens or dots
   * read whole ("sui-ci-dio" → "suicidio"), letters stretched three times or more collapsed ("cocccaína").
   */
  alternatives: string[];
}

function readLeet(token: string): string {
  return /\p{L}/u.test(token) && /[0-9@$]/.test(token) ? token.replace(/[013457@$]/g, (ch) => LEET[ch] ?? ch) : token;
}

/** Splits a folded text into words (see FoldedWords). */
export function foldWords(text: string): FoldedWords {
  const folded = foldText(text);
  const words: string[] = [];
  const alternatives: string[] = [];
  // A chunk is what lies between spaces; inside it, separators may break a word up.
  for (const chunk of folded.split(/\s+/u)) {
    if (!chunk) continue;
    const pieces = chunk
      .split(/[^\p{L}\p{N}@$]+/u)
      .filter(Boolean)
      .map(readLeet);
    if (pieces.length === 0) continue;
    const core = chunk.replace(/^[^\p{L}\p{N}@$]+|[^\p{L}\p{N}@$]+$/gu, '');
    const brokenUp = pieces.length > 1 && new RegExp(`^[\\p{L}\\p{N}@$]+(?:${INNER_SEPARATORS.source}+[\\p{L}\\p{N}@$]+)+$`, 'u').test(core);
    if (brokenUp && pieces.every((p) => p.length === 1)) {
      // "m-a-t-a-r", "s.e.x.o": one word spelt out.
      words.push(pieces.join(''));
      continue;
    }
    words.push(...pieces);
    if (brokenUp) alternatives.push(pieces.join(''));
  }
  // Runs of three or more single letters typed with spaces ("s e x o") are one word.
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) joined.push(run.join(''));
    else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if (word.length === 1 && /\p{L}/u.test(word)) run.push(word);
    else {
      flush();
      joined.push(word);
    }
  }
  flush();
  for (const word of joined) {
    // Letters stretched for emphasis or to dodge a list ("eroticoooo", "cocccaina").
    const squeezed = word.replace(/(\p{L})\1{2,}/gu, '$1');
    if (squeezed !== word) alternatives.push(squeezed);
  }
  return { words: joined, alternatives };
}

/**
 * Words split into syllables with spaces ("au to le sio nes"): every run of 2 to 6 neighbouring short
 * words joined together, for a caller to keep only the joins that form a word it knows.
 */
export function syllableJoins(words: string[], maxPieceLength = 4, maxPieces = 6): string[] {
  const joins: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if ((words[start]?.length ?? 0) > maxPieceLength) continue;
    let joined = words[start] ?? '';
    for (let end = start + 1; end < words.length && end - start < maxPieces; end++) {
      const next = words[end] ?? '';
      if (next.length > maxPieceLength) break;
      joined += next;
      joins.push(joined);
    }
  }
  return joins;
}
