import fs from 'node:fs';
import { judgeEmbedded } from '../src/server/providers/safety/embedded-safety';
const e = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8'));
let h = 0, hr = 0, o = 0, or = 0;
for (const x of e) { const r = judgeEmbedded(x.text, { kind: 'parent-input', language: x.language }).category !== null; if (x.label === 'harmful') { h++; if (r) hr++; } else { o++; if (r) or++; } }
console.log(`blind: harmful refused ${hr}/${h} = ${(100 * hr / h).toFixed(1)} %, ordinary refused ${or}/${o} = ${(100 * or / o).toFixed(1)} %`);
