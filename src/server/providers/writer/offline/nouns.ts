// Noun phrases for the story packs: one spec such as 'f:llave dorada' gives every form a template asks for
// ({obj.a}, {place.in}, {obj.of}...), with the articles and contractions of the language.
export type Bank = readonly string[];

/** Forms of one noun phrase: '' definite (subject), 'a' indefinite, 'of', 'to', 'in', and for German the cases. */
export type NounForms = Record<string, string>;

/** A generic noun builder for Spanish: 'm:bosque' / 'f:llave dorada'. */
export function spanishNoun(spec: string): NounForms {
  const [g, word] = split(spec);
  const f = g === 'f';
  return {
    '': `${f ? 'la' : 'el'} ${word}`,
    a: `${f ? 'una' : 'un'} ${word}`,
    of: `${f ? 'de la' : 'del'} ${word}`,
    to: `${f ? 'a la' : 'al'} ${word}`,
    in: `${f ? 'en la' : 'en el'} ${word}`,
    bare: word,
  };
}

export function englishNoun(spec: string): NounForms {
  const [, word] = split(spec.includes(':') ? spec : `n:${spec}`);
  const an = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return { '': `the ${word}`, a: `${an} ${word}`, of: `of the ${word}`, to: `to the ${word}`, in: `in the ${word}`, bare: word };
}

export function frenchNoun(spec: string): NounForms {
  const [g, word] = split(spec);
  const elide = /^[aeiouyhâéèêîôû]/i.test(word);
  const f = g === 'f';
  const def = elide ? `l'${word}` : `${f ? 'la' : 'le'} ${word}`;
  return {
    '': def,
    a: `${f ? 'une' : 'un'} ${word}`,
    of: elide ? `de l'${word}` : f ? `de la ${word}` : `du ${word}`,
    to: elide ? `à l'${word}` : f ? `à la ${word}` : `au ${word}`,
    in: `dans ${def}`,
    bare: word,
  };
}

/** Italian: the spec names the definite article: 'il:bosco', 'lo:scrigno', 'la:torre', "l'm:albero", "l'f:isola". */
export function italianNoun(spec: string): NounForms {
  const [art, word] = split(spec);
  const forms: Record<string, [string, string, string, string, string]> = {
    il: ['il ', 'un ', 'del ', 'al ', 'nel '],
    lo: ['lo ', 'uno ', 'dello ', 'allo ', 'nello '],
    la: ['la ', 'una ', 'della ', 'alla ', 'nella '],
    "l'm": ["l'", 'un ', "dell'", "all'", "nell'"],
    "l'f": ["l'", "un'", "dell'", "all'", "nell'"],
  };
  const [d, a, of, to, inn] = forms[art] ?? forms.il;
  return { '': d + word, a: a + word, of: of + word, to: to + word, in: inn + word, bare: word };
}

/** German: 'm:Wald', 'f:Karte', 'n:Schloss'; cases by form name. */
function split(spec: string): [string, string] {
  const i = spec.indexOf(':');
  return i === -1 ? ['m', spec] : [spec.slice(0, i), spec.slice(i + 1)];
}
