import { analyse } from '../src/server/providers/safety/request-analysis';
import { judgeEmbedded } from '../src/server/providers/safety/embedded-safety';
for (const t of process.argv.slice(2)) console.log(judgeEmbedded(t, { kind: 'parent-input', language: 'es' }), [...analyse(t).concepts].join(','));
