import type { NounForms, StoryPack } from '../story-pack';

// The character's gender is unknown: no er/sie, no sein/ihr for the hero, never 'als guter Entdecker'.
// German cannot drop a subject the way Spanish does, so the hero is named sparingly: many sentences have
// the pair ('sie', 'die beiden'), the companion or the thing as their subject, the hero's skills act on
// their own ('Ein Trick aus der Ritterschule half: …'), '{hero}' becomes 'das Kind' between two mentions
// of the name, and clauses that share the subject are joined with 'und' without a comma. A comma before
// 'und' joins two main clauses, each with its own subject: only there the youngest get two sentences.
// Animals and things never get a pronoun either ('er', 'ihn' would give the hero a gender nearby).
// The story is told in the Präteritum (Plusquamperfekt for what happened before).

type Gender = 'm' | 'f' | 'n';

// Adjective endings after the definite article (nom, acc, dat) and after 'ein' (nom, acc, dat).
const WEAK: Record<Gender, readonly string[]> = { m: ['e', 'en', 'en'], f: ['e', 'e', 'en'], n: ['e', 'e', 'en'] };
const MIXED: Record<Gender, readonly string[]> = { m: ['er', 'en', 'en'], f: ['e', 'e', 'en'], n: ['es', 'es', 'en'] };
const DEFINITE: Record<Gender, readonly string[]> = { m: ['der', 'den', 'dem', 'des'], f: ['die', 'die', 'der', 'der'], n: ['das', 'das', 'dem', 'des'] };
const INDEFINITE: Record<Gender, readonly string[]> = { m: ['ein', 'einen', 'einem'], f: ['eine', 'eine', 'einer'], n: ['ein', 'ein', 'einem'] };

// Masculine nouns of the weak declension ('den Bären', 'dem Löwen') that a parent's request may bring.
const WEAK_NOUNS = new Set(['Bär', 'Elefant', 'Planet', 'Prinz', 'Mensch', 'Held', 'Pirat', 'Astronaut', 'Nachbar', 'Bauer', 'Spatz', 'Graf', 'Fink']);
// Where one is at a place the parent named: 'auf dem Mond', 'am Strand' (otherwise 'im', 'in der').
const ON = new Set(['Mond', 'Mars', 'Planet', 'Berg', 'Insel', 'Bauernhof', 'Spielplatz', 'Zeltplatz', 'Vulkan', 'Turm', 'Brücke', 'Dachboden', 'Land', 'Raumstation', 'Jahrmarkt', 'Markt']);
const AT = new Set(['Strand', 'Meer', 'See', 'Fluss', 'Nordpol', 'Wasserfall', 'Meeresgrund', 'Himmel', 'Bahnhof', 'Flughafen']);

function declineAdjective(stem: string, ending: string): string {
  return stem.endsWith('e') ? stem + ending.slice(1) : stem + ending;
}

/**
 * A German noun phrase from 'm:Fluss', 'm:breit Fluss@an', 'f:Kristallhöhle', 'n:klein Drachenkind@auf':
 * the gender, adjective stems, the noun and where one is at it ('auf dem…', 'am…'); every case with its
 * article, the adjectives declined, and the prepositions that merge with it (im, zum, vom, beim).
 */
export function germanPhrase(spec: string): NounForms {
  const colon = spec.indexOf(':');
  const g = (colon === -1 ? 'm' : spec.slice(0, colon)) as Gender;
  const [phrase, where] = spec.slice(colon + 1).split('@');
  const words = phrase.trim().split(/\s+/);
  const noun = words.pop()!;
  const adjectives = (endings: readonly string[], k: number) => words.map((a) => `${declineAdjective(a, endings[k])} `).join('');
  const weakNoun = g === 'm' && (WEAK_NOUNS.has(noun) || (/[^e]e$/.test(noun) && noun !== 'Käse'));
  const oblique = weakNoun ? (noun.endsWith('e') ? `${noun}n` : `${noun}en`) : noun;
  const genitive = g === 'f' ? noun : weakNoun ? oblique : /(s|ß|x|z|sch)$/.test(noun) ? `${noun}es` : `${noun}s`;
  const [der, den, dem, des] = DEFINITE[g];
  const [ein, einen, einem] = INDEFINITE[g];
  const dat = `${dem} ${adjectives(WEAK[g], 2)}${oblique}`;
  const short = `${adjectives(WEAK[g], 2)}${oblique}`;
  const at = where ?? (ON.has(noun) ? 'auf' : AT.has(noun) ? 'an' : 'in');
  const inn = at === 'auf' ? `auf ${dat}` : at === 'an' ? (g === 'f' ? `an ${dat}` : `am ${short}`) : g === 'f' ? `in ${dat}` : `im ${short}`;
  return {
    '': `${der} ${adjectives(WEAK[g], 0)}${noun}`,
    acc: `${den} ${adjectives(WEAK[g], 1)}${g === 'm' ? oblique : noun}`,
    dat,
    gen: `${des} ${adjectives(WEAK[g], 2)}${genitive}`,
    a: `${ein} ${adjectives(MIXED[g], 0)}${noun}`,
    'a.acc': `${einen} ${adjectives(MIXED[g], 1)}${g === 'm' ? oblique : noun}`,
    'a.dat': `${einem} ${adjectives(MIXED[g], 2)}${oblique}`,
    in: inn,
    to: g === 'f' ? `zur ${short}` : `zum ${short}`,
    of: g === 'f' ? `von ${dat}` : `vom ${short}`,
    at: g === 'f' ? `bei ${dat}` : `beim ${short}`,
    bare: noun,
  };
}

/** 'Amelias Opa', 'Max’ Opa': a name that ends in an s sound takes an apostrophe instead of the s. */
function germanPossessive(name: string): string {
  return /(s|ß|x|z|ce)$/i.test(name) ? `${name}’` : `${name}s`;
}

export const deStory: StoryPack = {
  possessive: germanPossessive,
  id: 'de',
  noun: germanPhrase,
  // The recogniser's nouns have no adjectives; a relative is named with the article ('die Oma Rosa'), never 'seine' or 'ihre'.
  lexiconNoun: (f): NounForms => {
    const forms = germanPhrase(`${f.gender}:${f.singular}`);
    return { ...forms, poss: forms[''] };
  },
  // '…, und Funke lachte' → two sentences: a comma before 'und' or 'aber' only ever joins two main clauses here;
  // so do a lead-in's dash ('Funke staunte – im Wald…') and a colon before a whole sentence ('…half: Der Kompass…').
  simplify: (sentence) => {
    if (/[„“?;]/.test(sentence)) return [sentence];
    const out: string[] = [];
    let rest = sentence;
    for (;;) {
      const m = / – |: (?=\p{Lu}\p{Ll}* \p{Ll})/u.exec(rest);
      if (!m || rest.slice(0, m.index).split(' ').length < 3) break;
      out.push(`${rest.slice(0, m.index)}.`);
      rest = rest.slice(m.index + m[0].length);
      rest = rest.charAt(0).toUpperCase() + rest.slice(1);
    }
    for (;;) {
      const m = /, (und|aber) (?=\p{L})/u.exec(rest);
      if (!m) break;
      const left = rest.slice(0, m.index);
      const right = rest.slice(m.index + m[0].length);
      if (left.split(' ').length < 3 || right.split(' ').length < 3) break;
      out.push(`${left}.`);
      rest = m[1] === 'und' ? right : `${m[1]} ${right}`;
    }
    out.push(rest);
    return out;
  },
  list: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`),
  contrast: ', aber ',
  companionNames: ['Funke', 'Pipo', 'Tico', 'Wolke', 'Keks', 'Blitz', 'Kiwi', 'Zimt', 'Bruno', 'Krümel', 'Pfeffer', 'Knopf', 'Flocke', 'Muffin', 'Trommel', 'Olli', 'Bommel', 'Lakritz', 'Flitzer', 'Mango', 'Wuschel', 'Purzel', 'Kasimir', 'Schnuppi', 'Fussel', 'Strubbel', 'Pünktchen', 'Schnuffel', 'Tapsi', 'Hoppel', 'Zottel', 'Nuschel'],
  // 'das Kind' is neuter whoever the child is; 'Königskind' is the fairy tales' own word.
  epithets: {
    astronaut: ['das Kind'],
    explorer: ['das Kind'],
    knight: ['das Kind'],
    royalty: ['das Königskind', 'das Kind'],
    superhero: ['das Kind'],
    wizard: ['das Kind'],
    athlete: ['das Kind'],
    teacher: ['das Kind'],
  },
  professions: {
    astronaut: {
      label: 'Raumfahrt',
      intro: [
        '{name} arbeitete in der Raumfahrt und zeigte {cname} {place.of} aus die Namen vieler Sterne[2:, sogar von denen, die man nur im Winter sah].',
        'Die Raumfahrt war die große Leidenschaft von {name}, und {place.in} wollten alle von den Raketenflügen hören.',
        '{cname} trug stolz einen Spielzeughelm, denn {name} arbeitete in der Raumfahrt und hatte einen echten.',
      ],
      skill: [
        'Mit Raumfahrtwissen schätzte {hero}[1+: {place.in}] die Entfernung ab und fand einen sicheren Weg.',
        'Wie bei jeder Mission in der Raumfahrt wurde alles laut geprüft, und {cname} wiederholte jedes Wort.',
        'Ein Trick aus der Raumfahrt half: langsam und ruhig bewegen, ohne {cname} loszulassen.',
        'Wie beim Training für die Raumfahrt blieb {hero}[1+: {place.in}] ganz ruhig und plante jeden Schritt.',
      ],
    },
    explorer: {
      label: 'Entdeckungsreisen',
      intro: [
        '{name} machte gern Entdeckungsreisen, und niemand kannte die Wege {place.in} besser.',
        'Auf vielen Entdeckungsreisen hatte {name} Karten gezeichnet[3:, mit Pfeilen, Notizen und kleinen roten Kreuzen], auch eine Karte {place.of}.',
        '{name} machte Entdeckungsreisen, und {cname} trug den Kompass.',
      ],
      skill: [
        '[1+:Die Erfahrung aus vielen Entdeckungsreisen half: ]<Der Kompass|Die Karte|Das Fernglas> zeigte[1+: {place.in}] den [0:Weg][1+:richtigen Weg][3:, auch wenn ringsum alles gleich aussah].',
        '[0:{hero} las die Spuren am Boden][1+:Mit dem geübten Blick von vielen Entdeckungsreisen las {hero} die Spuren am Boden][2: und erkannte, wohin sie führten], während {cname} wartete.',
        '[1+:Ein alter Trick von den Entdeckungsreisen half: ]<Das Moos an den Bäumen|Der Stand der Sonne|Eine Spur im Sand> zeigte den Weg, und {cname} bemerkte das als Erstes[3:, noch bevor die anderen überhaupt hinsahen].',
        'Mit <einer Karte|einem alten Kompass|einem Fernglas>[1+: von den Entdeckungsreisen] fand {hero}[1+: {place.in}] einen Pfad, den kaum jemand kannte[3:, verborgen hinter dichtem Gestrüpp].',
      ],
    },
    knight: {
      label: 'Ritterschule',
      intro: [
        '{name} hatte die Ritterschule besucht, und der blaue Schild mit dem Stern war {place.in} berühmt.',
        'In der Ritterschule hatte {name} gelernt, alle zu beschützen, die Hilfe brauchten[2:, bei Tag und bei Nacht].',
        'Seit der Ritterschule holten sich {place.in} viele Leute Rat bei {name}.',
      ],
      skill: [
        'Wie in der Ritterschule gelernt, hob {hero} den Schild und ging ruhig weiter[1+: durch {place.acc}].',
        'Mit dem Holzschwert aus der Ritterschule wurden die Zweige zur Seite geschoben, und {cname} kam gut hindurch.',
        'Die erste Regel der Ritterschule hieß: zuerst die anderen beschützen, also durfte {cname} vorgehen.',
        'Wie in der Ritterschule geübt, hielt {hero}[1+: {place.in}] den Schild schützend vor {cname}.',
      ],
    },
    royalty: {
      label: 'Königsfamilie',
      intro: [
        '{name} gehörte zur Königsfamilie, spielte aber {place.in} mit allen Kindern.',
        'Obwohl {name} aus der Königsfamilie stammte, waren lange Zeremonien ziemlich langweilig[2:, und Herumtoben mit {cname} war viel schöner].',
        'Vom Schloss der Königsfamilie sah man weit über {place.acc}, und dort wohnte {name}.',
      ],
      skill: [
        'Wie in der Königsfamilie üblich, rief {hero}[1+: {place.in}] alle zusammen und hörte sich ihre Ideen an[2:, eine nach der anderen].',
        'In der Königsfamilie lernte man, ruhig zu sprechen und einen Plan zu machen, und {cname} bekam den ersten Teil.',
        'Ein Kniff aus der Königsfamilie wirkte: freundlich um Hilfe bitten, und[1+: {place.in}] sagte niemand Nein.',
        'Mit der Ruhe aus der Königsfamilie verteilte {hero}[1+: {place.in}] die Aufgaben, und alle halfen mit.',
      ],
    },
    superhero: {
      label: 'Superkräfte',
      intro: [
        '{name} hatte Superkräfte und einen roten Umhang, der im Wind flatterte.',
        '{name} setzte die Superkräfte ein, um anderen zu helfen[3:, ohne je damit anzugeben], und {cname} war die beste Hilfe dabei.',
        'Von den Superkräften wusste {place.in} kaum jemand, nur {cname} und {name}.',
      ],
      skill: [
        'Mit Superkräften sprang {hero} ganz hoch, um {place.acc} von oben zu sehen.',
        'Ganz vorsichtig kamen die Superkräfte zum Einsatz[2:, damit nichts kaputtging], und der größte Stein rollte zur Seite, während {cname} jubelte.',
        'Mit dem Superblick der Superkräfte entdeckte {hero} einen Weg, den noch niemand bemerkt hatte.',
        'Mit Superkräften hob {hero}[1+: {place.in}] das Hindernis einfach zur Seite.',
      ],
    },
    wizard: {
      label: 'Zauberei',
      intro: [
        '{name} verstand viel von Zauberei, und der grün leuchtende Zauberstab war {place.in} bekannt.',
        'Zauberei war das Lieblingsfach von {name}[2:, auch wenn mancher Zauberspruch noch verkehrt herum herauskam], sehr zur Freude von {cname}.',
        '{name} lernte Zauberei, und {cname} half beim Üben der Zaubersprüche.',
      ],
      skill: [
        'Mit ein wenig Zauberei schwang {hero}[1+: {place.in}] den Zauberstab, und ein sanftes Licht erhellte den Weg.',
        'Ein kleiner Spruch aus der Zauberei[2:, schon oft geübt,] ließ das Hindernis davonschweben, und {cname} lachte.',
        'Ein sanfter Windzauber aus der Zauberei machte den Weg im Nu frei.',
        'Ein Spruch aus der Zauberei ließ[1+: {place.in}] kleine Lichter tanzen, die den Weg zeigten.',
      ],
    },
    athlete: {
      label: 'Leichtathletik',
      intro: [
        '{name} machte Leichtathletik, und {place.in} lief niemand schneller.',
        '{name} trainierte jeden Morgen Leichtathletik[3:, bei Sonne und bei Regen, wie die Trainerin immer sagte], mit {cname} hinterher.',
        'Bei der Leichtathletik stoppte {cname} immer die Zeit, und {name} lief einen Rekord nach dem anderen.',
      ],
      skill: [
        'Dank der Leichtathletik gelang {name}[1+: {place.in}] ein langer, sauberer Sprung.',
        'Durch das Training in der Leichtathletik kletterte {hero} geschickt hinauf und half dann {cname} nach oben.',
        'Mit der Ausdauer aus der Leichtathletik ging es ohne Pause quer[1+: durch {place.acc}].',
        'Mit einem Sprint wie in der Leichtathletik war {hero}[1+: {place.in}] als Erstes am Ziel.',
      ],
    },
    teacher: {
      label: 'Unterricht',
      intro: [
        '{name} gab Unterricht, und {place.in} lernten alle etwas aus den bunten Zeichnungen.',
        'Im Unterricht erklärte {name} gern neue Dinge, am liebsten {cname}.',
        '{name} gab Unterricht und hatte immer ein Stück Kreide in der Tasche[2:, falls {cname} etwas fragen wollte].',
      ],
      skill: [
        'Wie im Unterricht malte {hero}[1+: {place.in}] einen Plan auf den Boden, und alle verstanden sofort.',
        'Mit der Geduld aus dem Unterricht wurde alles Schritt für Schritt erklärt, bis {cname} es verstand.',
        'Ein Trick aus dem Unterricht half: bis drei zählen und erst dann entscheiden.',
        'Wie im Unterricht zählte {hero}[1+: {place.in}] alle Möglichkeiten auf, und die beste war schnell gefunden.',
      ],
    },
  },
  hobbies: {
    reading: { label: 'Lesen', intro: ['Zum Lesen kuschelte sich {name} abends mit {cname} aufs Sofa.', 'Beim Lesen vergaß {name} die Zeit, besonders bei Büchern über Orte wie {place.acc}.'], helps: ['Ein Buch über {place.acc} fiel {name} ein, und in diesem Buch stand die Idee, die sie brauchten.', 'Vom vielen Lesen kannte {hero} eine ähnliche Geschichte und erzählte sie {cname}: Darin lag die Lösung.', 'In einem Buch hatte {name} von Orten wie {place.dat} gelesen, und genau dieser Tipp half.'] },
    music: { label: 'Musik', intro: ['{name} liebte Musik, und {place.in} wurde den ganzen Tag gesungen.', '{name} liebte Musik, und {cname} tanzte bei jedem Lied.'], helps: ['[0:Ein Lied klang laut, und das Echo zeigte den Weg.][1+:<Eine fröhliche Melodie|Ein lustiges Pfeifen|Ein lautes Jodeln> hallte {place.in} wider, und das Echo zeigte, wo der Weg weiterging.]', '{hero} sang laut <ein Wanderlied|ein Echo-Lied|ein Lied über Pfützen>, und {cname} fand im Takt den richtigen Pfad.', 'Zusammen mit {cname} summte {hero} ein Lied im Takt, und so blieb niemand zurück[3:, nicht einmal die Langsamsten].', 'Eine Melodie, die {cname} mitpfiff, gab[1+: {place.in}] allen den Takt vor[3:, und gemeinsam überwanden sie die schwierige Stelle].'] },
    gaming: { label: 'Videospiele', intro: ['Videospiele machten {name} großen Spaß, und eines davon spielte sogar {place.in}.', '{name} mochte knifflige Videospiele und spielte sie nachmittags mit {cname}.'], helps: ['Es war wie in den Videospielen:[1+: {place.in}] erst schauen, dann probieren, dann weitergehen.', 'Wie in den Videospielen suchte {hero} nach dem versteckten Muster, und {cname} sah es auch.', 'Wie bei einem schweren Level ging {hero}[1+: {place.in}] Schritt für Schritt vor.'] },
    photography: { label: 'Fotografieren', intro: ['Fotografieren war die Leidenschaft von {name}, und es gab Hunderte Fotos {place.of}.', 'Beim Fotografieren war {cname} das liebste Motiv von {name}.'], helps: ['Auf einem der Fotos {place.of} entdeckten sie genau die Kleinigkeit, die noch fehlte.', 'Ein schnelles Foto half: Beim Vergrößern zeigte {cname} genau auf das Gesuchte.', 'Mit der Kamera suchte {hero}[1+: {place.in}] jede Ecke ab, und auf einem Bild war die Lösung.'] },
    cooking: { label: 'Kochen', intro: ['{name} liebte das Kochen, und die Kekse aus dieser Küche waren {place.in} berühmt.', 'Beim Kochen durfte {cname} immer als Erstes probieren.'], helps: ['Zum Glück gab es[1+: {place.in}] Kekse aus der Küche von {name}, und mit vollem Bauch dachten alle besser nach.', 'Ein Trick vom Kochen half: Schlamm und Blätter wurden zu einem Teig geknetet, der das Loch stopfte, und {cname} knetete mit.', 'Ein Picknick[1+: {place.in}] gab allen neue Kraft, und {cname} aß am meisten.'] },
    cycling: { label: 'Radfahren', intro: ['Radfahren war das Größte für {name}, und {cname} saß dabei im Korb vorne.', '{name} liebte Radfahren und kannte jeden Weg {place.in}.'], helps: ['Die Fahrradklingel diente[1+: {place.in}] als Zeichen, und so verlor niemand die Gruppe.', 'Mit der Fahrradpumpe pumpte {hero} einen alten Reifen auf, und daraus wurde ein Schwimmring für {cname}.', 'Mit dem Fahrrad war {hero}[1+: {place.in}] schnell unterwegs und fand den Weg als Erstes.'] },
    sports: { label: 'Sport', intro: ['Sport machte {name} riesigen Spaß, und {place.in} gab es oft Spiele.', '{name} liebte Sport, und {cname} pfiff bei jedem Spiel.'], helps: ['Ein gezielter Wurf mit dem Ball traf[1+: {place.in}] genau die richtige Stelle.', 'Wie beim Sport rief {hero} nach einem langen Pass, und der Pass von {cname} kam genau an.', 'Mit einem weiten Sprung wie beim Sport kam {hero}[1+: {place.in}] über das Hindernis.'] },
    painting: { label: 'Malen', intro: ['Malen war die große Liebe von {name}, und es gab schon viele bunte Bilder {place.of}.', 'Beim Malen war {cname} das liebste Modell von {name}.'], helps: ['{hero} malte {place.in} eine kleine Karte ins Heft, und mit dieser Zeichnung fand {cname} den Weg.', '<Bunte Pfeile|Kleine Sterne|Gelbe Punkte> auf den Steinen {place.of} zeigten später den Rückweg, denn {name} hatte sie dort gemalt[3:, sorgfältig und in leuchtenden Farben].', '[0:Mit Farben malte {hero} ein Zeichen, und {cname} sprang hoch.][1+:Beim Mischen zweier Farben entdeckte {hero} ein verstecktes Zeichen, und {cname} machte einen Luftsprung.]', 'Mit Kreide malte {hero}[1+: {place.in}] einen Plan auf einen Stein, und alle wussten Bescheid[3:, ohne dass viele Worte nötig waren].'] },
    travel: { label: 'Reisen', intro: ['Reisen war das Schönste für {name}, und {place} war ein Lieblingsziel.', '{name} liebte das Reisen, und {cname} hatte den Koffer schon gepackt.'], helps: ['Ein Trick von früheren Reisen half[1+: {place.in}]: Der Sonnenaufgang zeigte, wo Osten war.', 'Auf Reisen hatte {name} gelernt, die Leute vor Ort zu fragen, und {cname} fand jemanden.', 'Wie auf jeder Reise packte {hero}[1+: {place.in}] die Landkarte aus und fand die Richtung.'] },
    programming: { label: 'Programmieren', intro: ['{name} mochte das Programmieren und hatte einen kleinen Roboter gebaut.', 'Programmieren machte {name} Spaß, und {cname} testete jede Erfindung.'], helps: ['Ein winziger Roboter bekam vier einfache Befehle und fand[1+: {place.in}] den versteckten Durchgang.', 'Wie beim Programmieren wurde das Problem in kleine Teile zerlegt, und {cname} übernahm den ersten.', 'Mit ein paar Zeilen Code ließ {hero}[1+: {place.in}] eine kleine Drohne aufsteigen, und die Drohne fand den Weg.'] },
    magic: { label: 'Zaubertricks', intro: ['{name} liebte Zaubertricks und verblüffte {place.in} alle damit.', 'Bei den Zaubertricks von {name} war {cname} immer die Assistenz.'], helps: ['Ein Zaubertrick mit einer Münze brachte {cname} zum Lachen, und die Gruppe fasste neuen Mut.', 'Mit einem Zaubertrick lenkte {hero} alle kurz ab, und {cname} schlüpfte hindurch.', 'Mit einem Zaubertrick ließ {hero}[1+: {place.in}] eine Münze verschwinden, und alle lachten wieder.'] },
    theater: { label: 'Theater', intro: ['{name} liebte Theater und machte {place.in} lustige Stimmen nach.', 'Beim Theaterspielen saß {cname} immer im Publikum.'], helps: ['Der Plan wurde[1+: {place.in}] als kleines Theaterstück vorgespielt, mit verteilten Rollen, und danach wusste jeder, was zu tun war.', 'Mit einem Trick vom Theater sprach {hero} mit ganz tiefer Stimme, und {cname} konnte vor Lachen nicht mehr.', 'Wie auf der Bühne rief {hero}[1+: {place.in}] ganz laut, und das Echo zeigte die Richtung.'] },
  },
  traits: {
    alegre: { intro: ['Das fröhliche Lachen von {name} war {place.in} überall zu hören.', '{name} lachte viel, und {cname} lachte immer mit.'], action: ['Fröhlich wie immer machte {hero}[1+: {place.in}] allen Mut, und sie gingen weiter.', 'Ein lustiges Lied über {cname} brachte[1+: {place.in}] alle wieder in Schwung.', 'Mit einem breiten Grinsen steckte {hero} alle an, und[1+: {place.in}] ging plötzlich alles leichter.', 'Ein fröhlicher Witz von {name} ließ {cname} kichern, und mit guter Laune ging es weiter.'] },
    curioso: { intro: ['{name} war sehr neugierig und fragte {place.in} einfach alles.', '{name.s} Neugier kannte {cname} gut: Immer kam die Frage nach dem Warum.'], action: ['Aus reiner Neugier schaute {hero}[1+: {place.in}] unter einen Stein, und genau dort lag die Lösung[3:, unscheinbar und doch entscheidend].', 'Die Neugier führte dorthin, wo {cname} noch nicht nachgesehen hatte, und genau das war richtig[3:, wie sich bald herausstellte].', '[0:Neugierig sah {hero} in jede Ecke und fand einen Weg.][1+:Neugierig untersuchte {hero} jede Ecke {place.in} und entdeckte einen schmalen Durchgang.]', '[0:{name} fragte, und {cname} hatte eine Idee.][1+:Eine neugierige Frage von {name} brachte {cname} auf die richtige Idee][3:, an die vorher niemand gedacht hatte][1+:.]'] },
    valiente: { intro: ['{name} hatte ein mutiges Herz, und {place.in} wusste das jeder.', 'An der Seite von {name} fühlte sich {cname} immer sicher.'], action: ['Mit viel Mut ging {hero}[1+: {place.in}] den ersten Schritt[3:, obwohl niemand wusste, was dahinter wartete].', 'Mutig ging {hero} voran, damit {cname} sah, dass es ging[3:, und die Unsicherheit verflog allmählich].', 'Mit ruhigem Mut packte {hero} das Hindernis[1+: {place.in}] an, und {cname} folgte.', 'Ein mutiger Schritt von {name} zeigte {cname}, dass es[1+: {place.in}] weiterging.'] },
    inteligente: { intro: ['{name} dachte gern in Ruhe nach und hatte kluge Ideen.', 'Bei kniffligen Fragen bat {cname} immer {name} um eine Idee.'], action: ['In aller Ruhe dachte {hero}[1+: {place.in}] über alles nach und fand eine neue Idee.', 'Eine kluge Idee löste das Problem, und {cname} merkte sie sich für später.', 'Klug überlegte {hero}, was[1+: {place.in}] helfen konnte, und hatte schnell einen Plan.', 'Ein kluger Gedanke von {name} machte den Weg[1+: {place.in}] frei.'] },
    amistoso: { intro: ['{name} war sehr freundlich und grüßte {place.in} alle.', 'Durch die freundliche Art von {name} war die Freundschaft mit {cname} entstanden.'], action: ['Freundlich fragte {hero} die Leute[1+: {place.in}], und jemand wusste Rat.', 'Mit netten Worten überzeugte {hero} alle, {cname} zu helfen.', 'Mit einem freundlichen Gruß fand {hero}[1+: {place.in}] schnell Hilfe.', 'Die freundliche Art von {name} öffnete[1+: {place.in}] jede Tür.'] },
    soñador: { intro: ['{name} träumte gern und stellte sich neue Welten hinter {place.dat} vor.', 'Jeden Morgen erzählte {name} {cname} die Träume der Nacht.'], action: ['Mit geschlossenen Augen stellte sich {hero} einen Ausweg vor und erzählte {cname} davon.', 'Ein Plan aus den Tagträumen von {name} wurde wahr, denn {cname} half mit.', 'Verträumt blickte {hero} über {place.acc} und sah plötzlich einen Weg, den sonst niemand sah.', 'Ein Traum der letzten Nacht brachte {name}[1+: {place.in}] auf die richtige Idee.'] },
    travieso: { intro: ['{name} hatte immer einen Schabernack im Kopf, und {place.in} kannte man die Streiche.', 'Bei jedem Streich von {name} machte {cname} mit.'], action: ['Mit einer frechen Idee fand {hero}[1+: {place.in}] einen Durchgang, den niemand gesehen hatte.', 'Ein frecher Scherz brachte {cname} zum Lachen, und das Lachen brachte die Idee.', 'Mit einem listigen Streich lockte {hero} alle[1+: {place.in}] auf die richtige Spur.', 'Ein frecher Einfall von {name} war genau das Richtige, und {cname} kicherte.'] },
    responsable: { intro: ['{name} war sehr zuverlässig, und {place.in} verließen sich alle darauf.', 'Auf {name} war immer Verlass, und {cname} wusste das genau.'], action: ['Zuverlässig wie immer prüfte {hero} den Plan zweimal, bevor es[1+: {place.in}] losging.', 'Erst als {cname} bereit war, ging es weiter, denn darauf achtete {hero} immer.', 'Sorgfältig sicherte {hero} den Weg[1+: {place.in}], bis alle heil drüben waren.', 'Auf den Plan von {name} war Verlass, und[1+: {place.in}] ging alles gut.'] },
    paciente: { intro: ['{name} war sehr geduldig und konnte warten wie niemand sonst.', 'Selbst wenn {cname} drängelte, blieb {name} geduldig.'], action: ['Geduldig wartete {hero}[1+: {place.in}] auf den richtigen Moment, und dann ging es los.', 'In aller Ruhe durfte {cname} es selbst versuchen, und es klappte.', 'Ohne jede Eile probierte {hero} es[1+: {place.in}] wieder und wieder, bis es klappte.', 'Dank der Geduld von {name} fand {cname}[1+: {place.in}] den richtigen Augenblick.'] },
    aventurero: { intro: ['{name} war abenteuerlustig und kannte jeden Winkel {place.in}.', '{name} war genauso abenteuerlustig wie {cname}.'], action: ['Abenteuerlustig probierte {hero}[1+: {place.in}] einen neuen Weg aus.', 'Zusammen mit {cname} ging es über eine Abkürzung, die noch niemand ausprobiert hatte.', 'Voller Abenteuerlust kletterte {hero}[1+: {place.in}] voraus und fand einen Pfad.', '{name.s} Abenteuerlust führte {cname}[1+: {place.in}] zu einem versteckten Pfad.'] },
  },
  genres: {
    adventure: {
      openings: ['Nicht weit {place.of} lag ein kleines Dorf mit bunten Häusern.', 'Hinter den Bergen lag {place}[2:, ein Ort voller Wege zum Entdecken].'],
      places: [
        { noun: 'm:grün Dschungel', desc: ['[0:Im grünen Dschungel war alles groß.][1+:Im grünen Dschungel standen riesige Bäume und <große Blumen|dicke Lianen|Farne so hoch wie Häuser>.]', '~Die Lianen hingen herab wie <die Seile eines riesigen Zirkus|grüne Spaghetti|Schaukeln für Affen>.', 'Zwischen den Blättern im Dschungel <kreischten bunte Vögel|turnten kleine Affen|summten dicke Käfer>.'] },
        { noun: 'm:breit Fluss@an', desc: ['Der breite Fluss hatte <klares, kühles Wasser|grünes, ruhiges Wasser|schnelles, glitzerndes Wasser>[3:, in dem sich die Wolken spiegelten].', 'Am Ufer des breiten Flusses lagen <glatte, runde Steine|bunte Muscheln|alte Baumstämme>.', 'Über den breiten Fluss führte <eine schmale Holzbrücke|eine alte Steinbrücke|eine wackelige Hängebrücke>.'] },
        { noun: 'f:Kristallhöhle', desc: ['[0:In der Kristallhöhle glitzerte es bunt.][1+:In der Kristallhöhle glitzerten <die Wände|die Decken|die Steine am Boden> in vielen Farben.]', '~Die Steine der Höhle sahen aus wie <Bonbons aus Licht|gefrorene Regenbogen|Sterne im Felsen>.', 'Von der Decke der Kristallhöhle <tropfte es leise|hingen glitzernde Zapfen|fiel ein bläuliches Licht>.'] },
        { noun: 'm:Schneeberg@auf', desc: ['Auf dem Schneeberg knirschte der Schnee unter <den Füßen|den Stiefeln|jedem Schritt>[3:, und der Atem bildete kleine Wölkchen].', 'Vom Schneeberg aus sah man <das ganze Tal|alle Dörfer der Gegend|bis zum Meer>.', 'Oben auf dem Schneeberg <wehte ein eisiger Wind|lag Schnee bis zu den Knien|stand eine kleine Hütte>.'] },
        { noun: 'm:alt Hafen', desc: ['Im alten Hafen lagen <Holzboote|Segelboote|Fischerboote>, und Möwen kreisten darüber[3~:, als warteten sie auf die Fischer].', 'Der alte Hafen roch nach <Meer und frischem Brot|Salz und Fisch|Teer und Seetang>.', 'Im alten Hafen <knarrten die Taue an den Booten|flickten Fischer ihre Netze|schaukelten bunte Bojen>.'] },
      ],
      objects: ['f:Schatzkarte', 'm:Goldkompass', 'f:klein Schatzkiste', 'm:Bronzeschlüssel'],
      companions: ['m:bunt Papagei', 'f:frech Ziege', 'm:Spürhund'],
      helpers: [
        { noun: 'f:weise Schildkröte', help: ['Die weise Schildkröte kannte alle Pfade und <zeigte mit der Pfote auf einen davon|malte den richtigen in den Sand|führte sie zum ältesten>.', 'Die weise Schildkröte dachte lange nach und <wusste dann genau, wo es weiterging|zeigte mit dem Kopf den Weg|malte eine Karte in den Sand>.'] },
        { noun: 'm:freundlich Fischer', help: ['Der freundliche Fischer lieh ihnen <das Boot|sein Kanu|sein Floß>, um über den Fluss zu kommen.', 'Der freundliche Fischer kannte den Weg übers Wasser und <ruderte sie ein Stück|zeigte ihnen eine Furt|lieh ihnen sein Boot>.'] },
      ],
      lost: ['m:klein Krebs', 'n:Robbenbaby', 'n:Möwenküken'],
      obstacles: [
        '<Eine Hängebrücke schwankte über dem Wasser[2:, und in der Mitte fehlten zwei Bretter]|Glatte Steine waren der einzige Weg hinüber|Ein umgestürzter Baum war die einzige Brücke>.',
        'Ein umgestürzter Baum versperrte den Pfad[2: von einer Seite zur anderen].',
        'Auf einmal zog dichter Nebel auf[2:, und der Weg war nicht mehr zu sehen].',
        'Der Pfad führte einen Hang mit losen Steinen hinauf[2:, die bei jedem Schritt wegrollten].',
        'Ein Wasserfall verdeckte den Eingang zu einer <Grotte|Höhle|geheimen Schlucht>[3:, und das Wasser rauschte ohne Pause].',
        'Ein Bach war vom Regen angeschwollen[2:, und die Trittsteine lagen unter Wasser].',
        'Eine Wand aus <Brombeerranken|Steinen|Baumstämmen> versperrte den Weg[2:, voller Stacheln und Beeren].',
        'Die Karte hatte <einen Fleck|ein Loch|einen dicken Knick> genau dort, wo eigentlich der Weg eingezeichnet war.',
      ],
      clues: ['Im Schlamm waren kleine Spuren, die {place2.to} führten.', 'An einem Ast hing ein rotes Band[2:, mit einem Seemannsknoten festgebunden].', 'Jemand hatte einen Pfeil auf einen Felsen gemalt.'],
      problems: ['Der Leuchtturm im Hafen gab kein Licht mehr.', 'Die Brücke des Dorfes brauchte ein neues Teil.'],
      titles: ['{cname} und {obj}', 'Mit {cname} {place.to}', '{obj} hinter {place.dat}', 'Der Pfad {place.to} und {obj}', '{cname} auf dem Weg {place.to}', 'Die Expedition {place.to} mit {cname}', '{cname} sucht {obj.acc}', 'Quer durch {place.acc} mit {cname}'],
    },
    fantasy: {
      openings: ['In einem fernen Königreich, hinter {place.dat}, lebten Feen, Drachen und Kobolde.', 'Vor langer Zeit gab es in einem Zauberland {place.a.acc}.'],
      places: [
        { noun: 'm:verzaubert Wald', desc: ['Im verzauberten Wald <sangen die Blumen|flüsterten die Blätter|summten die Bäche> ganz leise[3:, sobald jemand vorüberging].', '~Die Bäume im verzauberten Wald sahen aus wie <schlafende Riesen|alte Großväter mit Bärten|Wächter aus Moos>.', 'Im verzauberten Wald leuchteten <die Pilze|die Blätter|die Steine> in der Nacht.'] },
        { noun: 'm:Wolkenturm', desc: ['Im Wolkenturm gab es eine sehr lange [0:Treppe][1+:Wendeltreppe]<| aus Glas| aus Wolkenwatte>.', '~Die Spitze des Wolkenturms kitzelte <den Himmel|den Mond|die Sterne>.', 'Aus jedem Fenster des Wolkenturms sah man <nur Wolken|Vögel vorbeifliegen|bis ans Ende der Welt>.'] },
        { noun: 'm:Silbersee@an', desc: ['Der Silbersee glänzte <im Mondlicht|wie poliert|im Sonnenschein>[3:, obwohl es noch gar nicht Nacht war].', '~Das Wasser des Silbersees war wie <ein Zauberspiegel|flüssiges Silber|ein stiller Himmel>.', 'Am Silbersee tranken <Rehe|Hasen|Füchse>[1+: das klare Wasser].'] },
        { noun: 'm:Elfengarten', desc: ['Im Elfengarten wuchsen bunte <Pilze|Blumen|Beeren>[3:, die jeden Morgen ihre Farbe wechselten].', 'Die Elfen im Garten <pflegten jede Blume mit viel Liebe|gossen die Salatköpfe|zählten die Erdbeeren>.', 'Im Elfengarten [0:flogen kleine Käfer][1+:<summten winzige Glühwürmchen|wuchsen Blumen so klein wie Knöpfe|plätscherte ein winziger Brunnen>].'] },
        { noun: 'f:Regenbogenbrücke@auf', desc: ['Die Regenbogenbrücke [0:ging von Berg zu Berg][1+:verband <zwei Berge|zwei Täler|zwei Wolken>].', '[0:Auf der Regenbogenbrücke war jeder Schritt bunt.][1+:Auf der Regenbogenbrücke <hatte jeder Schritt eine andere Farbe|klang bei jedem Schritt ein Glöckchen|roch es nach Himbeeren>.]', 'Unter der Regenbogenbrücke floss ein [0:Bach][1+:<glitzernder|munterer|klarer> Bach].'] },
      ],
      objects: ['m:Sternenstab', 'f:Blumenkrone', 'n:Zauberbuch', 'f:Zauberperle'],
      companions: ['n:klein Drachenkind', 'f:winzig Fee', 'n:schüchtern Einhorn'],
      helpers: [
        { noun: 'f:alt Eule', help: ['Die alte Eule öffnete die großen Augen und <verriet ein uraltes Geheimnis|zeigte ihnen den Weg|gab einen klugen Rat>.', 'Die alte Eule flog voraus und zeigte ihnen von oben <den Weg|die Brücke|den versteckten Pfad>.'] },
        { noun: 'f:Feenkönigin', help: ['Die Feenkönigin lächelte und schenkte ihnen <einen Lichtfunken|eine kleine Laterne|einen goldenen Faden> für den Weg.', 'Die Feenkönigin berührte den Boden mit dem Zepter, und <der Weg begann zu leuchten|eine Brücke aus Licht erschien|ein Pfad aus Blumen wuchs>.'] },
      ],
      lost: ['m:winzig Kobold', 'f:klein Sternschnuppe', 'n:Drachenbaby'],
      obstacles: [
        '<Eine Steintür verlangte ein Zauberwort|Eine Zugbrücke war hochgezogen|Ein goldenes Tor war mit einem Blumenschloss verschlossen>[2: in einer uralten Sprache].',
        '<Verzauberte Ranken|Verhexte Dornen|Verschlafene Äste> schlossen sich, sobald jemand näher kam.',
        'Der Weg teilte sich in <sieben|fünf|neun> gleiche Pfade[2:, und nur einer davon war der richtige].',
        '<Ein Troll schlief quer auf der Brücke[2: und schnarchte so laut, dass die Bretter zitterten]|Ein kleiner Drache saß mitten auf dem Weg|Ein Riese suchte seinen Schuh und ließ niemanden vorbei>.',
        '<Eine tiefe Wolke hatte sich auf den Pfad gelegt[2:, und man sah gar nichts mehr]|Ein Bach hatte den Pfad überschwemmt|Ein umgestürzter Baum lag quer über dem Weg>.',
        '<Eine Kristalltreppe|Eine silberne Leiter|Eine Treppe aus buntem Glas> fuhr ganz von allein hinauf und hinunter[3~:, als ob sie Verstecken spielte].',
        '<Die singenden Blumen waren verstummt[2:, und ohne ihr Lied öffnete sich der Pfad nicht]|Die Glühwürmchen am Weg waren erloschen|Der Wunschbrunnen war ausgetrocknet>.',
        'Ein Fluss aus <flüssigem Karamell|warmer Schokolade|süßem Honig> versperrte den Weg[2:, klebrig und sehr langsam].',
      ],
      clues: ['Auf den Blättern glitzerte Feenstaub, in einer Reihe bis {place2.to}.', 'Eine goldene Feder schwebte in der Luft[2: und fiel nie herunter].', 'Ein Pilz leuchtete auf, als sie vorbeikamen[2:, und dann noch einer weiter vorn].'],
      problems: ['Die Feen konnten nicht mehr fliegen, weil der Zauberwind stillstand.', 'Das Schloss hatte alle Farben verloren.'],
      titles: ['{cname} und {obj}', 'Der Zauber {place.of} und {obj}', 'Ein Wunsch für {cname} {place.in}', 'Die Zauberkraft von {cname} und {obj}', '{obj} hinter {place.dat}', '{cname} und der Zauber {place.of}', 'Ein Zauberweg {place.to} mit {cname}', '{cname} und {obj} im Zauberland'],
    },
    mystery: {
      openings: ['In der Nachbarschaft von {name} gab es {place.a.acc} und viele neugierige Nachbarn.', 'Alles begann an einem ruhigen Nachmittag, nicht weit {place.of}.'],
      places: [
        { noun: 'f:alt Bibliothek', desc: ['[0:Die alte Bibliothek war voll mit Büchern.][1+:Die alte Bibliothek hatte Regale voller <staubiger Bücher|Landkarten|dicker Lexika>.]', 'In der alten Bibliothek hörte man <eine Uhr ticken|Seiten rascheln|den Boden knarren>.', 'In der alten Bibliothek roch es nach <Papier und Staub|Leim und Tinte|altem Holz>.'] },
        { noun: 'n:Stadtmuseum', desc: ['[0:Im Stadtmuseum gab es große Bilder.][1+:Im Stadtmuseum gab es <Dinosaurierskelette|alte Münzen|Mumien> und riesige Bilder.]', 'Das Stadtmuseum hatte <lange, stille Flure|hohe, helle Säle|eine Treppe aus Marmor>.', 'Im Stadtmuseum stand <eine Ritterrüstung|eine alte Kutsche|ein ausgestopfter Bär> neben der Treppe.'] },
        { noun: 'm:Dachboden@auf', desc: ['[0:Auf dem Dachboden lagen lustige Hüte.][1+:Auf dem Dachboden standen alte <Truhen|Koffer|Schränke> und lagen <lustige Hüte|bunte Tücher|alte Puppen>.]', '~Der Dachboden bewahrte Erinnerungen auf wie <eine Schatzkiste|ein großes Fotoalbum|ein Tagebuch>.', 'Auf dem Dachboden <knarrten die alten Holzbretter|hingen Spinnweben in den Ecken|tanzte Staub im Sonnenlicht>.'] },
        { noun: 'm:Bahnhof@an', desc: ['Am Bahnhof <zeigten die Uhren die genaue Zeit[3:, bis auf die Sekunde]|warteten viele Leute mit Koffern|pfiff der Schaffner laut>.', 'Der Bahnhof roch nach <heißer Schokolade|frischen Brezeln|Kaffee und Regen>.', 'Am Bahnhof fuhr gerade ein <roter|blauer|langer> Zug ein.'] },
        { noun: 'm:Stadtpark', desc: ['Im Stadtpark gab es Bänke, <Brunnen|Blumenbeete|einen Spielplatz> und Enten[3:, die sich um jedes Krümelchen stritten].', '<Die Schaukeln|Die Blätter|Die Drachen der Kinder> im Stadtpark bewegten sich im Wind.', 'Im Stadtpark fütterte <eine Frau|ein alter Mann|ein kleines Mädchen> die <Tauben|Enten|Spatzen>.'] },
      ],
      objects: ['f:Golduhr', 'f:Lupe', 'n:Geheimheft', 'f:Siegermedaille'],
      companions: ['m:klug Kater', 'f:Schnüffelhündin', 'f:wachsam Maus'],
      helpers: [
        { noun: 'f:aufmerksam Bibliothekarin', help: ['Die aufmerksame Bibliothekarin erinnerte sich, wer vorbeigekommen war, und <erzählte alles|zeigte auf das richtige Regal|holte ein altes Buch hervor>.', 'Die aufmerksame Bibliothekarin holte <ein altes Buch|eine alte Karte|ein dickes Heft>, und darin stand die Antwort.'] },
        { noun: 'm:Hausmeister', help: ['Der Hausmeister hatte <etwas|jemanden mit rotem Hut|einen Lieferwagen> vom Fenster aus gesehen und erklärte es ganz genau.', 'Der Hausmeister hatte <einen Schlüssel für jede Tür und schloss die richtige auf|eine Taschenlampe und leuchtete in die dunkle Ecke|eine lange Leiter und holte herunter, was oben lag>.'] },
      ],
      lost: ['n:Nachbarskätzchen', 'm:Kanarienvogel', 'f:Schulschildkröte'],
      obstacles: [
        '<Die hintere Tür war abgeschlossen|Das Fenster klemmte|Die Kellertür war verriegelt>[2:, und der Schlüssel war nirgends zu finden].',
        'Die Spuren vermischten sich mit anderen[2:, und es war schwer zu sagen, welche die richtigen waren].',
        '[0:Zwei Nachbarn sagten zwei ganz andere Dinge.][1+:<Zwei Nachbarn|Der Bäcker und die Postbotin|Zwei Kinder vom Spielplatz> erzählten dieselbe Geschichte ganz unterschiedlich.]',
        '<Eine Treppe knarrte so laut, dass niemand leise hinaufkam|Eine Tür klemmte und ging nicht auf|Ein Regal versperrte den Gang>.',
        'Die Turmuhr war um Punkt fünf stehen geblieben.',
      ],
      clues: [
        'Auf dem Boden lag ein Krümel von einem Zimtkeks.',
        '[0:An der Tür war ein blauer Fleck.][1+:Jemand hatte einen blauen Farbfleck auf der Türklinke hinterlassen.]',
        'Am Fenster lag <eine graue Feder[2:, viel zu groß für einen Spatzen]|ein goldener Knopf|ein Schuhabdruck>.',
        'Im Staub sah man einen runden Abdruck, wo lange etwas gestanden hatte.',
        'Auf einem gefalteten Zettel stand in krakeliger Schrift: „Morgen um fünf.“',
        'Eine Spur aus feinem Sand führte {place2.to}.',
        'An einem Nagel hing ein [0:roter][1+:orangefarbener] Fussel.',
      ],
      problems: ['Jede Nacht verschwand ein Keks aus der Dose der Bäckerei.', 'Jemand stellte die Bücher in der Bibliothek um.'],
      titles: ['Das Rätsel um {obj.acc} {place.in}', 'Die Spur von {cname} {place.in}', 'Wer hat {obj.acc} genommen, {cname}?', 'Ein Fall für {cname}: {obj}', '{cname} und das Rätsel {place.of}', 'Spuren {place.in} und {obj}', '{cname} ermittelt {place.in}', 'Wo steckt {obj}, {cname}?'],
    },
    'science-fiction': {
      openings: ['Im Jahr dreitausend lebten die Menschen in schwebenden Städten, nicht weit {place.of}.', 'Weit weg von der Erde, in einer ruhigen Galaxie, lag {place}.'],
      places: [
        { noun: 'f:Raumstation@auf', desc: ['Auf der Raumstation blinkten [0:<blaue|rote|grüne> Lichter][1+:ständig <blaue|bunte|kleine> Lichter][3:, die wichtige Nachrichten meldeten].', 'Durch die Fenster der Raumstation sah man [0:bunte Sterne][1+:<bunte Planeten|Kometen mit langen Schweifen|die blaue Erde>].', 'Auf der Raumstation schwebten <die Trinkflaschen|die Kekskrümel|sogar die Socken> durch die Luft.'] },
        { noun: 'm:Lilastern@auf', desc: ['Auf dem Lilastern <war das Gras lila und weich|waren die Bäume rund und blau|blubberten Blasen aus dem Boden>.', '~Über dem Lilastern hingen <drei Monde, runde Laternen am Himmel|zwei Sonnen, wie zwei Orangen|Wolken aus Zuckerwatte>.', 'Auf dem Lilastern wuchsen <Blumen|Pilze|Bäume>[1+:, die leise <summten|leuchteten|kicherten>].'] },
        { noun: 'n:Roboterlabor', desc: ['Im Roboterlabor gab es [0:viele <Knöpfe|Lämpchen|Räder>][1+:<Schrauben, Kabel und Bildschirme|Zahnräder, Federn und Lämpchen|Werkbänke voller Drähte>].', 'Die Roboter im Labor winkten [0:allen zu][1+:mit ihren <Metallarmen|Greifzangen|leuchtenden Antennen>].', 'Im Roboterlabor [0:piepte es laut][1+:<piepte und surrte es überall|blinkten tausend Lämpchen|rollten kleine Roboter herum>].'] },
        { noun: 'm:Mondkrater', desc: ['Der Mondkrater war <rund und tief|breit und still|grau und voller Steine>[3:, und am Rand lagen merkwürdige Steine].', 'Im Mondkrater war jeder Sprung langsam und <sehr lang|sehr hoch|ein großer Spaß>.', 'Im Mondkrater lag <feiner grauer Staub|silbriger Sand|ein alter Mondstein>.'] },
        { noun: 'n:Mutterschiff', desc: ['Im Mutterschiff gab es <Gärten und Brunnen|Gewächshäuser voller Blumen|ein Schwimmbad und eine Rutsche|eine Bibliothek voller Sternkarten|eine Küche mit schwebenden Töpfen>[3:, obwohl es mitten im Weltall flog].', '~Das Mutterschiff war so groß wie <eine Stadt|ein Berg|hundert Fußballfelder>.', 'Im Mutterschiff fuhren kleine <Wagen|Roboter|Schwebebahnen>[1+: durch lange Gänge].'] },
      ],
      objects: ['m:Energiechip', 'f:Goldantenne', 'f:Sternenkarte', 'f:blau Batterie'],
      companions: ['m:klein Roboter', 'm:Roboterhund', 'n:freundlich Alien'],
      helpers: [
        { noun: 'f:Kapitänin', help: ['Die Kapitänin schaltete <das Funkgerät|den Bildschirm|die Bordkamera> ein und erklärte, wie man alles reparierte.', 'Die Kapitänin steuerte das Schiff ganz ruhig <an die richtige Stelle|um die Asteroiden herum|zur richtigen Luke>.'] },
        { noun: 'm:Zentralcomputer', help: ['Der Zentralcomputer zeigte auf dem Bildschirm <den kürzesten Weg|eine Karte mit einem grünen Pfeil|die Tür, die sie öffnen mussten>.', 'Der Zentralcomputer rechnete kurz und meldete dann: „<Ziel gefunden|Weg berechnet|Tür drei öffnen>.“'] },
      ],
      lost: ['m:Putzroboter', 'n:Satellitenbaby', 'n:Alienbaby'],
      obstacles: [
        'Ein Regen aus <Sternenstaub|winzigen Eiskristallen|glitzernden Funken> bedeckte die Fenster[2:, und die Sensoren sahen nichts mehr].',
        '<Die Schwerkraft änderte sich plötzlich[2:, und alles schwebte durch den Gang]|Ein Komet flog ganz nah vorbei|Alle Bildschirme gingen auf einmal aus>.',
        'Eine Luke verlangte <einen Code aus vier Zahlen|ein Passwort aus Farben|den richtigen Ton>.',
        'Hinter <einem Mond|einem großen Asteroiden|einem roten Planeten> verlor die Rakete [0:den Kontakt][1+:das Funksignal].',
        'Ein Feld aus <kleinen Asteroiden|Eisbrocken|Staub und Steinchen> drehte sich langsam vor dem Raumschiff.',
        '<Der Aufzug der Station blieb zwischen zwei Stockwerken stehen|Alle Lichter gingen auf einmal aus|Eine Schiebetür schloss sich direkt vor ihnen>.',
        'Ein [0:kleiner Roboter][1+:Wartungsroboter] <sagte immer wieder „Zugang verweigert“[2:, ohne Pause]|putzte immer wieder dieselbe Tür|war quer im Gang eingeschlafen>.',
      ],
      clues: ['{place2.of} her kam ein leises Piepen.', 'Auf dem Bildschirm blinkte ein grüner Punkt.', 'Auf dem Metallboden waren winzige Radspuren.'],
      problems: ['Die Gärten des Raumschiffs vertrockneten, weil die Bewässerung nicht mehr lief.', 'Die Station brauchte mehr Energie für die Nachtlichter.'],
      titles: ['{cname} und {obj}', 'Mission {place.to} mit {cname}', 'Zu den Sternen mit {cname} und {obj.dat}', 'Das Signal {place.of} und {cname}', '{cname} und {obj} im Weltall', 'Eine Reise {place.to} mit {obj.dat}', 'Countdown für {cname} und {obj}', 'Landung {place.in} mit {cname}'],
    },
    comedy: {
      openings: ['In einem sehr lustigen Dorf, nicht weit {place.of}, passierten ständig komische Dinge.', 'Rund um {place.acc} lebten sehr nette und ein bisschen zerstreute Leute.'],
      places: [
        { noun: 'm:Markt@auf', desc: ['Auf dem Markt gab es <riesige Tomaten|dicke Kürbisse|saftige Melonen> und Käse, der sehr stark roch.', 'Die Leute auf dem Markt <sangen ihre Preise laut vor|ließen Kirschen probieren|boten frische Äpfel an>.', 'Auf dem Markt stapelten sich <Äpfel|Orangen|Kohlköpfe> zu hohen Türmen.'] },
        { noun: 'f:Bäckerei', desc: ['Die Bäckerei duftete nach <Zimt und Zucker|warmer Butter|Vanille und Schokolade>[3:, sodass allen das Wasser im Mund zusammenlief].', 'In der Bäckerei gab es Torten mit <drei|vier|fünf> Stockwerken.', 'In der Bäckerei klebte <überall|sogar an der Decke|auf jeder Nase> ein bisschen Mehl.'] },
        { noun: 'm:Zirkus', desc: ['Im Zirkus gab es Clowns mit riesigen <Schuhen|Hosen|Hüten>[3:, die bei jedem Schritt quietschten].', 'Das Zirkuszelt hatte <rote und weiße|gelbe und blaue|grüne und orange> Streifen.', 'Im Zirkus übte <ein Seehund mit einem Ball|ein Jongleur mit sieben Tellern|ein Pony kleine Sprünge>.'] },
        { noun: 'm:Bauernhof@auf', desc: ['Auf dem Bauernhof rannten die <Hühner|Gänse|Küken> hin und her[3~:, als hätten sie etwas Wichtiges vor].', '<#hof:Die Kuh|Die Ziege|Der Esel> auf dem Bauernhof <#hof:muhte|meckerte|iahte> jedes Mal, wenn jemand nieste.', 'Auf dem Bauernhof suhlten sich die <Ferkel|Schweine|Enten> im Matsch.'] },
        { noun: 'm:Dorfplatz@auf', desc: ['Auf dem Dorfplatz stand ein Brunnen mit [0:roten][1+:<orangefarbenen|goldenen|gefleckten>] Fischen.', 'Der Dorfplatz war voller bunter <Luftballons|Girlanden|Fähnchen>.', 'Auf dem Dorfplatz spielte <ein Mann|eine Frau|ein alter Herr> <Akkordeon|Geige|Flöte>.'] },
      ],
      objects: ['m:Bürgermeisterhut', 'f:Geburtstagstorte', 'f:Glückssocke', 'f:Goldtrompete'],
      companions: ['m:zerstreut Dackel', 'n:gesprächig Huhn', 'f:tanzend Ente'],
      helpers: [
        { noun: 'm:Clown', help: ['Der Clown schlug <einen Purzelbaum|ein Rad|eine lustige Verbeugung> und zeigte aus Versehen genau auf die richtige Stelle.', 'Der Clown stolperte über <die eigenen Schuhe|einen Eimer|ein Springseil> und landete genau neben der Lösung.'] },
        { noun: 'f:Bäckerin', help: ['Die Bäckerin lachte und erzählte, dass sie etwas sehr Seltsames <auf dem Dach|im Hof|am Fenster> gesehen hatte.', 'Die Bäckerin verteilte <Brezeln|Rosinenbrötchen|Zimtschnecken> und verriet dabei, was sie am Morgen beobachtet hatte.'] },
      ],
      lost: ['n:klein Ferkel', 'm:Heliumballon', 'n:hüpfend Schaf'],
      obstacles: [
        '<Eine Schafherde|Eine Entenfamilie|Eine Gruppe Schildkröten> wollte genau in diesem Moment über die Straße[2:, ganz langsam und ohne jede Eile].',
        'Eine Schubkarre voller <Orangen|Melonen|bunter Bälle> kippte um[2:, und alles rollte die Straße hinunter].',
        '<Der Boden war frisch gewischt[2:, und alle rutschten hin und her][2~:, als wären sie auf einer Eisbahn]|Ein Gullydeckel stand mitten auf der Straße offen|Eine Reihe Marktstände versperrte den Platz>.',
        '<Eine Blaskapelle|Ein Chor aus Kindern|Ein Mann mit Trommel> probte so laut, dass niemand etwas verstand.',
        '<Ein riesiger Luftballon|Ein roter Regenschirm|Ein fliegender Hut> hing an der Laterne fest[2: und verdeckte das Wegschild].',
        'Jemand hatte <die Schilder|die Wegweiser|alle Pfeile> vertauscht[2:, und das Schild zur Bäckerei zeigte zum Fluss].',
        '<Ein Hahn|Eine Katze|Ein Papagei> saß auf dem Kopf der Statue und wollte nicht herunter.',
      ],
      clues: ['Eine Mehlspur führte {place2.to}.', '[0:Auf dem Boden lag ein Zettel mit lustigen Wörtern.][1+:Jemand hatte einen Einkaufszettel mit lauter verdrehten Wörtern verloren.]', 'Aus der Ferne hörte man eine schiefe Trompete.'],
      problems: ['Das Dorffest begann in einer Stunde, und {obj} war verschwunden.', 'Beim großen Kuchenwettbewerb war der Ofen des Dorfes kaputt.'],
      titles: ['{cname} und {obj}', 'Chaos {place.in} mit {cname}', 'So ein Durcheinander {place.in}, {cname}!', 'Der Schlamassel mit {obj.dat}', 'Ein verrückter Tag {place.in} mit {cname}', 'Wo ist {obj}, {cname}?', 'Kopfüber {place.in} mit {cname}', '{cname}, {obj} und ein Riesenspaß'],
    },
    fable: {
      openings: ['{place.in} lebten viele Tiere, die miteinander sprachen.', 'Vor langer Zeit trafen sich die Tiere jeden Abend {place.in}.'],
      places: [
        { noun: 'm:Eichenwald', desc: ['Im Eichenwald sammelten die <Eichhörnchen|Mäuse|Häher> Eicheln[3: für den langen Winter].', 'Der Eichenwald spendete <kühlen Schatten|Schutz vor der Sonne|eine angenehme Kühle>.', 'Im Eichenwald <klopfte irgendwo ein Specht|raschelte das Laub|rief ein Kuckuck>.'] },
        { noun: 'f:Blumenwiese@auf', desc: ['Die Blumenwiese war voller <Gänseblümchen|Mohnblumen|Sonnenblumen>[3:, die sich nach der Sonne drehten].', 'Auf der Blumenwiese summten <die Bienen|die Hummeln|viele kleine Käfer>.', 'Auf der Blumenwiese tanzten bunte <Schmetterlinge|Libellen|Marienkäfer>.'] },
        { noun: 'm:Teich@an', desc: ['Im Teich lebten <Frösche, die am Abend quakten|kleine Fische mit roten Flossen|Enten mit ihren Küken>.', 'Das Wasser im Teich war <ruhig und klar|grün und still|voller Seerosen>.', 'Am Teich wuchsen <hohe Schilfhalme|gelbe Schwertlilien|dichte Binsen>.'] },
        { noun: 'm:Hügel@auf', desc: ['Vom Hügel aus sah man <das ganze Tal|den Kirchturm|den See>[3:, mit allen Wegen, Bächen und Feldern].', 'Auf dem Hügel wehte ein <sanfter|frischer|warmer> Wind.', 'Auf dem Hügel stand ein einzelner alter <Apfelbaum|Birnbaum|Kirschbaum>.'] },
        { noun: 'f:Wurzelhöhle', desc: ['Die Wurzelhöhle war <klein, weich und gemütlich|trocken und warm|still und dämmrig|rund und moosig|voller Wurzeln und Moos>[3:, genau richtig für eine Pause].', 'In der Wurzelhöhle roch es nach <Erde und trockenen Blättern|Pilzen|Moos und Regen>.', 'In der Wurzelhöhle hingen <dicke Wurzeln|Moosbärte|kleine Lampen aus Glühwürmchen> von der Decke.'] },
      ],
      objects: ['f:Goldeichel', 'f:Waldglocke', 'f:Honigwabe', 'm:Zaubersamen'],
      companions: ['m:schlau Fuchs', 'n:flink Eichhörnchen', 'n:klein Kaninchen'],
      helpers: [
        { noun: 'f:alt Schildkröte', help: ['Die alte Schildkröte sprach langsam und <gab einen sehr klugen Rat|erinnerte daran, dass Abkürzungen manchmal Fallen waren|riet, dem Bach bis zur großen Weide zu folgen>.', 'Die alte Schildkröte erinnerte sich an <einen alten Pfad|eine geheime Brücke|eine Abkürzung> und führte sie dorthin.'] },
        { noun: 'm:groß Elch', help: ['Der große Elch hob <den schweren Baumstamm|den großen Ast|den dicken Stein> mit dem mächtigen Geweih hoch.', 'Der große Elch ließ alle aufsitzen und trug sie heil <hinüber|über den Bach|durch den Schnee>.'] },
      ],
      lost: ['m:klein Igel', 'n:Entenküken', 'f:Feldmaus'],
      obstacles: [
        '<Der Bach war über die Ufer getreten|Der Fluss war angestiegen|Die Furt stand unter Wasser>[2:, und die Steine zum Hinüberspringen lagen weit auseinander].',
        'Ein sehr stolzer Hase ließ niemanden <vorbei|über die Baumstammbrücke|ohne Wettrennen durch>.',
        '<Der Wind hatte ein Nest auf den Boden geweht[2:, und die Vogelkinder piepsten ohne Pause]|Ein Rehkitz hatte sich in den Brombeeren verfangen|Ein Eichhörnchen kam nicht vom abgebrochenen Ast herunter>.',
        'Der Weg war mit <rutschigem Schlamm|nassem Laub|glatten Steinen> bedeckt.',
        'Eine Ameisenkolonne trug <ein riesiges Blatt|eine ganze Erdbeere|einen langen Zweig> und versperrte den Pfad.',
        '<Ein hohler Baumstamm war der einzige Durchgang[2:, und drinnen hingen lauter Spinnweben]|Eine riesige Pfütze versperrte den Pfad|Eine Hecke aus Dornen schloss die Wiese ab>.',
      ],
      clues: ['Neben dem alten Baumstamm lagen Eulenfedern.', 'Am Ufer sah man Entenspuren.', 'Jemand hatte Nussschalen in einer Reihe hingelegt.'],
      problems: ['Der Teich trocknete langsam aus.', 'Die Tiere stritten darüber, wer den Wintervorrat hüten sollte.'],
      titles: ['{cname} und die Lehre {place.of}', 'Die Tiere {place.of} und {obj}', 'Was {cname} {place.in} lernte', 'Der Rat {place.of} und {obj}', '{cname} und {obj}', 'Eine Fabel {place.of} mit {cname}', 'Die Tiere {place.of} und {cname}', 'Wie {cname} {obj.acc} fand'],
    },
  },
  shapes: {
    quest: {
      start: [
        'An diesem Morgen kam eine Nachricht: Ohne {obj.acc} konnte niemand ins andere Tal hinüber.|{name} <wollte sich auf die Suche machen|packte sofort den Rucksack|machte sich gleich auf den Weg>[2:, auch wenn der Weg weit war].',
        'Auf der alten Karte war eingezeichnet, wo {obj} lag: weit weg, hinter {place2.dat}.|Mit gepacktem Rucksack[2: voller Wasser, einer Taschenlampe und einem Seil] zogen {name} und {cname} los.',
        '{obj} war auf der anderen Seite der Berge geblieben[2:, und das Dorf brauchte {obj.acc} für das Fest].|{name} und {cname} beschlossen, sich auf den Weg zu machen.',
      ],
      step: ['{place} war geschafft, und der Weg wurde kürzer.', 'Auf der Karte bekam {place} ein kleines Kreuz.', 'Hinter {place.dat} <ging der Weg weiter|wartete schon der nächste Pfad|führte eine Brücke weiter>[2:, immer schmaler].', '{cname} zählte die Schritte bis {place2.to}.', 'Von hier aus sah man schon {place2.acc}.'],
      low: ['<Kurz vor dem Ziel|Fast am Ende|Ein paar Schritte vor dem Ziel> endete <der Weg|der schmale Pfad|die alte Straße> plötzlich[2: an einer steilen Schlucht].|<Einen Moment lang wusste niemand weiter|Alle schauten sich ratlos an|Keiner sagte ein Wort>.', '<Es wurde spät|Der Abend kam|Die Sonne sank|Der Wind wurde kühl|Die Vögel wurden still>, und die Beine waren schwer.|{name} setzte sich <auf einen Stein|auf einen Baumstamm|an den Wegrand>, um nachzudenken[2: über den ganzen langen Weg].'],
      turn: ['Da hatte {cname} eine Idee: die Karte einfach umdrehen.', 'Da <fiel ihnen etwas ein|erinnerten sie sich an etwas|kam ihnen etwas in den Sinn>, das sie unterwegs <gesehen|gehört|bemerkt> hatten[2: und das jetzt plötzlich Sinn ergab].'],
      climax: ['Endlich fanden sie {obj.acc}[2:, versteckt zwischen zwei moosbedeckten Felsen].|{name} hielt den Fund <ganz vorsichtig|mit beiden Händen|ganz behutsam|ganz fest|ganz stolz> fest[2~:, so behutsam wie einen Schatz aus Glas].', 'Da lag {obj} und wartete.|{cname} machte einen Freudensprung.'],
      end: ['Der Rückweg kam ihnen <kurz|viel kürzer|ganz leicht|gar nicht lang|sehr fröhlich> vor[2:, denn jetzt kannten sie den Weg].', '<Im Dorf|Zu Hause|Am Dorfbrunnen> wurden sie mit <Applaus|Jubel|Umarmungen> empfangen[2: und mit einem riesigen Picknick].'],
      titles: ['{cname} auf der Suche nach {obj.dat}', 'Der lange Weg {place2.to} mit {cname}', 'Die große Reise von {cname} {place2.to}', 'Bis {place2.to} für {obj.acc}'],
    },
    mystery: {
      start: ['Eines Morgens war {obj} nicht mehr an der gewohnten Stelle.|<Niemand wusste, was passiert war|Keiner hatte etwas gesehen|Alle waren ratlos>[2:, und alle hatten eine andere Vermutung].', 'Jemand hatte {obj.acc} in der Nacht an eine andere Stelle gebracht.|{name} holte <ein Notizheft|einen Block|ein kleines Heft> heraus, um alles zu notieren.'],
      step: ['Im Notizheft stand nun auch, was sie {place.in} <gesehen|gehört|gefunden> hatten.', 'Mit dem Fund {place.in} hatten sie <einen Hinweis mehr|eine neue Spur|ein Puzzleteil mehr>.', '{cname} wiederholte laut alles, was sie über {obj.acc} wussten.', '<Die Liste der Hinweise[1+: {obj.to}] wurde länger[2: und ergab langsam ein Bild]|Das Heft mit den Hinweisen[1+: {obj.to}] füllte sich|Sie wussten immer mehr über {obj.acc}>.'],
      low: ['Zuerst dachten sie, der Papagei <vom Nachbarn|von nebenan|der alten Dame> hätte etwas damit zu tun.|<Aber der Papagei|Doch der Papagei|Der Papagei aber> hatte die ganze Nacht <im Käfig|auf seiner Stange|unter einem Tuch> geschlafen[2:, und das wusste die ganze Nachbarschaft].', '<Die Hinweise passten nicht zusammen|Nichts ergab einen Sinn|Die Spuren führten im Kreis>[2:, so sehr sie auch grübelten].|{name} klappte das Notizheft zu und <seufzte|schaute aus dem Fenster|kratzte sich am Kopf>.'],
      turn: ['Da legte {name} alle Hinweise nebeneinander[2: auf eine einzige Seite] und <sah plötzlich klar|verstand alles|musste lächeln>.', 'Da bemerkte {cname} eine Kleinigkeit, die allen entgangen war.'],
      climax: ['Die Hinweise führten {obj.to}[2:: Die Spuren, der Krümel und der Abdruck im Staub erzählten dieselbe Geschichte].|{obj} lag genau dort, wo die Hinweise hinzeigten, heil und unversehrt.', 'Den Hinweisen folgend fanden sie {obj.acc} am letzten Ort, der noch übrig war.|<Alles hatte eine ganz einfache Erklärung|Die Lösung war ganz einfach|Es war gar kein Zauber>.'],
      end: ['<Das Rätsel war gelöst|Der Fall war geklärt|Endlich war alles klar>[2:, und die ganze Nachbarschaft wollte hören, wie sie es herausgefunden hatten].', '<An diesem Nachmittag|Am Abend|Beim Essen> erzählte {name} allen von dem Fall[2:, Hinweis für Hinweis].'],
      titles: ['{cname} und der Fall mit {obj.dat}', 'Drei Hinweise {place.in} für {cname}', 'Das Geheimnis {place.of} und {obj}', '{obj} und die Hinweise von {cname}'],
    },
    journeyHome: {
      start: ['Am Wegrand saß {lost.a} ganz allein[2: und fand den Weg nach Hause nicht mehr].|Bei sich hatte {lost} nur {obj.acc}, das Einzige, was noch an das Zuhause erinnerte.', 'Hinter einem Stein versteckte sich {lost.a} mit traurigem Gesicht.|Die Familie war weit weg, und nur {obj} konnte noch den Weg zeigen.'],
      step: ['{lost} erkannte etwas {place.in} wieder.', 'Mit jedem Schritt {place.in} kam das Zuhause {lost.gen} näher.', '{lost} lief jetzt mutiger und hielt {obj.acc} gut fest.', '{cname} blieb dicht {lost.at}[2:, damit niemand müde wurde].'],
      low: ['{lost} erkannte gar nichts mehr[2: und wollte keinen Schritt weitergehen].|{name} setzte sich daneben und <wartete|sprach leise mit {lost.dat}|summte ein Lied>.', '<Die Sonne ging schon unter|Der Himmel wurde orange|Die Schatten wurden lang|Die ersten Sterne erschienen|Es wurde kühl>, und das Zuhause war noch nicht zu sehen.|{cname} kuschelte sich an {lost.acc}.'],
      turn: ['Da sah {lost} in der Ferne ein bekanntes Licht.', 'Da holte {name} {obj.acc} hervor, und alle sahen, dass darauf der Weg eingezeichnet war[2:, mit winzigen Zeichen].'],
      climax: ['Endlich standen sie vor dem Zuhause {lost.gen}.|Die Familie kam herausgelaufen und <umarmte alle|jubelte laut|lachte vor Freude>.|{obj} kam wieder an die gewohnte Stelle.', 'Da war das Zuhause, <mit offener Tür|mit Licht im Fenster|mit Rauch über dem Dach>.|{lost} hüpfte hinein und legte {obj.acc} an die gewohnte Stelle.'],
      end: ['Zum Abschied bekamen sie von der Familie {lost.gen} eine riesige Umarmung.', 'Auf dem Rückweg gingen {name} und {cname} ganz gemütlich[2:, froh, geholfen zu haben].'],
      titles: ['{cname} und {lost}', 'Nach Hause mit {cname} und {lost.dat}', 'Ein Zuhause für {lost.acc} {place.in}', '{lost} und {obj}'],
    },
    invention: {
      start: ['{place.in} gab es ein Problem, denn {obj} funktionierte nicht mehr.|{name} <wollte eine Lösung erfinden|hatte schon eine Idee|holte den Werkzeugkasten>[2:, mit allem, was gerade da war].', 'Alle waren ratlos, denn ohne {obj.acc} lief nichts mehr rund.|{name} holte <Papier und Stift|Buntstifte|einen Zeichenblock>, um eine Erfindung zu zeichnen.'],
      step: ['Mit <einem Fundstück|einer Feder|einem Knopf> {place.in} bekam die Erfindung ein neues Teil.', 'Im Heft stand jetzt auch, was sie {place.in} <gelernt|gesehen|gefunden> hatten.', '{cname} zog an der Erfindung für {obj.acc} eine Schraube fest und grinste.', 'Die Zeichnung der Erfindung für {obj.acc} bekam <neue Pfeile|Zahlen und Kreise|kleine Notizen>.'],
      low: ['Beim ersten Test flog <eine Feder|eine Schraube|ein Zahnrad|ein Deckel|eine Mutter> heraus[2: und landete auf dem Hut eines Nachbarn].|<Es funktionierte nicht|Das war nichts|Noch klappte es nicht|Es machte nur „plopp“|Nichts rührte sich>.', 'Die erste Erfindung machte <ein sehr seltsames Geräusch|eine dicke Rauchwolke|einen lauten Pfiff> und blieb stehen.|{name} <atmete tief durch|kratzte sich am Kopf|zählte bis drei>[2: und schaute sich die Zeichnung noch einmal an].'],
      turn: ['Da entdeckte {name} den Fehler: <Ein kleines Teil fehlte|Ein Kabel war locker|Eine Schraube saß verkehrt>.', 'Da schlug {cname} vor, ein Teil einfach umzudrehen[2:, und plötzlich passte alles].'],
      climax: ['Mit der zweiten Erfindung funktionierte {obj} wieder[2:, und zwar auf Anhieb].|{cname} klatschte vor Freude.', 'Mit der fertigen Erfindung lief {obj} wieder.|<Es klang besser als je zuvor|Es lief besser als vorher|Es summte fröhlich vor sich hin>.'],
      end: ['<Die Zeichnung der Erfindung|Ein Foto der Erfindung|Der Bauplan der Erfindung> hing danach <im Dorf|im Rathaus|in der Schule> aus[2:, damit alle sie nachbauen konnten].', 'Seitdem hatte die Erfindung von {name} einen Ehrenplatz <im Rathaus|in der Schule|im Schaufenster der Bäckerei>.'],
      titles: ['{cname.s} Erfindung für {obj.acc}', 'Eine Maschine für {obj.acc} {place.in}', 'Gute Ideen {place.in} mit {cname}', 'Eine Erfindung {place.of} für {obj.acc}'],
    },
    misunderstanding: {
      start: ['{name} und {cname} machten zusammen einen Plan, um auf {obj.acc} aufzupassen.|Aber beide verstanden den Plan <ganz unterschiedlich|völlig verschieden|auf zwei verschiedene Arten|jeder auf eigene Weise|ganz anders>.', '{cname} wollte {obj.acc} {place2.in} verstecken, {name} aber ganz woanders.|<Sie hörten einander nicht richtig zu|Keiner hörte dem anderen zu|Jeder hörte nur die eigene Idee|Beide redeten gleichzeitig|Keiner wollte nachgeben>[2:, und beide gingen getrennte Wege].'],
      step: ['Auch {place.in} musste {name} an {cname} denken.', '{cname.s} Lachen fehlte.', 'Beide kümmerten sich {place.in} um {obj.acc}, aber jeder für sich.', 'Ohne {cname} war alles doppelt so schwer.'],
      low: ['Als sie sich wiedertrafen, redeten beide <gleichzeitig|durcheinander|viel zu laut>, und niemand verstand etwas.|<Dann schwiegen sie[2: und schauten auf den Boden]|<Danach sagte keiner mehr etwas|Eine Weile blieb es still|Keiner wusste, was zu sagen war>|Dann war es ganz still>.', '{cname} setzte sich weit weg und schaute traurig.|{name} spürte <einen Knoten im Bauch|einen Kloß im Hals|ein Ziehen im Herzen>.'],
      turn: ['Da ging {name} hinüber und fragte, was {cname} verstanden hatte.|<Beim Zuhören|Im ruhigen Gespräch|Nach einer Weile|Bei einer Tasse Kakao|Auf einer Bank> merkten beide, dass sie dasselbe wollten.', 'Da erklärte {cname} die eigene Idee ganz langsam[2:, und {name} hörte bis zum Ende zu].'],
      climax: ['Zusammen fanden sie für {obj.acc} den besten Platz[2:, an den keiner allein gedacht hatte].|Über das <Durcheinander|Missverständnis|ganze Hin und Her> mussten sie <laut lachen|kichern|lange lachen>.', 'Mit beiden Ideen zusammen war es leicht, auf {obj.acc} aufzupassen.|<Sie umarmten sich lange|Sie klatschten sich ab|Sie lachten erleichtert|Sie tanzten vor Freude|{cname} machte einen Luftsprung>.'],
      end: ['Seitdem fragten sie sich vor jedem Plan: „Hast du es genauso verstanden wie ich?“', '<An diesem Abend|Beim Abendessen|Vor dem Einschlafen> erzählten sie sich <das Missverständnis|die ganze Geschichte|das Durcheinander> noch einmal[2:, und jetzt mussten sie nur noch lachen].'],
      titles: ['{cname} und ein Missverständnis {place.in}', 'Zwei Ideen, ein Plan und {obj}', 'Was {cname} mit {obj.dat} eigentlich meinte', 'Wieder ein Team mit {cname} {place.in}'],
    },
    errors: {
      start: ['Der Auftrag klang einfach: {obj.acc} vor fünf Uhr zum Fest bringen.|Aber an diesem Tag <ging alles schief|lief nichts nach Plan|kam alles anders>[2:, von der ersten Minute an].', '{name} sollte {obj.acc} abholen und {place2.to} bringen.|<Was dann geschah, hätte sich niemand vorstellen können|Doch dann kam alles ganz anders|Aber der Tag hatte andere Pläne>.'],
      step: ['Und das <Durcheinander|Chaos|Missgeschick> {place.in} war erst der Anfang.', '{cname} kratzte sich am Kopf und verstand gar nichts mehr.', 'Das [0:Chaos][1+:Durcheinander] mit {obj.dat} wurde immer größer.', 'Nach <der Sache|dem Missgeschick|dem Durcheinander> {place.in} war nichts mehr da, wo es hingehörte.'],
      low: ['Am Ende landete {obj} am falschen Ort[2:, und gleich schlug es fünf].|<Niemand wusste, wie man das wieder hinbekommen sollte|Was für ein Durcheinander|Keiner wusste, wo man anfangen sollte>!', 'Sie kamen mit einem Regenschirm, <einer Ente|einem Kürbis|einem Gartenzwerg> und einer Bratpfanne zum Fest[2:, aber ohne {obj.acc}].|<Was für ein Schlamassel|So ein Durcheinander|Was für ein Chaos>!'],
      turn: ['Da ging {name} den ganzen Weg <zurück|noch einmal ab|Schritt für Schritt zurück>, Durcheinander für Durcheinander.', 'Da erinnerte sich {cname} an die erste Verwechslung[2:, und alles begann sich aufzulösen].'],
      climax: ['Und genau um fünf Uhr kam {obj} beim Fest an.|Alle lachten über die Geschichte <des Tages|vom großen Durcheinander|mit den vielen Verwechslungen>.', 'Endlich lag {obj} an der richtigen Stelle.|Sogar <der Bürgermeister|die Lehrerin|der Bäcker> musste sich vor Lachen hinsetzen.'],
      end: ['Seit diesem Tag erzählte man sich <im Dorf|in der Schule|beim Bäcker> die Geschichte vom großen Durcheinander[2:, jedes Mal mit einer neuen Einzelheit].', 'Für das nächste Mal machte {name} eine Liste <in ganz großen Buchstaben|mit bunten Stiften|und klebte sie an die Tür>.'],
      titles: ['So ein Durcheinander mit {obj.dat}!', 'Alles verkehrt {place.in} mit {cname}', '{cname} und das große Chaos um {obj.acc}', 'Ein ganz verzwickter Auftrag für {cname} {place.in}'],
    },
    fableTurn: {
      start: ['Der Hase hielt sich für das <schnellste|klügste|stärkste> Tier im Wald[2: und lachte über alle, die langsam waren].|An diesem Tag wollten alle als Erste {obj.at} sein.', 'Die Tiere beschlossen: Wer {obj.acc} fand, durfte den Wald hüten.|{cname} glaubte, keine Chance zu haben[2:, mit so kurzen Beinen].'],
      step: ['Der Hase hatte {place.acc} schon <durchquert|hinter sich gelassen|überquert>[2: und schaute nicht einmal zurück].', '{cname} kam {place.in} langsam voran[2:, aber ohne anzuhalten].', 'Die Tiere {place.of} <schauten von Weitem zu|feuerten alle an|hielten den Atem an>.', 'Alle setzten ein, was sie am besten konnten, um {obj.acc} zu erreichen.'],
      low: ['Der Hase legte sich unter <einen Baum|einen Busch|einen großen Pilz> schlafen[2:, ganz sicher, zu gewinnen].|{name} <zögerte, ob es besser war, den anderen zu helfen oder weiterzulaufen|wusste nicht, ob helfen oder rennen wichtiger war|blieb kurz stehen und überlegte>.', '<Ein Vogelkind war aus dem Nest gefallen|Ein Igel steckte im Zaun fest|Ein Käfer lag auf dem Rücken und kam nicht hoch>.|<Anhalten und helfen hieß, das Rennen zu verlieren|Wer half, würde nicht gewinnen|Helfen kostete den Sieg>.'],
      turn: ['Da beschlossen sie, <anzuhalten und zu helfen|erst zu helfen und dann weiterzulaufen|zusammen zu helfen>[2:, auch wenn es sie Zeit kostete].', 'Da fand <das kleinste Tier|die kleine Maus|der winzige Käfer> eine Abkürzung[2:, die nur unter den Wurzeln hindurchging].'],
      climax: ['Zur Überraschung aller kamen sie als Erste {obj.at} an.|Der Hase wachte auf und <konnte es nicht glauben|rieb sich die Augen|musste selbst lachen>.', '{obj} ging an die, mit denen niemand gerechnet hatte.|Die Tiere {place.of} klatschten laut.'],
      end: ['Der Hase bat um Entschuldigung und <lernte an diesem Tag etwas dazu|wurde ab da viel freundlicher|versprach, nie wieder anzugeben>.', 'Seitdem lachte im Wald niemand mehr über <die Kleinen|die Langsamen|die anderen>.'],
      titles: ['Der Hase, {cname} und {obj}', 'Die Hüter {place.of} und {obj}', 'Langsam, aber stetig, {cname} {place.in}', 'Das Wettrennen {place.to} mit {cname}'],
    },
    firstTime: {
      start: ['<Dieser Tag war besonders|Heute war ein wichtiger Tag|An diesem Morgen gab es etwas Neues>: {name} sollte etwas zum ersten Mal tun.|<Ganz ohne Hilfe|Ganz allein|Ohne Erwachsene> sollte {obj} {place2.to} gebracht werden.', 'Zum ersten Mal ging es für {name} ganz allein {place2.to}, mit {obj.dat} im Gepäck.|<Im Bauch kribbelte es vor Aufregung|Das Herz klopfte ganz schnell|Die Hände waren ein bisschen feucht vor Aufregung>.'],
      step: ['Noch ein kleiner Schritt, und {place} lag hinter ihnen.', '{cname} zwinkerte aufmunternd.', 'Jeder Schritt {place2.to} wurde ein bisschen leichter.', 'Bis {obj} an der richtigen Stelle lag, war es nicht mehr weit.'],
      low: ['Auf halbem Weg <zitterten die Beine ein bisschen|klopfte das Herz ganz laut|wurde der Bauch ganz flau>.|{name} <dachte ans Umkehren|wollte am liebsten nach Hause|schaute kurz zurück>[2: und daran, es auf einen anderen Tag zu verschieben].', '<Kurz vor dem Ziel|Ein paar Schritte vor dem Ende|Fast am Ziel> blieb {name} stehen.|Das war alles neu, und Neues <fiel nicht leicht|machte ein bisschen nervös|brauchte Mut>.'],
      turn: ['Da erinnerte {cname} an alles, was schon geschafft war.', 'Da atmete {name} dreimal tief durch, <wie zu Hause geübt|ganz langsam|und zählte dabei bis zehn>.'],
      climax: ['Und es klappte: Mit {obj.dat} in den Händen ging es bis ans Ziel.|Aus der Aufregung wurde <ein riesiges Lächeln|ein Freudensprung|ein lautes Juchzen>.', 'Ein Schritt, noch ein Schritt, und dann lag {obj} an der richtigen Stelle.|<Geschafft, ganz allein|Hurra, geschafft|Es hatte geklappt>!'],
      end: ['<An diesem Abend|Beim Abendessen|Vor dem Schlafengehen> erzählte {name} der ganzen Familie vom ersten Mal.', 'Was am Morgen <riesig|so schwer|unmöglich> ausgesehen hatte, war jetzt ganz klein.'],
      titles: ['Das erste Mal {place2.in} mit {cname}', 'Ein großer Schritt mit {cname} und {obj.dat}', 'Schritt für Schritt {place2.to}', '{obj} und ein mutiger Schritt {place2.in}'],
    },
  },
  morals: {
    none: {
      test: ['Unterwegs spielten {name} und {cname}, wer in den Wolken die meisten Formen erkannte.', 'Unterwegs sammelten {name} und {cname} bunte Steine[1+: für die Hosentasche].', 'Unterwegs erfanden {name} und {cname} ein Lied über <Pfützen|Schnecken|Wolken>.'],
      resolution: ['Alle feierten zusammen mit einem [0:großen Fest][1+:<riesigen Picknick und viel Gelächter|Erdbeerkuchen und Limonade|Lagerfeuer und Stockbrot>].', 'Zum Schluss gab es für alle <Kakao und Kekse|Apfelkuchen|Pfannkuchen mit Sirup>.', 'Am Abend tanzten alle <im Garten|auf dem Dorfplatz|unter den Sternen>, bis die Füße müde waren.'],
      lesson: ['Es war ein zauberhafter Tag, den niemand vergessen würde.', 'Es war ein wunderbarer Tag zum Erinnern.', 'An diesem Abend schlief {name} mit einem Lächeln ein und dachte an alles, was {cname} und {name} erlebt hatten.', 'Von allen Abenteuern war es das, von dem {name} am liebsten immer wieder hörte.'],
    },
    kindness: {
      test: ['Unterwegs sahen sie <einen kleinen Vogel, der nicht fliegen konnte|ein Kätzchen, das nicht vom Baum herunterkam|einen Igel, der sich im Zaun verfangen hatte>.|<Obwohl es eilte, blieben sie stehen und halfen|Sie hatten es eilig, aber sie blieben stehen|Zuerst halfen sie, dann ging es weiter>.', '<Eine alte Frau trug einen sehr schweren Korb|Ein alter Mann suchte seine Brille|Einem kleinen Kind war der Ballon davongeflogen>.|{name} bot <Hilfe|sofort Hilfe|freundlich Hilfe> an[2:, auch wenn sie das aufhielt].'],
      resolution: ['Diese freundliche Tat brachte ihnen am Ende <genau die Hilfe, die sie brauchten|eine neue Freundschaft|ein großes Dankeschön>.', 'Wer ihre Hilfe bekommen hatte, <kam zurück, um nun ihnen zu helfen|half nun auch ihnen|war jetzt für sie da>[2:, denn Freundlichkeit kam eben immer zurück].'],
      lesson: ['{name} lernte, dass es sich <immer lohnt|jeden Tag lohnt|auch an eiligen Tagen lohnt>, freundlich zu anderen zu sein.', 'Seitdem wusste {name}, dass eine freundliche Tat <einen ganzen Tag|die Laune von allen|viel mehr> verändern kann.', 'Von da an hatten {name} und {cname} immer ein freundliches Wort für jeden, dem sie begegneten.'],
    },
    honesty: {
      test: ['[0:Unterwegs fand {name} <#coin:eine Münze|ein Armband|eine Uhr>. Das gehörte jemand anderem.][1+:Unterwegs fand {name} <#coin:eine glänzende Münze|ein buntes Armband|eine kleine Taschenuhr>, offenbar von jemand anderem verloren.]|<Das Fundstück zu behalten wäre einfach gewesen|Niemand hätte es gemerkt|Es war sehr verlockend>, aber das war nicht richtig.', 'Am Wegrand glitzerte etwas: <#coin:eine Münze|ein Armband|eine Uhr> von jemandem aus dem Dorf.|{name} <hätte es gern behalten|fand es wunderschön|hätte es fast eingesteckt>, wusste aber, dass das nicht ehrlich war.'],
      resolution: ['{name} brachte <#coin:die Münze|das Armband|die Uhr> zurück und erzählte alles ehrlich.|Der dankbare Besitzer <verriet ihnen den fehlenden Hinweis|zeigte ihnen eine Abkürzung|schenkte ihnen ein Glas Honig für unterwegs>.', '{name} gab <#coin:die Münze|das Armband|die Uhr> ehrlich zurück.|<Der Besitzer freute sich und zeigte ihnen zum Dank eine Abkürzung|Zum Dank verriet der Besitzer ihnen einen geheimen Weg|Das Dankeschön war ein warmer Kakao für alle>.'],
      lesson: ['{name} lernte, dass andere einem vertrauen, wenn man ehrlich ist.', '~So verstand {name}, dass Ehrlichkeit ein größerer Schatz ist als jede Münze.', 'Seitdem wusste {name}, dass Ehrlichkeit Freundschaften stärker macht.'],
    },
    change: {
      test: ['Plötzlich war der gewohnte Weg <gesperrt|überschwemmt|voller Baustellen>, und sie mussten einen anderen nehmen.|Zuerst gefiel {name} diese Veränderung <gar nicht|überhaupt nicht|kein bisschen>.', 'Mitten auf dem Weg stand plötzlich <ein Schild mit einer Umleitung|eine Absperrung|ein Schild: „Weg gesperrt“>.|Diese Veränderung des Plans gefiel {name} zuerst <gar nicht|überhaupt nicht|kein bisschen>.'],
      resolution: ['Dank des neuen Weges entdeckten sie <einen wunderschönen Ort, den sie noch nicht kannten|eine Wiese voller Schmetterlinge|einen See, in dem man baden konnte>.|<Die Veränderung war eine schöne Überraschung gewesen|Was für ein Glück|Der neue Weg war der schönste gewesen>.', '[0:Auf dem neuen Weg sahen sie einen Wasserfall.][1+:Die Umleitung führte an <einem Wasserfall|einer Höhle voller Kristalle|einem Storchennest> vorbei – so etwas hätten sie sonst nie gesehen.]|<Die Veränderung hatte sich gelohnt|Was für ein Glück|Der Umweg war der beste Weg gewesen>.'],
      lesson: ['{name} lernte, Veränderungen anzunehmen, weil sie manchmal wunderbare Dinge bringen.', 'Seit diesem Tag wusste {name}, dass Veränderungen <beim Wachsen helfen|neue Wege öffnen|oft Gutes bringen>.', 'Wenn sich danach etwas änderte, sagten {name} und {cname}: „Mal sehen, wohin diese Veränderung uns führt!“'],
    },
    truth: {
      test: ['Aus Versehen <#truth:trat {name} auf die Blumen im Garten eines Nachbarn|warf {name} den Blumentopf eines Nachbarn um|machte {name} die frische Wäsche eines Nachbarn schmutzig>.|<Niemand hatte es gesehen|Keiner war in der Nähe|Niemand hatte etwas bemerkt>, und es gab einen Moment des Zögerns.', 'Beim Spielen <#truth:zertrat {name} aus Versehen die Tulpen eines Nachbarn|stieß {name} aus Versehen einen Blumentopf um|spritzte {name} aus Versehen Schlamm auf die Wäsche eines Nachbarn>.|<Niemand hatte es bemerkt|Keiner hatte hingesehen|Niemand war in der Nähe>, und einen Moment lang war es ganz still.'],
      resolution: ['{name} beschloss, die Wahrheit zu sagen, und erzählte, was mit <#truth:den Blumen|dem Blumentopf|der Wäsche> passiert war.|Der Nachbar war dankbar für die Wahrheit, und zusammen <#truth:pflanzten sie neue Blumen|topften sie die Pflanze wieder ein|wuschen sie die Wäsche noch einmal>.', '{name} sagte die Wahrheit über <#truth:die Blumen|den Blumentopf|die Wäsche>.|<Der Nachbar lächelte und bedankte sich|Der Nachbar war gar nicht böse|Der Nachbar freute sich über so viel Mut>, und gemeinsam brachten sie alles wieder in Ordnung.'],
      lesson: ['{name} lernte, dass <es immer der beste Weg ist, die Wahrheit zu sagen|man mit der Wahrheit ruhiger schläft|man ehrlichen Menschen gern vertraut>.', '~So verstand {name}, dass die Wahrheit das Herz <ruhig|leicht|froh> macht.', 'Seitdem wusste {name}, dass die Wahrheit manchmal ein bisschen Mut kostet, aber immer erleichtert.'],
    },
    think: {
      test: ['{name} wollte <#think:ohne zu schauen über den Bach springen und bekam nasse Füße|die Kiste ganz schnell öffnen, und alles fiel heraus|den erstbesten Weg nehmen, und es war der falsche>.|<Da hieß es erst einmal: stehen bleiben und kurz nachdenken|Jetzt war es Zeit, kurz nachzudenken|Das nächste Mal lieber erst nachdenken>.', 'Ohne nachzudenken rannte {name} los und landete <in einer Sackgasse|mitten in einer Pfütze|vor einer verschlossenen Tür>.|<Jetzt hieß es: kurz anhalten und nachdenken|Also zurück und noch einmal überlegen|Das nächste Mal lieber erst schauen>.'],
      resolution: ['Vor dem letzten Schritt hielt {name} an, um nachzudenken, und wählte <den sicheren Weg|die feste Brücke|den Weg mit den Spuren>.|<Diese ruhige Idee klappte sofort|Der Plan ging sofort auf|Und diesmal ging alles gut|Alle atmeten auf|{cname} klatschte>.', 'Diesmal dachte {name} erst nach und <wählte dann den richtigen Weg|fand dann die richtige Tür|prüfte dann jeden Stein>.|<Der Plan ging sofort auf|Es klappte beim ersten Mal|Alle staunten, wie leicht es ging>.'],
      lesson: ['{name} lernte, dass es besser ist, erst <nachzudenken|in Ruhe nachzudenken|kurz nachzudenken> und dann zu handeln.', 'Seitdem dachte {name} immer daran, erst nachzudenken und dann zu handeln.', '{name} entdeckte, dass kurzes Nachdenken viel <Durcheinander|Ärger|Umwege> erspart.'],
    },
    'never-give-up': {
      test: ['Nichts wollte gelingen, und {name} <wäre am liebsten nach Hause gegangen|seufzte tief|setzte sich auf einen Stein>.|Aber nach <einem tiefen Atemzug|einer Umarmung von {cname}|einem kleinen Snack> ging es weiter.', 'Der Weg war <steil, und zweimal rutschten sie wieder hinunter|voller Steine, und immer wieder stolperten sie|matschig, und die Stiefel blieben stecken>.|<Trotzdem wollte {name} weitermachen|Aber {name} gab nicht auf|{name} versuchte es einfach noch einmal>.'],
      resolution: ['Nach so vielen Versuchen <klappte es endlich|war es geschafft|gelang es auf einmal>.|<Nicht aufzugeben hatte sich gelohnt|Das Dranbleiben hatte sich gelohnt|{cname} tanzte vor Freude>.', 'Beim <dritten|vierten|fünften> Versuch klappte es endlich.|<Dranbleiben hatte sich gelohnt|{cname} machte einen Freudensprung|Was für ein Gefühl!>'],
      lesson: ['{name} lernte, niemals aufzugeben, auch wenn es schwer ist.', 'So wusste {name}, dass man weiterkommt, wenn man niemals aufgibt.', 'Seitdem sagten {name} und {cname} bei jeder schweren Sache: „Wer nicht aufgibt, schafft es!“'],
    },
    respect: {
      test: ['Unterwegs trafen sie <ein Tier, das ganz anders sprach|eine Elster, die alle Wörter durcheinanderbrachte|einen Frosch, der in Reimen redete>.|<Einige lachten, aber {name} hörte mit Respekt zu|Statt zu lachen, hörte {name} mit Respekt zu|{name} wartete jedes Wort ab, mit Respekt>.', 'Unterwegs trafen sie einen Igel, der sehr <langsam|leise|umständlich> sprach.|<Statt zu lachen, hörte {name} geduldig und mit Respekt zu|{name} wartete geduldig und hörte mit Respekt zu|{name} lachte nicht, sondern hörte mit Respekt zu>.'],
      resolution: ['Das Tier kannte <das Geheimnis|den kürzesten Weg|den versteckten Eingang> und verriet es, weil man es mit Respekt behandelt hatte.', 'Zum Dank für den Respekt verriet <der Igel|das Tier|der kleine Freund> <einen geheimen Durchgang|eine Abkürzung|wo das Gesuchte lag>.'],
      lesson: ['{name} lernte, dass Respekt vor anderen uns alle besser macht.', '~Seit diesem Tag wusste {name}, dass Respekt viele Türen öffnet.', '{name} entdeckte, dass man mit Respekt auch ganz andere Stimmen verstehen kann.'],
    },
    friendship: {
      test: ['{name} und {cname} stritten kurz wegen <einer Kleinigkeit|des Rucksacks|des richtigen Weges>.|Bald merkten sie, dass <sie zusammen stärker waren|Streiten nichts brachte|sie dasselbe wollten>.', '{name} und {cname} wollten beide zuerst über die Brücke und stritten ein bisschen.|Doch schnell merkten sie, dass es zusammen <leichter|schneller|viel lustiger> ging.'],
      resolution: ['<Die beiden reichten sich die Hand und arbeiteten als Team|Einer hielt fest, der andere zog|Die beiden teilten die Arbeit gerecht auf>.|<Ihre Freundschaft machte die Arbeit viel leichter|Zu zweit ging es doppelt so schnell|Sie lachten die ganze Zeit dabei>.', 'Gemeinsam trugen die beiden alles <über die Brücke|den Hügel hinauf|bis zum Ziel>.|<Ihre Freundschaft war stärker als jeder Streit|Zu zweit war alles leichter|So ein Team gab es kein zweites Mal>.'],
      lesson: ['{name} lernte, dass Freundschaft hilft, <schwierige Dinge|große Aufgaben|auch das Schwerste> gemeinsam zu schaffen.', '~{name} lernte, dass Freundschaft mehr wert ist als jeder Schatz.', 'Seitdem wusste {name}, dass eine gute Freundschaft <die beste Begleitung auf jedem Weg ist|stärker als jeder Streit ist|das schönste Geschenk ist>.'],
    },
    forgiveness: {
      test: ['Aus Versehen verlor {cname} <das Pausenbrot|die Wasserflasche|die Mütze> von {name}.|Es gab einen kleinen Streit, und {cname} wurde traurig.', '{cname} trat aus Versehen auf die Zeichnung von {name}.|Die Zeichnung war zerknittert, und {cname} schämte sich sehr.'],
      resolution: ['{name} beschloss, {cname} zu verzeihen, und es gab eine feste Umarmung.|<Nach dem Verzeihen fühlten sich beide viel besser|Das Herz wurde gleich leichter|Und bald lachten sie wieder zusammen>.', '{name} verzieh {cname} sofort, und zusammen <lachten sie über das Missgeschick|suchten sie einen neuen Plan|teilten sie sich einen Apfel>.|<Das Verzeihen machte alles wieder gut|Der Ärger war im Nu verflogen|Der Rest des Tages wurde viel schöner>.'],
      lesson: ['~{name} lernte, dass Verzeihen das Herz leichter macht.', 'Seitdem wusste {name}, dass Verzeihen ein Zeichen von Liebe ist.', 'An diesem Abend versprachen sich {name} und {cname}, einander kleine Missgeschicke immer zu verzeihen.'],
    },
    accept: {
      test: ['{name} dachte, dass nur <die Schnellsten und Stärksten|die Größten|die Klügsten> helfen konnten.|<Dieser Gedanke stimmte traurig|Das machte das Herz ein bisschen schwer|Da wurde es ganz still>.', '{name} fand sich manchmal <zu klein für große Aufgaben|zu langsam für die anderen|zu leise für die Gruppe>.|<Das machte ein bisschen traurig|Das tat manchmal weh|Dann fühlte sich alles schwer an>.'],
      resolution: ['Am Ende war es genau <die besondere Art|die ruhige Art|die eigene Art> von {name}, die alles rettete.|<Alle jubelten|{cname} machte einen Freudensprung|Alle klatschten in die Hände>.', 'Am Ende passte nur {name} durch <die kleine Lücke|das schmale Fenster|den engen Tunnel> und rettete die Lage.|<Gerade so, wie {name} war, war es richtig|Klein zu sein war genau das Richtige|Alle klatschten>.'],
      lesson: ['{name} lernte, sich selbst anzunehmen, weil jeder Mensch wertvoll ist.', 'So entdeckte {name}, dass es der erste Schritt zum Glück ist, sich selbst anzunehmen.', 'Seitdem wusste {name}: Sich selbst anzunehmen, genau so, wie man ist, macht <stark|glücklich|mutig>.'],
    },
    patience: {
      test: ['{name} wollte <alles sofort haben|sofort am Ziel sein|das Ergebnis gleich sehen>.|Aber manche Dinge brauchten eben Zeit[1+:, wie <das Brot im Ofen|die Samen im Beet|die Schildkröten>].', '{name} wollte, dass alles <ganz schnell ging|sofort fertig war|im Nu klappte>[2:, am liebsten sofort].|<Aber der Weg ließ sich nicht hetzen|Doch manches brauchte eben Zeit|Aber Eile half hier nicht>.'],
      resolution: ['{name} wartete mit Geduld, bis <der Mond aufging|die Flut zurückging|die Sonne aufging>, und dann erschien, was sie suchten.', 'Mit Geduld warteten sie, bis <sich der Nebel hob|der Regen aufhörte|der Wind nachließ>, und dann sahen sie den Weg.'],
      lesson: ['{name} lernte, dass Geduld hilft, wichtige Dinge zu erreichen.', '~Seit diesem Tag wusste {name}, dass Geduld eine Art Zauberei ist.', 'Wenn danach etwas auf sich warten ließ, warteten {name} und {cname} mit Geduld und zählten die Wolken.'],
    },
  },
  beats: {
    heroIntro: [
      'Es war einmal, nicht weit {place.of}, jemand ganz Besonderes: {name}.',
      'Ganz in der Nähe {place.gen} lebte einmal {name}.',
      'Nicht weit {place.of} wohnte {name}.',
      'In dieser Geschichte lernst du {name} kennen, zu Hause nicht weit {place.of}.',
      'Unsere Geschichte begann {place.in}, wo {name} wohnte.',
    ],
    companionIntro: ['Immer dabei war {comp.a} namens {cname}.', 'Mit von der Partie war {comp.a} namens {cname}[2:, die beste Begleitung für jedes Abenteuer].', 'Zur Familie gehörte auch {comp.a} namens {cname}.'],
    petIntro: ['Zu Hause wohnte {cname}, {comp} der Familie[2:, und {cname} kannte alle Geheimnisse].|An diesem Tag war {cname} beim Abenteuer dabei.', 'Mit dabei war {cname}, {comp} der Familie.', '{cname}, {comp} der Familie, zappelte vor Aufregung[2:, denn es lag etwas in der Luft].'],
    friendIntro: ['Auch {friend} kam mit[2:, wie bei jedem Abenteuer].', '{friend} kam angerannt, um mitzumachen.', 'Mit dabei war auch {friend}[2:, mit einem Rucksack voller Ideen].'],
    friendHelp: ['{friend} hatte eine Idee und erklärte sie mit den Händen.', '{friend} hielt das Seil, während die anderen hinüberkletterten.', '{friend} fand die Lösung[2:, fast aus Versehen], und alle lachten.'],
    relativeIntro: ['{rel} verabschiedete sie an der Tür mit einem Kuss.', 'Vor dem Aufbruch gab {rel} ihnen ein Brot für unterwegs mit.', '{rel} begleitete sie das erste Stück des Weges.'],
    placeTrip: ['Noch nie waren sie an so einem Ort gewesen.', 'Alles dort war neu und aufregend.', 'Genau davon hatte {name} schon lange geträumt.'],
    activity: ['Auch {hobbies} machten großen Spaß.', 'Dazu kamen noch {hobbies}, die {name} ebenfalls liebte.', 'Und an diesem Tag stand {act} auf dem Plan, das Allerliebste überhaupt.', 'Am allermeisten Spaß machte {act}.'],
    relativeJoin: ['An diesem Tag kam {rel} mit.', '{rel} zog die Stiefel an und sagte: „Heute komme ich mit.“', 'Diesmal blieb {rel} nicht zu Hause, sondern ging mit.'],
    relativeHelp: ['{rel} kannte eine Abkürzung und zeigte sie ihnen.', '{rel} holte genau das Richtige aus der Tasche.', '{rel} lachte und zeigte ihnen einen alten Trick.', '{rel} erzählte eine Geschichte von früher über diesen Ort.'],
    animalHelp: ['{beast} lief voraus und zeigte den Weg.', '{beast} fand den Durchgang vor allen anderen.', 'Sogar {beast} half mit.', '{beast} bekam ein Stück vom Pausenbrot ab.'],
    animalMeet: ['Unterwegs trafen sie {beast.a.acc}[2:, und ein gutes Stück gingen sie zusammen weiter].', 'Plötzlich tauchte {beast.a} auf.|{name} grüßte freundlich, und {beast} blieb bei ihnen[2: bis zum Ende des Tages].'],
    travel: ['An diesem Tag ging die Reise {rplace.to}.', 'Alles wurde für den Ausflug {rplace.to} vorbereitet.', 'Der Plan war ein Ausflug {rplace.to}[2:, den sich {name} schon lange gewünscht hatte].'],
    // A lead-in is a whole clause and a dash: the sentence after it keeps its own word order ('– eine Hängebrücke schwankte…').
    locate: ['[1+:{place.in} wartete eine Überraschung – ]', '[1+:Kaum waren sie {place.in}, da sahen sie es – ]', '[1+:{place.in} staunten sie nicht schlecht – ]', '[1+:Ein Stück weiter sahen sie es schon – ]', '[1+:Gleich hinter der nächsten Ecke ging es los – ]'],
    perceive: ['[1+:{cname} staunte – ]', '[1+:Schon von Weitem war es zu sehen – ]', '[1+:{cname} schaute sich mit großen Augen um – ]', '[1+:Sofort fiel {cname} etwas auf – ]'],
    arrive: ['{name} und {cname} kamen {place.to}.', 'Danach <liefen|wanderten|spazierten> sie bis {place.to}[3:, ohne sich lange auszuruhen].', '<Später|Etwas später|Am Nachmittag> kamen sie {place.to}[3:, wo es viel Neues zu entdecken gab].', '<Dann kam|Danach kam|Schließlich kam> {place}[3:, das nächste Ziel auf ihrem langen Weg].', '<Der Weg|Der Pfad|Die Karte> führte sie {place.to}[3:, immer weiter in die unbekannte Gegend hinein].', '<Bald|Kurz darauf|Nach einer Weile> waren sie {place.in}[3:, und alle schauten sich neugierig um].', '<Weiter ging es|Dann ging es|Munter ging es> {place.to}[3:, denn das Ziel war noch ein gutes Stück entfernt].', '[0:Dann kam {place}.][1+:Als Nächstes stand {place} auf <dem Plan|der Karte|der Liste>.]', '[0:Bald sahen sie {place.acc}.][1+:<Nach einer Weile|Plötzlich|Hinter einer Kurve> tauchte {place} vor ihnen auf.]', '<Schon bald|Kurz darauf|Am Mittag> erreichten sie {place.acc}.', '[0:Dann ging es {place.to}.][1+:<Mit frischem Schwung|Fröhlich|Ohne Pause> ging es {place.to}.]', '[0:Dann kam {place}.][1+:Ihr <nächstes Ziel|nächster Halt|neues Ziel> hieß {place}.]'],
    companionIdea: ['{cname} schlug vor, es von der anderen Seite zu versuchen, und es klappte[3:, zur allgemeinen Erleichterung].', '{cname} fand eine Lücke zum Durchschlüpfen[2: und zeigte sofort darauf].', '{cname} hatte eine [0:Idee: langsam gehen][1+:einfache Idee: ganz langsam gehen und dicht zusammenbleiben][3:, bis die schwierige Stelle überwunden war].', 'Am Ende fand {cname} den Weg[2:, zur Überraschung aller].'],
    feelings: ['{cname} sagte: „Wir haben es geschafft!“', '„Das machen wir <richtig gut|wie echte Profis|mit links>!“, rief {cname}.', '{cname} flüsterte: „Noch ein kleines Stück.“', '„Ich habe eine Idee“, sagte {cname}.', '{cname} seufzte zufrieden: „Was für ein Tag!“', '„Bleib dicht bei mir“, sagte {cname}[2: und zwinkerte].', '{cname} sagte: „Langsam, Schritt für Schritt.“', '{cname} fragte: „Und wohin jetzt?“', '„Zusammen ist es leichter“, sagte {cname}[2: mit einem breiten Lächeln].', '„<Schau mal da|Guck mal|Sieh nur>!“, rief {cname}.', '{cname} sagte: „Ich glaube, wir sind auf der richtigen Spur.“'],
    helpIntro: ['In diesem Moment tauchte {helper.a} auf.', 'Zum Glück war {helper.a} ganz in der Nähe[2:, genau im richtigen Moment].', 'Kurz darauf trafen sie {helper.a.acc}.', 'Da kam {helper.a} vorbei und hatte alles mitbekommen.', 'Wie gerufen erschien {helper.a}.'],
    closing: ['In dieser Nacht schlief {name} mit einem breiten Lächeln ein, und {cname} auch.', 'Singend gingen alle {place.of} nach Hause.', 'Und so endete dieser Tag, mit {cname} ganz in der Nähe.', '{place.in} erzählte man sich noch lange {obj.of}.', 'So ging die Geschichte {obj.of} gut zu Ende.'],
    sounds: ['Plitsch, plitsch! Da war eine Pfütze.', 'Mampf, mampf! {cname} aß einen Keks.', 'Bim, bim! Ein Glöckchen klang.', 'Brumm, brumm! {cname.s} Bauch knurrte.', 'Rums! Da fiel etwas Kleines um.', 'Hatschi! {cname} musste niesen.', 'Hui! {cname} drehte sich im Kreis.', 'Quietsch! Eine alte Tür ging auf.'],
    humour: [
      ['{cname} setzte sich ein Blatt als Hut auf.', '{cname} machte ein lustiges Pupsgeräusch, und alle lachten.', '{cname} fiel auf den Po.|Plumps!', '{cname} aß eine dicke Erdbeere.|Mampf!', '{cname} machte einen Hüpfer.|Hopp!', '{cname} sprang hinter ein Blatt.|Kuckuck!'],
      ['{cname} wollte über eine Pfütze springen und landete genau in der Mitte.', '{cname} versuchte zu pfeifen, aber heraus kam nur ein leises „Pfff“.', '{cname} machte eine so tiefe Verbeugung, dass die Nase den Boden berührte.', 'Ein Schmetterling landete auf der Nase von {cname}, und {cname} schielte vor Staunen.', '{cname} zählte die Wolken und fand eine in Form einer Socke.', '{cname} zog sich eine Socke über das Ohr, um alle zum Lachen zu bringen.', '<Eine Ente|Ein Papagei|Eine Gans> machte {cname} nach, und niemand konnte mehr aufhören zu lachen.', '{cname} versuchte, auf einem Bein zu hüpfen, und plumpste ins weiche Gras.', 'Beim Niesen wehte {cname} ein Blatt auf die Nase, und alle kicherten.'],
      ['{cname} behauptete, eine supergenaue Karte zu haben, aber die Karte war verkehrt herum.', '„Ich verlaufe mich nie“, sagte {cname} und landete prompt in einem Busch.', 'Das Echo wiederholte alles, was {cname} sagte, sogar das Niesen.', '{cname} wollte eine Abkürzung nehmen und stand kurz darauf wieder am selben Fleck.', 'Beim Versuch, besonders leise zu sein, stolperte {cname} über die eigenen Füße.'],
      ['{cname} verkündete einen perfekten Plan, und der Plan bestand darin, zuerst zu picknicken.', '„Genau genommen haben wir uns nicht verlaufen“, erklärte {cname}, „wir erkunden nur, ohne zu wissen, wo.“', 'Sogar das Echo schien von den Witzen von {cname} langsam müde zu werden.', '{cname} erklärte feierlich, Hunger sei ein wichtiger Kompass, und zeigte auf den Proviant.', 'Als {cname} behauptete, jeden Stein hier persönlich zu kennen, stolperte {cname} prompt über einen.'],
    ],
    thoughts: [
      '{name} dachte, dass es nicht darauf ankam, als Erstes anzukommen, sondern zusammen.',
      'Im Stillen dachte {hero} darüber nach, wie anders {place} aussah, wenn man genau hinschaute.',
      '{hero} dachte: Mit {cname} an der Seite war auch ein langer Weg nicht zu lang.',
      '~{hero} hatte das Gefühl, dass {place} eine eigene Geschichte zu erzählen hatte.',
      '{hero} merkte, dass Mut nicht bedeutete, keine Zweifel zu haben, sondern trotzdem weiterzugehen.', '{name} fragte sich, wie viele Dinge jeden Tag passierten, ohne dass es jemand merkte.', 'Manchmal kam die beste Idee gleich nach der schlechtesten, das wusste {name} inzwischen.', '{name} verstand, dass Zweifel nicht Aufgeben bedeutete, sondern genaueres Nachdenken.'],
    refrain: ['Schritt für Schritt gingen {cname} und {name} weiter.', 'Mit {cname} war der Weg leichter.', 'Hopp, hopp!|Und {cname} lief mit.', 'Eins, zwei, drei.|Und los!', 'Tapp, tapp!|Bald waren sie da.', 'Los, {name}!|Los, {cname}!'],
  },
  events: {
    'new-sibling': {
      setup: ['Seit Kurzem gab es zu Hause ein neues Baby[2:, das viel schlief und oft aufwachte].|Manchmal vermisste {name} die Zeit, als die Familie noch mehr Zeit hatte.'],
      turn: ['Unterwegs dachte {name} an das Baby zu Hause und an alles, was man dem Baby später zeigen könnte.'],
      close: ['Zurück zu Hause erzählte {name} dem Baby vom Abenteuer[2:, und das Baby hörte mit großen Augen zu].|Großes Geschwisterkind zu sein war auch ein Abenteuer.'],
    },
    'new-sibling-girl': {
      setup: ['Seit Kurzem gab es zu Hause ein neues Baby[2:, das viel schlief und oft aufwachte].|Manchmal vermisste {name} die Zeit, als die Familie noch mehr Zeit hatte.'],
      turn: ['Unterwegs dachte {name} an das Baby zu Hause und an alles, was man dem Baby später zeigen könnte.'],
      close: ['Zurück zu Hause erzählte {name} dem Baby vom Abenteuer[2:, und das Baby hörte mit großen Augen zu].|Eine große Schwester zu sein war auch ein Abenteuer.'],
    },
    'new-sibling-boy': {
      setup: ['Seit Kurzem gab es zu Hause ein neues Baby[2:, das viel schlief und oft aufwachte].|Manchmal vermisste {name} die Zeit, als die Familie noch mehr Zeit hatte.'],
      turn: ['Unterwegs dachte {name} an das Baby zu Hause und an alles, was man dem Baby später zeigen könnte.'],
      close: ['Zurück zu Hause erzählte {name} dem Baby vom Abenteuer[2:, und das Baby hörte mit großen Augen zu].|Ein großer Bruder zu sein war auch ein Abenteuer.'],
    },
    'new-sibling-expected': {
      setup: ['Zu Hause wartete die Familie auf ein Baby[2:, und ein leeres Bettchen stand schon bereit].|Manchmal fragte sich {name}, wie es wohl sein würde, wenn das Baby da war.'],
      turn: ['Unterwegs dachte {name} an das Baby, das bald kommen würde, und an alles, was man ihm später zeigen könnte.'],
      close: ['Zurück zu Hause hob {name} das Abenteuer auf, um es dem Baby zu erzählen, sobald es geboren war[2:, mit allen Einzelheiten].|Bald würde {name} ein großes Geschwisterkind sein, und das würde auch ein Abenteuer werden.'],
    },
    'new-sibling-expected-girl': {
      setup: ['Zu Hause wartete die Familie auf ein Baby[2:, und ein leeres Bettchen stand schon bereit].|Manchmal fragte sich {name}, wie es wohl sein würde, wenn das Baby da war.'],
      turn: ['Unterwegs dachte {name} an das Baby, das bald kommen würde, und an alles, was man ihm später zeigen könnte.'],
      close: ['Zurück zu Hause hob {name} das Abenteuer auf, um es dem Baby zu erzählen, sobald es geboren war[2:, mit allen Einzelheiten].|Bald würde {name} eine große Schwester sein, und das würde auch ein Abenteuer werden.'],
    },
    'new-sibling-expected-boy': {
      setup: ['Zu Hause wartete die Familie auf ein Baby[2:, und ein leeres Bettchen stand schon bereit].|Manchmal fragte sich {name}, wie es wohl sein würde, wenn das Baby da war.'],
      turn: ['Unterwegs dachte {name} an das Baby, das bald kommen würde, und an alles, was man ihm später zeigen könnte.'],
      close: ['Zurück zu Hause hob {name} das Abenteuer auf, um es dem Baby zu erzählen, sobald es geboren war[2:, mit allen Einzelheiten].|Bald würde {name} ein großer Bruder sein, und das würde auch ein Abenteuer werden.'],
    },
    'first-day-school': {
      setup: ['Am nächsten Tag begann die neue Schule[2:, mit einer neuen Klasse und einem neuen Ranzen].|{name} hatte viele Fragen im Kopf.'],
      turn: ['Mit der neuen Schule würde es gehen wie mit diesem Weg, dachte {name}: erst fremd, dann vertraut.'],
      close: ['Am nächsten Tag erzählte {name} in der Schule vom Abenteuer[2:, und gleich gab es zwei neue Freundschaften].'],
    },
    'moving-house': {
      setup: ['{name.s} Familie zog bald in ein neues Haus[2:, und im Flur stapelten sich schon die Kisten].'],
      turn: ['Ein neues Haus war auch ein Ort zum Entdecken, dachte {name}[2:, mit Ecken, die noch keine Geschichte hatten].'],
      close: ['Im neuen Haus suchte {name} eine Ecke für die Erinnerungen an das Abenteuer aus.|Nach und nach wurde das neue Haus ein Zuhause.'],
    },
    hospital: {
      setup: ['Vor ein paar Tagen war {name} im Krankenhaus gewesen[2:, wo alle sehr nett gewesen waren].'],
      turn: ['{name} dachte an die Pflegekraft im Krankenhaus, die immer Witze erzählt hatte, und lächelte.'],
      close: ['Jetzt wusste {name}, dass man auch im Krankenhaus liebevoll umsorgt wurde.'],
    },
    operation: {
      setup: ['Bald stand eine kleine Operation an[2:, und das Team im Krankenhaus hatte jeden Schritt erklärt].'],
      turn: ['{name} dachte an das Team im Krankenhaus, das auch zusammenhielt.'],
      close: ['Als der Tag der Operation kam, erinnerte sich {name} an das Abenteuer und fühlte sich stark.'],
    },
    dentist: {
      setup: ['Am nächsten Tag ging es zur Zahnärztin.|{name} wusste nicht genau, was dort passieren würde.'],
      turn: ['{cname} riss den Mund weit auf, um die Zähne zu zeigen, und {name} musste lachen: Genau so würde es bei der Zahnärztin sein.'],
      close: ['Bei der Zahnärztin machte {name} den Mund weit auf und zählte bis zehn.|Danach gab es einen Aufkleber und blitzblanke Zähne.'],
    },
    vaccine: {
      setup: ['In dieser Woche stand eine Impfung an[2:, eine von denen, die vor dem Krankwerden schützen].'],
      turn: ['{name} dachte daran, dass die Impfung dem Körper beim Abwehren half.'],
      close: ['Die Impfung war nur ein kleiner Piks[2:, und danach gab es eine lange Umarmung].'],
    },
    illness: {
      setup: ['In diesen Tagen musste {name} viel ausruhen, um wieder gesund zu werden.'],
      turn: ['Auch wenn der Körper Ruhe brauchte, reiste die Fantasie weit weg.'],
      close: ['Nach und nach, mit Ruhe und viel Kuscheln, wurde {name} wieder gesund.'],
    },
    'grief-grandmother': {
      setup: ['Vor Kurzem war {name.s} Oma gestorben[2:, und zu Hause fehlte die Oma allen sehr].|Das Lieblingstuch von der Oma lag gut aufgehoben im Schrank.'],
      turn: ['In einem ruhigen Moment dachte {name} an die Geschichten von der Oma.|In der Erinnerung war die Oma ganz nah.'],
      close: ['An diesem Abend erzählte {name} dem Foto von der Oma das Abenteuer.|Mit Liebe an die Oma zu denken hielt die Oma ganz nah.'],
    },
    'grief-grandparent': {
      setup: ['Vor Kurzem war {name.s} Opa gestorben[2:, und zu Hause fehlte der Opa allen sehr].|Die Lieblingsmütze vom Opa lag gut aufgehoben im Schrank.'],
      turn: ['In einem ruhigen Moment dachte {name} an die Geschichten vom Opa.|In der Erinnerung war der Opa ganz nah.'],
      close: ['An diesem Abend erzählte {name} dem Foto vom Opa das Abenteuer.|Mit Liebe an den Opa zu denken hielt den Opa ganz nah.'],
    },
    'grief-pet': {
      setup: ['Vor Kurzem war das Haustier der Familie gestorben[2:, nach vielen glücklichen Jahren].|{name} vermisste es sehr.'],
      turn: ['{name} dachte an die Spiele mit dem Haustier und lächelte ein bisschen.'],
      close: ['Vor dem Schlafen malte {name} das Haustier neben {cname}.|Die Liebe war noch da.'],
    },
    'parents-apart': {
      setup: ['Seit einiger Zeit wohnten die Eltern in zwei verschiedenen Häusern.|Beide Häuser waren ein Zuhause, und in beiden gab es viel Liebe.'],
      turn: ['{name} dachte, dass man das Abenteuer zweimal erzählen konnte: in jedem Haus einmal.'],
      close: ['An diesem Wochenende erzählte {name} das Abenteuer im einen Haus und am nächsten im anderen.|In beiden hörten alle mit derselben Liebe zu.'],
    },
    adoption: {
      setup: ['{name} war durch Adoption in die Familie gekommen[2:, und die Geschichte vom Tag des Kennenlernens war die allerliebste].'],
      turn: ['{name} dachte, dass Familien auf viele Arten entstehen, und alle aus Liebe.'],
      close: ['Zu Hause gab es von der Familie eine feste Umarmung, wie jeden Tag.'],
    },
    'two-mums': {
      setup: ['Zu Hause warteten die zwei Mamas[2:, die immer jede Einzelheit der Abenteuer wissen wollten].'],
      turn: ['{name} überlegte, was die Mamas wohl dazu sagen würden.'],
      close: ['An diesem Abend hörten die zwei Mamas das ganze Abenteuer und klatschten am Ende.'],
    },
    'two-dads': {
      setup: ['Zu Hause warteten die zwei Papas[2:, die immer jede Einzelheit der Abenteuer wissen wollten].'],
      turn: ['{name} überlegte, was die Papas wohl dazu sagen würden.'],
      close: ['An diesem Abend hörten die zwei Papas das ganze Abenteuer und klatschten am Ende.'],
    },
    bullying: {
      setup: ['In der Schule lachten ein paar Kinder manchmal über {name}, und das tat weh.'],
      turn: ['{name} beschloss, zu Hause und in der Schule davon zu erzählen, denn um Hilfe zu bitten war mutig.'],
      close: ['Am nächsten Tag sprach {name} mit der Lehrkraft.|Die Lehrkraft sprach mit der ganzen Klasse, und das Auslachen hörte auf.'],
    },
    diabetes: {
      setup: ['{name} hatte Diabetes und wusste, wie man den Zucker misst[2:, mit einem kleinen Gerät, das immer dabei war].'],
      turn: ['Am Nachmittag maß {name} den Zucker und aß etwas, wie jeden Tag.'],
      close: ['{name} konnte gut auf sich aufpassen, und auch das war Stärke.'],
    },
    birthday: {
      setup: ['Bald war {name.s} Geburtstag[2:, und zu Hause wurde schon heimlich etwas vorbereitet].'],
      turn: ['{name} dachte an die Luftballons und den Kuchen und ging schneller.'],
      close: ['Zu Hause wartete eine Geburtstagsfeier mit Kuchen und Kerzen.|Das war das schönste Geschenk: das Abenteuer mit allen zu feiern.'],
    },
    holiday: {
      setup: ['Es waren Ferien, und es gab Zeit für alles.'],
      turn: ['In den Ferien schienen die Tage länger und voller zu sein.'],
      close: ['Es waren die lustigsten Ferien, an die sich {name} erinnern konnte.'],
    },
    'sleep-own-bed': {
      setup: ['In dieser Nacht sollte {name} zum ersten Mal im eigenen Bett schlafen[2:, mit einem neuen Kissen].'],
      turn: ['~{name} stellte sich vor, das neue Bett sei ein Schiff zum Träumen.', '{name} dachte daran, wie weich das neue Bett war.'],
      close: ['In dieser Nacht schlief {name} im eigenen Bett, mit {cname} am Fußende.|Am Morgen wartete eine wunderschöne Sonne.'],
    },
    potty: {
      setup: ['{name} lernte gerade, ohne Windel auszukommen[2:, und jeden Tag klappte es ein bisschen besser].'],
      turn: ['{cname} erinnerte daran, dass Neues zu lernen Zeit braucht.'],
      close: ['Zurück zu Hause ging {name} ganz allein aufs Töpfchen, und alle freuten sich.'],
    },
    'new-glasses': {
      setup: ['{name} hatte eine neue Brille[2:, mit einem Gestell in der Lieblingsfarbe].'],
      turn: ['Mit der neuen Brille entdeckte {name} eine Kleinigkeit, die sonst niemand gesehen hatte.'],
      close: ['Seit diesem Tag trug {name} die Brille mit Stolz[2:, denn mit der Brille sah die Welt viel schärfer aus].'],
    },
  },
  fears: {
    dark: {
      setup: ['!{name} hatte nachts Angst im Dunkeln.', 'Abends mochte {name} es gar nicht, wenn das Licht ausging.'],
      turn: ['Als es Nacht wurde, knipste {cname} ein kleines Licht an, und {name} merkte, dass die Welt nachts dieselbe war wie am Tag.'],
      close: ['Als an diesem Abend das Licht ausging, dachte {name} an das Abenteuer und schlief ruhig ein.'],
    },
    dog: {
      setup: ['!{name} hatte Angst vor großen Hunden.', '{name} mochte große Hunde nicht besonders.'],
      turn: ['Ein großer, ruhiger Hund kam langsam näher[2: und setzte sich daneben].|Ganz vorsichtig streichelte {name} den Kopf des Hundes.'],
      close: ['Seitdem begrüßte {name} ruhige Hunde mit einem Lächeln.'],
    },
    water: {
      setup: ['!{name} hatte ein bisschen Angst vor dem Wasser.', '{name} ging nicht gern ins Wasser.'],
      turn: ['{name} steckte die Füße ins Wasser, nur ein kleines bisschen, und merkte, dass es warm war.'],
      close: ['Am Ende des Sommers planschte {name} fröhlich im Wasser.'],
    },
    monster: {
      setup: ['!{name} hatte Angst vor Monstern unter dem Bett.', 'Manchmal stellte sich {name} seltsame Dinge unter dem Bett vor.'],
      turn: ['{cname} schaute unter das Bett und fand nur eine Socke und viel Staub.'],
      close: ['An diesem Abend musste {name} über die Socke lachen und schlief ruhig ein.'],
    },
    storm: {
      setup: ['!Gewitter und Donner machten {name} Angst.', '{name} mochte die lauten Geräusche am Himmel nicht.'],
      turn: ['Als es in der Ferne donnerte, fing {cname} an zu zählen: eins, zwei, drei, und das Geräusch wirkte gar nicht mehr so groß.'],
      close: ['Seitdem zählte {name} laut, wenn der Himmel grollte, und wartete ruhig ab.'],
    },
    other: {
      setup: ['!Es gab etwas, wovor {name} Angst hatte[2:, auch wenn darüber selten gesprochen wurde].', 'Es gab etwas, das {name} sehr schwerfiel[2:, auch wenn darüber selten gesprochen wurde].'],
      turn: ['{name} sprach mit {cname} darüber, und sobald es ausgesprochen war, wurde es kleiner.'],
      close: ['An diesem Tag entdeckte {name}, dass viel mehr möglich war als gedacht.'],
    },
  },
  needs: {
    teaIntro: ['Diese Geschichte hat einen Anfang, ein Problem und ein glückliches Ende.'],
    teaEmotion: ['{name} war froh, weil alles gut ausgegangen war.', '{name} fühlte Freude und Ruhe.'],
    teaFeelings: ['{name} war traurig, weil {obj} nicht an der gewohnten Stelle war.', '{name} machte sich Sorgen, weil niemand wusste, was mit {obj.dat} los war.'],
    reassure: ['Nichts Schlimmes passierte: Alle waren in Sicherheit.', 'Alles würde gut werden, und {name} wusste das.', 'Alle fühlten sich ruhig und sicher, denn sie waren zusammen.'],
    safeEnding: ['Alle waren sicher zu Hause, warm und ruhig.', 'Am Ende war alles wieder ruhig, und alle gingen nach Hause.'],
    sounds: ['Bumm!', 'Wusch!', 'Krach!', 'Klopf, klopf!', 'Zisch!', 'Platsch!'],
    questions: ['Was passiert jetzt?', 'Schaffen sie das?', 'Was würdest du tun?', 'Wohin gehen sie wohl?', 'Was ist dort wohl?'],
    keyRepeat: ['Alle dachten an {obj.acc}.', '{obj} war sehr wichtig.', 'Alles drehte sich um {obj.acc}.'],
    cause: ['Sie gingen vorsichtig, weil der Weg neu war. Deshalb klappte alles.', 'Sie machten eine Pause, weil sie müde waren. Deshalb tranken sie Wasser.', '{obj} war wichtig, weil alle {obj.acc} brauchten. Deshalb gingen sie weiter.', 'Sie schauten genau hin, weil sie alles verstehen wollten. Deshalb sahen sie es klar.'],
  },
  continuation: {
    recall: ['Nach dem letzten Abenteuer kehrte {name} {place.to} zurück.', '{name} erinnerte sich noch gut an {obj.acc}.', '{cname} war immer noch ganz in der Nähe und freute sich auf neue Abenteuer.', 'Seit der Sache mit {obj.dat} waren ein paar Tage vergangen.'],
    kinds: {
      explore: {
        summaries: ['{name} erkundet {place2.acc} auf der Suche nach {obj2.dat}.', '{name} und {cname} reisen {place2.to}.'],
        start: ['Diesmal wollten sie {place2.acc} kennenlernen, wo sie noch nie gewesen waren.|Es hieß, dort sei {obj} zu finden.'],
        end: ['Endlich kamen sie mitten {place2.in} an und fanden {obj.acc}.'],
      },
      secret: {
        summaries: ['{name} entdeckt ein Geheimnis {place.in}.', '{name} und {cname} folgen einer geheimnisvollen Spur {place2.to}.'],
        start: ['{place.in} gab es ein Geheimnis, das niemand kannte.|Den ersten Hinweis fand {name} neben {obj.dat}.'],
        end: ['Das Geheimnis war {obj}, seit vielen Jahren dort versteckt.'],
      },
      newFriend: {
        summaries: ['{name} hilft jemand Neuem, der {obj2.acc} verloren hat.', '{name} lernt {place2.in} jemand Neues kennen.'],
        start: ['An diesem Tag lernten sie jemand Neues kennen[2:, der den Weg nach Hause nicht mehr wusste].|{obj} war verloren gegangen.'],
        end: ['Mit der Hilfe aller bekam die neue Bekanntschaft {obj.acc} zurück und fand nach Hause.'],
      },
      party: {
        summaries: ['{name} bereitet ein großes Fest {place.in} vor.', '{name} und {cname} planen eine Überraschungsfeier.'],
        start: ['Sie wollten eine Überraschungsfeier vorbereiten[2: für alle, die ihnen geholfen hatten].|Für das Fest brauchten sie {obj.acc}.'],
        end: ['Das Fest war ein voller Erfolg, und {obj} stand mitten auf dem Tisch.'],
      },
      find: {
        summaries: ['{cname} findet {obj2.a.acc}, und {name} entdeckt, wozu das gut ist.', '{name} findet ganz unerwartet {obj2.a.acc}.'],
        start: ['Ganz unerwartet fand {cname} {obj.a.acc}.|Wozu das wohl gut war?'],
        end: ['Am Ende entdeckten sie, wozu {obj} gut war: um alle zusammenzubringen.'],
      },
    },
    directed: ['An diesem Tag nahm das Abenteuer eine neue Richtung.', 'Diesmal hielt der Tag eine Überraschung für sie bereit.', 'An diesem Morgen begann etwas ganz anderes.'],
    titles: ['Ein neuer Tag für {name}', '{name} kehrt {place.to} zurück', 'Die Rückkehr von {name} und {cname}', '{name} und {obj}', 'Ein neuer Ausflug mit {cname}'],
  },
};
