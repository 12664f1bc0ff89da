// The offline writer's educational challenges. Every question is built from the story itself:
// - math: the story's own characters and things (words of the chapter found in the vocabulary, plus the
//   hero's hobby and profession objects), with arithmetic fitting the child's age;
// - comprehension: who/where/what questions made from sentences of the chapter, so the right answer is
//   always written in it;
// - language: words that appear in the story, taught in the chosen language from the built-in vocabulary.
// Questions and explanations are in the story's language; wrong options are plausible and the right
// one's position varies.
import type { HobbyId, LanguageId, ProfessionId } from '../../../../shared/catalogs';
import type { ChallengeLanguageId } from '../../../../shared/contract/challenge-texts';
import type { ChallengeQuestionDraft, ChallengeRequest } from '../story-writer';
import { type FoundWord, VOCABULARY, type VocabularyEntry, baseWord, findVocabulary, normaliseWord, wordsOf } from './vocabulary';

type Random = () => number;

export const MAX_QUESTIONS = 3;

export function createOfflineChallenge(request: ChallengeRequest, random: Random = Math.random): ChallengeQuestionDraft[] {
  const chapters = request.story.chapters;
  const index = Math.min(Math.max(0, request.chapterIndex), Math.max(0, chapters.length - 1));
  const chapter = chapters[index] ?? { title: request.story.title, content: '' };
  const language = request.story.request.language;
  const base = { category: request.category, targetLanguage: request.category === 'language' ? (request.targetLanguage ?? null) : null };
  let drafts: Omit<ChallengeQuestionDraft, 'category' | 'targetLanguage'>[];
  switch (request.category) {
    case 'math':
      drafts = mathQuestions(request, chapter.content, random);
      break;
    case 'comprehension':
      drafts = comprehensionQuestions(request, chapter, random);
      break;
    case 'language': {
      const target = request.targetLanguage;
      if (!target || target === language) throw new Error('A language challenge needs a target language other than the story language.');
      const storyText = chapters.map((c) => `${c.title}\n${c.content}`).join('\n');
      drafts = languageQuestions(language, target, chapter.content, storyText, request.story.request.character.name, random);
      break;
    }
  }
  return drafts.slice(0, MAX_QUESTIONS).map((d) => ({ ...d, ...base }));
}

// ---------------------------------------------------------------- helpers

function pick<T>(list: readonly T[], random: Random): T {
  return list[Math.floor(random() * list.length) % list.length] as T;
}

function shuffle<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1)) % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function int(min: number, max: number, random: Random): number {
  return min + (Math.floor(random() * (max - min + 1)) % (max - min + 1));
}

/** Places the right answer among the wrong ones at a random position. */
function withOptions(correct: string, wrong: string[], random: Random): { options: string[]; correctOptionIndex: number } {
  const distinct = [...new Set(wrong.filter((w) => normaliseWord(w) !== normaliseWord(correct)))].slice(0, 3);
  const correctOptionIndex = int(0, distinct.length, random);
  const options = [...distinct];
  options.splice(correctOptionIndex, 0, correct);
  return { options, correctOptionIndex };
}

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/** Sentences of a text, trimmed, without line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])["»”']?\s+(?=[¡¿"«“'\p{Lu}—–-])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function stripDialogueMarks(sentence: string): string {
  return sentence.replace(/^[—–\-"«“'¡¿\s]+/, '').replace(/[.!?…"»”'\s]+$/u, '');
}

// ---------------------------------------------------------------- names

const NAME_STOPWORDS = new Set(
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

const GERMAN_ARTICLES = /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|keinen|seine|seinen|seinem|ihre|ihren|ihrem|sein|ihr|mein|meine|dein|deine|unser|unsere|jede|jeden|diese|diesen|dieser|zum|zur|im|am|vom|beim|ins|ans)$/i;

/** German nouns often used without an article in children's stories ('Schritt für Schritt', 'mit Mut'). */
const GERMAN_NOUNS = new Set(['schritt', 'blitz', 'mut', 'angst', 'glück', 'zeit', 'hilfe', 'ruhe', 'spaß', 'freude', 'geduld', 'ende', 'mal', 'hause', 'abend', 'morgen', 'nacht', 'tag', 'sicherheit', 'vorsicht', 'licht']);

const FALLBACK_NAMES: Record<LanguageId, string[]> = {
  es: ['Lucía', 'Mateo', 'Sofía', 'Hugo', 'Valeria', 'Pablo', 'Martina', 'Leo'],
  en: ['Lily', 'Oliver', 'Emma', 'Jack', 'Mia', 'Noah', 'Ruby', 'Sam'],
  fr: ['Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Inès', 'Paul'],
  de: ['Mia', 'Paul', 'Emma', 'Ben', 'Lina', 'Felix', 'Hanna', 'Max'],
  it: ['Giulia', 'Marco', 'Sofia', 'Luca', 'Chiara', 'Matteo', 'Aurora', 'Pietro'],
};

const vocabularyWordSets = new Map<LanguageId, Set<string>>();
function vocabularyWordsOf(language: LanguageId): Set<string> {
  let words = vocabularyWordSets.get(language);
  if (!words) {
    words = new Set(VOCABULARY.flatMap((entry) => entry.forms[language].map(normaliseWord)));
    vocabularyWordSets.set(language, words);
  }
  return words;
}

/**
 * Proper names used in a text: capitalised words that are not vocabulary words, seen at least once in
 * the middle of a sentence (not after a colon, quote or dash, where speech starts) and at least twice
 * in all, so one capitalised word in dialogue ('Alors', 'Insieme') is not taken for a name.
 */
export function namesIn(text: string, language: LanguageId, known: string[] = []): string[] {
  const vocabularyWords = vocabularyWordsOf(language);
  const counts = new Map<string, { total: number; midSentence: boolean; afterArticle: boolean }>();
  for (const sentence of sentencesOf(text)) {
    let previous = '';
    for (const match of sentence.matchAll(/[\p{L}\p{M}]+/gu)) {
      const token = match[0];
      const before = sentence.slice(0, match.index).trimEnd();
      const startsSpeech = before === '' || /[:«"“„—–\-¡¿(]$/.test(before);
      const article = previous;
      previous = token;
      if (!/^\p{Lu}\p{Ll}+$/u.test(token)) continue;
      const lower = normaliseWord(token);
      if (NAME_STOPWORDS.has(lower) || vocabularyWords.has(lower)) continue;
      const seen = counts.get(token) ?? { total: 0, midSentence: false, afterArticle: false };
      // German capitalises every noun: a capitalised word ever seen after an article is a noun.
      if (language === 'de' && (GERMAN_ARTICLES.test(article) || GERMAN_NOUNS.has(lower))) seen.afterArticle = true;
      seen.total++;
      if (!startsSpeech) seen.midSentence = true;
      counts.set(token, seen);
    }
  }
  const names = [...known.filter(Boolean)];
  for (const [name, seen] of counts) {
    if (!seen.midSentence || seen.total < 2 || seen.afterArticle) continue;
    if (!names.some((n) => normaliseWord(n) === normaliseWord(name))) names.push(name);
  }
  return names;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

// ---------------------------------------------------------------- math

export type MathBand = 'counting' | 'within20' | 'within100';

/** Counting for ages 1–4, sums and differences within 20 for 5–6, within 100 and simple products for 7–10. */
export function mathBand(childAge: number): MathBand {
  if (childAge <= 4) return 'counting';
  if (childAge <= 6) return 'within20';
  return 'within100';
}

interface Countable {
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

const COUNTABLES: Countable[] = COUNTABLE_LINES.trim()
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

const HOBBY_OBJECTS: Record<HobbyId, string[]> = {
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

const PROFESSION_OBJECTS: Record<ProfessionId, string[]> = {
  astronaut: ['estrella', 'cohete'],
  explorer: ['mapa', 'piedra'],
  knight: ['espada', 'escudo'],
  royalty: ['corona', 'moneda'],
  superhero: ['estrella', 'medalla'],
  wizard: ['varita', 'estrella'],
  athlete: ['medalla', 'trofeo'],
  teacher: ['libro', 'lápiz'],
};

/** The countable things of a chapter (those its text names first), then the hero's hobby and profession objects. */
export function storyObjects(request: ChallengeRequest, chapterText: string): Countable[] {
  const language = request.story.request.language;
  const character = request.story.request.character;
  const found = findVocabulary(chapterText, language, [character.name, ...namesIn(chapterText, language)]).map((f) => baseWord(f.entry, 'es'));
  const keys = [
    ...found,
    ...character.hobbies.flatMap((h) => HOBBY_OBJECTS[h] ?? []),
    ...(PROFESSION_OBJECTS[character.profession] ?? []),
  ];
  const objects: Countable[] = [];
  for (const key of keys) {
    const countable = COUNTABLES.find((c) => c.key === key);
    if (countable && !objects.includes(countable)) objects.push(countable);
  }
  if (objects.length === 0) objects.push(COUNTABLES.find((c) => c.key === 'estrella')!);
  return objects;
}

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

const MATH_TEXT: Record<LanguageId, MathText> = {
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

/** Three near numbers, never negative, never the answer: plausible slips of a child counting or adding. */
function nearNumbers(answer: number, operands: number[], random: Random, min = 0): number[] {
  const candidates = new Set<number>();
  const steps = answer >= 20 ? [1, -1, 2, -2, 10, -10] : [1, -1, 2, -2, 3];
  for (const step of shuffle(steps, random)) candidates.add(answer + step);
  for (const operand of operands) candidates.add(operand);
  const valid = [...candidates].filter((n) => n >= min && n !== answer);
  const ordered = [...shuffle(valid.filter((n) => Math.abs(n - answer) <= 2), random), ...shuffle(valid, random)];
  return [...new Set(ordered)].slice(0, 3);
}

function mathQuestions(request: ChallengeRequest, chapterText: string, random: Random) {
  const language = request.story.request.language;
  const text = MATH_TEXT[language];
  const hero = firstName(request.story.request.character.name);
  const others = namesIn(chapterText, language).filter((n) => normaliseWord(n) !== normaliseWord(hero) && !hero.includes(n));
  const objects = shuffle(storyObjects(request, chapterText), random);
  const band = mathBand(request.story.request.childAge);
  const age = request.story.request.childAge;
  const questions = [];
  const kinds = band === 'within100' ? shuffle(['add', 'subtract', 'multiply'], random) : band === 'within20' ? shuffle(['add', 'subtract', 'add'], random) : ['count', 'count', 'count'];
  for (let i = 0; i < MAX_QUESTIONS; i++) {
    const thing = objects[i % objects.length]!;
    const things = thing.plural[language];
    const hm = text.howMany(thing, language);
    const kind = kinds[i]!;
    if (kind === 'count') {
      const n = age <= 3 ? int(2, 5, random) : int(3, 9, random);
      const sequence = Array.from({ length: n }, (_, k) => String(k + 1)).join(', ');
      const { options, correctOptionIndex } = withOptions(String(n), nearNumbers(n, [], random, 1).map(String), random);
      questions.push({
        question: text.counting(hero, things, thing.emoji.repeat(n), hm).replace(/\s+/g, ' '),
        options,
        correctOptionIndex,
        explanation: text.countingWhy(sequence, n, things),
      });
      continue;
    }
    const limit = band === 'within20' ? 20 : 100;
    let a: number;
    let b: number;
    let result: number;
    let question: string;
    let equation: string;
    if (kind === 'add') {
      result = int(band === 'within20' ? 4 : 25, limit, random);
      a = int(band === 'within20' ? 1 : 10, result - 1, random);
      b = result - a;
      equation = `${a} + ${b} = ${result}`;
      question = text.add(hero, a, things, b, hm);
    } else if (kind === 'subtract') {
      a = int(band === 'within20' ? 5 : 30, limit, random);
      b = int(1, a - 1, random);
      result = a - b;
      equation = `${a} - ${b} = ${result}`;
      question = text.subtract(hero, a, things, b, others.length > 0 ? pick(others, random) : text.friends, hm);
    } else {
      a = int(2, 10, random);
      b = int(2, 10, random);
      result = a * b;
      equation = `${a} × ${b} = ${result}`;
      question = text.multiply(hero, a, b, things, hm);
    }
    const wrong = nearNumbers(result, kind === 'multiply' ? [a + b] : [], random).map(String);
    const { options, correctOptionIndex } = withOptions(String(result), wrong, random);
    questions.push({ question, options, correctOptionIndex, explanation: text.why(equation, hero, result, things) });
  }
  return questions;
}

// ---------------------------------------------------------------- comprehension

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

const COMPREHENSION_TEXT: Record<LanguageId, ComprehensionText> = {
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

const SUBJECT_JOINERS = /^(y|e|o|and|or|et|ou|und|oder|ed|con|with|avec|mit|,)$/i;
const FIRST_PERSON = /\b(yo|me|mi|nos|nosotros|i|me|my|we|us|je|moi|nous|ich|mich|mir|wir|uns|io|mi|noi|ci)\b/i;

/** The text form of a vocabulary word as written in a sentence (keeping German capitals). */
function formInText(text: string, form: string): string | null {
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'iu').exec(text);
  return match ? match[0] : null;
}

/** A vocabulary word as shown: its own case (German nouns are stored capitalised), capitalised like `like`. */
function displayForm(word: string, _language: LanguageId, like?: string): string {
  if (like && /^\p{Lu}/u.test(like)) return capitalise(word);
  return word;
}

/** Wrong choices of the same category that the story does not contain, shown in the same form as the answer. */
function absentAlternatives(category: VocabularyEntry['category'] | VocabularyEntry['category'][], storyWords: Set<string>, language: LanguageId, pluralLike: boolean, random: Random): string[] {
  const categories = Array.isArray(category) ? category : [category];
  const candidates = VOCABULARY.filter(
    (e) => categories.includes(e.category) && !e.forms[language].some((f) => storyWords.has(normaliseWord(f))),
  );
  return shuffle(candidates, random)
    .slice(0, 3)
    .map((e) => displayForm(pluralLike && e.forms[language][1] ? e.forms[language][1]! : e.forms[language][0]!, language));
}

function comprehensionQuestions(request: ChallengeRequest, chapter: { title: string; content: string }, random: Random) {
  const language = request.story.request.language;
  const text = COMPREHENSION_TEXT[language];
  const storyText = request.story.chapters.map((c) => `${c.title}\n${c.content}`).join('\n');
  const storyWords = wordsOf(storyText);
  const hero = request.story.request.character.name.trim();
  const names = namesIn(chapter.content, language, [hero, firstName(hero)]);
  const sentences = sentencesOf(chapter.content)
    .map(stripDialogueMarks)
    .filter((s) => {
      const words = s.split(/\s+/).length;
      return words >= 4 && words <= 28 && !/[«»"“”]/.test(s);
    });
  const questions: { question: string; options: string[]; correctOptionIndex: number; explanation: string }[] = [];
  const otherNames = (answer: string) => {
    const others = [...shuffle(names, random), ...shuffle(FALLBACK_NAMES[language], random)].filter((n) => !n.includes(answer) && !answer.includes(n));
    return [...new Map(others.map((n) => [normaliseWord(n), n])).values()].slice(0, 3);
  };

  // Who: a sentence whose subject is a name ("Luna opened the door." → "Who opened the door?").
  const whoCandidates = sentences.flatMap((s) => {
    const name = names
      .filter((n) => s.startsWith(`${n} `))
      .sort((a, b) => b.length - a.length)[0];
    if (!name) return [];
    const rest = s.slice(name.length + 1).trim();
    const firstWord = rest.split(/\s+/)[0] ?? '';
    if (!rest || SUBJECT_JOINERS.test(firstWord) || /^[,;:]/.test(rest) || /^\p{Lu}/u.test(firstWord)) return [];
    if (FIRST_PERSON.test(rest) || rest.includes(name) || rest.split(/\s+/).length < 2) return [];
    return [{ name, rest, sentence: s }];
  });
  if (whoCandidates.length > 0) {
    const { name, rest, sentence } = pick(whoCandidates, random);
    const { options, correctOptionIndex } = withOptions(name, otherNames(name), random);
    questions.push({ question: text.who(rest), options, correctOptionIndex, explanation: text.because(`${sentence}.`) });
  }

  const found = findVocabulary(chapter.content, language, names);
  // Where: a place named in the chapter among places the story never mentions.
  const places = found.filter((f) => f.entry.category === 'place');
  if (places.length > 0) {
    const place = pick(places, random);
    const written = formInText(chapter.content, place.form) ?? place.form;
    const sentence = sentences.find((s) => formInText(s, place.form));
    const plural = place.entry.forms[language].indexOf(place.form) === 1;
    const { options, correctOptionIndex } = withOptions(written, absentAlternatives('place', storyWords, language, plural, random), random);
    questions.push({ question: text.where, options, correctOptionIndex, explanation: sentence ? text.because(`${sentence}.`) : text.notIn(written) });
  }

  // What: a sentence of the chapter with one of its things left out.
  const things = found.filter((f) => ['animal', 'object', 'food', 'nature'].includes(f.entry.category));
  const clozeCandidates = sentences.flatMap((s) =>
    things
      .map((f) => ({ found: f, written: formInText(s, f.form) }))
      .filter((c): c is { found: FoundWord; written: string } => c.written !== null && s.split(/\s+/).length >= 5)
      .map((c) => ({ ...c, sentence: s })),
  );
  if (clozeCandidates.length > 0) {
    const { found: word, written, sentence } = pick(clozeCandidates, random);
    const blanked = sentence.replace(written, '____');
    const plural = word.entry.forms[language].indexOf(word.form) === 1;
    const wrong = absentAlternatives(word.entry.category, wordsOf(sentence), language, plural, random).map((w) => displayForm(w, language, written));
    const { options, correctOptionIndex } = withOptions(written, wrong, random);
    questions.push({ question: text.cloze(`${blanked}.`), options, correctOptionIndex, explanation: text.because(`${sentence}.`) });
  } else if (things.length > 0) {
    const thing = pick(things, random);
    const written = formInText(chapter.content, thing.form) ?? thing.form;
    const sentence = sentences.find((s) => formInText(s, thing.form));
    const { options, correctOptionIndex } = withOptions(written, absentAlternatives(['animal', 'object', 'food'], storyWords, language, false, random), random);
    questions.push({ question: text.what, options, correctOptionIndex, explanation: sentence ? text.because(`${sentence}.`) : text.notIn(written) });
  }

  if (questions.length === 0) {
    // A chapter too short to ask about: its hero's name (or its title) is still written in it.
    const inChapter = formInText(chapter.content, firstName(hero));
    if (inChapter) {
      const { options, correctOptionIndex } = withOptions(inChapter, otherNames(inChapter), random);
      questions.push({ question: text.hero, options, correctOptionIndex, explanation: text.notIn(inChapter) });
    } else {
      const others = shuffle(request.story.chapters.map((c) => c.title).filter((t) => t !== chapter.title), random);
      const wrong = [...others, ...FALLBACK_NAMES[language].map((n) => `${n}`)].slice(0, 3);
      const { options, correctOptionIndex } = withOptions(chapter.title, wrong, random);
      questions.push({ question: text.title, options, correctOptionIndex, explanation: text.notIn(chapter.title) });
    }
  }
  return shuffle(questions, random);
}

// ---------------------------------------------------------------- language

/** The languages' names as each story language writes them. */
const LANGUAGE_NAMES: Record<LanguageId, Record<ChallengeLanguageId, string>> = {
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

const LANGUAGE_TEXT: Record<LanguageId, LanguageText> = {
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
const CATEGORY_PRIORITY: VocabularyEntry['category'][] = ['animal', 'object', 'food', 'nature', 'place', 'colour', 'profession', 'person', 'body', 'feeling', 'hobby', 'action'];

function languageQuestions(language: LanguageId, target: ChallengeLanguageId, chapterText: string, storyText: string, hero: string, random: Random) {
  const text = LANGUAGE_TEXT[language];
  const targetName = LANGUAGE_NAMES[language][target];
  // The chapter's words first; the rest of the story when the chapter has too few.
  const names = namesIn(storyText, language, [hero]);
  const inChapter = findVocabulary(chapterText, language, names);
  const inStory = findVocabulary(storyText, language, names).filter((f) => !inChapter.some((c) => c.entry === f.entry));
  const ranked = (list: FoundWord[]) =>
    shuffle(list, random).sort((a, b) => CATEGORY_PRIORITY.indexOf(a.entry.category) - CATEGORY_PRIORITY.indexOf(b.entry.category));
  const chosen: FoundWord[] = [];
  // Variety: at most one word per category while there are others.
  for (const found of [...ranked(inChapter), ...ranked(inStory)]) {
    if (chosen.length >= MAX_QUESTIONS) break;
    if (chosen.some((c) => c.entry.category === found.entry.category) && ranked(inChapter).length + inStory.length > MAX_QUESTIONS * 2) continue;
    chosen.push(found);
  }
  for (const found of [...ranked(inChapter), ...ranked(inStory)]) {
    if (chosen.length >= MAX_QUESTIONS) break;
    if (!chosen.includes(found)) chosen.push(found);
  }
  if (chosen.length === 0) throw new Error('The story has no word of the built-in vocabulary.');
  const sentences = sentencesOf(`${chapterText}\n${storyText}`).map(stripDialogueMarks);
  return chosen.map((found, i) => {
    const entry = found.entry;
    const word = displayForm(baseWord(entry, language), language);
    const translation = baseWord(entry, target);
    const sameCategory = shuffle(
      VOCABULARY.filter((e) => e !== entry && e.category === entry.category),
      random,
    );
    const sentence = sentences.find((s) => formInText(s, found.form));
    const seen = sentence && sentence.split(/\s+/).length <= 25 ? ` ${text.seen(`${sentence}.`)}` : '';
    const explanation = `${text.why(word, targetName, translation)}${seen}`;
    // Alternate the direction: the story's word to the new language, then back.
    if (i % 2 === 0) {
      const wrong = sameCategory.map((e) => baseWord(e, target)).filter((w) => normaliseWord(w) !== normaliseWord(translation));
      const { options, correctOptionIndex } = withOptions(translation, wrong, random);
      return { question: text.say(word, targetName), options, correctOptionIndex, explanation };
    }
    const wrong = sameCategory.map((e) => displayForm(baseWord(e, language), language)).filter((w) => normaliseWord(w) !== normaliseWord(word));
    const { options, correctOptionIndex } = withOptions(word, wrong, random);
    return { question: text.mean(translation, targetName), options, correctOptionIndex, explanation };
  });
}
