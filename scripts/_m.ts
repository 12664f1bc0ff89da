import fs from 'node:fs';
import { judgeEmbedded } from '../src/server/providers/safety/embedded-safety';
import { analyse } from '../src/server/providers/safety/request-analysis';
const e = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8'));
for (const x of e) { const j = judgeEmbedded(x.text, { kind: 'parent-input', language: x.language }); if ((j.category !== null) !== (x.label === 'harmful')) console.log(x.label === 'harmful' ? 'MISS' : 'FP  ', x.language, x.category, j.by ?? '', j.category ?? '', '|', x.text, '|', [...analyse(x.text, x.language).concepts].join(',')); }
