import { stem } from '../../src/server/language/stem';
import { CONCEPT_FAMILIES } from '../../src/server/providers/safety/concept-families';
import { CONCEPT_FRAMING } from '../../src/server/providers/safety/concept-framing';
import { CONCEPTS, STOPWORDS } from '../../src/server/providers/safety/concepts';
const extra: Record<string, string[]> = { de: ['sich','sicher','mehr','immer','ganz','schon','noch','auch','dann','weil','wie','wird','werden','hat','haben','ist','sind','war','kann','muss','soll','will','gibt','macht','geht','kommt','sagt','lasst','ein','eine','einen','dem','den','der','die','das','und','mit','auf','aus','bei','nach','vor','fur','uber','unter','zum','zur','alle','allem','jeden','jede','viel','gut','neue','kleine','grosse','lange','beim','mal','sehr','nur'],
  es: ['que','para','con','por','una','los','las','del','muy','mas','todo','todos','cada','cuando','como','pero','porque','tiene','hace','esta','estan','sea','ser','dice','quiere','puede','gran','grande','nuevo','bien','mucho'],
  en: ['the','and','with','for','that','this','when','who','his','her','they','them','very','all','every','each','make','makes','gets','goes','says','wants','can','will','would','into','from','about','great','new','good','big','little','some','just','like','then','after','before'],
  fr: ['que','qui','pour','avec','dans','sur','tout','tous','une','des','les','est','sont','fait','dit','veut','peut','tres','plus','bien','quand','comme','mais','parce','grand','petit','nouveau','avant','apres','chaque'],
  it: ['che','per','con','una','gli','del','della','sono','tutto','tutti','ogni','quando','come','molto','piu','fa','dice','vuole','puo','grande','piccolo','nuovo','bene','anche','dopo','prima','sempre'] };
for (const lang of ['es','en','fr','de','it'] as const) {
  const common = new Map<string, string>();
  for (const w of [...STOPWORDS[lang], ...(extra[lang] ?? [])]) common.set(stem(w, lang), w);
  for (const [c, per] of [...Object.entries(CONCEPTS), ...Object.entries(CONCEPT_FAMILIES), ...Object.entries(CONCEPT_FRAMING)]) {
    for (const e of ((per as any)[lang] ?? '').split(',')) { const t = e.trim(); if (!t || t.includes(' ') || t.startsWith('=') || t.endsWith('*')) continue;
      const s = stem(t, lang); if (s.length >= 3 && common.has(s)) console.log(`${lang} ${c}: '${t}' -> ${s} = common '${common.get(s)}'`); }
  }
}
