// One lexicon row: a key (lower-case English, hyphenated), then one cell per story language in the
// order es, en, fr, de, it. A cell is "singular/plural/gender; synonym, synonym…": the first part is how
// a story names the thing, the synonyms are other ways a parent may write it. Gender is m, f or n
// (English cells leave it out: 'n'). A synonym starting with "=" is matched only as written, never by
// its stem, because its stem would also catch unrelated words.
export type LexiconRow = readonly [key: string, es: string, en: string, fr: string, de: string, it: string];
