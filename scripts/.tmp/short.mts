import { stem } from '../../src/server/language/stem';
import { CONCEPT_FAMILIES } from '../../src/server/providers/safety/concept-families';
import { CONCEPT_FRAMING } from '../../src/server/providers/safety/concept-framing';
for (const [c, per] of [...Object.entries(CONCEPT_FAMILIES), ...Object.entries(CONCEPT_FRAMING)]) {
  for (const [lang, list] of Object.entries(per as Record<string,string>)) {
    for (const e of list.split(',')) { const t = e.trim(); if (!t || t.includes(' ') || t.startsWith('=') || t.endsWith('*')) continue;
      const s = stem(t, lang as never); if (s.length <= 4 || s.length < t.length - 3) console.log(`${c} ${lang} ${t} -> ${s}`); }
  }
}
