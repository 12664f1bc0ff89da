import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanSpeechText, splitIntoChunks } from './speech-text';

describe('cleanSpeechText (SPEC section 5)', () => {
  it('keeps letters, digits, underscore, accented vowels, ñ, hyphen and . , ! ?', () => {
    expect(cleanSpeechText('Ñandú_7 cantó, ¡qué risa! Él, Íñigo y Úrsula-María ríen.')).toBe(
      'Ñandú_7 cantó, qué risa!\nÉl, Íñigo y Úrsula-María ríen.',
    );
  });

  it('drops everything else: ¿ ¡ quotes, dashes of dialogue, emoji, other languages letters, markdown', () => {
    expect(cleanSpeechText('**¿Dónde estás?** —preguntó «Luz» 🦊 (con pingüinos) & ça; 50% "ok"')).toBe(
      'Dónde estás?\npreguntó Luz con pinginos a 50 ok',
    );
  });

  it('puts a line break after each sentence end and leaves no blank lines', () => {
    expect(cleanSpeechText('Había una vez un dragón.   Volaba alto!\n\n\nY luego? Fin.')).toBe(
      'Había una vez un dragón.\nVolaba alto!\nY luego?\nFin.',
    );
  });

  it('treats a run like ... or ?! as one sentence end and keeps decimals together', () => {
    expect(cleanSpeechText('Esperó... y esperó?! Medía 3.5 metros.')).toBe('Esperó...\ny esperó?!\nMedía 3.5 metros.');
  });

  it('collapses whitespace, trims, and gives an empty text when nothing speakable is left', () => {
    expect(cleanSpeechText('  hola \t\n  mundo  ')).toBe('hola mundo');
    expect(cleanSpeechText(' 🎉 «» ¿¡ ')).toBe('');
  });

  it('never leaves a blank line, a leading or trailing space on a line, or a forbidden character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (input) => {
        const out = cleanSpeechText(input);
        expect(out).toMatch(/^[\w .,!?áéíóúÁÉÍÓÚñÑ\n-]*$/);
        for (const line of out.split('\n')) {
          if (out !== '') expect(line).not.toBe('');
          expect(line).toBe(line.trim());
        }
        expect(out).not.toMatch(/ {2}/);
      }),
    );
  });
});

describe('splitIntoChunks', () => {
  it('cuts at sentence ends when they fit', () => {
    const text = 'Había una vez un dragón.\nVolaba muy alto.\nY un día aterrizó.';
    expect(splitIntoChunks(text, 42)).toEqual(['Había una vez un dragón.\nVolaba muy alto.\n', 'Y un día aterrizó.']);
  });

  it('falls back to a space inside a long sentence, and keeps a word longer than the limit whole', () => {
    expect(splitIntoChunks('uno dos tres cuatro', 9)).toEqual(['uno dos ', 'tres ', 'cuatro']);
    expect(splitIntoChunks('a supercalifragilístico b', 5)).toEqual(['a ', 'supercalifragilístico ', 'b']);
  });

  it('answers the text itself when it fits, and nothing for an empty text', () => {
    expect(splitIntoChunks('Hola.', 100)).toEqual(['Hola.']);
    expect(splitIntoChunks('', 100)).toEqual([]);
  });

  it('keeps every character, never cuts a word and stays under the limit except for one long word', () => {
    const word = fc.stringMatching(/^[a-záéñ]{1,14}$/);
    const separator = fc.constantFrom(' ', '. ', '.\n', '! ', '?\n', ', ', '  ', '\n');
    const textArb = fc.array(fc.tuple(word, separator), { maxLength: 80 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(textArb, fc.integer({ min: 1, max: 60 }), (text, max) => {
        const chunks = splitIntoChunks(text, max);
        expect(chunks.join('')).toBe(text);
        for (let i = 0; i < chunks.length; i++) {
          const chunk = chunks[i];
          expect(chunk.length).toBeGreaterThan(0);
          if (chunk.length > max) expect(chunk.trim()).not.toMatch(/\s/); // only a single over-long word
          if (i < chunks.length - 1) expect(chunk).toMatch(/\s$/); // the next piece starts a new word
        }
      }),
      { numRuns: 300 },
    );
  });
});
