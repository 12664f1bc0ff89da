import { judgeEmbedded, warmUpEmbeddedSafety } from '../../src/server/providers/safety/embedded-safety';
import { DEVELOPMENT_HALVES, loadSafetyCorpus } from '../../src/server/test-support/safety-corpus';
warmUpEmbeddedSafety();
const all = DEVELOPMENT_HALVES.flatMap((h) => loadSafetyCorpus(h) ?? []);
const best = all.map(() => Infinity);
for (let r = 0; r < 4; r++) all.forEach((e, i) => { const t = performance.now(); judgeEmbedded(e.text, { kind: 'parent-input', language: e.language }); best[i] = Math.min(best[i]!, performance.now() - t); });
const s = [...best].sort((a, b) => a - b);
console.log(`texts ${s.length}: median ${s[s.length >> 1]!.toFixed(2)} ms, p95 ${s[Math.ceil(s.length * 0.95) - 1]!.toFixed(2)} ms, p99 ${s[Math.ceil(s.length * 0.99) - 1]!.toFixed(2)} ms, max ${s[s.length - 1]!.toFixed(2)} ms`);
