// Aggregate figures only (no texts printed) for a corpus file.
import fs from 'node:fs';
import { judgeEmbedded } from '../../src/server/providers/safety/embedded-safety';
const entries = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Array<{ text: string; language: any; label: string; category: string }>;
const g = new Map<string, { n: number; r: number }>();
const add = (k: string, r: boolean) => { const x = g.get(k) ?? { n: 0, r: 0 }; x.n++; if (r) x.r++; g.set(k, x); };
for (const e of entries) {
  const j = judgeEmbedded(e.text, { kind: "parent-input", language: e.language }); const r = j.category !== null; if (r) add(`${e.label} by ${j.by}`, true);
  add(`${e.label}`, r); add(`${e.label} ${e.language}`, r); add(`${e.label} ${e.category}`, r);
}
for (const [k, x] of [...g].sort()) console.log(`${k}: ${(100 * x.r / x.n).toFixed(1)} % of ${x.n}`);
