// What the offline storyteller knows about one language: grammar helpers for noun phrases and phrase
// banks per story beat. Every pack has the same shape so the composer never branches on the language.
//
// Templates: one bank item is one or more sentences separated by '|'. Placeholders in braces are filled
// by the composer: {name}, {prof}, {cname}, {details}, {text}, {summary}, {sound}, {hobbies} and noun phrases
// {obj}, {place}, {place2}, {comp}, {helper} with a form after a dot ({obj.a}, {place.to}, {comp.dat}...).
// An item starting with '~' is figurative language: left out for literal readers (TEA), the youngest and
// Down/Dislexia. An item starting with '!' is slightly tense: left out for Ansiedad (and Down). An item
// starting with '^' happens in the open air: left out of space stories.
import type { GenreId, HobbyId, LanguageId, MoralId, PersonalityId, ProfessionId } from '../../../../shared/catalogs';

export type Bank = readonly string[];

/** Forms of one noun phrase: '' definite (subject), 'a' indefinite, 'of', 'to', 'in', and for German the cases. */
export type NounForms = Record<string, string>;

export interface GenreBank {
  /** Opening lines; they may use {place}. */
  openings: Bank;
  /** Places of this genre with one or more descriptions each (they may use {place}). */
  places: readonly { noun: string; desc: Bank }[];
  /** Things that get lost, broken or searched for. */
  objects: readonly string[];
  /** Companion animals or beings; the composer gives them a name from `companionNames`. */
  companions: readonly string[];
  /** The problem: uses {obj}, {place}. */
  problems: Bank;
  /** Who helps, and how (uses {helper}). */
  helpers: readonly { noun: string; help: Bank }[];
}

export interface LanguagePack {
  id: LanguageId;
  /** Parses a noun spec ('f:llave dorada', 'il:bosco'...) into its forms. */
  noun(spec: string): NounForms;
  /** Connectors used to join two short sentences into a longer one for older readers. */
  joiners: readonly string[];
  /**
   * Whether a sentence starting with this (lowercased) word may follow a joiner: articles, pronouns and
   * a few adverbs. Sentences starting with a placeholder always may; 'but', 'sadly'... never do.
   */
  canLower(firstWord: string): boolean;
  /** Last touches on a filled sentence (French elision before a name: « de Alex » → « d’Alex »). */
  polish?(sentence: string): string;
  /** Wraps the parent's free text as a quotation. */
  quote(text: string): string;
  /** Joins words into a list ('a, b y c'). */
  list(items: readonly string[]): string;
  /** Word of each profession as it appears in the story (the catalog's label in Spanish). */
  professions: Record<ProfessionId, { label: string; intro: Bank; skill: Bank }>;
  /**
   * Each hobby: its name as a story of this language says it in a list ('la lectura', 'video games'),
   * written in its `intro` too, so that every hobby of a character is named in the story.
   */
  hobbies: Record<HobbyId, { label: string; intro: Bank; helps: Bank }>;
  traits: Record<PersonalityId, { intro: Bank; action: Bank }>;
  genres: Record<GenreId, GenreBank>;
  morals: Record<MoralId, { test: Bank; resolution: Bank; lesson: Bank }>;
  companionNames: readonly string[];
  beats: {
    heroIntro: Bank;
    companionIntro: Bank;
    /** The character's description written by the parent, quoted: {desc}. */
    describe: Bank;
    /** The character's further hobbies, named together: {hobbies} (two or more, joined by `list`). */
    moreHobbies: Bank;
    /** The parent's details ({details}, quoted) as an idea the character tells the companion. */
    wish: Bank;
    /** The idea remembered at the end; it never claims that something the story did not show happened. */
    wishFulfilled: Bank;
    /** A scene where the character and the companion imagine the idea together: {name}, {cname}, {details}. */
    detailsScene: Bank;
    transition: Bank;
    look: Bank;
    /** Ways to look once the character's own skills have been used. */
    methods: Bank;
    search: Bank;
    fail: Bank;
    clue: Bank;
    sad: Bank;
    hope: Bank;
    happy: Bank;
    companionLine: Bank;
    /** Someone met during an attempt who gives a small hint: {name}, {cname}. */
    encounters: Bank;
    /** Short scenes between the attempts (a rest, a song, a crossing...): {name}, {cname}, {place}. */
    episodes: Bank;
    helpIntro: Bank;
    solve: Bank;
    closing: Bank;
    /** Titles; they may use {name}, {obj}, {place}, {cname}. */
    titles: Bank;
  };
  needs: {
    /** TEA: announces the predictable structure. */
    teaIntro: Bank;
    /** TEA: names the emotion at the end. */
    teaEmotion: Bank;
    /** TEA: names the feeling the problem causes, and why ({obj}). */
    teaFeelings: Bank;
    /** Ansiedad: calm reassurance after a tense moment. */
    reassure: Bank;
    /** Ansiedad: the safe ending. */
    safeEnding: Bank;
    /** TDAH: sound words (full short exclamations). */
    sounds: Bank;
    /** TDAH: short questions to the reader. */
    questions: Bank;
    /** Dislexia: key word repetition, uses {obj}. */
    keyRepeat: Bank;
    /** Down: a refrain repeated through the story. */
    refrain: Bank;
    /** Comprension: explicit cause and effect ('porque', 'entonces'). */
    cause: Bank;
  };
  continuation: {
    /** Chapter openings that recall the story so far: {name}, {place}, {obj}, {cname}. */
    recall: Bank;
    /** The new chapter's problem: {obj2} is missing (may use {place2}), and the friends set off to help. */
    newEvent: Bank;
    /** The chosen option, quoted: {summary}. */
    option: Bank;
    /** The parent's direction, quoted: {text}, told as what happened at the start of the chapter. */
    custom: Bank;
    /** Halfway through a directed chapter, the chosen option or the family's direction again: {goal}. */
    remind: Bank;
    /** The end of a directed chapter recalls how it began: {text}. */
    customDone: Bank;
    optionDone: Bank;
    /** Three summaries of ways to go on: each uses {name} and some of {place2}, {obj}, {cname}. */
    summaries: Bank;
    titles: Bank;
  };
}

/** A generic noun builder for Spanish: 'm:bosque' / 'f:llave dorada'. */
export function spanishNoun(spec: string): NounForms {
  const [g, word] = split(spec);
  const f = g === 'f';
  return {
    '': `${f ? 'la' : 'el'} ${word}`,
    a: `${f ? 'una' : 'un'} ${word}`,
    of: `${f ? 'de la' : 'del'} ${word}`,
    to: `${f ? 'a la' : 'al'} ${word}`,
    in: `${f ? 'en la' : 'en el'} ${word}`,
    bare: word,
  };
}

export function englishNoun(spec: string): NounForms {
  const [, word] = split(spec.includes(':') ? spec : `n:${spec}`);
  const an = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return { '': `the ${word}`, a: `${an} ${word}`, of: `of the ${word}`, to: `to the ${word}`, in: `in the ${word}`, bare: word };
}

export function frenchNoun(spec: string): NounForms {
  const [g, word] = split(spec);
  const elide = /^[aeiouyhâéèêîôû]/i.test(word);
  const f = g === 'f';
  const def = elide ? `l'${word}` : `${f ? 'la' : 'le'} ${word}`;
  return {
    '': def,
    a: `${f ? 'une' : 'un'} ${word}`,
    of: elide ? `de l'${word}` : f ? `de la ${word}` : `du ${word}`,
    to: elide ? `à l'${word}` : f ? `à la ${word}` : `au ${word}`,
    in: `dans ${def}`,
    bare: word,
  };
}

/** Italian: the spec names the definite article: 'il:bosco', 'lo:scrigno', 'la:torre', "l'm:albero", "l'f:isola". */
export function italianNoun(spec: string): NounForms {
  const [art, word] = split(spec);
  const forms: Record<string, [string, string, string, string, string]> = {
    il: ['il ', 'un ', 'del ', 'al ', 'nel '],
    lo: ['lo ', 'uno ', 'dello ', 'allo ', 'nello '],
    la: ['la ', 'una ', 'della ', 'alla ', 'nella '],
    "l'm": ["l'", 'un ', "dell'", "all'", "nell'"],
    "l'f": ["l'", "un'", "dell'", "all'", "nell'"],
  };
  const [d, a, of, to, inn] = forms[art] ?? forms.il;
  return { '': d + word, a: a + word, of: of + word, to: to + word, in: inn + word, bare: word };
}

/** German: 'm:Wald', 'f:Karte', 'n:Schloss'; cases by form name. */
export function germanNoun(spec: string): NounForms {
  const [g, word] = split(spec);
  const t = {
    m: ['der', 'den', 'dem', 'ein', 'einen', 'einem', 'im', 'zum', 'vom'],
    f: ['die', 'die', 'der', 'eine', 'eine', 'einer', 'in der', 'zur', 'von der'],
    n: ['das', 'das', 'dem', 'ein', 'ein', 'einem', 'im', 'zum', 'vom'],
  }[g as 'm' | 'f' | 'n'] ?? ['das', 'das', 'dem', 'ein', 'ein', 'einem', 'im', 'zum', 'vom'];
  return {
    '': `${t[0]} ${word}`,
    acc: `${t[1]} ${word}`,
    dat: `${t[2]} ${word}`,
    a: `${t[3]} ${word}`,
    'a.acc': `${t[4]} ${word}`,
    'a.dat': `${t[5]} ${word}`,
    in: `${t[6]} ${word}`,
    to: `${t[7]} ${word}`,
    of: `${t[8]} ${word}`,
    bare: word,
  };
}

function split(spec: string): [string, string] {
  const i = spec.indexOf(':');
  return i === -1 ? ['m', spec] : [spec.slice(0, i), spec.slice(i + 1)];
}
