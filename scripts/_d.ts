import { analyse } from '../src/server/providers/safety/request-analysis';
import { stem } from '../src/server/language/stem';
const a = analyse(process.argv[2]!, 'es');
console.log(a.languages, a.words);
for (const w of process.argv.slice(3)) console.log(w, ['es','en','fr','de','it'].map((l) => stem(w, l as 'es')));
