// The words the offline challenges are made of, in the five story languages: the sentences of each kind
// of question, the things a child can count (with their plurals and genders), the objects of each hobby
// and profession, and what tells a name from an ordinary capitalised word. challenges.ts builds the
// questions from them; a new story language is added here.
import type { HobbyId, LanguageId, ProfessionId } from '../../../../shared/catalogs';
import type { ChallengeLanguageId } from '../../../../shared/contract/challenge-texts';
import type { VocabularyEntry } from './vocabulary';

export const NAME_STOPWORDS = new Set(
  [
    // Words that start sentences or are capitalised for other reasons in the five languages.
    'el', 'la', 'los', 'las', 'un', 'una', 'y', 'pero', 'entonces', 'cuando', 'de', 'en', 'con', 'al', 'del', 'por',
    'the', 'a', 'an', 'and', 'but', 'then', 'when', 'i', 'he', 'she', 'they', 'it', 'one', 'in', 'on',
    'le', 'les', 'une', 'et', 'mais', 'puis', 'quand', 'il', 'elle', 'ils', 'elles', 'dans',
    'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'und', 'aber', 'dann', 'als', 'er', 'sie', 'es',
    'lo', 'gli', 'uno', 'e', 'ma', 'poi', 'quando', 'lui', 'lei',
    'dios', 'god', 'dieu', 'gott', 'sr', 'sra', 'don', 'doña',
  ],
);

export const GERMAN_ARTICLES = /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|keinen|seine|seinen|seinem|ihre|ihren|ihrem|sein|ihr|mein|meine|dein|deine|unser|unsere|jede|jeden|diese|diesen|dieser|zum|zur|im|am|vom|beim|ins|ans)$/i;

/** German nouns often used without an article in children's stories ('Schritt für Schritt', 'mit Mut'). */
export const GERMAN_NOUNS = new Set(['schritt', 'blitz', 'mut', 'angst', 'glück', 'zeit', 'hilfe', 'ruhe', 'spaß', 'freude', 'geduld', 'ende', 'mal', 'hause', 'abend', 'morgen', 'nacht', 'tag', 'sicherheit', 'vorsicht', 'licht']);

export const FALLBACK_NAMES: Record<LanguageId, string[]> = {
  es: ['Lucía', 'Mateo', 'Sofía', 'Hugo', 'Valeria', 'Pablo', 'Martina', 'Leo'],
  en: ['Lily', 'Oliver', 'Emma', 'Jack', 'Mia', 'Noah', 'Ruby', 'Sam'],
  fr: ['Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Inès', 'Paul'],
  de: ['Mia', 'Paul', 'Emma', 'Ben', 'Lina', 'Felix', 'Hanna', 'Max'],
  it: ['Giulia', 'Marco', 'Sofia', 'Luca', 'Chiara', 'Matteo', 'Aurora', 'Pietro'],
};

export interface Countable {
  key: string;
  emoji: string;
  /** Grammatical gender in Spanish and Italian, for '¿Cuántos/Cuántas', 'Quanti/Quante'. */
  es: 'm' | 'f';
  it: 'm' | 'f';
  plural: Record<LanguageId, string>;
}

// key: the Spanish word of the vocabulary entry it belongs to.
const COUNTABLE_LINES = `
gato|🐱|m|m|gatos|cats|chats|Katzen|gatti
perro|🐶|m|m|perros|dogs|chiens|Hunde|cani
pájaro|🐦|m|m|pájaros|birds|oiseaux|Vögel|uccelli
pez|🐟|m|m|peces|fish|poissons|Fische|pesci
conejo|🐰|m|m|conejos|rabbits|lapins|Hasen|conigli
ratón|🐭|m|m|ratones|mice|souris|Mäuse|topolini
zorro|🦊|m|f|zorros|foxes|renards|Füchse|volpi
oso|🐻|m|m|osos|bears|ours|Bären|orsi
búho|🦉|m|m|búhos|owls|hiboux|Eulen|gufi
tortuga|🐢|f|f|tortugas|turtles|tortues|Schildkröten|tartarughe
rana|🐸|f|f|ranas|frogs|grenouilles|Frösche|rane
pato|🦆|m|f|patos|ducks|canards|Enten|anatre
mariposa|🦋|f|f|mariposas|butterflies|papillons|Schmetterlinge|farfalle
abeja|🐝|f|f|abejas|bees|abeilles|Bienen|api
ardilla|🐿️|f|m|ardillas|squirrels|écureuils|Eichhörnchen|scoiattoli
caracol|🐌|m|f|caracoles|snails|escargots|Schnecken|lumache
pingüino|🐧|m|m|pingüinos|penguins|pingouins|Pinguine|pinguini
dragón|🐉|m|m|dragones|dragons|dragons|Drachen|draghi
unicornio|🦄|m|m|unicornios|unicorns|licornes|Einhörner|unicorni
libro|📚|m|m|libros|books|livres|Bücher|libri
llave|🔑|f|f|llaves|keys|clés|Schlüssel|chiavi
mapa|🗺️|m|f|mapas|maps|cartes|Karten|mappe
moneda|🪙|f|f|monedas|coins|pièces|Münzen|monete
corona|👑|f|f|coronas|crowns|couronnes|Kronen|corone
espada|🗡️|f|f|espadas|swords|épées|Schwerter|spade
escudo|🛡️|m|m|escudos|shields|boucliers|Schilde|scudi
varita|🪄|f|f|varitas|wands|baguettes|Zauberstäbe|bacchette
sombrero|🎩|m|m|sombreros|hats|chapeaux|Hüte|cappelli
pelota|⚽|f|f|pelotas|balls|balles|Bälle|palle
globo|🎈|m|m|globos|balloons|ballons|Luftballons|palloncini
cometa|🪁|f|m|cometas|kites|cerfs-volants|Flugdrachen|aquiloni
juguete|🧸|m|m|juguetes|toys|jouets|Spielzeuge|giocattoli
bicicleta|🚲|f|f|bicicletas|bicycles|vélos|Fahrräder|biciclette
cohete|🚀|m|m|cohetes|rockets|fusées|Raketen|razzi
barco|⛵|m|f|barcos|boats|bateaux|Boote|barche
lápiz|✏️|m|f|lápices|pencils|crayons|Bleistifte|matite
pincel|🖌️|m|m|pinceles|brushes|pinceaux|Pinsel|pennelli
foto|📷|f|f|fotos|photos|photos|Fotos|foto
guitarra|🎸|f|f|guitarras|guitars|guitares|Gitarren|chitarre
tambor|🥁|m|m|tambores|drums|tambours|Trommeln|tamburi
campana|🔔|f|f|campanas|bells|cloches|Glocken|campane
vela|🕯️|f|f|velas|candles|bougies|Kerzen|candele
cesta|🧺|f|m|cestas|baskets|paniers|Körbe|cestini
regalo|🎁|m|m|regalos|presents|cadeaux|Geschenke|regali
medalla|🏅|f|f|medallas|medals|médailles|Medaillen|medaglie
trofeo|🏆|m|m|trofeos|trophies|trophées|Pokale|trofei
pluma|🪶|f|f|plumas|feathers|plumes|Federn|piume
piedra|🪨|f|f|piedras|stones|pierres|Steine|pietre
robot|🤖|m|m|robots|robots|robots|Roboter|robot
pastel|🎂|m|f|pasteles|cakes|gâteaux|Kuchen|torte
árbol|🌳|m|m|árboles|trees|arbres|Bäume|alberi
flor|🌸|f|m|flores|flowers|fleurs|Blumen|fiori
hoja|🍃|f|f|hojas|leaves|feuilles|Blätter|foglie
estrella|⭐|f|f|estrellas|stars|étoiles|Sterne|stelle
nube|☁️|f|f|nubes|clouds|nuages|Wolken|nuvole
concha|🐚|f|f|conchas|shells|coquillages|Muscheln|conchiglie
semilla|🌱|f|m|semillas|seeds|graines|Samen|semi
manzana|🍎|f|f|manzanas|apples|pommes|Äpfel|mele
naranja|🍊|f|f|naranjas|oranges|oranges|Orangen|arance
fresa|🍓|f|f|fresas|strawberries|fraises|Erdbeeren|fragole
zanahoria|🥕|f|f|zanahorias|carrots|carottes|Karotten|carote
galleta|🍪|f|m|galletas|biscuits|biscuits|Kekse|biscotti
huevo|🥚|m|m|huevos|eggs|œufs|Eier|uova
caramelo|🍬|m|f|caramelos|sweets|bonbons|Bonbons|caramelle
cereza|🍒|f|f|cerezas|cherries|cerises|Kirschen|ciliegie
`;

export const COUNTABLES: Countable[] = COUNTABLE_LINES.trim()
  .split('\n')
  .map((line) => {
    const [key, emoji, es, it, ...plural] = line.split('|') as string[];
    return {
      key: key!,
      emoji: emoji!,
      es: es as 'm' | 'f',
      it: it as 'm' | 'f',
      plural: { es: plural[0]!, en: plural[1]!, fr: plural[2]!, de: plural[3]!, it: plural[4]! },
    };
  });

export const HOBBY_OBJECTS: Record<HobbyId, string[]> = {
  reading: ['libro'],
  music: ['tambor', 'guitarra'],
  gaming: ['moneda', 'estrella'],
  photography: ['foto'],
  cooking: ['galleta', 'pastel', 'huevo'],
  cycling: ['bicicleta'],
  sports: ['pelota', 'medalla'],
  painting: ['pincel', 'lápiz'],
  travel: ['mapa', 'barco'],
  programming: ['robot'],
  magic: ['varita', 'estrella'],
  theater: ['sombrero'],
};

export const PROFESSION_OBJECTS: Record<ProfessionId, string[]> = {
  astronaut: ['estrella', 'cohete'],
  explorer: ['mapa', 'piedra'],
  knight: ['espada', 'escudo'],
  royalty: ['corona', 'moneda'],
  superhero: ['estrella', 'medalla'],
  wizard: ['varita', 'estrella'],
  athlete: ['medalla', 'trofeo'],
  teacher: ['libro', 'lápiz'],
};

interface MathText {
  howMany(thing: Countable, language: LanguageId): string;
  counting(name: string, things: string, emojis: string, howMany: string): string;
  countingWhy(sequence: string, n: number, things: string): string;
  add(name: string, a: number, things: string, b: number, howMany: string): string;
  subtract(name: string, a: number, things: string, b: number, other: string, howMany: string): string;
  multiply(name: string, groups: number, each: number, things: string, howMany: string): string;
  why(equation: string, name: string, result: number, things: string): string;
  friends: string;
}

export const MATH_TEXT: Record<LanguageId, MathText> = {
  es: {
    howMany: (t) => (t.es === 'f' ? 'Cuántas' : 'Cuántos'),
    counting: (name, things, emojis, hm) => `${name} encuentra estas cosas en su aventura: ${emojis} ¿${hm} ${things} hay?`,
    countingWhy: (seq, n, things) => `Contamos una a una: ${seq}. ¡Hay ${n} ${things}!`,
    add: (name, a, things, b, hm) => `${name} tiene ${a} ${things} y encuentra ${b} más. ¿${hm} ${things} tiene ahora?`,
    subtract: (name, a, things, b, other, hm) => `${name} tiene ${a} ${things} y regala ${b} a ${other}. ¿${hm} ${things} le quedan?`,
    multiply: (name, groups, each, things, hm) => `${name} guarda ${each} ${things} en cada una de sus ${groups} cajas. ¿${hm} ${things} hay en total?`,
    why: (eq, name, n, things) => `${eq}. Al final ${name} cuenta ${n} ${things}.`,
    friends: 'sus amigos',
  },
  en: {
    howMany: () => 'How many',
    counting: (name, things, emojis, hm) => `${name} finds these on the adventure: ${emojis} ${hm} ${things} are there?`,
    countingWhy: (seq, n, things) => `We count them one by one: ${seq}. There are ${n} ${things}!`,
    add: (name, a, things, b, hm) => `${name} has ${a} ${things} and finds ${b} more. ${hm} ${things} does ${name} have now?`,
    subtract: (name, a, things, b, other, hm) => `${name} has ${a} ${things} and gives ${b} to ${other}. ${hm} ${things} are left?`,
    multiply: (name, groups, each, things, hm) => `${name} puts ${each} ${things} in each of ${groups} boxes. ${hm} ${things} are there in total?`,
    why: (eq, name, n, things) => `${eq}. In the end ${name} counts ${n} ${things}.`,
    friends: 'some friends',
  },
  fr: {
    howMany: () => 'Combien de',
    counting: (name, things, emojis, hm) => `${name} trouve ceci pendant l'aventure : ${emojis} ${hm} ${things} y a-t-il ?`,
    countingWhy: (seq, n, things) => `On compte un par un : ${seq}. Il y a ${n} ${things} !`,
    add: (name, a, things, b, hm) => `${name} a ${a} ${things} et en trouve ${b} de plus. ${hm} ${things} a-t-il maintenant ?`,
    subtract: (name, a, things, b, other, hm) => `${name} a ${a} ${things} et en donne ${b} à ${other}. ${hm} ${things} lui reste-t-il ?`,
    multiply: (name, groups, each, things, hm) => `${name} range ${each} ${things} dans chacune de ses ${groups} boîtes. ${hm} ${things} y a-t-il en tout ?`,
    why: (eq, name, n, things) => `${eq}. À la fin, ${name} compte ${n} ${things}.`,
    friends: 'ses amis',
  },
  de: {
    howMany: () => 'Wie viele',
    counting: (name, things, emojis, hm) => `${name} findet das auf dem Abenteuer: ${emojis} ${hm} ${things} sind es?`,
    countingWhy: (seq, n, things) => `Wir zählen eins nach dem anderen: ${seq}. Es sind ${n} ${things}!`,
    add: (name, a, things, b, hm) => `${name} hat ${a} ${things} und findet noch ${b} dazu. ${hm} ${things} hat ${name} jetzt?`,
    subtract: (name, a, things, b, other, hm) => `${name} hat ${a} ${things} und schenkt ${b} davon ${other}. ${hm} ${things} bleiben übrig?`,
    multiply: (name, groups, each, things, hm) => `${name} legt ${each} ${things} in jede von ${groups} Kisten. ${hm} ${things} sind es insgesamt?`,
    why: (eq, name, n, things) => `${eq}. Am Ende zählt ${name} ${n} ${things}.`,
    friends: 'den Freunden',
  },
  it: {
    howMany: (t) => (t.it === 'f' ? 'Quante' : 'Quanti'),
    counting: (name, things, emojis, hm) => `${name} trova queste cose durante l'avventura: ${emojis} ${hm} ${things} ci sono?`,
    countingWhy: (seq, n, things) => `Contiamo uno alla volta: ${seq}. Ci sono ${n} ${things}!`,
    add: (name, a, things, b, hm) => `${name} ha ${a} ${things} e ne trova altri ${b}. ${hm} ${things} ha adesso?`,
    subtract: (name, a, things, b, other, hm) => `${name} ha ${a} ${things} e ne regala ${b} a ${other}. ${hm} ${things} gli restano?`,
    multiply: (name, groups, each, things, hm) => `${name} mette ${each} ${things} in ognuna delle sue ${groups} scatole. ${hm} ${things} ci sono in tutto?`,
    why: (eq, name, n, things) => `${eq}. Alla fine ${name} conta ${n} ${things}.`,
    friends: 'i suoi amici',
  },
};

interface ComprehensionText {
  who(rest: string): string;
  where: string;
  what: string;
  cloze(sentence: string): string;
  hero: string;
  title: string;
  because(sentence: string): string;
  notIn(word: string): string;
}

export const COMPREHENSION_TEXT: Record<LanguageId, ComprehensionText> = {
  es: {
    who: (rest) => `¿Quién ${rest}?`,
    where: '¿Cuál de estos lugares aparece en el capítulo?',
    what: '¿Qué aparece en el capítulo?',
    cloze: (s) => `Completa la frase del capítulo: «${s}»`,
    hero: '¿Cómo se llama quien protagoniza la historia?',
    title: '¿Cómo se titula este capítulo?',
    because: (s) => `En el capítulo leemos: «${s}»`,
    notIn: (w) => `«${w}» es lo que aparece en el capítulo.`,
  },
  en: {
    who: (rest) => `Who ${rest}?`,
    where: 'Which of these places appears in the chapter?',
    what: 'What appears in the chapter?',
    cloze: (s) => `Complete the sentence from the chapter: “${s}”`,
    hero: 'What is the name of the hero of the story?',
    title: 'What is the title of this chapter?',
    because: (s) => `In the chapter we read: “${s}”`,
    notIn: (w) => `“${w}” is what appears in the chapter.`,
  },
  fr: {
    who: (rest) => `Qui ${rest} ?`,
    where: 'Lequel de ces lieux apparaît dans le chapitre ?',
    what: "Qu'est-ce qui apparaît dans le chapitre ?",
    cloze: (s) => `Complète la phrase du chapitre : « ${s} »`,
    hero: "Comment s'appelle le héros de l'histoire ?",
    title: 'Quel est le titre de ce chapitre ?',
    because: (s) => `Dans le chapitre, on lit : « ${s} »`,
    notIn: (w) => `« ${w} » est ce qui apparaît dans le chapitre.`,
  },
  de: {
    who: (rest) => `Wer ${rest}?`,
    where: 'Welcher dieser Orte kommt im Kapitel vor?',
    what: 'Was kommt im Kapitel vor?',
    cloze: (s) => `Ergänze den Satz aus dem Kapitel: „${s}“`,
    hero: 'Wie heißt die Hauptfigur der Geschichte?',
    title: 'Wie heißt dieses Kapitel?',
    because: (s) => `Im Kapitel lesen wir: „${s}“`,
    notIn: (w) => `„${w}“ kommt im Kapitel vor.`,
  },
  it: {
    who: (rest) => `Chi ${rest}?`,
    where: 'Quale di questi luoghi compare nel capitolo?',
    what: 'Che cosa compare nel capitolo?',
    cloze: (s) => `Completa la frase del capitolo: «${s}»`,
    hero: 'Come si chiama il protagonista della storia?',
    title: 'Qual è il titolo di questo capitolo?',
    because: (s) => `Nel capitolo leggiamo: «${s}»`,
    notIn: (w) => `«${w}» è ciò che compare nel capitolo.`,
  },
};

export const SUBJECT_JOINERS = /^(y|e|o|and|or|et|ou|und|oder|ed|con|with|avec|mit|,)$/i;
export const FIRST_PERSON = /\b(yo|me|mi|nos|nosotros|i|me|my|we|us|je|moi|nous|ich|mich|mir|wir|uns|io|mi|noi|ci)\b/i;

/** The languages' names as each story language writes them. */
export const LANGUAGE_NAMES: Record<LanguageId, Record<ChallengeLanguageId, string>> = {
  es: { es: 'español', en: 'inglés', fr: 'francés', de: 'alemán', it: 'italiano', pt: 'portugués' },
  en: { es: 'Spanish', en: 'English', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese' },
  fr: { es: 'espagnol', en: 'anglais', fr: 'français', de: 'allemand', it: 'italien', pt: 'portugais' },
  de: { es: 'Spanisch', en: 'Englisch', fr: 'Französisch', de: 'Deutsch', it: 'Italienisch', pt: 'Portugiesisch' },
  it: { es: 'spagnolo', en: 'inglese', fr: 'francese', de: 'tedesco', it: 'italiano', pt: 'portoghese' },
};

interface LanguageText {
  say(word: string, target: string): string;
  mean(word: string, target: string): string;
  why(word: string, target: string, translation: string): string;
  seen(sentence: string): string;
}

export const LANGUAGE_TEXT: Record<LanguageId, LanguageText> = {
  es: {
    say: (w, t) => `¿Cómo se dice «${w}» en ${t}?`,
    mean: (w, t) => `¿Qué significa «${w}» en ${t}?`,
    why: (w, t, tr) => `«${w}» en ${t} se dice «${tr}».`,
    seen: (s) => `Aparece en la historia: «${s}»`,
  },
  en: {
    say: (w, t) => `How do you say “${w}” in ${t}?`,
    mean: (w, t) => `What does the ${t} word “${w}” mean?`,
    why: (w, t, tr) => `“${w}” in ${t} is “${tr}”.`,
    seen: (s) => `It appears in the story: “${s}”`,
  },
  fr: {
    say: (w, t) => `Comment dit-on « ${w} » en ${t} ?`,
    mean: (w, t) => `Que veut dire « ${w} » en ${t} ?`,
    why: (w, t, tr) => `« ${w} » en ${t} se dit « ${tr} ».`,
    seen: (s) => `On le trouve dans l'histoire : « ${s} »`,
  },
  de: {
    say: (w, t) => `Wie sagt man „${w}“ auf ${t}?`,
    mean: (w, t) => `Was bedeutet „${w}“ auf ${t}?`,
    why: (w, t, tr) => `„${w}“ heißt auf ${t} „${tr}“.`,
    seen: (s) => `Es kommt in der Geschichte vor: „${s}“`,
  },
  it: {
    say: (w, t) => `Come si dice «${w}» in ${t}?`,
    mean: (w, t) => `Che cosa significa «${w}» in ${t}?`,
    why: (w, t, tr) => `«${w}» in ${t} si dice «${tr}».`,
    seen: (s) => `Compare nella storia: «${s}»`,
  },
};

/** Words taught first: things a child can picture, then feelings and actions. */
export const CATEGORY_PRIORITY: VocabularyEntry['category'][] = ['animal', 'object', 'food', 'nature', 'place', 'colour', 'profession', 'person', 'body', 'feeling', 'hobby', 'action'];
