import fs from 'node:fs';
import { analyse } from '../../src/server/providers/safety/request-analysis';
const lines = fs.readFileSync(process.argv[2]!, 'utf8').split('\n').filter(Boolean);
for (const l of lines) {
  const m = /^\s*(MISS|FP)\s+(\S+)\s+(\w+)\s+([\w-]+): (.*)$/.exec(l);
  if (!m) continue;
  const a = analyse(m[5]!, m[3] as never);
  console.log(`${m[1]} ${m[2]} ${m[3]} ${m[4]} [${[...a.concepts].join(' ')}] ${a.languages.join('')} :: ${m[5]}`);
}
