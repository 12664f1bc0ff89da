import { describe, expect, it } from 'vitest';
import { builtinCategory, createBuiltinSafety } from './builtin-safety';
import { ORDINARY, UNSAFE } from './safety-corpus';
import { PRESET_SUGGESTIONS } from '../../features/suggestions/suggestions.service';

// Fairy-tale moments a generated story may contain: tolerated in a story, refused when a parent asks.
const GENERATED_ONLY = [
  'La reina malvada quería matar a su hijastra, pero el cazador la dejó escapar al bosque.',
  'The evil queen wanted to kill her, but the huntsman let Snow White run into the forest.',
  'El pirata borracho cantaba canciones en la taberna del puerto.',
];

describe('built-in safety check', () => {
  it(`refuses all ${UNSAFE.length} red-team inputs in the five languages with the right category`, () => {
    const results = UNSAFE.map(([text, expected]) => ({ text, expected, got: builtinCategory(text, 'parent-input') }));
    const wrong = results.filter((r) => r.got !== r.expected);
    console.log(`Red-team: ${results.length - wrong.length}/${results.length} refused with the expected category`);
    expect(wrong).toEqual([]);
    expect(UNSAFE.length).toBeGreaterThanOrEqual(60);
  });

  it(`accepts all ${ORDINARY.length} ordinary story ideas in the five languages`, () => {
    const refused = ORDINARY.map((text) => ({ text, got: builtinCategory(text, 'parent-input') })).filter((r) => r.got !== null);
    console.log(`Ordinary: ${ORDINARY.length - refused.length}/${ORDINARY.length} accepted`);
    expect(refused).toEqual([]);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
  });

  it('is more lenient with generated stories, but not with explicit harm', async () => {
    const safety = createBuiltinSafety();
    for (const text of GENERATED_ONLY) {
      expect(await safety.check(text, { kind: 'generated' })).toEqual({ allowed: true });
      expect((await safety.check(text, { kind: 'parent-input' })).allowed).toBe(false);
    }
    for (const [text, category] of UNSAFE.filter(([text]) => !text.includes('emborracha'))) {
      expect(await safety.check(text, { kind: 'generated', language: 'es' })).toEqual({ allowed: false, category });
    }
  });

  it('accepts every preset idea the details step suggests', () => {
    expect(PRESET_SUGGESTIONS.filter((idea) => builtinCategory(idea, 'parent-input') !== null)).toEqual([]);
  });

  it('reads disguised words: accents, capitals, leetspeak, stretched letters and spaced letters', () => {
    for (const text of ['SUICIDIO', 'suicídio', 'su1c1d10', 'suiiiiicidio', 's u i c i d i o', 's.u.i.c.i.d.i.o']) {
      expect(builtinCategory(text, 'parent-input')).toBe('self-harm');
    }
  });

  it('keeps a long ordinary generated story, numbers and all', () => {
    const story = [
      'El dragón Chispa y la batalla de bolas de nieve',
      '',
      'Había una vez un dragón llamado Chispa que vivía en la montaña. Cada invierno, los niños del pueblo organizaban una gran batalla de bolas de nieve en la plaza Mayor.',
      'Aquel año llegaron 1.000 copos por minuto y el caballero Tomás, con su espada de madera, contó 12, 15, 18 y 21 muñecos de nieve. El camino 3 estaba cerrado.',
      'Al final, todos tomaron chocolate caliente y Chispa encendió la chimenea con un estornudo. Fin.',
    ].join('\n');
    expect(builtinCategory(story, 'generated')).toBeNull();
  });

  it('reads a street word followed by a chapter, day or page number as a story, not an address', () => {
    for (const text of [
      'Lucía volvió a recorrer el camino del capítulo 2',
      'Tomaron el Camino del Capítulo 3',
      'En la plaza del día 5',
      'We walked down the avenue of chapter 4',
      'Ils ont suivi la rue du chapitre 2',
      'Sono tornati in via del capitolo 3',
    ]) {
      expect(builtinCategory(text, 'generated'), text).toBeNull();
    }
    // A real address right beside those words is still one.
    expect(builtinCategory('Vivo en la calle mayor 5', 'parent-input')).toBe('personal-data');
    expect(builtinCategory('Calle del Sol 12, 2º', 'parent-input')).toBe('personal-data');
  });
});
