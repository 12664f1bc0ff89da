import { foldWords } from '../../src/server/language/fold';
import { stem } from '../../src/server/language/stem';
for (const t of process.argv.slice(2)) console.log(JSON.stringify(foldWords(t).words), foldWords(t).words.map(w=>stem(w,'de')).join(' '));
