import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanSpeechText, splitForNarration, splitIntoChunks } from './speech-text';

describe('cleanSpeechText (SPEC section 5)', () => {
  it('keeps letters, digits, underscore, accented vowels, ñ, hyphen and . , ! ?', () => {
    expect(cleanSpeechText('Ñandú_7 cantó, ¡qué risa! Él, Íñigo y Úrsula-María ríen.')).toBe(
      'Ñandú_7 cantó, qué risa!\nÉl, Íñigo y Úrsula-María ríen.',
    );
  });

  it('drops everything else: ¿ ¡ quotes, dashes of dialogue, emoji, symbols, brackets, markdown', () => {
    expect(cleanSpeechText('**¿Dónde estás?** —preguntó «Luz» 🦊 (con pingüinos) & ça; 50% "ok" ❤️ 1️⃣ [x]')).toBe(
      'Dónde estás?\npreguntó Luz con pingüinos ça 50 ok 1 x',
    );
  });

  it('keeps the letters of French, German and Italian stories', () => {
    expect(cleanSpeechText('« Où est le garçon ? » demanda Zoé. Ça alors… Noël à l’île!')).toBe(
      'Où est le garçon ?\ndemanda Zoé.\nÇa alors Noël à lîle!',
    );
    expect(cleanSpeechText('Das Mädchen aß süße Äpfel – große Freude! Straße, Öl, Übermut.')).toBe(
      'Das Mädchen aß süße Äpfel große Freude!\nStraße, Öl, Übermut.',
    );
    expect(cleanSpeechText("C'era una volta una città: perché sì, è così! Più in là...")).toBe(
      'Cera una volta una città perché sì, è così!\nPiù in là...',
    );
  });

  it('keeps a letter written with a combining accent together with its accent', () => {
    expect(cleanSpeechText('Zoe\u0301 y cafe\u0301.')).toBe('Zoe\u0301 y cafe\u0301.');
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
        expect(out).toMatch(/^[\p{L}\p{M}\p{N}_ .,!?\n-]*$/u);
        expect(out).not.toMatch(/(^|[^\p{L}\p{M}])\p{M}/u); // no mark left without its letter
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

describe('splitForNarration', () => {
  const title = 'El vuelo de Lucas.\n';
  const sentence = 'El pequeño dragón Lucas voló sobre el bosque encantado buscando a su amiga la luciérnaga.\n';

  it('starts with a short chunk of whole sentences (the title and the first sentence), then large chunks', () => {
    const text = title + sentence.repeat(20);
    const chunks = splitForNarration(text, 600, 200);
    expect(chunks[0]).toBe(title + sentence.repeat(2));
    expect(chunks.slice(1).every((c) => c.length <= 600)).toBe(true);
    expect(chunks[1].length).toBeGreaterThan(400);
    expect(chunks.join('')).toBe(text);
  });

  it('cuts a first sentence longer than the short chunk between words', () => {
    const long = `${'palabra '.repeat(60).trim()}.`;
    const [first, ...rest] = splitForNarration(long, 600, 200);
    expect(first.length).toBeLessThanOrEqual(200);
    expect(first.length).toBeGreaterThan(150);
    expect(first).toMatch(/palabra $/);
    expect(first + rest.join('')).toBe(long);
  });

  it('answers a short text as one chunk and never makes the first chunk larger than the others', () => {
    expect(splitForNarration('Hola.', 600, 200)).toEqual(['Hola.']);
    expect(splitForNarration(title + sentence.repeat(5), 100, 200)).toEqual(splitIntoChunks(title + sentence.repeat(5), 100));
  });

  it('keeps every character and the limits for any text', () => {
    const word = fc.stringMatching(/^[a-záéñ]{1,14}$/);
    const separator = fc.constantFrom(' ', '. ', '.\n', '! ', ', ', '\n');
    const textArb = fc.array(fc.tuple(word, separator), { maxLength: 120 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(textArb, fc.integer({ min: 20, max: 120 }), fc.integer({ min: 5, max: 60 }), (text, max, first) => {
        const chunks = splitForNarration(text, max, first);
        expect(chunks.join('')).toBe(text);
        chunks.forEach((chunk, i) => {
          const limit = i === 0 ? Math.min(first, max) : max;
          if (chunk.length > limit) expect(chunk.trim()).not.toMatch(/\s/);
          if (i < chunks.length - 1) expect(chunk).toMatch(/\s$/);
        });
      }),
      { numRuns: 300 },
    );
  });
});
