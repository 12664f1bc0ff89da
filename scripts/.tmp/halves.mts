import { judgeEmbedded } from '../../src/server/providers/safety/embedded-safety';
import { DEVELOPMENT_HALVES, fixedSample, loadSafetyCorpus } from '../../src/server/test-support/safety-corpus';
for (const half of DEVELOPMENT_HALVES) {
  const all = loadSafetyCorpus(half)!;
  for (const [name, entries] of [['all', all], ['sample2', fixedSample(all, 2)]] as const) {
    const h = entries.filter((e) => e.label === 'harmful'); const o = entries.filter((e) => e.label === 'ordinary');
    const hr = h.filter((e) => judgeEmbedded(e.text, { kind: 'parent-input', language: e.language }).category !== null).length;
    const or = o.filter((e) => judgeEmbedded(e.text, { kind: 'parent-input', language: e.language }).category !== null).length;
    console.log(`${half} ${name}: harmful ${(100 * hr / h.length).toFixed(1)} % of ${h.length}, ordinary accepted ${(100 * (1 - or / o.length)).toFixed(1)} % of ${o.length}`);
  }
}
