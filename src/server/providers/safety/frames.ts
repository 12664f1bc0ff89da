// Reads how a sentence's ideas are arranged, not only which ones it names, so that the same words mean
// what a parent means by them in any of the five languages:
//   - hyperbole: a "die"/"kill" word that exaggerates a feeling or a wish ("me muero de ganas", "I'd kill
//     for a story", "je meurs d'envie", "lacht sich tot", "ucciderei per", "mi ammazza di domande") is no
//     death nor killing; the idea is dropped and "hyperbole" named instead;
//   - negation scope: "tell" under a negation ("que no se lo cuente", "sagt, sie soll nichts erzählen") is
//     a secret kept from the parents; "go with" under one ("not going with strangers") is a refusal;
//     "medicines are not sweets" denies the likeness instead of drawing it;
//   - someone else's death: "grandpa died" tells of a loss, not of a child who wants to die;
//   - roles: an adult or a professional as the one who acts, with food or at work ("grandpa carves the
//     turkey with the big knife", "the firefighter rescues a kitten"), is an adult's task ("adultTask");
//     a story that teaches the child to tell a trusted adult is a protective one ("protective").
// Each frame works on the words' positions and the ideas each word names (request-analysis.ts), so it
// holds for words and inflections the lexicon lists in any language, not for a list of whole idioms.

/** The ideas that a word at each position names (a phrase's ideas are on each of its words). */
export type IdeasAt = Array<Set<string>>;

const DEATH_IDEAS = ['die', 'kill', 'suicide'];
/** Conditional verb endings (es "mataría", fr "tuerais", it "ucciderei", "ucciderebbe"). */
const CONDITIONAL = /(?:ria|rias|riamos|rais|rait|rei|rebbe|rebbero)$/;
const WOULD = new Set(['would', 'd', 'id', 'hed', 'shed', 'youd', 'wed', 'theyd', 'wurde', 'wurd', 'wurden', 'could']);
const FOR = new Set(['por', 'for', 'pour', 'per', 'fur']);
const FIRST_PERSON_OBJECT = new Set(['me', 'mi', 'm', 'mich', 'moi']);
const WITH_OR_OF = new Set(['a', 'de', 'con', 'di', 'with', 'avec', 'mit', 'of', 'd']);
const INFINITIVE = /(?:ar|er|ir|re)$/;
const WATER = /(?:agua|water|eau|wasser|acqua)$/;
/** "if", "when" in the five languages: a rule for what to do, not a story of what happens. */
const CONDITIONAL_WORDS = new Set(['si', 'if', 'wenn', 'falls', 'se', 'cuando', 'quand', 'when', 'quando', 'whenever']);
const NEGATION_AFTER = new Set(['nicht', 'nie', 'niemals', 'niemandem', 'keinem', 'keiner']);
const ACTORS = ['child', 'adult', 'parent', 'person', 'profession'];
const ACTORS_AND_ANIMALS = [...ACTORS, 'pet'];

function near(at: IdeasAt, from: number, to: number, idea: string): boolean {
  for (let j = Math.max(0, from); j <= Math.min(at.length - 1, to); j++) if (at[j]!.has(idea)) return true;
  return false;
}

function wordIn(words: string[], from: number, to: number, set: Set<string>): boolean {
  for (let j = Math.max(0, from); j <= Math.min(words.length - 1, to); j++) if (set.has(words[j]!)) return true;
  return false;
}

/** Whether the death word at `i` exaggerates rather than tells of a death. */
function isHyperbole(words: string[], at: IdeasAt, i: number): boolean {
  const word = words[i]!;
  // "me muero de ganas", "dying of laughter", "sterbe (fast) vor Neugier", "muoio dalla voglia"
  if (near(at, i + 1, i + 3, 'feeling')) return true;
  // "stanca morta", "lacht sich tot", "bored to death"
  if (near(at, i - 3, i - 1, 'feeling')) return true;
  const conditional = CONDITIONAL.test(word) || wordIn(words, i - 2, i - 1, WOULD) || words.includes('wurde');
  const firstPersonObject = wordIn(words, i - 1, i - 1, FIRST_PERSON_OBJECT) || wordIn(words, i + 1, i + 1, FIRST_PERSON_OBJECT);
  // "mataría por un cuento", "I'd kill for", "je tuerais pour", "ucciderei per", "würde dafür morden"
  if (conditional && (wordIn(words, i + 1, i + 2, FOR) || wordIn(words, i - 3, i - 1, FOR))) return true;
  // "he'd kill me if the dragon loses", "mi ucciderebbe se"
  if (conditional && firstPersonObject) return true;
  // "me mata a preguntas", "il me tue avec ses questions", "mi ammazza di domande", "is killing me with"
  if (firstPersonObject && wordIn(words, i + 1, i + 3, WITH_OR_OF) && !near(at, 0, at.length - 1, 'want')) return true;
  // "killing it at karate", "they killed it on stage": doing brilliantly, nobody dies
  if ((word === 'killing' || word === 'killed' || word === 'kill') && words[i + 1] === 'it' && ['at', 'in', 'on', 'with', undefined].includes(words[i + 2])) return true;
  // "dying to hear", "se muere por tener un poni"
  if (word === 'dying' && words[i + 1] === 'to') return true;
  if (FOR.has(words[i + 1] ?? '') && INFINITIVE.test(words[i + 2] ?? '') && at[i]!.has('die')) return true;
  return false;
}

/** The words for a story: "un cuento", "a story", "une histoire", "eine Geschichte", "una storia"… */
const STORY_NOUNS = new Set(['cuento', 'cuentos', 'cuentito', 'historia', 'historias', 'relato', 'story', 'stories', 'tale', 'tales', 'histoire', 'histoires', 'conte', 'contes', 'geschichte', 'geschichten', 'gschicht', 'marchen', 'storia', 'storie', 'storiella', 'racconto', 'fiaba', 'favola']);

/**
 * Whether the "tell" word at `i` is the parent asking for the story ("Cuento donde…", "raconte une
 * histoire où…", "erzähl eine Geschichte", "tell a story about…"): Spanish "cuento" is both "story"
 * and "I tell". It names nobody telling a parent anything.
 */
function asksForStory(words: string[], i: number): boolean {
  if (STORY_NOUNS.has(words[i]!)) return true;
  for (let j = i + 1; j <= i + 3 && j < words.length; j++) if (STORY_NOUNS.has(words[j]!)) return true;
  return false;
}

const TOGETHER = new Set(['juntos', 'juntas', 'together', 'ensemble', 'zusammen', 'insieme']);

/** Applies the frames to one sentence's ideas, in place. */
export function applyFrames(words: string[], at: IdeasAt, found: Set<string>): void {
  // A set phrase whose words would name harm ("bomba de crema", "shooting star", "orca assassina",
  // "mort de rire", "Schokobombe"): its words name nothing else, and an idea named only there is gone.
  const idiom = at.flatMap((ideas, i) => (ideas.has('innocentIdiom') ? [i] : []));
  if (idiom.length > 0) {
    const dropped = new Set<string>();
    for (const i of idiom) {
      for (const idea of at[i]!) if (idea !== 'innocentIdiom') dropped.add(idea);
      at[i] = new Set(['innocentIdiom']);
    }
    for (const idea of dropped) if (!at.some((ideas) => ideas.has(idea))) found.delete(idea);
  }
  // Hyperbole: an idea of death is dropped when every word that named it exaggerates.
  let hyperbole = false;
  for (const idea of DEATH_IDEAS) {
    if (!found.has(idea)) continue;
    const positions = at.flatMap((ideas, i) => (ideas.has(idea) ? [i] : []));
    if (positions.length === 0) continue;
    if (positions.every((i) => isHyperbole(words, at, i))) {
      found.delete(idea);
      hyperbole = true;
    }
  }
  if (hyperbole) found.add('hyperbole');
  // Someone else's death ("grandpa died", "il nonno è morto", "unser Hund ist gestorben"): the nearest
  // person named before the word is the one who died, and a child's wish to die is not what is told.
  if (found.has('die')) {
    const positions = at.flatMap((ideas, i) => (ideas.has('die') ? [i] : []));
    const someoneElse = (i: number) => {
      for (let j = i - 1; j >= 0; j--) {
        const ideas = at[j]!;
        if (ideas.has('child') || ideas.has('self')) return false;
        if (ideas.has('person') || ideas.has('parent') || ideas.has('pet')) return true;
      }
      return false;
    };
    if (positions.length > 0 && positions.every(someoneElse)) {
      found.delete('die');
      found.add('grief');
    }
  }

  // Living together ("ya no viven juntos", "don't live together any more", "wohnen nicht mehr
  // zusammen"): who lives with whom, a separation, never a wish not to live.
  const livesTogether = (i: number) => words.slice(i + 1, i + 4).some((w) => TOGETHER.has(w));
  const living = at.flatMap((ideas, i) => (ideas.has('live') ? [i] : []));
  if (living.length > 0 && living.every(livesTogether)) found.delete('live');
  // Wine or cider for the grown-ups and juice or hot chocolate for the children ("le vin chaud que les
  // parents boivent et le chocolat chaud pour les enfants"): the drink is the adults', not a child's.
  // (A juice that is itself the drink, "jus de grands", "special juice", is no child's drink.)
  // The children's drink is near the children, the grown-ups' drink near a grown-up and no child.
  if (found.has('alcohol') && at.some((ideas, i) => ideas.has('childDrink') && !ideas.has('alcohol') && near(at, i - 4, i + 4, 'child'))) {
    const drinks = at.flatMap((ideas, i) => (ideas.has('alcohol') ? [i] : []));
    const grownUp = (i: number) => ['adult', 'parent', 'person'].some((a) => near(at, i - 5, i + 5, a)) && !near(at, i - 5, i + 5, 'child');
    if (drinks.length > 0 && drinks.every(grownUp)) found.add('adultsDrink');
  }
  // A kick at a ball ("they kick the ball", "chuta el balón", "tritt gegen den Ball") is play, not a blow.
  const kicks = at.flatMap((ideas, i) => (ideas.has('kick') ? [i] : []));
  if (kicks.length > 0 && kicks.every((i) => near(at, i - 1, i + 3, 'ballGame'))) found.delete('kick');
  // "For fun" said of a ball game or a game ("they kick the ball for fun") is play, when no blow, burn
  // or other harm is named.
  const HARM_ACTS = ['beat', 'kick', 'fire', 'cruelty', 'kill', 'hurt', 'cut', 'crush', 'drown', 'throw', 'stabInto', 'mutilate', 'lock', 'mock', 'humiliate'];
  const fun = at.flatMap((ideas, i) => (ideas.has('malice') ? [i] : []));
  if (fun.length > 0 && !HARM_ACTS.some((a) => found.has(a)) && fun.every((i) => near(at, i - 4, i + 4, 'ballGame') || near(at, i - 4, i + 4, 'play'))) found.delete('malice');
  // Smoke from a chimney, a stove or a kettle ("raucht der Schornstein", "il comignolo sul tetto fuma",
  // "la cheminée du chalet fume"): no cigarette, whatever the word order.
  const smokes = at.flatMap((ideas, i) => (ideas.has('smoke') ? [i] : []));
  if (smokes.length > 0 && smokes.every((i) => near(at, i - 5, i + 5, 'smokeSource'))) found.delete('smoke');
  // A fire word that is part of the name of fireworks ("fuochi d'artificio", "feux d'artifice").
  const fires = at.flatMap((ideas, i) => (ideas.has('fire') ? [i] : []));
  if (fires.length > 0 && fires.every((i) => at[i]!.has('firework'))) found.delete('fire');

  // A negation inside a phrase of death ("non esserci più", "ne plus être là") belongs to that phrase,
  // not to the wish: "vorrebbe non esserci più" is a wish to die, not "does not want to die".
  if (found.has('negation') && found.has('die')) {
    const free = at.some((ideas) => ideas.has('negation') && !ideas.has('die'));
    if (!free) found.delete('negation');
  }
  // Taking clothes off ("enlever leurs vêtements", "le baje los pantalones") in any word order.
  for (let i = 0; i < at.length; i++) {
    if (at[i]!.has('remove') && (near(at, i + 1, i + 4, 'clothes') || near(at, i - 3, i - 1, 'clothes'))) found.add('undress');
  }
  // Under the clothes ("was unter ihrem Kleid ist", "lo que lleva debajo del vestido").
  for (let i = 0; i < at.length; i++) {
    if (at[i]!.has('under') && near(at, i + 1, i + 3, 'clothes')) found.add('bodyIntimate');
  }
  // A head held under or in water ("tient la tête du bébé sous l'eau", "drückt den Kopf unter das
  // Badewasser", "keeps his head in a bucket of water").
  for (let i = 0; i < at.length; i++) {
    if (!at[i]!.has('head')) continue;
    for (let j = i + 1; j <= i + 5 && j < at.length; j++) {
      if (!at[j]!.has('under') && !at[j]!.has('inside')) continue;
      for (let k = j; k <= j + 4 && k < words.length; k++) {
        if (WATER.test(words[k]!) || at[k]!.has('water')) found.add('drown');
      }
    }
  }
  // German puts the negation after the verb ("erzählen Mama nicht", "sagt es niemandem").
  const negatedAt = (i: number, span = 3) => near(at, i - span, i - 1, 'negation') || wordIn(words, i + 1, i + 3, NEGATION_AFTER);
  // A teacher (a school word that is a person), not a school's name or timetable ("dice a qué cole va").
  const tellsTeacher = (i: number) => {
    for (let j = i + 1; j <= i + 4 && j < at.length; j++) if (at[j]!.has('school') && (at[j]!.has('adult') || at[j]!.has('person'))) return true;
    return false;
  };
  // Negation scope over "tell" and "go with".
  let tellsTrusted = false;
  let tellsUnnamed = false;
  for (let i = 0; i < at.length; i++) {
    if (!at[i]!.has('tell') && !at[i]!.has('know')) continue;
    if (asksForStory(words, i)) continue;
    if (negatedAt(i)) found.add('secret');
    else if ((at[i]!.has('tell') && near(at, i - 3, i + 4, 'parent')) || tellsTeacher(i)) {
      tellsTrusted = true;
      // Nobody named before the telling ("…; che trovi il coraggio di dirlo alla maestra"): the one
      // who tells is the child the request is about, not an adult.
      if (!at.slice(0, i).some((ideas) => ACTORS_AND_ANIMALS.some((a) => ideas.has(a)))) tellsUnnamed = true;
    }
  }
  const goWith = at.flatMap((ideas, i) => (ideas.has('goWith') ? [i] : []));
  if (goWith.length > 0 && goWith.every((i) => negatedAt(i, 2))) {
    found.delete('goWith');
    found.add('refuses');
  }
  // "X is not Y": a negation between medicines and sweets denies the likeness.
  const pills = at.findIndex((ideas) => ideas.has('pills'));
  const candy = at.findIndex((ideas, i) => i > pills && ideas.has('candy'));
  if (pills >= 0 && candy > pills && near(at, pills + 1, candy - 1, 'negation')) {
    found.delete('candy');
    found.add('notCandy');
  }

  // A lesson is a safety lesson when what it teaches is a "not" ("enseña a no tocar el enchufe", "learns
  // never to go with strangers", "lernt, nein zu sagen" is listed whole): "teaches her it is great to
  // dive off the rocks alone" is a lesson, but not one that keeps a child safe.
  for (let i = 0; i < at.length; i++) {
    if (at[i]!.has('lesson') && near(at, i + 1, i + 5, 'negation')) found.add('safetyLesson');
  }

  // Roles: who acts first is taken as the one who acts.
  const first = at.find((ideas) => ACTORS_AND_ANIMALS.some((a) => ideas.has(a)));
  const adultActs = !!first && !first.has('child') && (first.has('adult') || first.has('parent') || first.has('person') || first.has('profession'));
  if (adultActs && !found.has('self') && (found.has('food') || first.has('profession'))) found.add('adultTask');
  // Telling a trusted adult is protective in a story that teaches it, or when the child is the one who
  // tells ("a girl who tells her teacher when…"), not when an adult tells the child something.
  // A lesson that nobody may touch the child ("nessuno la può toccare se lei non vuole") protects.
  const touchedAt = at.findIndex((ideas) => ideas.has('touch'));
  if (found.has('lesson') && touchedAt >= 0 && negatedAt(touchedAt, 4)) found.add('protective');
  if (tellsTrusted && (found.has('lesson') || tellsUnnamed || (!!first && first.has('child') && !first.has('adult')))) found.add('protective');
  // "If someone asks you for photos, you tell mum at once": telling a parent what happens if…
  if (tellsTrusted && wordIn(words, 0, words.length - 1, CONDITIONAL_WORDS)) found.add('protective');
  // An animal that acts first fights another animal: a fable, not cruelty ("the mouse beats the cat king").
  if (first && first.has('pet') && !ACTORS.some((a) => first.has(a))) found.add('animalActs');
  // A trait said of girls or boys as such: the trait within a few words of the group ("las niñas son
  // tontas", "girls stink at maths", "stupid girls"), not anywhere in a tale where children appear.
  for (let i = 0; i < at.length; i++) {
    if (at[i]!.has('genderGroup') && near(at, i - 2, i + 8, 'badTrait')) found.add('traitOfGroup');
  }
  // A number of three digits or more (a code, a door, a PIN).
  if (words.some((w) => /^\d{3,}[a-z]?$/.test(w))) found.add('number');
}
