import fs from 'node:fs';
import { analyse } from '../../src/server/providers/safety/request-analysis';
import { RULES } from '../../src/server/providers/safety/request-rules';
const files = process.argv.slice(2);
const stats = RULES.map(() => ({ h: 0, o: 0, ex: [] as string[] }));
for (const f of files) for (const e of JSON.parse(fs.readFileSync(f, 'utf8'))) {
  const a = analyse(e.text, e.language);
  const i = RULES.findIndex((rule) => rule.all.every((item) => item.split('|').some((c) => a.concepts.has(c))) && !rule.unless?.some((c) => a.concepts.has(c)));
  if (i < 0) continue;
  if (e.label === 'harmful') stats[i]!.h++; else { stats[i]!.o++; stats[i]!.ex.push(e.text.slice(0, 90)); }
}
RULES.forEach((r, i) => { const s = stats[i]!; if (s.o > 0) console.log(`${i} h${s.h} o${s.o} ${r.category} ${r.all.join(' + ')} || ${s.ex.slice(0, 3).join(' // ')}`); });
