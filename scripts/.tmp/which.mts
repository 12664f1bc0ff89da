import { stem } from '../../src/server/language/stem';
import { CONCEPT_FAMILIES } from '../../src/server/providers/safety/concept-families';
import { CONCEPTS } from '../../src/server/providers/safety/concepts';
const [lang, ...words] = process.argv.slice(2);
for (const w of words) {
  const s = stem(w, lang as never);
  for (const [c, per] of [...Object.entries(CONCEPTS), ...Object.entries(CONCEPT_FAMILIES)]) {
    for (const e of (per as any)[lang!]?.split(',') ?? []) { const t=e.trim(); if (t.split(' ').length===1 && stem(t.replace(/^=/,''), lang as never)===s) console.log(w, s, c, t); }
  }
}
