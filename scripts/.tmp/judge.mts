import { analyse } from '../../src/server/providers/safety/request-analysis';
import { judgeEmbedded } from '../../src/server/providers/safety/embedded-safety';
const kind = (process.env.KIND ?? 'parent-input') as 'parent-input' | 'generated';
for (const t of process.argv.slice(2)) {
  const a = analyse(t);
  console.log(JSON.stringify(judgeEmbedded(t, { kind, language: 'es' })), a.sentences.map((s) => [...s].join(' ')).join(' | '), '::', t.slice(0, 80));
}
