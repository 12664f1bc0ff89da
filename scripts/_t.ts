import fs from 'node:fs';
import { judgeEmbedded, warmUpEmbeddedSafety } from '../src/server/providers/safety/embedded-safety';
warmUpEmbeddedSafety();
const e = JSON.parse(fs.readFileSync('src/server/test-support/fixtures/safety/dev-2.json', 'utf8'));
for (let r = 0; r < 3; r++) {
  const times: number[] = [];
  for (const x of e) { const t = performance.now(); judgeEmbedded(x.text, { kind: 'parent-input', language: x.language }); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log('median', times[times.length >> 1]!.toFixed(3), 'p95', times[Math.floor(times.length * 0.95)]!.toFixed(3), 'max', times[times.length - 1]!.toFixed(2), 'mean', (times.reduce((a, b) => a + b) / times.length).toFixed(3));
}
