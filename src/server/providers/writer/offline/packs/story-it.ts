import { italianNoun } from '../nouns';
import type { NounForms, StoryPack } from '../story-pack';

// The character's gender is unknown: nothing agrees with the character. Italian drops the subject once
// the scene has named the hero; professions are told as a field or an epicene noun (« si occupava di
// esplorazione », « faceva l’insegnante »), traits as nouns (« aveva tanta curiosità »), feelings as
// things one has (« ebbe paura », never « era spaventato »). No pronoun (lo/la, gli/le) stands for the
// hero, and compound tenses with 'essere' are avoided for the hero: their participle would agree.
// The story is told in the past: passato remoto and imperfetto (trapassato only with 'avere').

const APOSTROPHE = /(?<!\p{L})(l|dell|all|nell|dall|sull|un|quell|quest|nessun|d|c|po|bell|sant)'/giu;

/** Typographic apostrophes, as in the rest of the text (« l’isola »). */
const curly = (text: string) => text.replace(APOSTROPHE, '$1’');

/** The definite article a noun takes by its gender and first letters: il, lo, l’ (m) or la, l’ (f). */
function italianArticle(gender: 'm' | 'f' | 'n', word: string): string {
  const w = word.toLowerCase();
  if (/^[aeiouàèéìòùh]/.test(w)) return gender === 'f' ? "l'f" : "l'm";
  if (gender === 'f') return 'la';
  return /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/.test(w) ? 'lo' : 'il';
}

/** Kinship nouns take no article after a possessive in the singular: « sua nonna », « suo zio ». */
const KIN = new Set(['nonna', 'nonno', 'zia', 'zio', 'cugino', 'cugina', 'fratello', 'sorella', 'madre', 'padre', 'mamma', 'papà', 'fratellino', 'sorellina']);

/**
 * Noun phrases: 'm:bosco incantato' and 'f:isola' choose their article; 'il:', 'lo:', 'la:', "l'm:",
 * "l'f:" name it (the older spec form). Adds 'poss', the possessive the hero's pet or relative takes.
 */
function itNoun(spec: string): NounForms {
  const i = spec.indexOf(':');
  const head = i === -1 ? 'm' : spec.slice(0, i);
  const word = i === -1 ? spec : spec.slice(i + 1);
  const art = head === 'm' || head === 'f' ? italianArticle(head, word) : head;
  const forms = italianNoun(`${art}:${word}`);
  const feminine = art === 'la' || art === "l'f";
  const out: NounForms = {};
  for (const [k, v] of Object.entries(forms)) out[k] = curly(v);
  out.poss = `${feminine ? 'la sua' : 'il suo'} ${word}`;
  return out;
}

const ARTICLED: Record<string, Record<string, string>> = {
  a: { il: 'al', lo: 'allo', la: 'alla', 'l’': 'all’', i: 'ai', gli: 'agli', le: 'alle' },
  da: { il: 'dal', lo: 'dallo', la: 'dalla', 'l’': 'dall’', i: 'dai', gli: 'dagli', le: 'dalle' },
  di: { il: 'del', lo: 'dello', la: 'della', 'l’': 'dell’', i: 'dei', gli: 'degli', le: 'delle' },
  in: { il: 'nel', lo: 'nello', la: 'nella', 'l’': 'nell’', i: 'nei', gli: 'negli', le: 'nelle' },
  su: { il: 'sul', lo: 'sullo', la: 'sulla', 'l’': 'sull’', i: 'sui', gli: 'sugli', le: 'sulle' },
};

export const itStory: StoryPack = {
  id: 'it',
  noun: itNoun,
  // A name ('Marte', 'Roma') takes no article: 'su Marte', 'a Roma'; a kinship noun none after 'sua'.
  lexiconNoun: (f): NounForms => {
    if (/^\p{Lu}/u.test(f.singular) && !f.singular.includes(' ')) {
      const on = /^(Marte|Luna|Venere|Giove|Saturno)$/.test(f.singular) ? 'su' : 'a';
      return { '': f.singular, a: f.singular, of: `di ${f.singular}`, to: `${on} ${f.singular}`, in: `${on} ${f.singular}`, bare: f.singular, poss: f.singular };
    }
    const gender = f.gender === 'f' ? 'f' : 'm';
    const forms = itNoun(`${gender}:${f.singular}`);
    const plural = f.singular === f.plural && /i$/.test(f.singular) && gender === 'm';
    if (plural) {
      const art = /^(s[^aeiou]|z|gn|ps|[aeiou])/.test(f.singular) ? 'gli' : 'i';
      return { '': `${art} ${f.singular}`, a: `${art} ${f.singular}`, of: `${ARTICLED.di[art]} ${f.singular}`, to: `${ARTICLED.a[art]} ${f.singular}`, in: `${ARTICLED.in[art]} ${f.singular}`, bare: f.singular, poss: `i suoi ${f.singular}` };
    }
    if (KIN.has(f.singular)) forms.poss = `${gender === 'f' ? 'sua' : 'suo'} ${f.singular}`;
    return forms;
  },
  // A preposition before an article becomes one word ('a il' → 'al', 'di l’' → 'dell’'), however the
  // sentence was put together ('insieme a {rel}' with 'i suoi nonni').
  polish: (sentence) =>
    curly(sentence).replace(/(?<!\p{L})(a|da|di|in|su) (il|lo|la|i|gli|le|l’)(?:(?<=’)|(?= ))( ?)/giu, (whole, prep: string, art: string, space: string) => {
      const joined = ARTICLED[prep.toLowerCase()]?.[art.toLowerCase()];
      if (!joined) return whole;
      const cased = prep[0] === prep[0].toUpperCase() ? joined[0].toUpperCase() + joined.slice(1) : joined;
      return cased + space;
    }),
  // '…la bussola e scelse la strada' → two sentences: the subject is dropped in both anyway.
  simplify: (sentence) => {
    if (/[«»?:;]/.test(sentence)) return [sentence];
    // '…, ma …' → two sentences, the second starting with 'Ma'.
    const but = /^(.{12,}?), ma (.{12,})$/u.exec(sentence);
    if (but) return [...itStory.simplify!(`${but[1]}.`), ...itStory.simplify!(`Ma ${but[2]}`)];
    // '…sul naso di Pippo, che fece…' → '…sul naso di Pippo. Pippo fece…'
    const who = /^(.{12,} (\p{Lu}\p{L}+)), che (\p{L}+(?:ò|ì|è|é|ava|eva) .+)$/u.exec(sentence);
    if (who) return [`${who[1]}.`, ...itStory.simplify!(`${who[2]} ${who[3]}`)];
    const verb = /^(?:fu|era|\p{L}+(?:ò|ì|é|è|arono|erono|irono|ava|avano|eva|evano|iva|ivano|ebbe|ece|ecero|isse|issero|ide|idero|ese|esero|ise|isero|ase|asero|orse|orsero|ette|ettero|enne|ennero|ide))$/u;
    const out: string[] = [];
    let rest = sentence;
    for (;;) {
      const m = /,? e (?!\p{L}+ e )/u.exec(rest.slice(1));
      if (!m) break;
      const at = m.index + 1;
      const left = rest.slice(0, at);
      const right = rest.slice(at + m[0].length);
      const next = right.split(' ');
      const head = /^(poi|subito|sempre|anche|insieme|non)$/.test(next[0]) ? next[1] ?? '' : /^(si|ci|ne)$/.test(next[0]) ? next[1] ?? '' : next[0];
      // Only where 'e' joins two actions of the same subject, never two names ('Toby e Giulia partirono').
      // …or, after a comma, a new subject of its own ('…, e Pepe fece un salto', '…, e il robot trovò…').
      const adverb = /^(lì|così|poi|allora|subito|insieme)$/.test(next[0]) && next.slice(1, 3).some((w) => verb.test(w) || /^c’er/.test(w));
      const ownSubject = adverb || m[0].startsWith(',') && (/^\p{Lu}/u.test(next[0]) ? verb.test(next[1] ?? '') : /^(il|lo|la|l’\p{L}+|i|gli|le|tutti|nessuno)$/u.test(next[0]) && next.slice(1, 3).some((w) => verb.test(w)));
      if (left.split(' ').length < 4 || next.length < 3 || (!ownSubject && (!/^\p{Ll}/u.test(head) || !verb.test(head)))) break;
      out.push(`${left}.`);
      rest = right;
    }
    out.push(rest);
    return out;
  },
  list: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`),
  contrast: ', ma ',
  companionNames: ['Briciola', 'Pippo', 'Trottola', 'Nuvola', 'Pepe', 'Fulmine', 'Kiwi', 'Cannella', 'Lilla', 'Tartufo', 'Cocco', 'Zenzero', 'Biscotto', 'Gomitolo', 'Tamburo', 'Ciuffo', 'Oliva', 'Pompon', 'Pallino', 'Mirtillo', 'Ricciolo', 'Frittella', 'Fagiolino', 'Birba', 'Gnocchetto', 'Codino', 'Pepita', 'Ciottolo', 'Bottone', 'Trillo', 'Scricciolo', 'Tappo'],
  epithets: {},
  professions: {
    astronaut: {
      label: 'astronauta',
      intro: ['Faceva l’astronauta, e da {place} mostrava a {cname} il nome di tante stelle[2:, anche di quelle che si vedono solo d’inverno].', 'Di mestiere faceva l’astronauta, e {place.in} tutti volevano sentire i racconti dei suoi viaggi in razzo.', 'Faceva l’astronauta, e {cname} portava con orgoglio un casco giocattolo uguale al suo.'],
      skill: ['Con l’esperienza da astronauta, misurò le distanze {place.in} e trovò un passaggio sicuro.', 'Come in ogni missione da astronauta, controllò tutto ad alta voce prima di muoversi, e {cname} ripeté ogni parola.', 'Usò un trucco da astronauta: muoversi piano, con calma, senza perdere di vista {cname}.'],
    },
    explorer: {
      label: 'esplorazione',
      intro: ['Si occupava di esplorazione, e {place.in} nessuno conosceva meglio i sentieri[3:, anche quelli che non comparivano su nessuna cartina].', 'Viveva di esplorazione e disegnava mappe di posti nuovi[3:, con frecce, appunti e piccole croci rosse], come quella {place.of}.', 'Si occupava di esplorazione, e {cname} portava sempre la bussola.'],
      skill: ['[1-:Tirò fuori <la bussola|la mappa|il cannocchiale> {place.in}: ecco la strada giusta!][2:Grazie agli anni di esplorazione, tirò fuori la bussola {place.in} e scelse la direzione giusta.]', '[1-:Guardò le impronte per terra {place.in}, e {cname} aspettò.][2:Con quello che sapeva di esplorazione, lesse le impronte sul terreno e capì dove andavano, mentre {cname} aspettava.]', 'Lì servì un trucco di esplorazione[3:: cercare il muschio sugli alberi per orientarsi], e {cname} trovò subito <la strada|il sentiero|il passaggio>.'],
    },
    knight: {
      label: 'cavalleria',
      intro: ['Faceva parte dell’ordine di cavalleria, e il suo scudo azzurro era famoso {place.in}.', 'Serviva nella cavalleria del regno e proteggeva chiunque avesse bisogno[2:, di giorno e di notte], con {cname} sempre accanto.', 'Aveva studiato alla scuola di cavalleria, e {place.in} tutti chiedevano il suo consiglio.'],
      skill: ['Come si impara nella cavalleria, alzò lo scudo e avanzò con calma attraverso {place}.', 'Con quello che sapeva di cavalleria, spostò i rami con la spada di legno e aprì la strada a {cname}.', 'Ricordò la prima regola della cavalleria: proteggere prima gli altri, e fece passare avanti {cname}.'],
    },
    royalty: {
      label: 'famiglia reale',
      intro: ['Faceva parte della famiglia reale, ma {place.in} giocava con tutti.', 'Apparteneva alla famiglia reale[3: e non sopportava le cerimonie lunghe], e preferiva correre con {cname}.', 'Faceva parte della famiglia reale, e dal suo castello si vedeva {place}.'],
      skill: ['Come si fa nella famiglia reale, riunì tutti {place.in} e ascoltò le loro idee[2: una per una].', 'Con quello che aveva imparato nella famiglia reale, parlò con calma, preparò un piano e affidò a {cname} la prima parte.', 'Usò un’arte della famiglia reale: chiedere aiuto con belle parole, e {place.in} nessuno disse di no.'],
    },
    superhero: {
      label: 'superpoteri',
      intro: ['Aveva i superpoteri e un mantello rosso che sventolava nel vento {place.of}.', 'Usava i superpoteri per aiutare la gente[3:, anche se non se ne vantava mai], e {cname} dava sempre una mano.', 'Aveva i superpoteri, anche se {place.in} quasi nessuno lo sapeva.'],
      skill: ['Con i superpoteri, saltò altissimo per vedere {place} dall’alto.', 'Usò la superforza con attenzione[3: per non rompere niente] e spostò il sasso più grande, mentre {cname} applaudiva.', 'Con la supervista, vide un sentiero che {place.in} nessuno aveva notato.'],
    },
    wizard: {
      label: 'incantesimi',
      intro: ['Conosceva tanti incantesimi, e {place.in} la sua bacchetta di luce verde era famosa.', 'Studiava gli incantesimi e ne sapeva già parecchi[2:, anche se qualcuno veniva al contrario], con grande divertimento di {cname}.', 'Sapeva incantesimi di ogni tipo, e {cname} aiutava a ripassarli.'],
      skill: ['Agitò la bacchetta {place.in}, disse alcune parole magiche e lanciò un incantesimo di luce.', 'Con un piccolo incantesimo[3: provato tante volte], fece volare via quello che dava fastidio, e {cname} scoppiò a ridere.', 'Un incantesimo di vento leggero liberò {place} in un attimo.'],
    },
    athlete: {
      label: 'atletica',
      intro: ['Faceva atletica, e {place.in} nessuno correva più veloce.', 'Faceva atletica e si allenava ogni mattina[3:, con la pioggia o con il sole, come diceva l’allenatrice], con {cname} dietro.', 'Faceva atletica, e {cname} cronometrava le sue corse.'],
      skill: ['Grazie agli allenamenti di atletica, fece un salto lungo e pulito {place.in}.', 'Con l’agilità imparata all’atletica, si arrampicò con attenzione e poi aiutò a salire {cname}.', 'Con il fiato allenato dall’atletica, attraversò {place} senza fermarsi neanche una volta.'],
    },
    teacher: {
      label: 'insegnante',
      intro: ['Faceva l’insegnante, e {place.in} tutti imparavano qualcosa dai suoi disegni.', 'Faceva l’insegnante e adorava spiegare cose nuove, soprattutto a {cname}.', 'Faceva l’insegnante e aveva sempre un gessetto in tasca[2:, nel caso {cname} chiedesse qualcosa].'],
      skill: ['Come faceva in classe, disegnò uno schema per terra {place.in} e tutti capirono.', 'Con la pazienza di chi fa l’insegnante, spiegò tutto passo per passo finché {cname} capì.', 'Usò un trucco da insegnante: contare fino a tre prima di decidere, e {place.in} funzionò.'],
    },
  },
  hobbies: {
    reading: { label: 'la lettura', intro: ['Amava la lettura, e leggeva storie a {cname} prima di dormire.', 'Amava la lettura, soprattutto i libri su posti come {place}.'], helps: ['Si ricordò di un libro che parlava {place.of}, e in quel libro c’era l’idea che serviva.', 'Grazie alla lettura, ricordò una storia simile e la raccontò a {cname}: lì c’era la soluzione.'] },
    music: { label: 'la musica', intro: ['Adorava la musica, e {place.in} cantava a tutte le ore.', 'Adorava la musica, e {cname} ballava ogni volta che partiva una canzone.'], helps: ['<Fischiettò una melodia allegra|Batté un ritmo con le mani|Cantò una nota lunga lunga> {place.in}, e l’eco mostrò da che parte continuava il sentiero[3:, rimbalzando lontano tra le pareti].', 'Canticchiò <una canzone|una filastrocca|una marcetta> con {cname} per tenere il passo, e così nessuno rimase indietro.', 'Batté le mani a ritmo {place.in}, e tutti trovarono il passo giusto.', '[1-:Cantò una canzone con {cname}: la la la!][3:Intonò con {cname} una canzone ritmata, e la musica rese il cammino {place.of} molto più leggero.]'] },
    gaming: { label: 'i videogiochi', intro: ['Adorava i videogiochi, e ne aveva inventato uno su {place}.', 'Adorava i videogiochi con gli indovinelli, e ci giocava con {cname} il pomeriggio.'], helps: ['Ci ragionò come nei videogiochi: prima guardare {place}, poi provare, alla fine saltare.', 'Come nei videogiochi, cercò lo schema nascosto, e anche {cname} lo vide.'] },
    photography: { label: 'la fotografia', intro: ['Amava la fotografia e aveva centinaia di foto {place.of}.', 'Amava la fotografia, e il suo soggetto favorito era {cname}.'], helps: ['Riguardò le foto {place.of}, e in una comparve il dettaglio che mancava.', 'Scattò una foto con la macchina fotografica, e ingrandendola {cname} indicò proprio quello che cercavano.'] },
    cooking: { label: 'la cucina', intro: ['Amava la cucina, e {place.in} i suoi biscotti erano famosi.', 'Amava la cucina, e {cname} assaggiava sempre i biscotti appena sfornati.'], helps: ['Distribuì qualche biscotto {place.in}, e con la pancia contenta tutti ragionarono meglio.', 'Con un trucco di cucina, impastò fango e foglie per chiudere il buco, e {cname} aiutò a impastare.'] },
    cycling: { label: 'la bicicletta', intro: ['Adorava la bicicletta e girava tutto {place} in sella.', 'Adorava la bicicletta, e {cname} viaggiava nel cestino davanti.'], helps: ['Usò il campanello della bicicletta come segnale {place.in}, e così nessuno si allontanò dal gruppo.', 'Con la pompa della bicicletta, gonfiò una vecchia ruota, e {cname} la usò come salvagente.'] },
    sports: { label: 'lo sport', intro: ['Adorava lo sport, e {place.in} organizzava partite.', 'Adorava lo sport, e {cname} faceva l’arbitro.'], helps: ['Lanciò la palla con precisione {place.in}, e la palla rotolò proprio nel punto giusto.', 'Con quello che aveva imparato nello sport, chiese a {cname} un passaggio lungo, e funzionò.'] },
    painting: { label: 'la pittura', intro: ['Amava la pittura, e aveva dipinto {place} di mille colori.', 'Amava la pittura, e il suo quadro favorito era un ritratto di {cname}.'], helps: ['Dipinse <frecce colorate|piccoli cerchi|stelline gialle> sulle pietre {place.of} per non perdersi al ritorno[3:, scegliendo colori diversi per ogni deviazione].', 'Grazie alla pittura, mescolò <due colori|il giallo e il blu|il rosso e il bianco> e scoprì un segnale nascosto, e {cname} fece un salto.', 'Disegnò sul quaderno una piccola mappa {place.of}, e {cname} trovò la strada con quel disegno.', '[1-:Con un pennello, fece una freccia rossa {place.in}, e {cname} vide la via.][2:Con il pennello, tracciò una mappa colorata {place.of}, e ogni curva del sentiero diventò riconoscibile.]'] },
    travel: { label: 'i viaggi', intro: ['Amava i viaggi, e {place} era una delle sue mete favorite.', 'Amava i viaggi, e {cname} aveva già la valigia pronta.'], helps: ['Ricordò un trucco dei suoi viaggi: guardare dove sorge il sole, e {place.in} capì quale strada prendere.', 'Nei viaggi aveva imparato a chiedere alla gente del posto, e {cname} trovò a chi chiedere.'] },
    programming: { label: 'la programmazione', intro: ['Amava la programmazione, e aveva programmato un robot per {place}.', 'Amava la programmazione, e {cname} provava tutte le sue invenzioni.'], helps: ['Programmò un robot minuscolo con quattro comandi semplici, e il robot trovò il passaggio nascosto {place.in}.', 'Ragionò come nella programmazione: dividere il problema in pezzi piccoli, e {cname} si occupò del primo.'] },
    magic: { label: 'la magia', intro: ['Adorava la magia, e {place.in} faceva giochi di prestigio sorprendenti.', 'Adorava la magia, e {cname} faceva da assistente in ogni numero.'], helps: ['Fece un gioco di magia con una moneta {place.in}, tutti risero e il gruppo ritrovò il coraggio.', 'Con un gioco di magia, distrasse tutti per un momento, e {cname} ne approfittò per passare.'] },
    theater: { label: 'il teatro', intro: ['Adorava il teatro, e {place.in} faceva voci buffe.', 'Adorava il teatro, e {cname} faceva sempre da pubblico.'], helps: ['Recitò il piano in una piccola scena di teatro, con le voci e tutto, e {place.in} ognuno capì che cosa fare.', 'Con un trucco di teatro, imitò una voce profonda, e {cname} non riusciva a smettere di ridere.'] },
  },
  traits: {
    alegre: { intro: ['Aveva una risata allegra che si sentiva in tutto {place}.', 'Aveva una risata allegra, e {cname} rideva sempre insieme.'], action: ['Con la solita allegria, diede coraggio al gruppo {place.in} e ripartirono.', 'Con una canzone allegra inventata su {cname}, tutti ritrovarono la voglia di continuare.'] },
    curioso: { intro: ['Aveva tanta curiosità e {place.in} chiedeva di tutto.', 'Aveva tanta curiosità, e {cname} sapeva già che chiedeva sempre perché.'], action: ['Per pura curiosità, guardò sotto <una pietra|un cespuglio|una foglia grande> {place.of}[3: che nessuno aveva mai spostato], e lì c’era la soluzione.', 'Per curiosità guardò proprio dove {cname} non aveva guardato, e <fu la mossa giusta|trovò la soluzione|ebbe ragione>[3:, anche se sembrava l’idea più improbabile].', '[1-:<Guardò bene|Cercò bene|Frugò> {place.in}: ecco la soluzione!][3:Con la solita curiosità, osservò con attenzione ogni particolare {place.of} e notò un dettaglio decisivo.]'] },
    valiente: { intro: ['Aveva un cuore coraggioso, e {place.in} lo sapevano tutti.', 'Aveva un cuore coraggioso, e vicino a quel cuore {cname} si sentiva al sicuro.'], action: ['<Con tanto coraggio|Con il cuore che batteva|Senza esitare>, fece il primo passo {place.in}[3:, senza lasciarsi scoraggiare dalle difficoltà].', 'Con coraggio, <passò avanti per mostrare a {cname} che si poteva fare|fece il primo passo, e {cname} venne dietro|disse a {cname}: «Vado prima io»>[3:, un passo prudente dopo l’altro].', '[1-:<Un bel respiro|Un sorriso|Un salto>, e via: avanti {place.in}!][2:Si fece coraggio, respirò profondamente e attraversò {place} con determinazione.]'] },
    inteligente: { intro: ['Pensava alle cose con calma e aveva idee furbissime, famose {place.in}.', 'Pensava alle cose con calma, e {cname} chiedeva sempre un’idea.'], action: ['Pensò con calma a tutto quello che sapevano {place.of} e trovò un’idea nuova.', 'Un’idea furba risolse il problema, e {cname} se la segnò per la volta dopo.'] },
    amistoso: { intro: ['Aveva un carattere amichevole e salutava tutti {place.in}.', 'Aveva un carattere amichevole, e così aveva conosciuto {cname}.'], action: ['Parlò con la gente {place.of} in modo amichevole, e qualcuno seppe aiutare.', 'Con belle parole, convinse tutti ad aiutare {cname}.'] },
    soñador: { intro: ['Aveva un animo sognatore e immaginava mondi nuovi oltre {place}.', 'Aveva un animo sognatore, e ogni mattina raccontava i suoi sogni a {cname}.'], action: ['Chiuse gli occhi, immaginò una via d’uscita {place.of} e la raccontò ad alta voce.', 'Immaginò un piano nuovo, e {cname} lo rese realtà.'] },
    travieso: { intro: ['Aveva un lato birichino, e {place.in} tutti conoscevano i suoi scherzi.', 'Aveva un lato birichino, e {cname} era complice di ogni scherzo.'], action: ['Con un’idea birichina, trovò {place.in} un passaggio che nessuno aveva visto.', 'Con uno scherzo birichino, fece ridere {cname}, e dalla risata nacque l’idea.'] },
    responsable: { intro: ['Aveva un grande senso di responsabilità, e {place.in} tutti si fidavano della sua parola.', 'Aveva un grande senso di responsabilità, e {cname} lo sapeva bene.'], action: ['Con senso di responsabilità, ricontrollò il piano due volte {place.in} prima di cominciare.', 'Con responsabilità, controllò che {cname} stesse bene prima di proseguire.'] },
    paciente: { intro: ['Aveva tanta pazienza, e {place.in} sapeva aspettare come nessun altro.', 'Aveva tanta pazienza, anche con la fretta di {cname}.'], action: ['Aspettò con pazienza {place.in} il momento giusto, e allora avanzò.', 'Con pazienza, lasciò che {cname} provasse con calma, e ce la fece.'] },
    aventurero: { intro: ['Aveva uno spirito avventuroso e conosceva ogni angolo {place.of}.', 'Aveva uno spirito avventuroso, proprio come {cname}.'], action: ['Con il suo spirito avventuroso, provò un sentiero nuovo {place.in}.', 'Con spirito avventuroso, seguì {cname} per una scorciatoia che nessuno aveva mai provato.'] },
  },
  genres: {
    adventure: {
      openings: ['Vicino {place.to} c’era un paesino con le case colorate.', 'Tutto intorno {place.to} c’erano montagne e fiumi[2:, e tanti sentieri da scoprire].'],
      places: [
        { noun: 'f:giungla verde', desc: ['Nella giungla verde c’erano alberi altissimi e <fiori enormi|liane lunghissime|foglie grandi come ombrelli>.', 'Nella giungla verde <le scimmie|gli scoiattoli|i pappagalli> saltavano di ramo in ramo[3: e facevano un gran chiasso].', 'Nella giungla verde l’aria era <calda e umida|densa e profumata|piena di ronzii>[3:, e ogni foglia gocciolava dopo la pioggia del mattino].', '~Le liane pendevano come <le corde di un circo gigante|spaghetti verdi|altalene per scimmie>.'] },
        { noun: 'f:valle dei falchi', desc: ['Nella valle dei falchi scorreva un <fiume|ruscello|torrente> di acqua limpida e fresca.', 'Nella valle dei falchi, <i falchi|le aquile|le poiane> giravano alti nel cielo[2: senza muovere le ali].', 'La valle dei falchi era <verde e silenziosa|ampia e luminosa|piena di sole>[3:, con l’erba che si piegava a ogni soffio di vento].', 'Sulla riva del fiume della valle c’erano <sassi lisci e rotondi|canne altissime|tronchi portati dalla corrente>.'] },
        { noun: 'f:grotta di cristallo', desc: ['Dentro la grotta di cristallo, <le pareti|le stalattiti|i sassi> brillavano di tanti colori.', 'Nella grotta di cristallo <ogni passo faceva un’eco lunga|gocce d’acqua cadevano piano dal soffitto|un laghetto rifletteva le pareti>.', 'La grotta di cristallo era <fresca|umida|silenziosa>, e dal soffitto cadevano gocce d’acqua[3: che suonavano come campanelli].', '~Le pietre della grotta sembravano <caramelle di luce|piccole lanterne|gelatine colorate>.'] },
        { noun: 'm:bosco di montagna', desc: ['Nel bosco di montagna, la neve scricchiolava sotto <i piedi|gli scarponi|ogni passo>.', 'Il bosco di montagna profumava di <resina e di funghi|muschio|fragoline>.', 'Nel bosco di montagna, <uno scoiattolo rosso|un gufo|un picchio> guardava dall’alto di un pino[3: con una pigna tra le zampe].', 'Tra i pini del bosco di montagna si vedeva <tutta la valle|un lago azzurro|un paesino lontano>.'] },
        { noun: 'm:porto vecchio', desc: ['Nel porto vecchio c’erano <barche di legno|vele colorate|reti stese al sole> e gabbiani.', 'Nel porto vecchio i pescatori <sistemavano le reti|scaricavano le casse|lavavano le barche>[2: e chiacchieravano a voce alta].', 'Nel porto vecchio <le onde battevano piano contro il molo[3:, con un ritmo lento e regolare]|un gatto dormiva su una cassa di pesce|una barca rossa dondolava legata al palo>.', 'Il porto vecchio profumava di <mare e di pane appena sfornato|sale e di alghe|pesce e di limoni>.'] },
      ],
      objects: ['f:mappa del tesoro', 'f:bussola dorata', 'm:baule piccolo', 'f:chiave di bronzo'],
      companions: ['m:pappagallo chiacchierone', 'f:capretta saltellante', 'm:cane esploratore'],
      helpers: [
        { noun: 'f:tartaruga saggia', help: ['La tartaruga saggia conosceva tutti i sentieri e ne indicò uno con la zampa.', 'La tartaruga saggia ascoltò {cname} e disse piano: «Seguite il fiume fino al grande sasso».', 'La tartaruga saggia tracciò una mappa nella sabbia, e {name} la ricopiò sul quaderno.'] },
        { noun: 'm:pescatore gentile', help: ['Il pescatore gentile prestò la sua barca per attraversare il fiume.', 'Il pescatore gentile lanciò una corda a {cname} e mostrò il passaggio più sicuro.', 'Il pescatore gentile conosceva {obj} e sapeva dove cercare.'] },
      ],
      lost: ['m:granchietto', 'm:cucciolo di foca', 'm:pulcino di gabbiano'],
      obstacles: [
        'Un ponte di corde dondolava sopra l’acqua[3:, e in mezzo mancavano due assi].',
        'Un <albero caduto|grosso tronco|masso enorme> bloccava il sentiero[2: da una parte all’altra].',
        'All’improvviso scese la nebbia[3: e non si vedeva più la strada].',
        'Il sentiero saliva su un pendio di sassi che rotolavano[2: a ogni passo].',
        'Una cascata nascondeva l’ingresso di una caverna[3:, e l’acqua cadeva con un rombo continuo].',
        'Un ruscello si era gonfiato con la pioggia[3: e i sassi per attraversarlo erano sott’acqua].',
        'Un muro di <rovi|sassi|tronchi> chiudeva il passaggio[2:, alto e difficile da saltare].',
        'La mappa aveva una macchia proprio dove doveva esserci la strada.',
      ],
      clues: ['Nel fango c’erano piccole impronte che andavano verso {place2}.', 'Un nastro rosso pendeva da un ramo[3:, legato con un nodo da marinaio].', 'Qualcuno aveva disegnato una freccia su una roccia.'],
      problems: ['Il faro del porto era rimasto senza luce.', 'Il ponte del paese aveva bisogno di un pezzo nuovo.'],
      titles: ['{cname}, {obj} e la strada {place.of}', 'Un lungo viaggio {place.to} per {obj}', '{cname} e {obj}', 'In viaggio verso {place} con {cname}', '{obj}, oltre {place}', 'Il sentiero {place.of} e {obj}', '{cname} e la strada per {place}', 'La spedizione di {cname} {place.to}', 'Zaino in spalla: {cname} e {obj}', 'Una mappa, {cname} e {place}', 'Oltre il ponte {place.of} con {cname}'],
    },
    fantasy: {
      openings: ['In un regno lontano, oltre {place}, vivevano fate, draghi e folletti.', 'Tanto tempo fa, in una terra magica, c’era {place}.'],
      places: [
        { noun: 'm:bosco incantato', desc: ['Nel bosco incantato, <i fiori|i ruscelli|le foglie> cantavano sottovoce.', 'Nel bosco incantato, le foglie erano <d’oro e d’argento|di tutti i colori|trasparenti come vetro>.', 'Nel bosco incantato <i funghi|le foglie|i fiori> si illuminavano al passaggio di chiunque[3:, come piccole lanterne accese].', '~Gli alberi del bosco incantato sembravano <giganti addormentati|nonni con la barba|guardiani di muschio>.'] },
        { noun: 'f:torre delle nuvole', desc: ['Nella torre delle nuvole c’era una scala <a chiocciola lunghissima|di vetro|di nuvola soffice>.', 'In cima alla torre delle nuvole c’era una finestra <rotonda|a forma di stella|piccolissima>[2: da cui si vedeva tutto il regno].', 'Nella torre delle nuvole il vento soffiava leggero e profumava di <pioggia|zucchero filato|fiori>.', '~La torre delle nuvole era così alta che <toccava il cielo|faceva il solletico alla luna|parlava con le stelle>.'] },
        { noun: 'm:castello di ghiaccio', desc: ['Il castello di ghiaccio brillava sotto <la luna|il sole|le stelle>.', 'Nel castello di ghiaccio, <i pavimenti|i gradini|i soffitti> erano lisci e trasparenti.', 'Nel castello di ghiaccio c’erano stanze <blu|bianche|azzurre>[3: piene di statue di neve].', '~I muri del castello di ghiaccio erano come <specchi magici|vetri di caramella|acqua ferma>.'] },
        { noun: 'm:giardino dei folletti', desc: ['Nel giardino dei folletti crescevano <funghi colorati|zucche minuscole|fiori a campanella>.', 'Nel giardino dei folletti c’erano casette minuscole con le porte <rosse|gialle|a forma di fungo>.', 'Nel giardino dei folletti l’erba era <morbida|altissima|profumata>[3: e piena di fiorellini che si chiudevano la sera].', 'I folletti del giardino <curavano ogni fiore con tanto amore|annaffiavano le lattughe|contavano le fragole>.'] },
        { noun: 'f:valle dell’arcobaleno', desc: ['Nella valle dell’arcobaleno ogni passo <cambiava colore|faceva un suono diverso|lasciava un’impronta luccicante>.', 'Nella valle dell’arcobaleno scorreva un <ruscello|fiumiciattolo|torrente> di sette colori.', 'Nella valle dell’arcobaleno <i sassi erano lisci e di tutti i colori[2:, dal rosso al viola]|le farfalle avevano ali a strisce|l’erba profumava di menta>.', 'La valle dell’arcobaleno era piena di <farfalle e di fiori|colori e di canti|ruscelli e di fragole>.'] },
      ],
      objects: ['f:bacchetta di stelle', 'f:corona di fiori', 'm:libro degli incantesimi', 'f:perla magica'],
      companions: ['m:draghetto', 'f:fatina', 'm:piccolo unicorno'],
      helpers: [
        { noun: 'm:vecchio gufo', help: ['Il vecchio gufo aprì i suoi grandi occhi e <raccontò un segreto antichissimo|indicò con l’ala una stella|parlò di un passaggio nascosto>.', 'Il vecchio gufo volò davanti a {cname} e indicò la strada con un’ala.', 'Il vecchio gufo sapeva tutto {obj.of} e lo spiegò con voce profonda.'] },
        { noun: 'f:regina delle fate', help: ['La regina delle fate sorrise e regalò una scintilla di luce per il cammino.', 'La regina delle fate toccò con la bacchetta il naso di {cname}, e il sentiero si illuminò.', 'La regina delle fate raccontò che {obj} aveva lasciato una traccia di polvere d’oro.'] },
      ],
      lost: ['m:folletto minuscolo', 'm:draghetto appena nato', 'm:cucciolo di unicorno'],
      obstacles: [
        '<Una porta di pietra chiedeva una parola d’ordine[3: scritta in una lingua antica]|Un ponte levatoio era alzato|Un cancello dorato era chiuso con un lucchetto di fiori>.',
        '<Dei rampicanti magici|Dei rovi incantati|Dei rami dormiglioni> si chiudevano ogni volta che qualcuno si avvicinava.',
        'Il sentiero si divideva in <sette|cinque|nove> stradine tutte uguali[2:, e solo una era quella giusta].',
        'Un troll dormiva di traverso sul ponte[3:, e russava così forte che le assi tremavano].',
        '<Una nuvola bassa si era posata sul sentiero[2: e non lasciava vedere niente]|Una pozzanghera enorme tagliava il sentiero|Una siepe di rovi chiudeva il prato>.',
        'Delle <scale di cristallo|scalette d’argento|scale di vetro colorato> salivano e scendevano da sole[3~:, come se giocassero a nascondino].',
        '<I fiori che cantavano erano rimasti muti[3:, e senza la loro canzone il sentiero non si apriva]|Le lucciole del sentiero si erano spente|La fontana dei desideri si era asciugata>.',
        'Un fiume di <caramello liquido|cioccolata calda|miele dorato> tagliava la strada[2:, appiccicoso e lentissimo].',
      ],
      clues: ['Sulle foglie c’era polvere di fata, che brillava in fila verso {place2}.', 'Una piuma dorata galleggiava nell’aria[3: e non cadeva mai].', 'Un fungo si illuminò al loro passaggio[2:, e poi un altro più in là].'],
      problems: ['Le fate non potevano più volare, perché il vento magico si era fermato.', 'Il castello aveva perso tutti i suoi colori.'],
      titles: ['{obj} e la magia {place.of}', 'Il desiderio di {cname} {place.in}', '{cname} e {obj}', 'L’incantesimo {place.of} e {obj}', 'La magia di {cname} {place.in}', 'Un desiderio per {cname}: {obj}', 'Il segreto di {cname} {place.in}', '{obj}, oltre {place}', 'Una scintilla per {cname} e {obj}', 'Il regno {place.of} e {cname}', 'Le ali di {cname} sopra {place}'],
    },
    mystery: {
      openings: ['Nel quartiere di {name} c’erano tanti vicini curiosi, e tutti conoscevano {place}.', 'Tutto cominciò in un pomeriggio tranquillo, vicino {place.to}.'],
      places: [
        { noun: 'f:biblioteca antica', desc: ['La biblioteca antica aveva scaffali pieni di <libri polverosi|mappe arrotolate|enciclopedie giganti>.', 'Nella biblioteca antica c’era una scala <di legno con le rotelle|a chiocciola|altissima>.', 'Nella biblioteca antica, una lampada <verde|gialla|antica> illuminava un grande tavolo[3: coperto di mappe e di fogli ingialliti].', 'Nella biblioteca antica si sentiva <il tic tac di un orologio|il fruscio delle pagine|lo scricchiolio del pavimento>.'] },
        { noun: 'm:museo del paese', desc: ['Nel museo del paese c’erano <scheletri di dinosauro|monete antiche|armature lucide> e quadri enormi.', 'Nel museo del paese c’era una vetrina piena di <monete antiche|chiavi di ogni forma|conchiglie rare>.', 'Nel museo del paese il pavimento di <marmo|legno|pietra> faceva rumore a ogni passo[3: e rimbombava nelle sale].', 'Il museo del paese aveva <corridoi lunghi e silenziosi|sale alte e luminose|una scala di marmo>.'] },
        { noun: 'f:soffitta della nonna', desc: ['Nella soffitta della nonna c’erano <bauli vecchi|valigie di cuoio|armadi polverosi> e <cappelli buffi|bambole di pezza|vecchie foto>.', 'Nella soffitta della nonna c’era <un vecchio cavallo a dondolo|un grammofono con la tromba dorata|una scatola piena di bottoni>.', 'Nella soffitta della nonna la luce entrava da una finestrella <tonda|piccolina|con le tendine>[3: e faceva ballare la polvere nell’aria].', '~La soffitta della nonna custodiva ricordi come <uno scrigno del tesoro|un grande album di foto|un diario segreto>.'] },
        { noun: 'f:stazione dei treni', desc: ['Alla stazione dei treni, <gli orologi segnavano l’ora esatta|il capotreno fischiava forte|un treno rosso stava partendo>.', 'Alla stazione dei treni, <un altoparlante annunciava i treni in partenza|un cagnolino aspettava il padrone|un signore vendeva giornali>.', 'Alla stazione dei treni <c’erano valigie, biglietti e tanta gente di corsa|un trenino rosso aspettava sul binario due|il capostazione fischiava con un fischietto dorato>.', 'La stazione dei treni profumava di <cioccolata calda|cornetti appena sfornati|caffè e pioggia>.'] },
        { noun: 'm:parco grande', desc: ['Nel parco grande c’erano panchine, <fontane|altalene|aiuole fiorite> e anatre.', 'Nel parco grande, i bambini giocavano <con gli aquiloni|a campana|con le bolle di sapone>.', 'Nel parco grande c’era un chiosco che vendeva <gelati|zucchero filato|ghiaccioli>[2: di ogni gusto].', '<Le altalene|Le foglie|Gli aquiloni> del parco grande si muovevano con il vento.'] },
      ],
      objects: ['m:orologio d’oro', 'f:lente d’ingrandimento', 'm:quaderno segreto', 'f:medaglia del concorso'],
      companions: ['m:gatto furbo', 'f:cagnolina annusona', 'm:topolino attento'],
      helpers: [
        { noun: 'f:bibliotecaria attenta', help: ['La bibliotecaria attenta ricordò chi era passato di lì e raccontò tutto.', 'La bibliotecaria attenta aprì un vecchio registro e trovò il nome che mancava.', 'La bibliotecaria attenta mostrò a {cname} una foto di quella mattina.'] },
        { noun: 'm:vicino del quinto piano', help: ['Il vicino del quinto piano aveva visto qualcosa dalla finestra e lo spiegò con calma.', 'Il vicino del quinto piano prestò a {cname} il suo binocolo.', 'Il vicino del quinto piano ricordò un rumore strano vicino {place.to}.'] },
      ],
      lost: ['m:gattino dei vicini', 'm:canarino della portinaia', 'm:criceto della classe'],
      obstacles: [
        'La porta della stanza accanto era chiusa a chiave[3: e la chiave non si trovava].',
        'Le impronte si mescolavano con altre[2:, ed era difficile capire quali fossero quelle giuste].',
        'Due vicini raccontavano la stessa storia in due modi diversi.',
        '<Una scala scricchiolava così tanto che era impossibile salire senza fare rumore|Una porta era incastrata e non si apriva|Uno scaffale bloccava il corridoio>.',
        'L’orologio della torre si era fermato alle cinque in punto.',
      ],
      clues: [
        'Per terra c’era una briciola di biscotto alla cannella.',
        'Qualcuno aveva lasciato <un’impronta di vernice blu|un po’ di farina|una piccola piuma> sulla maniglia.',
        'Vicino alla finestra c’era <una piuma grigia[3:, troppo grande per essere di un passero]|un’impronta di scarpa|un bottone dorato>.',
        'Nella polvere c’era <un segno rotondo|un’impronta di scarpa|una piuma bianca>[2: di qualcosa che era rimasto lì a lungo].',
        'Un foglietto piegato diceva, con una scrittura da bambino: «Domani alle cinque».',
        'C’era una scia di sabbia fine che portava {place2.to}.',
        'Un ciuffo di pelo arancione era rimasto impigliato a un chiodo.',
      ],
      problems: ['Ogni notte spariva un biscotto dal barattolo della panetteria.', 'Qualcuno spostava i libri della biblioteca.'],
      titles: ['Chi ha visto {obj} {place.in}?', 'Un indizio {place.in} per {cname}', 'Il mistero {obj.of} {place.in}', 'La pista di {cname} e {obj}', 'Chi ha preso {obj}, {cname}?', 'Il caso {obj.of}, {place.in}', '{cname} e l’enigma {place.of}', 'Gli indizi di {cname} {place.in}', 'Chi ha spostato {obj}?', 'Una lente per {cname} {place.in}', 'Il caso {place.of} e {cname}'],
    },
    'science-fiction': {
      openings: ['Nell’anno tremila, la gente viveva in città che galleggiavano vicino {place.to}.', 'Lontano dalla Terra, in una galassia tranquilla, c’era {place}.'],
      places: [
        { noun: 'f:stazione spaziale', desc: ['Nella stazione spaziale, le luci <blu|verdi|rosse> lampeggiavano senza sosta.', 'Nella stazione spaziale tutti camminavano con <gli stivali magnetici|le scarpe a ventosa|i piedi per aria>.', 'Nella stazione spaziale c’era una serra con <pomodori e fragole|insalata e piselli|limoni e basilico>[3: che crescevano senza terra].', 'Dagli oblò della stazione spaziale si vedevano <pianeti colorati|comete luminose|stelle lontane>.'] },
        { noun: 'f:base lunare', desc: ['Nella base lunare, l’erba delle serre era <lilla e morbida|azzurra e profumata|argentata>.', 'Nella base lunare, dalle finestre si vedeva <la Terra, tonda e azzurra|il Sole che sorgeva|una cometa lontana>.', 'Nella base lunare c’erano <tute bianche|giacche d’argento|tute di ricambio> appese in fila[3:, pronte per le passeggiate].', '~Sopra la base lunare, <tre|due|quattro> lune brillavano come lanterne.'] },
        { noun: 'm:laboratorio dei robot', desc: ['Nel laboratorio dei robot c’erano <viti, cavi e schermi|ingranaggi, molle e lucine|banchi pieni di fili>.', 'Nel laboratorio dei robot, un braccio meccanico preparava <tè caldo|frullati di frutta|biscotti al cioccolato>.', 'Nel laboratorio dei robot c’era <un robot aspirapolvere che girava in tondo|un robottino che contava le viti ad alta voce|un robot cuoco che faceva frittelle quadrate>[2: senza fermarsi mai].', 'I robot del laboratorio salutavano con <le braccia di metallo|le pinze|le antenne luminose>.'] },
        { noun: 'm:cratere lunare', desc: ['Il cratere lunare era <rotondo e profondo|largo e silenzioso|grigio e pieno di sassi>.', 'Nel cratere lunare, la polvere <grigia|argentata|leggerissima> restava sospesa a lungo.', 'Nel cratere lunare c’erano impronte di <stivali|ruote|robot> di tutte le misure.', 'Nel cratere lunare, ogni salto era lento e <lunghissimo|altissimo|divertentissimo>.'] },
        { noun: 'f:astronave madre', desc: ['Dentro l’astronave madre c’erano <giardini e fontane|serre piene di fiori|una piscina e uno scivolo>.', 'Nell’astronave madre, i corridoi erano <bianchi e lucidi|lunghi e silenziosi|pieni di lucine>.', 'Nell’astronave madre c’era una sala con un <grande schermo|enorme oblò|tavolo luminoso>[3: che mostrava la rotta tra le stelle].', '~L’astronave madre era grande come <una città|una montagna|cento campi da calcio>.'] },
      ],
      objects: ['m:chip di energia', 'f:antenna dorata', 'f:mappa delle stelle', 'f:batteria blu'],
      companions: ['m:robottino', 'f:cagnolina robot', 'm:alieno simpatico'],
      helpers: [
        { noun: 'f:capitana della nave', help: ['La capitana della nave accese la radio e <spiegò come riparare tutto|dettò i numeri che servivano|li guidò passo passo>.', 'La capitana della nave mostrò a {cname} il pulsante giusto sul pannello.', 'La capitana della nave calcolò la rotta fino {place.to} in un attimo.'] },
        { noun: 'm:computer centrale', help: ['Il computer centrale mostrò sullo schermo <la strada più corta|una mappa con una freccia verde|la porta da aprire>.', 'Il computer centrale accese una freccia luminosa per {cname}.', 'Il computer centrale trovò {obj} su una mappa in tre dimensioni.'] },
      ],
      lost: ['m:robot delle pulizie', 'm:satellite bambino', 'm:cucciolo di alieno'],
      obstacles: [
        '<Una pioggia di polvere di stelle coprì gli oblò[3: e i sensori smisero di vedere]|Una cometa passò vicinissima e fece tremare la nave|Tutti gli schermi si spensero insieme>.',
        '<La gravità cambiò all’improvviso[2:, e tutto cominciò a galleggiare nel corridoio]|Tutte le luci si spensero di colpo|Una porta scorrevole si chiuse davanti a loro>.',
        'Un portellone chiedeva un codice di <quattro numeri|tre colori|cinque suoni>.',
        'Il razzo perse il segnale passando dietro <una luna|un grosso asteroide|un pianeta rosso>.',
        'Un campo di <piccoli asteroidi|sassi ghiacciati|polvere e sassolini> girava piano davanti alla nave.',
        '<L’ascensore della stazione si fermò tra due piani|Una cometa passò vicinissima|Tutti gli schermi si spensero insieme>.',
        'Un robot di servizio <ripeteva «accesso negato»[3: senza sosta]|si era addormentato in mezzo al corridoio|lucidava sempre la stessa porta>.',
      ],
      clues: ['Un bip leggero arrivava da {place2}.', 'Lo schermo mostrava un puntino verde che lampeggiava.', 'Sul pavimento di metallo c’era il segno di rotelle minuscole.'],
      problems: ['I giardini della nave si stavano seccando perché l’innaffiatore automatico non funzionava.', 'La stazione aveva bisogno di più energia per accendere le luci della notte.'],
      titles: ['Alla ricerca {obj.of} {place.in}', 'Conto alla rovescia {place.in} con {cname}', '{cname} e {obj}', 'Missione {place.to}: {obj}', 'Verso le stelle con {cname} e {obj}', 'Il segnale {place.of} e {cname}', '{cname} in orbita {place.in}', 'Un viaggio {place.to} con {cname}', 'Tre, due, uno: {cname} e {obj}', 'Il pianeta di {cname} e {obj}', 'Un segnale dalle stelle per {cname}'],
    },
    comedy: {
      openings: ['In un paese molto buffo, vicino {place.to}, succedevano sempre cose strane.', 'Vicino {place.to} viveva gente simpaticissima e un po’ distratta.'],
      places: [
        { noun: 'm:mercato', desc: ['Al mercato c’erano <pomodori giganti|zucche enormi|angurie rotonde> e formaggi che profumavano tanto.', 'Al mercato, un venditore di <palloncini|frutta|formaggi> cantava una canzone stonata.', 'Al mercato c’erano cesti di <mele, pere e ciliegie|arance e limoni|pesche e albicocche>[2: in pile altissime].', 'I venditori del mercato <annunciavano i prezzi ad alta voce|offrivano ciliegie da assaggiare|cantavano per farsi sentire>.'] },
        { noun: 'f:pasticceria', desc: ['La pasticceria profumava di <cannella e zucchero|burro e vaniglia|cioccolato caldo>.', 'Nella pasticceria, il pasticciere aveva <il cappello|il naso|il grembiule> tutto sporco di farina.', 'Nella pasticceria c’era una vetrina piena di <bignè|cannoli|biscotti>[3: alla crema e al cioccolato].', 'Nella pasticceria c’erano torte a <tre|quattro|cinque> piani.'] },
        { noun: 'm:circo', desc: ['Nel circo c’erano pagliacci con <scarpe enormi|nasi rossi|parrucche colorate>.', 'Nel circo, <un elefante giocava a palla con la proboscide|una foca faceva girare un pallone|un cavallo bianco ballava>.', 'Nel circo c’era un’altalena <altissima|dorata|lunghissima>[3: da cui gli acrobati volavano da una parte all’altra].', 'Il tendone del circo aveva strisce <rosse e bianche|gialle e blu|verdi e arancioni>.'] },
        { noun: 'f:fattoria', desc: ['Nella fattoria, <le galline|le oche|i pulcini> correvano di qua e di là.', 'Nella fattoria c’era <un trattore rosso con le ruote enormi|un fienile pieno di balle di paglia|un asinello che ragliava a ogni saluto>.', 'Nella fattoria, un <maialino|vitellino|cagnolino> faceva il bagno nel fango[2: tutto contento].', 'La mucca della fattoria muggiva ogni volta che qualcuno <starnutiva|rideva|batteva le mani>.'] },
        { noun: 'f:piazza grande', desc: ['Nella piazza grande c’era una fontana con <pesci arancioni|rane di pietra|piccioni che facevano il bagno>.', 'Nella piazza grande, <un vecchio organetto|un violinista|un suonatore di fisarmonica> suonava musica allegra.', 'Nella piazza grande c’era <la torre dell’orologio|il campanile|una torre antica>[3:, con un cuculo che usciva ogni ora].', 'La piazza grande era piena di <palloncini|festoni|coriandoli> colorati.'] },
      ],
      objects: ['m:cappello del sindaco', 'f:torta di compleanno', 'm:calzino fortunato', 'f:trombetta dorata'],
      companions: ['m:cane distratto', 'f:gallina chiacchierona', 'm:papero ballerino'],
      helpers: [
        { noun: 'm:pagliaccio', help: ['Il pagliaccio fece <una capriola|una ruota|un inchino buffo> e indicò, senza volerlo, il posto giusto.', 'Il pagliaccio tirò fuori dal cappello una mappa, e {cname} la lesse ad alta voce.', 'Il pagliaccio suonò la trombetta e tutti, finalmente, fecero silenzio per ascoltare.'] },
        { noun: 'f:fornaia', help: ['La fornaia rise e disse di aver visto una cosa stranissima sul tetto.', 'La fornaia regalò a {cname} un cornetto e un consiglio prezioso.', 'La fornaia aveva visto passare {obj} su un carretto, e lo raccontò ridendo.'] },
      ],
      lost: ['m:maialino con il papillon', 'm:palloncino a elio', 'm:agnellino saltellante'],
      obstacles: [
        '<Un gregge di pecore|Una famiglia di anatre|Un gruppo di tartarughe> decise di attraversare la strada proprio in quel momento[2:, lentissimo e senza nessuna fretta].',
        'Una carriola piena di <arance|meloni|palloni colorati> si rovesciò[3: e tutto rotolò giù per la strada].',
        '<Il pavimento era appena stato lavato[2: e tutti scivolavano come su una pista di ghiaccio]|Un tombino era aperto in mezzo alla strada|Una fila di bancarelle chiudeva la piazza>.',
        '<Una banda musicale|Un coro di bambini|Un signore con un tamburo> provava così forte che nessuno sentiva niente.',
        'Un <palloncino enorme|ombrello rosso|cappello volante> si impigliò nel lampione[3: e coprì il cartello della strada].',
        '<Qualcuno aveva scambiato i cartelli[2:, e quello della panetteria indicava il fiume]|Qualcuno aveva dipinto tutte le porte dello stesso colore|Un cane era scappato con la mappa del quartiere>.',
        '<Un gallo|Un gatto|Un pappagallo> si arrampicò sulla testa della statua e non voleva più scendere.',
      ],
      clues: ['Una scia di farina andava verso {place2}.', 'Qualcuno aveva lasciato un biglietto con una lista della spesa scritta al contrario.', 'In lontananza si sentiva una trombetta stonata.'],
      problems: ['La festa del paese cominciava tra un’ora e {obj} non si trovava.', 'C’era la gara delle torte e il forno del paese si era rotto.'],
      titles: ['Che pasticcio {place.in} con {obj}!', '{cname} e {obj} sottosopra', '{cname} e {obj}', 'Pasticci {place.in} con {cname}', 'Che confusione {place.in}!', 'La distrazione di {cname} e {obj}', 'Una giornata sottosopra {place.in}', 'Dov’è {obj}, {cname}?', 'Che giornata {place.in}, {cname}!', '{cname} e {obj} a gambe all’aria', 'Un pasticcio di {cname} {place.in}'],
    },
    fable: {
      openings: ['Intorno {place.to} vivevano tanti animali che parlavano tra loro.', 'Tanto tempo fa, {place.in}, gli animali si riunivano ogni sera.'],
      places: [
        { noun: 'm:bosco delle querce', desc: ['Nel bosco delle querce, <gli scoiattoli nascondevano le ghiande|un picchio bussava su un tronco|i funghi spuntavano tra le foglie>.', 'Nel bosco delle querce c’era un tronco cavo dove dormiva <un ghiro|un riccio|una civetta>.', 'Nel bosco delle querce il terreno era coperto di <foglie secche|ghiande|muschio soffice>[3: che frusciavano a ogni passo].', 'Il bosco delle querce faceva <un’ombra fresca|un gran fruscio|un profumo di muschio>.'] },
        { noun: 'm:prato fiorito', desc: ['Il prato fiorito era pieno di <margherite|papaveri|denti di leone>.', 'Nel prato fiorito, <le farfalle|le api|le coccinelle> volavano di fiore in fiore.', 'Nel prato fiorito l’erba era <alta|morbida|verdissima>[2: e nascondeva grilli canterini].', 'Nel prato fiorito ronzavano <le api|i calabroni|tanti insetti>.'] },
        { noun: 'm:laghetto', desc: ['Nel laghetto vivevano rane che gracidavano <al tramonto|dopo la pioggia|tutte insieme>.', 'Nel laghetto nuotava una famiglia di <anatre|cigni|oche> in fila.', 'Nel laghetto c’erano <ninfee larghe|fiori di loto|canne alte>[3:, e sopra una ninfea dormiva una rana].', 'L’acqua del laghetto era <calma e limpida|verde e tranquilla|piena di pesciolini>.'] },
        { noun: 'm:frutteto', desc: ['Nel frutteto, <le mele rosse|le pere gialle|le ciliegie mature> pendevano dai rami.', 'Nel frutteto le api volavano tra i fiori di <pesco|melo|ciliegio>.', 'Nel frutteto c’era una scala di legno appoggiata a un <ciliegio|melo|pero>.', 'Nel frutteto soffiava un vento <leggero|tiepido|che sapeva di mele>.'] },
        { noun: 'f:tana', desc: ['La tana era piccola, <morbida e calda|buia e accogliente|asciutta e tranquilla>.', 'Nella tana c’era un letto di <muschio e di piume|foglie morbide|lana e paglia>.', 'Nella tana, <una lucciola|una candelina|un fungo luminoso> faceva un po’ di luce[3: e disegnava cerchi sul soffitto di terra].', 'Nella tana c’era profumo di <terra e di foglie secche|muschio|funghi e castagne>.'] },
      ],
      objects: ['f:ghianda d’oro', 'f:campana del bosco', 'm:favo di miele', 'm:seme magico'],
      companions: ['f:volpe', 'm:scoiattolo', 'm:coniglio'],
      helpers: [
        { noun: 'f:tartaruga anziana', help: ['La tartaruga anziana parlò piano e <diede un consiglio molto saggio|ricordò che le scorciatoie a volte erano trappole|consigliò di seguire il ruscello fino al grande salice>.', 'La tartaruga anziana ricordò dove si nascondeva {obj} ai suoi tempi.', 'La tartaruga anziana fece salire {cname} sul suo guscio per il tratto più difficile.'] },
        { noun: 'm:grande orso', help: ['Il grande orso sollevò il tronco pesante con le sue zampe forti.', 'Il grande orso prese {cname} sulle spalle per guardare lontano.', 'Il grande orso annusò l’aria e trovò la pista {obj.of}.'] },
      ],
      lost: ['m:riccio piccolo', 'm:anatroccolo', 'm:topolino di campagna'],
      obstacles: [
        'Il fiume si era <ingrossato|gonfiato con la pioggia|allargato>[2: e i sassi per attraversarlo erano molto lontani l’uno dall’altro].',
        'Una lepre molto superba non lasciava passare nessuno <sulla sua strada|sul ponte di tronchi|senza prima fare una gara>.',
        '<Il vento aveva fatto cadere un nido[3:, e gli uccellini pigolavano senza sosta]|Un cerbiatto era rimasto impigliato nei rovi|Uno scoiattolo non riusciva a scendere da un ramo rotto>.',
        'Il sentiero era coperto di <fango scivoloso|foglie bagnate|sassi che rotolavano>.',
        'Le formiche trasportavano <una foglia enorme|una fragola intera|un rametto lunghissimo> e bloccavano il sentiero.',
        '<Un tronco cavo era l’unico passaggio[2:, e dentro era pieno di ragnatele]|Un ruscello aveva allagato il sentiero|Un albero caduto sbarrava la strada>.',
      ],
      clues: ['C’erano piume di gufo vicino al vecchio tronco.', 'Sulla riva si vedevano impronte di anatra.', 'Qualcuno aveva lasciato gusci di noce in fila.'],
      problems: ['Il laghetto stava restando senz’acqua.', 'Gli animali discutevano su chi dovesse custodire il cibo per l’inverno.'],
      titles: ['La lezione {obj.of} {place.in}', '{cname}, {obj} e gli animali {place.of}', '{cname} e la lezione {place.of}', 'La storia {obj.of} e {cname}', 'Gli animali {place.of} e {obj}', 'Quello che imparò {cname} {place.in}', 'Il consiglio {place.of} su {obj}', '{cname} e {obj}', 'Come {cname} trovò {obj}', 'Una lezione {place.in} per {cname}', 'Un dono per {cname}: {obj}'],
    },
  },
  shapes: {
    quest: {
      start: ['Quella mattina arrivò una notizia: senza {obj}, nessuno avrebbe potuto attraversare la valle.|{name} <si offrì di partire alla ricerca|decise di andare a cercarlo|preparò lo zaino per partire>[2:, anche se la strada era lunga].', 'La mappa del nonno segnava dove si trovava {obj}, lontano, oltre {place2}.|{name} preparò lo zaino[3: con l’acqua, una torcia e una corda] e partì con {cname}.', '{obj} si trovava dall’altra parte delle montagne[2:, e il paese ne aveva bisogno per la festa].|{name} e {cname} decisero di partire subito.'],
      step: ['Da {place} mancava un po’ meno all’arrivo.', '<Segnarono {place} sulla mappa|Cerchiarono {place} sulla mappa|Misero una crocetta su {place}>[3: con una piccola croce].', 'Oltre {place}, <il sentiero continuava|li aspettava un nuovo sentiero|un ponticello portava più avanti>[2:, sempre più stretto].', '{cname} contò i passi che mancavano fino a {place2}.', 'Da {place} si vedeva già {place2}.'],
      low: ['<Quando erano ormai vicini|A pochi passi dall’arrivo|Proprio sul più bello>, il sentiero finì all’improvviso[3: <sull’orlo di un burrone|davanti a un fiume senza ponte|contro un muro di rocce>].|<Per un momento nessuno seppe che cosa fare|Si guardarono senza sapere che fare|Per un po’ nessuno disse niente>.', '<Si fece tardi|Il sole calava|Arrivò la sera> e le gambe pesavano tanto.|{name} si sedette <su un sasso|su un tronco|sul bordo del sentiero> a pensare[2: a tutta la strada fatta].', 'Dopo {place}, la strada si perdeva tra i cespugli.|{cname} si guardò intorno senza capire da che parte andare.'],
      turn: ['Allora {cname} ebbe un’idea: guardare la mappa al contrario.', 'Allora si ricordarono di <una cosa vista lungo la strada|un dettaglio notato prima|un rumore sentito per strada>[3:, che adesso aveva un senso].', 'Allora {name} salì su <un sasso alto|un albero|una collinetta> e vide la strada giusta.'],
      climax: ['Finalmente trovarono {obj}[2:, in mezzo a due rocce coperte di muschio].|{name} allungò le mani <con delicatezza|piano piano|con tanta cura>[2~:, come per toccare una cosa di vetro].', 'Ecco {obj}, che aspettava proprio lì.|{cname} fece un salto di gioia.', 'Dietro l’ultimo cespuglio c’era {obj}.|{name} e {cname} si guardarono con un sorriso enorme.'],
      end: ['La strada del ritorno sembrò corta a {cname}[3:, perché ormai sapevano da che parte andare].', 'In paese li accolsero con gli applausi[2: e una merenda enorme], e {obj} tornò al suo posto.'],
      titles: ['{cname} alla ricerca {obj.of}', 'La lunga strada verso {place2} con {cname}', 'Il grande viaggio di {cname} per {obj}', 'Fino {place2.to} per {obj}'],
    },
    mystery: {
      start: ['Una mattina, {obj} non era più al suo posto.|<Nessuno sapeva che cosa fosse successo|Tutti si facevano domande|Ognuno cercava per conto suo>[3:, e ognuno aveva un’idea diversa].', 'Qualcuno aveva spostato {obj} durante la notte.|{name} <tirò fuori un quaderno per segnare tutto quello che avrebbero visto|prese una lente e una matita|decise di indagare>.', 'Quando {cname} arrivò {place2.to}, {obj} era sparito.|Al suo posto c’era soltanto <un’impronta piccola piccola|una piuma grigia|un biglietto con un punto interrogativo>.', 'La sera prima {obj} era lì, e la mattina dopo non c’era più.|{name} e {cname} decisero di scoprire che cosa fosse successo.'],
      step: ['{name} segnò sul quaderno quello che avevano <visto|sentito|trovato> {place.in}.', 'Con quello che avevano trovato {place.in}, c’era <un indizio in più|una nuova pista|un pezzo del puzzle in più>.', '{cname} ripassò ad alta voce tutto quello che sapevano {obj.of}.', '<La lista degli indizi su {obj} cresceva[2: e cominciava a disegnare una forma]|Il quaderno degli indizi su {obj} si riempiva|Ne sapevano sempre di più su {obj}>.', '{cname} annusò ogni angolo {place.of} alla ricerca di tracce.', 'Anche {place} aveva qualcosa da raccontare su {obj}.'],
      low: ['All’inizio pensarono che fosse colpa del <gatto dei vicini|cane del fornaio|pappagallo della maestra>.|Ma l’animale aveva dormito tutta la notte <nella sua cesta|sul divano|accanto al camino>[3:, e lo sapeva tutto il quartiere].', '<Gli indizi non andavano d’accordo tra loro|Nessuna pista portava da qualche parte|Ogni pista finiva contro un muro>[2:, per quanto ci pensassero].|{name} chiuse il quaderno e <sospirò|guardò fuori dalla finestra|si grattò la testa>.', 'Seguirono una pista fino {place2.to}, ma era quella sbagliata.|{cname} si lasciò cadere a terra, senza più idee.'],
      turn: ['Allora {name} mise tutti gli indizi[3: su una sola pagina] e <vide tutto chiaro|capì ogni cosa|sorrise>.', 'Allora {cname} notò un dettaglio che era sfuggito a tutti.', 'Allora {name} rilesse il quaderno dall’inizio, e un indizio su {obj} cambiò tutto.'],
      climax: ['Gli indizi portavano {obj.to}[2:: le impronte, la briciola e il segno nella polvere raccontavano la stessa storia].|{obj} era proprio dove gli indizi indicavano, al sicuro.', 'Seguendo gli indizi, trovarono {obj} nell’ultimo posto rimasto.|Il mistero {obj.of} aveva una spiegazione semplice.', 'In fondo a un cassetto {place2.of} c’era {obj}.|{cname} rise: bastava guardare meglio!'],
      end: ['Il caso {obj.of} era risolto[3:, e tutto il quartiere volle sapere come ci erano arrivati].', 'Quel pomeriggio, {name} raccontò il caso {obj.of} a tutti[2:, indizio per indizio].'],
      titles: ['{cname} e il caso {obj.of}', 'Tre indizi per {cname} {place.in}', 'Il segreto meglio custodito {place.of}', '{obj} e gli indizi di {cname}'],
    },
    journeyHome: {
      start: ['Lungo la strada trovarono {lost.a} che si era perso[3: e non sapeva tornare a casa].|Portava con sé {obj}, l’unica cosa che ricordava di casa sua.', 'Dietro una pietra si nascondeva {lost.a}, con il muso triste.|Si era allontanato dalla sua famiglia, e aveva solo {obj} per ricordare la strada.'],
      step: ['{lost} riconobbe qualcosa {place.in}.', '[1-:Passo dopo passo, la casa {lost.of} era più vicina.][2:Ogni passo {place.in} li avvicinava un po’ di più alla casa {lost.of}.]', '{lost} camminava adesso con più fiducia, stretto a {obj}.', '{cname} non si staccava mai da {lost}[2:, perché non si stancasse troppo].'],
      low: ['{lost} non riconosceva più niente[3: e si sedette senza voler fare un passo di più].|{name} si sedette accanto e <aspettò|parlò piano piano|canticchiò una canzone>.', '<Le prime stelle si accesero|Il vento diventò fresco|Il sole cominciò a scendere|Il cielo diventò arancione|Le ombre si allungarono> e la casa ancora non si vedeva.|{cname} si accoccolò vicino {lost.to}.'],
      turn: ['Allora {lost} vide in lontananza una luce che conosceva.', 'Allora {name} guardò bene {obj} e vide che c’era disegnata la strada[2: con dei segni minuscoli].'],
      climax: ['Finalmente arrivarono alla casa {lost.of}.|La famiglia {lost.of} corse fuori ad abbracciarlo.|{obj} tornò al suo solito posto.', 'Ecco la casa, <con la porta aperta|con una luce alla finestra|con il fumo dal camino>.|{lost} entrò saltellando e mise {obj} al suo posto.'],
      end: ['Prima di salutarli, la famiglia {lost.of} li abbracciò forte.', 'Al ritorno, {name} e {cname} camminarono piano[3:, con la gioia di chi ha aiutato qualcuno].'],
      titles: ['{cname} e {lost}', 'Di nuovo a casa con {cname} e {lost}', 'Una casa per {lost} {place.of}', '{lost} e {obj}'],
    },
    invention: {
      start: ['C’era un problema {place.in}: {obj} non funzionava più.|{name} pensò di inventare una soluzione con {cname}[2:, usando quello che avevano a portata di mano].', 'Tutti erano preoccupati, perché senza {obj} niente andava bene.|{name} prese <carta e matita|un quaderno|i colori> per disegnare un’invenzione.'],
      step: ['Con <qualcosa trovato {place.in}|una molla raccolta {place.in}|un bottone trovato {place.in}>, l’invenzione aveva un pezzo in più.', '{name} <segnò quello che aveva imparato {place.in}|disegnò sul quaderno quello che aveva visto {place.in}|aggiunse al progetto un’idea presa {place.in}>.', '{cname} strinse una vite dell’invenzione per {obj} e sorrise.', 'Il disegno dell’invenzione per {obj} si riempì di <frecce nuove|numeri e cerchi|piccole note>.'],
      low: ['Provarono l’invenzione per {obj} e volò via una molla[3: che atterrò sul cappello di un vicino].|{cname} si coprì gli occhi: non funzionava.', 'La prima invenzione per {obj} fece <un rumore stranissimo|un gran fumo|un fischio lunghissimo> e si fermò.|{name} <fece un respiro profondo|si grattò la testa|contò fino a tre>[2: e riguardò il disegno con {cname}].'],
      turn: ['Allora {name} capì l’errore: mancava un pezzettino {obj.of}.', 'Allora {cname} propose di girare un pezzo al contrario[3:, e all’improvviso tutto tornava].'],
      climax: ['<La seconda invenzione funzionò al primo colpo[2: e aggiustò {obj} in un attimo]|Al secondo tentativo andò tutto liscio|Questa volta l’invenzione funzionò subito>.|{cname} <applaudì più forte di tutti|fece una capriola di gioia|saltò dalla contentezza>.', 'Con l’invenzione finita, {obj} tornò a funzionare.|{cname} disse che andava meglio di prima.'],
      end: ['Appesero il disegno dell’invenzione per {obj} in piazza[3: perché chiunque potesse copiarlo].', 'Da allora, l’invenzione di {name} ebbe un posto d’onore {place.in}.'],
      titles: ['L’invenzione di {cname} per {obj}', 'La macchina {obj.of} e {cname}', 'Le idee di {cname} {place.in}', 'Un’invenzione per {place}: {obj}'],
    },
    misunderstanding: {
      start: ['{name} e {cname} prepararono insieme un piano per custodire {obj}.|Ma {name} e {cname} capirono il piano in due modi diversi.', '{cname} voleva custodire {obj} {place2.in}, e {name} da un’altra parte.|{name} e {cname} non si ascoltarono bene[2:, e ognuno andò per la sua strada].'],
      step: ['Anche {place.in}, {name} continuava a pensare a {cname}.', 'Dopo {place}, la risata di {cname} mancava tanto.', '{place.in}, ognuno faceva la sua parte con {obj}, ma senza parlare.', 'Senza {cname}, ogni passo {place.in} costava il doppio.'],
      low: ['Quando si ritrovarono vicino {place.to}, parlarono tutti e due insieme e nessuno capì niente.|<Rimasero in silenzio[3:, con lo sguardo per terra]|Nessuno parlò più|Tutto tacque>.', '{cname} si sedette lontano, con lo sguardo triste.|{name} sentì un nodo nella pancia, e {obj} restò in mezzo, dimenticato.', 'Quando {cname} tornò con {obj}, nessuno dei due sapeva più come cominciare a parlare.|Per un po’ guardarono <le nuvole|per terra|lontano> senza dire niente.'],
      turn: ['Allora {name} si avvicinò e chiese che cosa avesse capito {cname}.|<Ascoltandosi|Parlando con calma|Spiegandosi finalmente>, scoprirono che volevano la stessa cosa.', 'Allora {cname} spiegò la sua idea piano piano[2:, e {name} la ascoltò fino alla fine].', 'Allora {name} disegnò il piano per terra, e {cname} aggiunse la sua parte.|<Le due idee stavano benissimo insieme|Insieme, le idee funzionavano|Il piano era perfetto>.'],
      climax: ['Insieme misero {obj} nel posto migliore[3:, quello a cui nessuno dei due aveva pensato prima].|{name} e {cname} risero del pasticcio che avevano combinato.', 'Con le due idee insieme, custodire {obj} fu facile.|{name} e {cname} si abbracciarono forte.', 'Questa volta {name} e {cname} decisero insieme il posto per {obj}.|<E il posto era perfetto|Era il posto giusto|Meglio di così non si poteva>.'],
      end: ['Da allora, prima di ogni piano, {cname} chiedeva: «L’hai capito anche tu come me?»', 'Quella sera si raccontarono di nuovo il malinteso su {obj}[2:, e ormai faceva solo ridere].', 'Il giorno dopo, {name} e {cname} fecero un piano nuovo[3:, e questa volta lo dissero ad alta voce].'],
      titles: ['{cname} e un malinteso {place.in}', 'Due idee, un piano e {obj}', 'Quello che {cname} voleva dire di {obj}', 'Di nuovo in squadra con {cname}'],
    },
    errors: {
      start: ['L’incarico sembrava semplice: portare {obj} alla festa prima delle cinque.|<Ma quel giorno andò tutto al contrario|Ma niente andò come previsto|Ma quel giorno tutto si ingarbugliò>[2: fin dal primo minuto].', '{name} doveva portare {obj} fino {place2.to}.|Quello che successe dopo, {cname} non l’avrebbe mai immaginato.', 'Il sindaco affidò {obj} a {name} e {cname} per la festa {place2.of}.|<Sembrava facile, ma il primo guaio arrivò subito|Sembrava facile, ma dopo un minuto era già tutto sottosopra|Sembrava facile, e invece no>.'],
      step: ['E quello, {place.in}, fu solo <il primo pasticcio|l’inizio|il primo di tanti guai buffi>.', '{cname} si grattò la testa, senza capire niente.', 'Il pasticcio con {obj} cresceva e cresceva.', 'Dopo il <guaio|pasticcio|disastro> {place.of}, niente era più al suo posto.'],
      low: ['Mancava poco alle cinque, e al posto {obj.of} c’era un cesto di cipolle.|{cname} si mise le zampe nei capelli.', 'Alla fine, {obj} finì nel posto sbagliato[3:, e le cinque stavano per suonare].|{cname} non sapeva come rimediare, e nemmeno {name}.', 'Arrivarono alla festa con <un ombrello, un’anatra e una padella|un cappello, una gallina e un annaffiatoio|tre calzini e un tamburo>[2:, ma senza {obj}].|<Che pasticcio!|Che confusione!|Tutti si guardarono.>'],
      turn: ['Allora {name} tornò sui propri passi, <pasticcio dopo pasticcio|segnando ogni errore|ridendo di ogni tappa>.', 'Allora {name} e {cname} si sedettero e rifecero tutta la strada a memoria, guaio per guaio.', 'Allora {cname} ebbe un lampo: {obj} doveva trovarsi ancora {place2.in}.', 'Allora {cname} si ricordò del primo scambio[3: e tutto cominciò a sciogliersi].'],
      climax: ['E proprio alle cinque, {obj} arrivò alla festa.|Tutti risero sentendo la storia <della giornata|di quel pasticcio|dei mille errori>.', 'Finalmente, {obj} comparve dove doveva essere.|Perfino il sindaco dovette sedersi dalle risate, e {cname} con lui.'],
      end: ['Da quel giorno, in paese si raccontava la storia del grande pasticcio {obj.of}[2:, e ogni volta si aggiungeva un dettaglio].', 'Per la volta dopo, {name} scrisse una lista[3: a lettere belle grandi], con {obj} in cima.'],
      titles: ['Che pasticcio con {obj}!', 'Tutto al contrario {place.in}', '{cname} e la grande confusione {obj.of}', 'Un incarico molto ingarbugliato per {cname}'],
    },
    fableTurn: {
      start: ['La lepre si vantava di essere la più <veloce|furba|forte> del bosco[2: e prendeva in giro chi andava piano].|Quel giorno, tutti volevano arrivare <per primi|prima degli altri|in testa> a {obj}.', 'Gli animali decisero che chi avesse trovato {obj} sarebbe diventato il custode del bosco.|{cname} pensò di non avere nessuna possibilità[3:, con quelle zampe così corte].'],
      step: ['La lepre aveva già <attraversato {place}|lasciato indietro {place}|superato {place}>[2: e non si voltava nemmeno].', '{cname} avanzava piano piano attraverso {place}[3:, senza fermarsi].', 'Gli animali {place.of} <guardavano da lontano|facevano il tifo|trattenevano il fiato>.', 'Ognuno usava quello che sapeva fare meglio per arrivare a {obj}.'],
      low: ['La lepre si mise a dormire sotto <un albero|un cespuglio|un fungo gigante>[2:, certa di vincere].|{name} <non sapeva se aiutare gli altri o correre|si fermò a pensare: aiutare o vincere?|guardò la strada, poi guardò gli altri>.', '<Un uccellino era caduto dal nido|Un riccio era rimasto incastrato nella rete|Un coleottero era a pancia in su e non riusciva a girarsi>.|<Fermarsi ad aiutarlo voleva dire perdere la gara|Chi si fermava non avrebbe vinto|Aiutare costava la vittoria>.'],
      turn: ['Allora decisero di <fermarsi ad aiutare|aiutare prima e correre dopo|dare una mano tutti insieme>[3:, anche se così avrebbero perso tempo].', 'Allora <il più piccolo di tutti|il topolino|la coccinella> trovò una scorciatoia[2: che passava solo sotto le radici].'],
      climax: ['Con la sorpresa di tutti, arrivarono a {obj} prima degli altri.|La lepre si svegliò e <non ci poteva credere|restò a bocca aperta|si stropicciò gli occhi>.', '{obj} finì nelle zampe di chi meno se lo aspettava.|Tutti {place.in} applaudirono.'],
      end: ['La lepre chiese scusa e quel giorno <imparò qualcosa|diventò più gentile|promise di non vantarsi più>.', 'Da allora, nel bosco nessuno prendeva più in giro <i piccoli|i più lenti|chi era diverso>.'],
      titles: ['La lepre, {cname} e {obj}', 'Il custode {place.of} e {obj}', 'Piano piano, senza fermarsi: {cname}', 'La gara {place.of} fino a {obj}'],
    },
    firstTime: {
      start: ['<Quel giorno era speciale|Era un giorno importante|Quella mattina c’era una novità>: {name} doveva fare una cosa per la prima volta.|Doveva andare <senza aiuto|senza nessuno|senza i grandi> fino {place2.to} per portare {obj}.', 'Per la prima volta, {name} doveva arrivare senza aiuto fino {place2.to} con {obj}.|<Nella pancia c’era un solletico di emozione|Il cuore batteva forte forte|Le mani erano un po’ sudate per l’emozione>.'],
      step: ['Un passettino in più, e {place} restò indietro.', '{cname} fece l’occhiolino per dare coraggio.', 'Ogni passo verso {place2} era un po’ più facile.', 'Mancava sempre meno per mettere {obj} al suo posto.'],
      low: ['<A metà strada, le gambe tremarono un po’|A metà strada, il cuore cominciò a battere forte|A metà strada, la pancia si strinse un po’>.|{name} <pensò di tornare indietro|ebbe voglia di tornare a casa|guardò indietro per un attimo>[3: e rimandare a un altro giorno].', '<Proprio prima della fine|A pochi passi dall’arrivo|Quasi alla fine> {name} si fermò.|Era una cosa nuova, e le cose nuove <costano fatica|chiedono coraggio|sembrano sempre più grandi>.'],
      turn: ['Allora {cname} ricordò a {name} tutto quello che aveva già fatto.', 'Allora {name} fece tre respiri profondi, <come aveva imparato|piano piano|contando fino a dieci>.'],
      climax: ['E ce la fece: arrivò fino in fondo con {obj} tra le mani.|L’emozione diventò <un sorriso enorme|un salto di gioia|una risata felice>.', 'Un passo, un altro passo, ed ecco fatto: {obj} era al suo posto.|<Ce l’aveva fatta!|Che emozione!|{cname} fece un salto di gioia.>'],
      end: ['Quella sera, {name} raccontò la sua prima volta <a tutta la famiglia|ai nonni al telefono|a {cname}, sottovoce, prima di dormire>.', 'Quello che la mattina sembrava <enorme|difficilissimo|impossibile>, la sera era diventato piccolo piccolo.'],
      titles: ['La prima volta fino {place2.to}', 'Un grande passo con {cname} e {obj}', 'Passo dopo passo fino {place2.to} con {cname}', '{obj} e un passo coraggioso {place2.in}'],
    },
  },
  morals: {
    none: {
      test: ['Lungo la strada, {name} e {cname} giocarono a indovinare le forme delle nuvole.', 'Per passare il tempo, {cname} inventò una filastrocca su {obj}.'],
      resolution: ['Tutti festeggiarono insieme con <una merenda enorme e tante risate|una torta alle fragole|un picnic sotto gli alberi>.', 'Per festeggiare, {cname} preparò una merenda per tutti[3: con pane, frutta e cioccolata].'],
      lesson: ['Fu una giornata piena di magia che nessuno avrebbe dimenticato.', 'Fu una giornata splendida da ricordare.', 'Quella notte, {name} si addormentò sorridendo, pensando a tutto quello che aveva vissuto con {cname}.', 'Di tutte le avventure, quella fu la più chiesta prima di dormire.'],
    },
    kindness: {
      test: ['Lungo la strada, {name} vide <un uccellino che non riusciva a volare|un gattino che non riusciva a scendere da un albero|un riccio impigliato in una rete>.|<Anche se avevano fretta, si fermarono ad aiutarlo|Avevano fretta, ma si fermarono lo stesso|Prima aiutarono, poi ripartirono>.', 'Vicino {place.to}, un riccio non riusciva a portare la sua mela.|{name} e {cname} lo aiutarono[2:, anche se la strada era ancora lunga].', 'Una signora anziana portava un cesto pesantissimo.|{name} si offrì di portarlo[3:, anche se così avrebbero fatto tardi].'],
      resolution: ['Quel gesto gentile portò loro, alla fine, <l’aiuto di cui avevano bisogno|un’amicizia nuova|un grande grazie>.', 'Chi aveva ricevuto il loro aiuto <tornò a dare una mano|arrivò di corsa ad aiutarli|portò proprio quello che mancava>[2:, perché la gentilezza torna sempre indietro].'],
      lesson: ['{name} imparò che essere gentili con gli altri <vale sempre la pena|rende felici anche noi|torna sempre indietro>.', 'Da allora, {name} seppe che un gesto gentile può cambiare <una giornata intera|l’umore di tutti|più di quanto sembri>.'],
    },
    honesty: {
      test: ['Lungo la strada, {name} trovò <una moneta luccicante|una collanina colorata|una biglia di vetro> che non era sua.|<Pensò di tenerla|Per un attimo volle tenerla|Sarebbe stato facile tenerla>, ma sapeva che non era giusto.', '{cname} ruppe per sbaglio un vaso {place.of}.|<Nessuno aveva visto|Non c’era nessuno|Nessuno se n’era accorto>, e {name} ci pensò un momento.'],
      resolution: ['{name} <restituì quello che aveva trovato al padrone|riportò subito quello che aveva trovato|andò a cercare il padrone> e raccontò tutto con sincerità.|Il padrone, riconoscente, <diede loro l’indizio che mancava|mostrò loro una scorciatoia|regalò loro un vasetto di miele>.', '{name} e {cname} raccontarono del vaso con onestà.|Il padrone <sorrise e disse che l’onestà valeva più di un vaso|li ringraziò di cuore|li invitò a merenda>.'],
      lesson: ['{name} imparò che l’onestà <fa sì che gli altri si fidino di te|rende il cuore leggero|vale più di ogni tesoro>.', '~Così {name} capì che l’onestà è un tesoro che vale più di <qualsiasi moneta|tutto l’oro del mondo|mille monete>.'],
    },
    change: {
      test: ['All’improvviso, la strada di sempre era <chiusa|allagata|piena di lavori>, e dovettero passare da un’altra parte.|All’inizio, quel cambiamento non piacque <per niente|affatto|molto> a {name}.', 'Vicino {place.to}, il piano di {cname} cambiò all’ultimo momento.|A {name} quel cambiamento <non piaceva affatto|non andava proprio giù|sembrava tutto sbagliato>.'],
      resolution: ['Grazie alla strada nuova, scoprirono <un posto bellissimo che non conoscevano|un prato pieno di farfalle|un laghetto dove fare il bagno>.|<Quel cambiamento era stato una bella sorpresa|Che fortuna, quel cambiamento|La strada nuova era stata la più bella>.', 'Il piano nuovo portò dritto {obj.to}.|<A volte un cambiamento apre la strada giusta|Il cambio di programma era stato una fortuna|{cname} disse che quella strada nuova era la più bella>.'],
      lesson: ['{name} imparò ad accettare i cambiamenti, perché a volte portano <cose meravigliose|amici nuovi|strade più belle>.', 'Da quel giorno, {name} seppe che accettare un cambiamento aiuta a <crescere|scoprire cose nuove|stare meglio>.', 'Da allora, davanti a un cambiamento, {name} e {cname} dicevano: «Vediamo dove porta!»'],
    },
    truth: {
      test: ['Senza volerlo, {name} calpestò <i fiori|le margherite|i tulipani> del giardino di un vicino.|<Nessuno aveva visto niente|Non c’era nessuno|Nessuno se n’era accorto>, e ci fu un momento di dubbio.', 'Giocando {place.in}, {name} rovesciò il secchio dell’acqua di {cname}.|Per un attimo, la tentazione fu di dare la colpa <al vento|a un uccellino|al caso>.'],
      resolution: ['{name} decise di dire la verità e <raccontò che cosa era successo ai fiori|andò a bussare alla porta del vicino|spiegò tutto, anche se le guance diventavano rosse>.|Il vicino ringraziò per la verità, e insieme <piantarono fiori nuovi|sistemarono l’aiuola|annaffiarono il giardino>.', '{name} disse la verità a {cname}, e {cname} rise: «Grazie per avermelo detto!»|<Insieme riempirono di nuovo il secchio|Poi andarono insieme a prendere altra acqua|E il secchio tornò pieno in un attimo>.'],
      lesson: ['{name} imparò che dire la verità è sempre la strada migliore.', 'Da allora, {name} seppe che la verità, anche quando costa un po’, <fa sempre stare meglio|rende il cuore leggero|fa crescere la fiducia>.', '~Così {name} capì che la verità rende il cuore <leggero|leggero come una piuma|tranquillo>.'],
    },
    think: {
      test: ['{name} volle <saltare il ruscello senza guardare e finì con i piedi bagnati|aprire la scatola in fretta e fece cadere tutto|prendere la prima strada senza pensare, ed era quella sbagliata>.|<Allora si fermò un momento a pensare|La prossima volta avrebbe guardato prima|Rise, ma ci pensò su>.', '{cname} voleva correre subito {place.to}, senza un piano.|{name} propose di <fermarsi un momento a pensare|disegnare prima una mappa|contare fino a dieci>.'],
      resolution: ['Prima dell’ultimo passo, {name} <si fermò a pensare|guardò bene|contò fino a dieci> e scelse la strada sicura.|<Quell’idea tranquilla funzionò al primo colpo|E fu la scelta giusta|Andò tutto bene>.', 'Prima di muoversi, {name} e {cname} si fermarono a pensare.|Così trovarono {obj} senza neanche un graffio.'],
      lesson: ['{name} imparò che è meglio <pensare prima di agire|pensare prima di saltare|pensare con calma prima di decidere>.', 'Da allora, {name} si ricordò sempre di <pensare|pensare bene|pensare un attimo> prima di agire.'],
    },
    'never-give-up': {
      test: ['Le cose non andavano bene, e a {name} venne voglia di <tornare a casa|sedersi e smettere|lasciar perdere tutto>.|Ma <fece un respiro profondo|abbracciò {cname}|mangiò un biscotto> e decise di continuare.', 'Per tre volte il piano per {obj} non funzionò.|{cname} sbuffò, ma {name} disse: «Non arrendiamoci, proviamo ancora!»'],
      resolution: ['<Dopo averci provato tante volte|All’ultimo tentativo|Dopo tanta fatica>, {name} ce la fece.|<Non arrendersi ne era valsa la pena|Non arrendersi era stata la scelta giusta|Valeva la pena non arrendersi>.', 'Al quarto tentativo, {obj} era lì.|{cname} fece un salto: non arrendersi era servito.'],
      lesson: ['{name} imparò a non arrendersi mai, anche quando le cose <sono difficili|vanno storte|sembrano impossibili>.', 'Così {name} seppe che chi non si arrende arriva <più lontano|fino in fondo|dove vuole>.'],
    },
    respect: {
      test: ['Lungo la strada incontrarono <un animale che parlava in un modo molto diverso|una gazza che mescolava tutte le parole|un rospo che parlava solo in rima>.|<Qualcuno rise|Qualcuno fece una battuta|Qualcuno sbuffò>, ma {name} lo ascoltò con rispetto.', 'Vicino {place.to} viveva un vecchio tasso che camminava lentissimo.|{name} e {cname} aspettarono con rispetto che passasse.'],
      resolution: ['Quell’animale così diverso conosceva <il segreto|la strada più corta|l’entrata nascosta>, e lo condivise perché lo avevano trattato con rispetto.', 'Il vecchio tasso, grato per il rispetto, indicò la strada {obj.to}.'],
      lesson: ['{name} imparò che rispettare gli altri <ci rende tutti migliori|fa nascere nuove amicizie|apre tante porte>.', '~Da quel giorno, {name} seppe che il rispetto apre tante porte.', '{name} scoprì che con il rispetto si possono ascoltare anche voci molto diverse.'],
    },
    friendship: {
      test: ['{name} e {cname} litigarono un momento per una sciocchezza.|Subito capirono che <in squadra erano più forti|litigare non serviva a niente|volevano la stessa cosa>.', 'Vicino {place.to}, {cname} voleva fare tutto senza aiuto, ma {obj} era troppo pesante.|{name} <offrì una mano|corse ad aiutare|prese l’altro lato>.'],
      resolution: ['{name} e {cname} si diedero la mano e lavorarono in squadra.|<La loro amicizia rese il lavoro molto più facile|In due, la fatica era la metà|Ridendo, finirono prima del previsto>.', 'Con la forza della loro amicizia, {name} e {cname} portarono {obj} fino in fondo.'],
      lesson: ['{name} imparò che l’amicizia aiuta a fare insieme le cose <difficili|più grandi|che da soli non si possono fare>.', '~{name} imparò che il valore dell’amicizia è più grande di <qualsiasi tesoro|tutto l’oro del mondo|mille tesori>.', 'Da quel giorno, {name} seppe che una buona amicizia è <la migliore compagna di viaggio|il regalo più bello|più forte di ogni litigio>.'],
    },
    forgiveness: {
      test: ['{cname} perse senza volerlo la merenda di {name}.|Ci fu un piccolo litigio, e {cname} diventò triste.', 'Vicino {place.to}, {cname} fece cadere il disegno di {name} in una pozzanghera.|Il disegno si rovinò, e {cname} abbassò lo sguardo.'],
      resolution: ['{name} decise di perdonare {cname}, e si abbracciarono forte.|<Dopo il perdono, tutto andò molto meglio|Il cuore diventò più leggero|E tornarono a ridere insieme>.', '{name} perdonò {cname} con un sorriso, e insieme ne fecero un altro.|<Il perdono rese la giornata più leggera|La rabbia sparì in un attimo|Il resto del giorno fu molto più bello>.'],
      lesson: ['~{name} imparò che saper perdonare rende il cuore più <leggero|tranquillo|grande>.', 'Da allora, {name} seppe che perdonare è <un gesto d’affetto|un bel regalo|una forza>.', 'Quella sera, {name} e {cname} si promisero di perdonarsi sempre le piccole cose.'],
    },
    accept: {
      test: ['{name} pensava che gli altri fossero <più veloci e più forti|più grandi e più bravi|più furbi>.|<Quel pensiero metteva tristezza|E questo faceva stare male|E il cuore si faceva piccolo>.', '{name} guardava {cname} e pensava di non saper fare niente di altrettanto bello.'],
      resolution: ['Alla fine, quello che rese speciale {name} fu proprio <il suo modo di essere|la sua maniera di fare le cose|quello che gli altri non avevano visto>.|<Tutti festeggiarono|Tutti applaudirono|{cname} fece un salto di gioia>.', 'Fu proprio il modo di fare di {name} a salvare la giornata {place.in}.|{cname} lo disse a tutti.'],
      lesson: ['{name} imparò ad accettare il proprio modo di essere, perché <ogni persona ha un valore|ognuno è speciale a modo suo|essere diversi è una ricchezza>.', 'Così {name} scoprì che accettare il proprio modo di essere <rende felici|fa stare bene|è un dono>.'],
    },
    patience: {
      test: ['{name} voleva <avere tutto subito|arrivare subito alla fine|vedere subito il risultato>.|Ma certe cose hanno bisogno del loro tempo[1+:, come <il pane nel forno|i semi nell’orto|le tartarughe>].', '{cname} piantò un seme {place.in} e voleva vederlo crescere subito.|{name} rise: <ci voleva tempo|i semi non hanno fretta|bisognava aspettare>.'],
      resolution: ['{name} aspettò con pazienza che sorgesse <la luna|il sole|la prima stella>, e alla sua luce comparve quello che cercavano.', 'Con pazienza, {name} e {cname} aspettarono la fine della pioggia.|Poi trovare {obj} fu facile.'],
      lesson: ['{name} imparò che avere pazienza aiuta a ottenere <le cose importanti|quello che conta davvero|le cose più belle>.', '~Da quel giorno, {name} seppe che la pazienza è <una specie di magia|un piccolo superpotere|una chiave segreta>.', 'Da allora, quando qualcosa tardava, {name} e {cname} aspettavano con pazienza, contando le nuvole.'],
    },
  },
  beats: {
    heroIntro: ['C’era una volta, vicino {place.to}, qualcuno di molto speciale che si chiamava {name}.', 'Questa è la storia di {name}, che viveva accanto {place.to}.', 'Non lontano {place.of} viveva {name}.', 'In questa storia conoscerai {name}, che abitava vicino {place.to}.', 'Non tanto tempo fa, vicino {place.to}, viveva {name}.'],
    companionIntro: ['Con {name} c’era sempre {comp.a} che si chiamava {cname}.', 'Accanto a {name} viaggiava {comp.a} di nome {cname}[3:, la compagnia migliore per qualsiasi avventura].', 'La sua compagnia favorita era {comp.a} di nome {cname}.'],
    petIntro: ['A casa viveva {cname}, {comp.poss}[2:, che conosceva tutti i suoi segreti].|Quel giorno, anche {cname} partiva per l’avventura.', 'Con {name} c’era {cname}, {comp.poss} di sempre.', '{cname}, {comp.poss}, saltellava dall’emozione[3: come se sentisse che stava per succedere qualcosa].'],
    friendIntro: ['Venne anche {friend}, con cui giocava da sempre[2:, e che non si perdeva mai un’avventura].', '{friend} arrivò di corsa per unirsi al gruppo.', 'Con loro c’era anche {friend}[3:, con lo zaino pieno di idee].'],
    friendHelp: ['{friend} ebbe un’idea e la spiegò con le mani.', '{friend} tenne la corda mentre gli altri passavano.', '{friend} trovò la soluzione[2: quasi senza volerlo] e tutti risero.'],
    relativeIntro: ['Prima di partire, salutarono {rel} con un bacio.', 'Prima di uscire, ricevettero da {rel} un panino per la strada.', 'Il primo tratto di strada lo fecero insieme a {rel}.'],
    placeTrip: ['Non avevano mai visto un posto così.', 'Lì tutto era nuovo e sorprendente.', 'Era proprio il posto che {name} aveva sognato.'],
    activity: ['Amava anche {hobbies}.', 'In più, si divertiva tanto con {hobbies}.', 'E quel giorno c’era anche {act}, la cosa favorita di {name}.', 'La cosa che amava di più al mondo era {act}.'],
    relativeJoin: ['Quel giorno venne con loro anche {rel}.', 'Questa volta {rel} non restò a casa: partì con loro.', '{rel} si mise gli stivali e disse: «Oggi vengo anch’io».'],
    relativeHelp: ['{rel} conosceva una scorciatoia e la indicò.', '{rel} tirò fuori dalla borsa proprio quello che serviva.', 'Con {rel} vicino, tutto sembrava più facile.', '{rel} rise e insegnò loro un vecchio trucco.', '{rel} raccontò una storia di tanto tempo prima su quel posto.'],
    animalHelp: ['{beast} andava avanti e apriva la strada.', '{beast} trovò il passaggio prima di tutti.', 'Anche {beast} aiutò a modo suo.', '{name} divise la merenda con {beast}.'],
    animalMeet: ['Lungo la strada incontrarono {beast.a} dall’aria simpatica[3:, che fece con loro un bel pezzo di strada].', 'All’improvviso comparve {beast.a}.|{name} salutò con la mano, e {beast} restò con loro[2: fino alla fine della giornata].'],
    travel: ['Quel giorno, il viaggio era {rplace.to}.', 'Prepararono tutto per andare {rplace.to}.', 'Il piano era andare {rplace.to}[3:, un posto che {name} desiderava vedere da tanto tempo].'],
    locate: ['Lì, ', 'Poco più in là, ', 'In fondo {place.to}, ', 'Proprio lì, ', 'A metà strada, ', 'Più avanti, ', 'Però ', 'Ma '],
    perceive: ['{cname} notò che ', 'Subito videro che ', '{cname} si accorse che ', '{cname} vide che '],
    arrive: ['{name} e {cname} <arrivarono|giunsero|arrivarono piano piano> {place.to}.', '[1-:<Ed ecco|Ehi, ecco|Ecco qua> {place}.][2:La tappa successiva fu {place}.]', '[1-:Poi <andarono|corsero|passarono> {place.to}.][2:Poi camminarono fino {place.to}.]', '[1-:<Più tardi|Dopo un po’|Prima di sera> erano {place.in}.][2:Più tardi arrivarono {place.to}.]', '<La strada|Il vento|La mappa> li portò fino {place.to}.', '<Poco dopo|In un attimo|Senza fretta> erano {place.in}.', '[1-:<Via|Su|Forza>, fino {place.to}!][2:Proseguirono fino {place.to}.]', '{cname} fece strada fino {place.to}.', '[1-:<Dietro a|Insieme a|Davanti a> {cname}, ecco {place}.][2:Seguendo {cname}, arrivarono {place.to}.]', '[1-:<Il sentiero|La stradina|La via> andava {place.to}.][2:Il sentiero successivo portava {place.to}.]', '{cname} corse avanti, e poco dopo erano {place.in}.'],
    companionIdea: ['{cname} propose di provare dall’altra parte, e funzionò.', '{cname} trovò un varco per passare[2: e lo indicò con la zampa].', '{cname} ebbe un’idea semplice: andare piano e tenersi per mano.', 'Fu {cname} a trovare il modo[3:, con grande sorpresa di tutti].'],
    feelings: ['{cname} disse: «Siamo sulla buona strada!»', '{cname} bisbigliò: «Ancora un piccolo passo».', '«Ho un’idea», disse {cname}.', '{cname} sospirò contento: «Che avventura!»', '«Resta vicino a me», disse {cname}[2: con un occhiolino].', '{cname} sussurrò: «Qui è bellissimo».', '«<Ancora un pezzetto e ci siamo|Manca poco|Coraggio, quasi arrivati>», disse {cname}.', '{cname} rise: «Che giornata!»', '«Che bella squadra!», esclamò {cname}.', '{cname} disse: «Andiamo piano, un passo alla volta».', '{cname} chiese: «E adesso da che parte andiamo?»', '«Insieme è più facile», disse {cname}[2: con un sorriso].', '«Guarda laggiù!», disse {cname} indicando lontano.'],
    helpIntro: ['In quel momento comparve {helper.a}.', 'Si avvicinò anche {helper.a}, che aveva sentito tutto.', 'Poco dopo incontrarono {helper.a}.', 'Per fortuna, proprio lì vicino c’era {helper.a}.', 'Proprio al momento giusto arrivò {helper.a}.'],
    closing: ['Quella notte, {name} si addormentò con un gran sorriso, e anche {cname}.', 'Tutti tornarono da {place} cantando.', 'E questa fu la storia {obj.of}.', 'E così finì quella giornata, con {cname} lì vicino.', 'Da allora, {place.in} si parlò a lungo {obj.of}.'],
    sounds: ['Ciac, ciac!|I piedi nelle pozze.', 'Gnam, gnam!|{cname} mangiò un biscotto.', 'Din, don!|Suonò una campanella.', 'Brrr!|Era la pancia di {cname}.', 'Patapum!|Cadde una pigna.', 'Eccì!|{cname} fece uno starnuto.', 'Fiu, fiu!|Fischiò il vento.', 'Plic, ploc!|{cname} si bagnò le zampe.', 'Cip, cip!|Cantò un uccellino.', 'Clop, clop!|Passò un cavallo.', 'Bum, bum!|Che bel tamburo.', 'Zac!|Un salto e via.'],
    humour: [
      ['{cname} si mise una foglia in testa, come cappello.', '{cname} fece una pernacchia e tutti risero.'],
      ['{cname} provò a saltare <una pozza|un fosso|un ruscelletto> e ci cadde in mezzo, splash!', '{cname} provò a fischiare, ma uscì solo un piccolo «fff».', '{cname} fece un inchino così profondo che toccò terra con il naso.', '{cname} contò le nuvole e ne trovò una a forma di calzino.', '{cname} sbadigliò così forte che fece ridere anche gli uccellini.', '{cname} si mise <un calzino|una foglia|un cappellino di carta> su un orecchio, e tutti risero.', '<Una papera|Un’oca|Un anatroccolo> fece il verso a {cname}: qua qua!', '{cname} fece <una smorfia buffa|una linguaccia|le orecchie da coniglio>, e tutti risero.', '{cname} inciampò in <un sasso|una radice|una pigna> e fece una capriola.', '{cname} starnutì così forte che volò via <un cappello|una foglia|un ombrello>.', '{cname} provò a camminare all’indietro e finì dritto in <un cespuglio morbido|un mucchio di foglie|una pozzanghera>.', '<Una farfalla|Una coccinella|Una foglia> si posò sul naso di {cname}, che fece una faccia buffissima.'],
      ['{cname} aveva una mappa perfetta, ma la teneva sottosopra.', '«Io non mi perdo mai», disse {cname}, proprio prima di finire in un cespuglio.', 'L’eco ripeteva tutto quello che diceva {cname}, anche gli starnuti.', '{cname} cercò di fare l’occhiolino e chiuse tutti e due gli occhi.', '{cname} provò a fischiare, ma uscì solo un soffio: fffff!', '{cname} vide un sasso che si muoveva: era una lumaca!'],
      ['{cname} annunciò di avere un piano perfetto, e il piano consisteva nel fare merenda per prima cosa.', '«Tecnicamente non ci siamo persi», spiegò {cname}, «stiamo solo esplorando senza sapere dove».', 'Perfino l’eco sembrava stanco delle battute di {cname}.', '{cname} propose di votare la direzione, e vinse il voto di un passerotto che passava di lì.', '«Ho un senso dell’orientamento infallibile», dichiarò {cname}, e sbagliò strada per la terza volta.', '{cname} cercò di sembrare serio per mezzo minuto, un record personale.'],
    ],
    thoughts: ['{name} si accorse che certe difficoltà sembravano enormi solo finché non le si guardava da vicino.', '{name} pensò che un amico accanto rende più corta anche la strada più lunga.', '{name} ripensò a tutte le volte in cui qualcosa era sembrato impossibile, e poi non lo era stato.', '{name} pensò che l’importante non era arrivare per primi, ma arrivare insieme.', '{name} si domandò che cosa avrebbe consigliato qualcuno di molto saggio in un momento come quello, e la risposta arrivò quasi da sola.', '{name} pensò che il coraggio, in fondo, era soltanto un passo fatto anche quando le gambe tremano un po’.', '{name} si rese conto che ogni posto, visto con attenzione, aveva qualcosa da insegnare.', '{name} si chiese quante cose succedessero ogni giorno senza che nessuno se ne accorgesse, in posti come quello.', '{name} si ricordò che, a volte, l’idea migliore arriva subito dopo la peggiore.', '{name} capì che avere dei dubbi non voleva dire arrendersi, ma pensare con più attenzione.'],
    refrain: ['Un passo e poi un altro: {cname} e {name} sempre insieme.', 'Con {cname}, la strada era più facile.'],
  },
  events: {
    'new-sibling': {
      setup: ['Da poco, a casa era arrivato un fratellino[2:, che dormiva tanto e si svegliava spesso].|A volte, {name} sentiva la mancanza di avere tutta la famiglia per sé.'],
      turn: ['Lungo la strada, {name} pensò al fratellino e a tutto quello che avrebbe potuto insegnargli quando fosse cresciuto.'],
      close: ['Tornato il silenzio in casa, {name} raccontò l’avventura al fratellino[2:, che ascoltò con gli occhi spalancati].|Fare da fratello maggiore o da sorella maggiore era un’avventura anche quella.'],
    },
    'new-sibling-girl': {
      setup: ['Da poco, a casa era arrivato un fratellino[2:, che dormiva tanto e si svegliava spesso].|A volte, {name} sentiva la mancanza di avere tutta la famiglia per sé.'],
      turn: ['Lungo la strada, {name} pensò al fratellino e a tutto quello che avrebbe potuto insegnargli quando fosse cresciuto.'],
      close: ['Tornato il silenzio in casa, {name} raccontò l’avventura al fratellino[2:, che ascoltò con gli occhi spalancati].|Fare da sorella maggiore era un’avventura anche quella.'],
    },
    'new-sibling-boy': {
      setup: ['Da poco, a casa era arrivato un fratellino[2:, che dormiva tanto e si svegliava spesso].|A volte, {name} sentiva la mancanza di avere tutta la famiglia per sé.'],
      turn: ['Lungo la strada, {name} pensò al fratellino e a tutto quello che avrebbe potuto insegnargli quando fosse cresciuto.'],
      close: ['Tornato il silenzio in casa, {name} raccontò l’avventura al fratellino[2:, che ascoltò con gli occhi spalancati].|Fare da fratello maggiore era un’avventura anche quella.'],
    },
    'new-sibling-expected': {
      setup: ['A casa si aspettava un bebè[2:, e una culla vuota era già pronta].|A volte, {name} si chiedeva come sarebbe stato quando il bebè fosse arrivato.'],
      turn: ['Lungo la strada, {name} pensò al bebè che sarebbe nato presto e a tutto quello che avrebbe potuto insegnargli quando fosse cresciuto.'],
      close: ['Di nuovo a casa, {name} conservò l’avventura per raccontarla al bebè appena fosse nato[2:, con tutti i particolari].|Presto in casa ci sarebbe stato un bebè, e anche quella sarebbe stata un’avventura.'],
    },
    'new-sibling-expected-girl': {
      setup: ['A casa si aspettava un bebè[2:, e una culla vuota era già pronta].|A volte, {name} si chiedeva come sarebbe stato quando il bebè fosse arrivato.'],
      turn: ['Lungo la strada, {name} pensò al bebè che sarebbe nato presto e a tutto quello che avrebbe potuto insegnargli quando fosse cresciuto.'],
      close: ['Di nuovo a casa, {name} conservò l’avventura per raccontarla al bebè appena fosse nato[2:, con tutti i particolari].|Presto {name} sarebbe diventata sorella maggiore, e anche quella sarebbe stata un’avventura.'],
    },
    'new-sibling-expected-boy': {
      setup: ['A casa si aspettava un bebè[2:, e una culla vuota era già pronta].|A volte, {name} si chiedeva come sarebbe stato quando il bebè fosse arrivato.'],
      turn: ['Lungo la strada, {name} pensò al bebè che sarebbe nato presto e a tutto quello che avrebbe potuto insegnargli quando fosse cresciuto.'],
      close: ['Di nuovo a casa, {name} conservò l’avventura per raccontarla al bebè appena fosse nato[2:, con tutti i particolari].|Presto {name} sarebbe diventato fratello maggiore, e anche quella sarebbe stata un’avventura.'],
    },
    'first-day-school': {
      setup: ['Il giorno dopo cominciava la scuola nuova[2:, con una classe nuova e uno zaino nuovo].|Nella testa di {name} giravano tante domande.'],
      turn: ['{name} pensò che la scuola nuova sarebbe stata come quel sentiero: strana all’inizio, e poi familiare.'],
      close: ['Il giorno dopo, a scuola, {name} raccontò la sua avventura[2: e fece subito due amicizie nuove].'],
    },
    'moving-house': {
      setup: ['La famiglia di {name} stava per trasferirsi in una casa nuova[2:, e gli scatoloni riempivano già il corridoio].'],
      turn: ['{name} pensò che anche una casa nuova era un posto da scoprire[2:, con angoli che non avevano ancora una storia].'],
      close: ['Nella casa nuova, {name} scelse un angolo per custodire i ricordi dell’avventura.|Piano piano, quella casa cominciò a essere casa sua.'],
    },
    hospital: {
      setup: ['Qualche giorno prima, {name} aveva passato un po’ di tempo in ospedale[2:, dove le infermiere erano gentilissime].'],
      turn: ['{name} si ricordò dell’infermiera dell’ospedale che raccontava barzellette, e sorrise.'],
      close: ['Adesso {name} sapeva che anche in ospedale ci si prende cura di tutti con affetto.'],
    },
    operation: {
      setup: ['Presto ci sarebbe stata una piccola operazione[2:, e i dottori avevano spiegato a {name} ogni passaggio].'],
      turn: ['{name} pensò ai dottori, che erano anche loro una squadra che lavorava insieme.'],
      close: ['Quando arrivò il giorno dell’operazione, {name} si ricordò di quell’avventura e trovò tutta la forza che serviva.'],
    },
    dentist: {
      setup: ['Il giorno dopo c’era da andare dal dentista.|{name} non sapeva bene che cosa sarebbe successo.'],
      turn: ['{cname} spalancò la bocca per mostrare i denti, e {name} rise: dal dentista avrebbe fatto proprio così.'],
      close: ['Dal dentista, {name} aprì bene la bocca e contò fino a dieci.|Alla fine ricevette un adesivo, e i denti brillavano.'],
    },
    vaccine: {
      setup: ['Quella settimana c’era da fare un vaccino[2:, di quelli che proteggono dalle malattie].'],
      turn: ['{name} pensò che il vaccino aiutava il corpo a difendersi.'],
      close: ['Quando arrivò il momento del vaccino, fu solo una punturina[2:, e dopo ci fu un abbraccio lungo].'],
    },
    illness: {
      setup: ['In quei giorni, {name} doveva riposare tanto per guarire.'],
      turn: ['Anche se il corpo chiedeva riposo, la fantasia di {name} viaggiava lontano.'],
      close: ['Piano piano, con il riposo e le coccole, {name} guarì.'],
    },
    'grief-grandmother': {
      setup: ['Da poco la nonna di {name} era morta[2:, e a casa sentivano tanto la sua mancanza].|{name} custodiva il suo foulard preferito.'],
      turn: ['In un momento tranquillo, {name} si ricordò delle storie della nonna e la sentì vicina, nel ricordo.'],
      close: ['Quella sera, {name} raccontò l’avventura alla foto della nonna.|Ricordarla con affetto era un modo per averla vicina.'],
    },
    'grief-grandparent': {
      setup: ['Da poco il nonno di {name} era morto[2:, e a casa sentivano tanto la sua mancanza].|{name} custodiva il suo cappello favorito.'],
      turn: ['In un momento tranquillo, {name} si ricordò delle storie del nonno e lo sentì vicino, nel ricordo.'],
      close: ['Quella sera, {name} raccontò l’avventura alla foto del nonno.|Ricordarlo con affetto era un modo per averlo vicino.'],
    },
    'grief-pet': {
      setup: ['Da poco era morto l’animale di casa[2:, che aveva vissuto tanti anni felici].|{name} ne sentiva la mancanza.'],
      turn: ['{name} ripensò ai giochi con il suo animale e sorrise un pochino.'],
      close: ['Prima di dormire, {name} disegnò il suo animale accanto a {cname}.|L’affetto per quell’animale era ancora lì.'],
    },
    'parents-apart': {
      setup: ['Da un po’ di tempo, mamma e papà vivevano in due case diverse.|Tutte e due erano casa di {name}, e in tutte e due c’era tanto amore.'],
      turn: ['{name} pensò che poteva raccontare l’avventura due volte: una in ogni casa.'],
      close: ['Quel fine settimana, {name} raccontò l’avventura in una casa, e quello dopo nell’altra.|In tutte e due le case, tutti ascoltarono con lo stesso affetto.'],
    },
    adoption: {
      setup: ['La famiglia di {name} era nata grazie all’adozione[2:, e {name} adorava sentire la storia del giorno in cui si erano incontrati tutti].'],
      turn: ['{name} pensò che le famiglie nascono in tanti modi, e tutti con amore.'],
      close: ['A casa, la sua famiglia abbracciò {name} forte forte, come ogni giorno.'],
    },
    'two-mums': {
      setup: ['A casa aspettavano le sue due mamme[2:, che volevano sempre sapere ogni dettaglio delle sue avventure].'],
      turn: ['{name} pensò a che cosa avrebbero detto le sue mamme sentendo quella storia.'],
      close: ['Quella sera, le sue due mamme ascoltarono tutta l’avventura e alla fine applaudirono.'],
    },
    'two-dads': {
      setup: ['A casa aspettavano i suoi due papà[2:, che volevano sempre sapere ogni dettaglio delle sue avventure].'],
      turn: ['{name} pensò a che cosa avrebbero detto i suoi papà sentendo quella storia.'],
      close: ['Quella sera, i suoi due papà ascoltarono tutta l’avventura e alla fine applaudirono.'],
    },
    bullying: {
      setup: ['A scuola, alcuni compagni a volte prendevano in giro {name}, e faceva male.'],
      turn: ['{name} decise che al ritorno ne avrebbe parlato con l’insegnante, perché chiedere aiuto è una cosa coraggiosa.'],
      close: ['Il giorno dopo, {name} parlò con l’insegnante.|L’insegnante parlò con tutta la classe, e le prese in giro finirono.'],
    },
    diabetes: {
      setup: ['{name} aveva il diabete e sapeva misurarsi lo zucchero[2: con un apparecchio che portava sempre con sé].'],
      turn: ['A metà pomeriggio, {name} si misurò lo zucchero e mangiò la merenda, come ogni giorno.'],
      close: ['{name} sapeva prendersi cura di sé benissimo, e anche quello voleva dire avere forza.'],
    },
    birthday: {
      setup: ['Presto sarebbe stato il compleanno di {name}[2:, e a casa si capiva che stavano preparando qualcosa].'],
      turn: ['{name} pensò ai palloncini e alla torta del compleanno, e camminò più in fretta.'],
      close: ['Al ritorno, c’era una festa di compleanno con torta e candeline.|Fu il regalo più bello: festeggiare l’avventura con tutti.'],
    },
    holiday: {
      setup: ['Erano le vacanze e c’era tempo per tutto.'],
      turn: ['In vacanza, le giornate sembravano più lunghe e piene di cose.'],
      close: ['Quelle vacanze furono le più divertenti che {name} ricordasse.'],
    },
    'sleep-own-bed': {
      setup: ['Quella notte, {name} avrebbe dormito per la prima volta nel suo lettino[2:, con il cuscino nuovo].'],
      turn: ['~{name} pensò che il lettino nuovo sarebbe stato come una barca per sognare.', '{name} pensò a quanto era morbido il lettino nuovo.'],
      close: ['Quella notte, {name} dormì nel suo lettino con {cname} ai piedi.|Al risveglio, c’era un sole bellissimo.'],
    },
    potty: {
      setup: ['{name} stava imparando a togliere il pannolino[2:, e ogni giorno andava un po’ meglio].'],
      turn: ['{cname} ricordò a {name} che imparare cose nuove richiede tempo.'],
      close: ['Tornando a casa, {name} andò in bagno senza aiuto e tutti festeggiarono.'],
    },
    'new-glasses': {
      setup: ['{name} aveva gli occhiali nuovi[2:, con la montatura del suo colore favorito].'],
      turn: ['Con gli occhiali nuovi, {name} vide un dettaglio che nessun altro aveva visto.'],
      close: ['Da quel giorno, {name} portava gli occhiali con orgoglio[2:, perché con loro vedeva il mondo molto meglio].'],
    },
  },
  fears: {
    dark: {
      setup: ['!A {name} faceva paura il buio della cameretta, la sera.', 'A {name} non piaceva per niente il momento di spegnere la luce della cameretta.'],
      turn: ['Quando si fece sera, {cname} accese una lucina, e {name} scoprì che di notte il mondo restava lo stesso.'],
      close: ['Quella sera, spegnendo la luce, {name} si ricordò dell’avventura e si addormentò in pace.'],
    },
    dog: {
      setup: ['!A {name} facevano paura i cani grandi.', 'A {name} non piacevano molto i cani grandi.'],
      turn: ['Un cane grande e tranquillo si avvicinò piano[2: e si sedette lì accanto].|{name} gli accarezzò la testa con delicatezza.'],
      close: ['Da allora, {name} salutava i cani tranquilli con un sorriso.'],
    },
    water: {
      setup: ['!A {name} faceva un po’ paura l’acqua.', 'A {name} non piaceva entrare in acqua.'],
      turn: ['{name} mise i piedi nell’acqua, solo un pochino, e scoprì che era tiepida.'],
      close: ['Alla fine dell’estate, {name} sguazzava nell’acqua senza smettere mai.'],
    },
    monster: {
      setup: ['!A {name} faceva paura pensare ai mostri sotto il letto.', 'A volte, {name} immaginava cose strane sotto il letto.'],
      turn: ['{cname} guardò sotto il letto e trovò solo un calzino e tanta polvere.'],
      close: ['Quella sera, {name} rise pensando al calzino e si addormentò in pace.'],
    },
    storm: {
      setup: ['!A {name} facevano paura i temporali e i tuoni.', 'A {name} non piacevano i rumori forti del cielo.'],
      turn: ['Quando si sentì un tuono lontano, {cname} cominciò a contare: uno, due, tre…, e il rumore non sembrava più così grande.'],
      close: ['Da allora, quando il cielo brontolava, {name} contava ad alta voce e aspettava in pace.'],
    },
    other: {
      setup: ['!C’era una cosa che faceva paura a {name}[2:, anche se non sempre lo diceva].', 'C’era una cosa che a {name} costava tanta fatica[2:, anche se non sempre lo diceva].'],
      turn: ['{name} ne parlò con {cname}, e dicendolo ad alta voce diventò più piccola.'],
      close: ['Quel giorno, {name} scoprì di poter fare più di quanto pensasse.'],
    },
  },
  needs: {
    teaIntro: ['Questa storia ha un inizio, un problema e un finale felice.'],
    teaEmotion: ['{name} provava gioia perché tutto era andato bene.', '{name} sentiva gioia e calma.'],
    teaFeelings: ['{name} provava tristezza perché {obj} non era al suo posto.', '{name} provava preoccupazione perché nessuno sapeva che cosa fosse successo {obj.to}.'],
    reassure: ['Non succedeva niente di brutto: tutti erano al sicuro.', 'Tutto sarebbe andato bene, e {name} lo sapeva.', '{name} sentiva calma nel cuore, perché gli amici erano vicini.'],
    safeEnding: ['Tutti erano al sicuro, a casa, al caldo e tranquilli.', 'Alla fine, tutto tornò calmo e ognuno tornò a casa sua, al sicuro.'],
    sounds: ['Bum!', 'Zac!', 'Crac!', 'Toc, toc!', 'Fiuuu!', 'Splash!'],
    questions: ['Che cosa succederà adesso?', 'Ce la faranno?', 'E tu che cosa faresti?', 'Dove andranno?', 'Che cosa ci sarà lì?'],
    keyRepeat: ['Pensavano {obj.to}.', '{obj} era molto importante.', 'Tutto era per {obj}.'],
    cause: ['Andavano piano perché la strada era nuova. Allora tutto andò bene.', 'Si fermarono perché avevano bisogno di riposare. Allora bevvero un po’ d’acqua.', '{obj} era importante perché tutti ne avevano bisogno. Allora proseguirono.', 'Guardarono bene perché volevano capire. Allora videro tutto chiaro.'],
  },
  continuation: {
    recall: ['Dopo l’ultima avventura, {name} tornò {place.to}.', '{name} ricordava ancora che cosa era successo con {obj}.', '{cname} era ancora lì vicino, con tanta voglia di nuove avventure.', 'Erano passati alcuni giorni dalla storia {obj.of}.'],
    kinds: {
      explore: {
        summaries: ['{name} esplora {place2} alla ricerca {obj2.of}.', '{name} e {cname} viaggiano fino {place2.to}.'],
        start: ['Questa volta volevano conoscere {place2}, che non avevano mai visto.|Dicevano che lì c’era {obj}.'],
        end: ['Finalmente arrivarono nel cuore {place2.of} e trovarono {obj}.'],
      },
      secret: {
        summaries: ['{name} scopre un segreto nascosto {place.in}.', '{name} e {cname} seguono una pista misteriosa fino {place2.to}.'],
        start: ['{place.in} c’era un segreto che nessuno conosceva.|{name} trovò il primo indizio vicino {obj.to}.'],
        end: ['Il segreto era {obj}, custodito lì da tantissimi anni.'],
      },
      newFriend: {
        summaries: ['{name} aiuta un nuovo amico che ha perso {obj2}.', '{name} conosce qualcuno di nuovo vicino {place2.to}.'],
        start: ['Quel giorno conobbero qualcuno di nuovo[2:, che cercava la sua casa e non ricordava la strada].|Aveva perso {obj}.'],
        end: ['Con l’aiuto di tutti, {obj} tornò al suo posto.|E la nuova amicizia ritrovò la strada di casa.'],
      },
      party: {
        summaries: ['{name} prepara una grande festa {place.in}.', '{name} e {cname} organizzano una festa a sorpresa.'],
        start: ['Volevano preparare una festa a sorpresa[2: per tutti quelli che li avevano aiutati].|Per la festa serviva {obj}.'],
        end: ['La festa fu un successo, e misero {obj} al centro della tavola.'],
      },
      find: {
        summaries: ['{cname} trova {obj2.a} e {name} scopre a che cosa serve.', '{name} trova {obj2.a} dall’aria misteriosa.'],
        start: ['{cname} trovò {obj.a} che nessuno aveva mai visto.|A che cosa poteva servire?'],
        end: ['Alla fine scoprirono a che cosa serviva {obj}: a tenere tutti uniti.'],
      },
    },
    directed: ['Quel giorno, l’avventura prese una strada nuova.', 'Questa volta, la giornata aveva in serbo una sorpresa.', 'Quella mattina cominciò qualcosa di diverso.'],
    titles: ['Un nuovo giorno per {name}', '{name} torna {place.to}', 'Il ritorno di {name} e {cname}', '{name} e {obj}', 'Un’altra giornata con {cname}'],
  },
};
