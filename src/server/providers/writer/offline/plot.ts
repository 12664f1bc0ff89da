// The plot-driven storyteller: picks a plot shape by genre, moral and what the parent asked for, casts
// the characters (the child's pet, a friend, a relative the parent named), sets the story in the world
// of its genre (or the place the parent asked for) and tells it scene by scene, in one tense, with the
// voice of the child's age band. The parent's words are never copied: only what the recogniser
// understood reaches the story, told in the storyteller's own words.
import { DURATIONS, type GenreId, type MoralId, type SpecialNeedId } from '../../../../shared/catalogs';
import type { NounLookup, RequestFacts } from '../../../language/request-facts';
import type { ContinuationDirection, StoryContext, StoryRequest } from '../story-writer';
import { CHAPTER_KINDS, type Bank, type ChapterKind, type NounForms, type ShapeId, type StoryPack } from './story-pack';

export type Random = () => number;
export type Steps<T> = Generator<void, T, void>;

export interface ComposedText {
  title: string;
  paragraphs: string[];
  /** The scenes told, in order (plot shape, then each scene's kind and place): what makes two stories differ. */
  scenes?: string[];
}

/** What the storyteller needs to understand a parent's text: the shared recogniser and its lexicon. */
export interface Understanding {
  understand(text: string, storyLanguage: StoryRequest['language']): RequestFacts;
  nounFor: NounLookup;
  /** 'girl' or 'boy' when the child's first name says so in the story's language (María, Hugo), else undefined. */
  childOfName?(name: string, language: StoryRequest['language']): 'girl' | 'boy' | undefined;
}

export type AgeBand = 0 | 1 | 2 | 3;

/** Ages 1–3, 4–6, 7–8, 9–10. */
export function ageBand(age: number): AgeBand {
  return age <= 3 ? 0 : age <= 6 ? 1 : age <= 8 ? 2 : 3;
}

interface Style {
  /** The age band of the structure: characters, turns, dialogue, humour. */
  band: AgeBand;
  /** The age band of the sentences: lower for Dislexia, Down and Comprension. */
  textBand: AgeBand;
  figurative: boolean;
  tense: boolean;
  paragraphMax: number;
  need: SpecialNeedId | null;
}

export function styleFor(age: number, need: SpecialNeedId | null): Style {
  const band = ageBand(age);
  const style: Style = { band, textBand: band, figurative: band >= 1, tense: true, paragraphMax: 0, need };
  switch (need) {
    case 'TEA':
      style.figurative = false;
      style.tense = false;
      break;
    case 'TDAH':
      style.paragraphMax = 3;
      break;
    case 'Dislexia':
      style.figurative = false;
      style.textBand = Math.min(band, 1) as AgeBand;
      break;
    case 'Down':
      style.figurative = false;
      style.tense = false;
      style.textBand = 0;
      break;
    case 'Ansiedad':
      style.tense = false;
      break;
    case 'Comprension':
      style.figurative = false;
      style.textBand = Math.min(band, 1) as AgeBand;
      break;
  }
  return style;
}

class Picker {
  private readonly used = new Set<string>();
  /** In a chapter: whether a template was already told in an earlier chapter (preferred last). */
  told: (template: string) => boolean = () => false;
  constructor(
    readonly random: Random,
    private readonly style: Style,
  ) {}
  index(length: number): number {
    return Math.min(length - 1, Math.floor(this.random() * length));
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  one<T>(items: readonly T[]): T {
    return items[this.index(items.length)];
  }
  allowed(bank: Bank): string[] {
    return bank.filter((t) => (this.style.figurative || !t.startsWith('~')) && (this.style.tense || !t.startsWith('!')));
  }
  /** A template honouring the style, not repeated within one text while fresh ones remain; '' when none fits. */
  pick(bank: Bank | undefined): string {
    if (!bank) return '';
    const allowed = this.allowed(bank);
    if (allowed.length === 0) return '';
    const unused = allowed.filter((t) => !this.used.has(t));
    const untold = unused.filter((t) => !this.told(t));
    const chosen = this.one(untold.length > 0 ? untold : unused.length > 0 ? unused : allowed);
    this.used.add(chosen);
    return chosen.replace(/^[~!]/, '');
  }
  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.index(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }
  weighted<T>(items: readonly [T, number][]): T {
    const total = items.reduce((n, [, w]) => n + w, 0);
    let r = this.random() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }
}

type Vars = Record<string, string>;

function addNoun(vars: Vars, role: string, forms: NounForms): void {
  for (const [form, text] of Object.entries(forms)) vars[form === '' ? role : `${role}.${form}`] = text;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function capitalise(sentence: string): string {
  const m = /^([¡¿«„“"(\s]*)(\p{L})/u.exec(sentence);
  if (!m) return sentence;
  return m[1] + m[2].toUpperCase() + sentence.slice(m[0].length);
}

/** Splits a text into sentences, never inside a quotation. */
export function splitSentences(text: string): string[] {
  const closing: Record<string, string> = { '«': '»', '„': '“', '“': '”' };
  const open: string[] = [];
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (open.length > 0 && ch === closing[open[open.length - 1]]) open.pop();
    else if (ch in closing) open.push(ch);
    if (open.length === 0 && /[.!?»“”]/.test(ch) && text[i + 1] === ' ' && /[¡¿«„“\p{Lu}]/u.test(text[i + 2] ?? '')) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 2;
    }
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Folds a name for comparison: 'Lucía' and 'lucia' are the same name. */
function fold(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function sameName(a: string, b: string): boolean {
  const x = fold(a);
  const y = fold(b);
  return x.length > 0 && y.length > 0 && (x === y || x.startsWith(y) || y.startsWith(x));
}

/** Keeps the parent's name for the hero clean: letters, spaces, hyphens and apostrophes only. */
function heroName(raw: string): string {
  const clean = raw
    .replace(/[^\p{L}\p{M}\s'’-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  return clean || '—';
}

interface Sentence {
  t: string;
  optional?: boolean;
  /** The values as they were when the sentence was planned (the place of its own episode...). */
  v: Vars;
}

interface Scene {
  kind: string;
  sentences: Sentence[];
  /** Kept on its own even for TDAH's short paragraphs (already short). */
  hook?: boolean;
}

interface Cast {
  place: NounForms;
  places: NounForms[];
  obj: NounForms;
  comp: NounForms;
  cname: string;
  helper: { noun: NounForms; help: Bank };
  lost: NounForms;
  friend?: string;
  rel?: string;
  beast?: NounForms;
  rplace?: NounForms;
  act?: string;
  events: string[];
  fears: string[];
}

class Teller {
  readonly picker: Picker;
  readonly vars: Vars = {};

  constructor(
    readonly pack: StoryPack,
    readonly style: Style,
    random: Random,
  ) {
    this.picker = new Picker(random, style);
  }

  /**
   * Keeps what the age band says, drops the rest: '[2:…]' from band 2 on, '[1-:…]' up to band 1, '[1+:…]'
   * from band 1 on (never to the youngest), '[0:…]' band 0.
   */
  private banded(template: string): string {
    const b = this.style.textBand;
    return template.replace(/\[(0|1-|1\+|2|3)(~?):([^[\]]*)\]/g, (_, level: string, fig: string, text: string) => {
      if (fig && !this.style.figurative) return '';
      const keep = level === '0' ? b === 0 : level === '1-' ? b <= 1 : level === '1+' ? b >= 1 : b >= Number(level);
      return keep ? text : '';
    });
  }

  /** The option taken by each labelled choice ('<#coin:…>'), so that a later sentence can speak of the same thing. */
  private readonly links = new Map<string, number>();

  /**
   * Picks one of each '<a|b|c>' choice, so that one template tells its moment with different details. A
   * labelled choice '<#label:a|b|c>' takes the same position as the first choice with that label in the
   * story: the coin found in the moral's test is the coin given back in its resolution.
   */
  private chosen(template: string): string {
    return template.replace(/<(?:#(\w+):)?([^<>]*)>/g, (_, label: string | undefined, list: string) => {
      const options = list.split('|');
      const linked = label === undefined ? undefined : this.links.get(label);
      const index = linked ?? this.picker.index(options.length);
      if (label !== undefined && linked === undefined) this.links.set(label, index);
      return options[index % options.length];
    });
  }

  /** Sentences since the hero was last named: '{hero}' is the name again after a while, an epithet before. */
  private sinceName = 99;

  sentences(template: string, optional = false): Sentence[] {
    if (!template) return [];
    const v = { ...this.vars };
    return this.banded(this.chosen(template))
      .split('|')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => {
        let text = t;
        if (text.includes('{hero}')) {
          const epithets = this.pack.epithets[this.vars.__profession as keyof StoryPack['epithets']] ?? [];
          // An epithet whose noun the sentence says again ('The young explorer was an explorer', 'our
          // explorer climbed up, as explorers do') reads as a slip: the name is said instead.
          const rest = fold(text.replace(/\{[^}]*\}/g, ' '));
          const fitting = epithets.filter((e) => !fold(e).split(/\s+/).some((word) => word.length >= 5 && word !== 'young' && new RegExp(`(?<!\\p{L})${word}`, 'u').test(rest)));
          const useName = this.sinceName >= 4 || fitting.length === 0;
          text = text.replace('{hero}', useName ? '{name}' : this.picker.one(fitting)).replace(/\{hero\}/g, '{name}');
        }
        this.sinceName = /\{name[}.]/.test(text) ? 0 : this.sinceName + 1;
        return { t: text, optional, v };
      });
  }

  /** Puts a lead-in ('En el río ancho, ', '{cname} vio que ') before a one-sentence template, now and then. */
  leadIn(bank: Bank, template: string, chance: number): string {
    // Readers who need short, plain sentences get the sentence alone; so do the youngest.
    const plain = this.style.textBand === 0 || this.style.need === 'Dislexia' || this.style.need === 'Down' || this.style.need === 'Comprension';
    // From 9 years on, every sentence that can take a lead-in gets one.
    const likely = this.style.textBand >= 3 ? 1 : chance;
    if (!template || plain || template.replace(/<[^<>]*>/g, '').includes('|') || !this.picker.chance(likely)) return template;
    const lead = this.picker.pick(bank);
    if (!lead) return template;
    const first = template.charAt(0);
    return lead + (first === '{' ? template : first.toLowerCase() + template.slice(1));
  }

  /**
   * Older readers hear two moments as one sentence: the sentence at `at` and the next ('…, pero …' for an
   * obstacle and the way past it, '…; …' for a place reached and what it looks like). Only plain
   * statements join: never a question, an exclamation or a line of dialogue.
   */
  join(scene: Scene, at: number, joiner: string): void {
    const a = scene.sentences[at];
    const b = scene.sentences[at + 1];
    if (!a || !b || at < 0) return;
    const first = a.t.trim();
    if (!/[^.!?»”“"]\.$/u.test(first) || /[«»„“”"?!|]/u.test(first) || /^[«„“"¡¿([]/u.test(b.t) || /[«„“"]/u.test(b.t)) return;
    // A joined sentence a child can still follow in one breath: about 25 words at 7–8, 30 from 9 on.
    if (countWords(this.fill(first, a.v)) + countWords(this.fill(b.t, b.v)) > (this.style.textBand >= 3 ? 30 : 25)) return;
    const lower = this.pack.lowerFirst ? this.pack.lowerFirst(b.t) : b.t.replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase());
    scene.sentences.splice(at, 2, { t: `${first.slice(0, -1)}${joiner}${lower}`, optional: Boolean(a.optional && b.optional), v: { ...a.v, ...b.v } });
  }

  /** In a chapter: the sentences of the earlier chapters (folded), which this one does not tell again. */
  earlier?: Set<string>;

  /** Whether a planned sentence was already told, word for word, in an earlier chapter. */
  private retold(sentences: Sentence[]): boolean {
    const earlier = this.earlier;
    if (!earlier) return false;
    return sentences.some((x) => countWords(x.t) > 3 && earlier.has(fold(this.fill(x.t, x.v))));
  }

  /**
   * The sentences of a template from the bank. In a chapter, a template whose sentences the earlier
   * chapters already told is drawn again (a few times); an optional line with nothing new to say is left out.
   */
  fresh(bank: Bank | undefined, optional = false, shape: (template: string) => string = (x) => x, skip = optional): Sentence[] {
    let planned = this.sentences(shape(this.picker.pick(bank)), optional);
    for (let draw = 0; draw < 4 && this.retold(planned); draw++) planned = this.sentences(shape(this.picker.pick(bank)), optional);
    return skip && this.retold(planned) ? [] : planned;
  }

  add(scene: Scene, bank: Bank | undefined, optional = false): void {
    scene.sentences.push(...this.fresh(bank, optional));
  }

  fill(template: string, vars: Vars = this.vars): string {
    const filled = template.replace(/\{([a-zA-Z0-9]+(?:\.[a-z.]+)?)\}/g, (whole, key: string) => {
      const owner = key.endsWith('.s') ? vars[key.slice(0, -2)] : undefined;
      const value = vars[key] ?? (owner === undefined ? undefined : this.pack.possessive ? this.pack.possessive(owner) : owner);
      if (value === undefined) throw new Error(`Offline writer: missing value for ${whole}`);
      return value;
    });
    const tidy = filled.replace(/\s+([,.;:!?])/g, '$1').replace(/\s{2,}/g, ' ').replace(/,\s*,/g, ',');
    const polished = this.pack.polish ? this.pack.polish(tidy) : tidy;
    return capitalise(polished.trim());
  }

  render(scene: Scene): string[] {
    let sentences = scene.sentences.map((s) => this.fill(s.t, s.v)).filter(Boolean);
    // The youngest hear one idea per sentence.
    // So do readers with dyslexia or Down syndrome, whatever their age.
    const short = this.style.textBand === 0 || this.style.need === 'Dislexia' || this.style.need === 'Down';
    if (short && this.pack.simplify) sentences = sentences.flatMap((x) => this.pack.simplify!(x)).map(capitalise);
    if (sentences.length === 0) return [];
    const size = this.style.paragraphMax;
    if (!size || scene.hook) return [sentences.join(' ')];
    const all = sentences.flatMap(splitSentences);
    const parts: string[] = [];
    for (let k = 0; k < all.length; k += size) parts.push(all.slice(k, k + size).join(' '));
    return parts;
  }
}

const GENRE_SHAPES: Record<GenreId, [ShapeId, number][]> = {
  adventure: [['quest', 4], ['journeyHome', 2], ['firstTime', 1], ['misunderstanding', 1]],
  fantasy: [['quest', 3], ['journeyHome', 2], ['invention', 1], ['firstTime', 1], ['misunderstanding', 1]],
  mystery: [['mystery', 6], ['misunderstanding', 1], ['errors', 1]],
  'science-fiction': [['invention', 3], ['journeyHome', 2], ['quest', 2], ['firstTime', 1]],
  comedy: [['errors', 4], ['invention', 2], ['misunderstanding', 2]],
  fable: [['fableTurn', 4], ['journeyHome', 2], ['misunderstanding', 1], ['firstTime', 1]],
};

const MORAL_SHAPES: Partial<Record<MoralId, ShapeId[]>> = {
  friendship: ['misunderstanding'],
  forgiveness: ['misunderstanding'],
  truth: ['misunderstanding', 'errors'],
  honesty: ['misunderstanding', 'mystery'],
  'never-give-up': ['quest', 'invention'],
  patience: ['invention', 'fableTurn'],
  change: ['firstTime', 'journeyHome'],
  accept: ['firstTime', 'fableTurn'],
  think: ['errors', 'invention'],
  kindness: ['journeyHome', 'fableTurn'],
  respect: ['fableTurn', 'misunderstanding'],
};

/** Events that make a story about a brave first time or about getting home. */
const FIRST_TIME_EVENTS = new Set(['first-day-school', 'new-glasses', 'sleep-own-bed', 'potty', 'dentist', 'vaccine', 'hospital', 'operation']);

function chooseShape(picker: Picker, genre: GenreId, moral: MoralId, facts: RequestFacts | undefined): ShapeId {
  const weights = new Map<ShapeId, number>(GENRE_SHAPES[genre]);
  // The moral leans toward the shapes that act it out, among those the genre allows.
  for (const shape of MORAL_SHAPES[moral] ?? []) if (weights.has(shape)) weights.set(shape, weights.get(shape)! + 2);
  if (facts && (facts.fears.length > 0 || facts.events.some((e) => FIRST_TIME_EVENTS.has(e))) && weights.has('firstTime')) {
    weights.set('firstTime', weights.get('firstTime')! + 4);
  }
  if (facts?.events.includes('moving-house') && weights.has('journeyHome')) weights.set('journeyHome', weights.get('journeyHome')! + 4);
  return picker.weighted([...weights.entries()]);
}

function emptyFacts(language: StoryRequest['language']): RequestFacts {
  return { language, animals: [], people: [], places: [], objects: [], activities: [], events: [], fears: [] };
}

function understood(u: Understanding | undefined, text: string | null | undefined, language: StoryRequest['language']): RequestFacts {
  if (!u || !text || !text.trim()) return emptyFacts(language);
  try {
    return u.understand(text, language);
  } catch {
    // A text the recogniser cannot read adds nothing: the story is told without it.
    return emptyFacts(language);
  }
}

/**
 * What the parent asked for: the story's details in full; from the character's description only who
 * comes along (a pet, a friend) and what the child loves or fears ('always wears a yellow cap' describes
 * the character, it is not what the story is about).
 */
function requestFacts(u: Understanding | undefined, request: StoryRequest): RequestFacts {
  const details = understood(u, request.additionalDetails, request.language);
  const description = understood(u, request.character.description, request.language);
  // The child's gender as the request says it ('mi hija'), else as an unambiguous first name says it.
  const child = details.child ?? description.child ?? u?.childOfName?.(request.character.name ?? '', request.language);
  return {
    ...details,
    animals: [...details.animals, ...description.animals],
    people: [...details.people, ...description.people],
    activities: [...details.activities, ...description.activities],
    fears: [...details.fears, ...description.fears],
    ...(child ? { child } : {}),
  };
}

/** The cast from the genre's world, then what the parent's request names put in place of it. */
function chooseCast(t: Teller, request: StoryRequest, facts: RequestFacts, u: Understanding | undefined): Cast {
  const { pack, picker } = t;
  const world = pack.genres[request.genre];
  const places = picker.shuffled(world.places).map((p) => pack.noun(p.noun));
  const helper = picker.one(world.helpers);
  const hero = request.character.name;
  const names = pack.companionNames.filter((n) => !sameName(n, hero));
  const lex = (kind: Parameters<NounLookup>[0], key: string) => {
    const forms = u?.nounFor(kind, key, request.language);
    return forms ? pack.lexiconNoun(forms) : undefined;
  };
  const cast: Cast = {
    place: places[0],
    places: places.slice(1).concat(places[0]),
    obj: pack.noun(picker.one(world.objects)),
    comp: pack.noun(picker.one(world.companions)),
    cname: picker.one(names),
    helper: { noun: pack.noun(helper.noun), help: helper.help },
    lost: pack.noun(picker.one(world.lost)),
    // The grandparent the family grieves is told as the one the parent named: a grandmother is not
    // remembered as a grandfather.
    // A baby the parent says is going to arrive is awaited in the story, never already born.
    events: facts.events
      .map((e) => (e === 'grief-grandparent' && grievesGrandmother(facts.people) && pack.events['grief-grandmother'] ? 'grief-grandmother' : e))
      .map((e) => (facts.expected?.includes(e) && pack.events[`${e}-expected`] ? `${e}-expected` : e))
      // The child the parent calls "mi hija" will be a big sister, not "a big brother or a big sister".
      .map((e) => (facts.child && pack.events[`${e}-${facts.child}`] ? `${e}-${facts.child}` : e))
      .filter((e) => pack.events[e]),
    fears: facts.fears,
  };
  // The child's own pet becomes the companion, with the name the parent gave it (never the hero's).
  const pet = facts.animals.find((a) => a.isPet) ?? facts.animals.find((a) => a.name);
  const petNoun = pet && lex('animal', pet.kind);
  if (pet && petNoun) {
    cast.comp = petNoun;
    cast.cname = pet.name && !sameName(pet.name, hero) ? heroName(pet.name) : cast.cname;
    t.vars.__pet = '1';
  }
  const beast = facts.animals.find((a) => a !== pet && lex('animal', a.kind));
  if (beast) cast.beast = lex('animal', beast.kind);
  const friend = facts.people.find((p) => p.role === 'friend' && p.name && !sameName(p.name, hero) && !sameName(p.name, cast.cname));
  if (friend?.name) cast.friend = heroName(friend.name);
  // A grandparent the family is grieving, or the baby about to arrive, does not wave the hero off at the
  // door: their own event tells of them.
  const absent = new Set([
    ...(facts.events.includes('grief-grandparent') ? ['grandmother', 'grandfather', 'grandparents'] : []),
    ...(facts.events.includes('new-sibling') ? ['brother', 'sister', 'baby'] : []),
  ]);
  const relative = facts.people.find((p) => p.role !== 'friend' && !absent.has(p.role) && lex('person', p.role));
  if (relative) {
    const noun = lex('person', relative.role)!;
    const name = relative.name && !sameName(relative.name, hero) ? ` ${heroName(relative.name)}` : '';
    cast.rel = `${noun.poss ?? noun['']}${name}`;
  }
  const place = facts.places.map((p) => lex('place', p)).find(Boolean);
  if (place) {
    cast.rplace = place;
    cast.places = [place, ...cast.places];
  }
  const obj = facts.objects.map((o) => lex('object', o)).find(Boolean);
  if (obj) cast.obj = obj;
  const act = facts.activities.map((a) => lex('activity', a)).find(Boolean);
  if (act) cast.act = pack.bareActivities ? (act.bare ?? act['']) : act[''];
  return cast;
}

function setCastVars(t: Teller, request: StoryRequest, cast: Cast): void {
  const { pack, vars } = t;
  vars.name = heroName(request.character.name);
  vars.prof = pack.professions[request.character.profession].label;
  vars.__profession = request.character.profession;
  addNoun(vars, 'place', cast.place);
  addNoun(vars, 'place2', cast.places[0]);
  addNoun(vars, 'obj', cast.obj);
  addNoun(vars, 'comp', cast.comp);
  addNoun(vars, 'helper', cast.helper.noun);
  addNoun(vars, 'lost', cast.lost);
  vars.cname = cast.cname;
  vars.friend = cast.friend ?? '';
  vars.rel = cast.rel ?? '';
  if (cast.beast) addNoun(vars, 'beast', cast.beast);
  if (cast.rplace) addNoun(vars, 'rplace', cast.rplace);
  vars.act = cast.act ?? '';
}

/** The ways the hero gets past obstacles, in turn: profession, traits, hobbies, the companion, a friend. */
function approaches(t: Teller, request: StoryRequest, cast: Cast): Bank[] {
  const { pack, picker } = t;
  const list: Bank[] = [pack.professions[request.character.profession].skill];
  for (const trait of picker.shuffled(request.character.personality)) list.push(pack.traits[trait].action);
  for (const hobby of picker.shuffled(request.character.hobbies).slice(0, 2)) list.push(pack.hobbies[hobby].helps);
  list.push(pack.beats.companionIdea);
  if (cast.friend) list.splice(1, 0, pack.beats.friendHelp);
  return list;
}

/** One scene in the middle of the plot: somewhere new, an obstacle and the hero's way past it. */
function episode(t: Teller, cast: Cast, index: number, shape: ShapeId, ways: Bank[], obstacles: string[], clues: string[]): Scene {
  const { pack, picker, style } = t;
  const world = pack.genres[t.vars.__genre as GenreId];
  const place = cast.places[index % cast.places.length];
  addNoun(t.vars, 'place', place);
  addNoun(t.vars, 'place2', cast.places[(index + 1) % cast.places.length]);
  const s: Scene = { kind: `episode:${place.bare}`, sentences: [] };
  if (style.need === 'TDAH') t.add(s, pack.needs.sounds);
  // Readers of 7 and more hear the arrival and the look of the place in one sentence; the others in two.
  const joins = style.need === null && style.textBand >= 2;
  const arrivedAt = s.sentences.length;
  t.add(s, pack.beats.arrive);
  const arrived = s.sentences.length - arrivedAt === 1;
  const def = world.places.find((p) => pack.noun(p.noun).bare === place.bare);
  // The same place looks different through the companion's eyes or the hero's in each story.
  if (def) s.sentences.push(...t.fresh(def.desc, style.need !== 'Comprension', (desc) => t.leadIn(pack.beats.perceive, desc, 0.6)));
  else if (cast.rplace && place.bare === cast.rplace.bare) t.add(s, pack.beats.placeTrip);
  if (joins && arrived && s.sentences.length === arrivedAt + 2) t.join(s, arrivedAt, '; ');
  // The youngest hear the place as well as see it: a sound as they arrive.
  if (style.band === 0) t.add(s, pack.beats.sounds, true);
  // The place the parent asked for is a place to enjoy, not one more obstacle course.
  const wished = cast.rplace !== undefined && place.bare === cast.rplace.bare;
  const clue = wished ? undefined : shape === 'mystery' || (shape === 'errors' && index % 2 === 1) ? clues.shift() : undefined;
  const obstacle = wished ? undefined : clue ?? obstacles.shift();
  const obstacleAt = s.sentences.length;
  if (obstacle) {
    s.sentences.push(...t.sentences(t.leadIn(pack.beats.locate, obstacle, 0.8)));
    s.kind += `:${obstacle.slice(0, 24)}`;
  }
  const oneObstacle = s.sentences.length - obstacleAt === 1;
  // A clue is read, not overcome: the hero's ways are for obstacles.
  if (!clue) {
    // In a chapter, a way past the obstacle the earlier chapters already told gives its turn to the next one.
    let way: Sentence[] = [];
    for (let k = 0; k < ways.length && way.length === 0; k++) way = t.fresh(ways[(index + k) % ways.length], false, undefined, true);
    s.sentences.push(...(way.length ? way : t.fresh(ways[index % ways.length])));
  }
  // From 7 years on, the obstacle and the way past it are one sentence.
  if (obstacle && !clue && oneObstacle && style.need === null && style.textBand >= 2) t.join(s, obstacleAt, pack.contrast);
  // The youngest follow the plot by what happens; its thread is said once, at the first stop.
  if (index === 0 || (style.band > 0 && picker.chance(0.6))) t.add(s, pack.shapes[shape].step);
  if (style.need === 'Dislexia') t.add(s, pack.needs.keyRepeat);
  if (style.need === 'Comprension') t.add(s, pack.needs.cause);
  if (style.need === 'Ansiedad') t.add(s, pack.needs.reassure);
  if (style.band === 0) t.add(s, pack.beats.sounds, true);
  if (style.band >= 1 && picker.chance(0.5)) t.add(s, pack.beats.feelings, true);
  if (picker.chance(0.6)) t.add(s, pack.beats.humour[style.band], true);
  if (style.band >= 3) t.add(s, pack.beats.thoughts, true);
  if (style.need === 'TDAH') t.add(s, pack.needs.questions);
  // Readers with Down syndrome hold on to the refrain at every stop. A toddler hears it like a chorus:
  // at the first stop, then every other one (and again at the climax), so it stays a game, not a tic.
  if (style.need === 'Down' || (style.band === 0 && index % 2 === 0)) s.sentences.push(...t.sentences(t.vars.__refrain));
  return s;
}

function targetWords(request: StoryRequest): number {
  return DURATIONS.find((d) => d.id === request.duration)?.targetWords ?? 1000;
}

/** Renders the fixed scenes, adds middle episodes until the length is near its target, then trims. */
function* tell(
  t: Teller,
  head: Scene[],
  middle: (index: number) => Scene | undefined,
  inserts: Map<number, Scene[]>,
  tail: Scene[],
  target: number,
): Steps<{ paragraphs: string[]; scenes: string[] }> {
  const fixed = [...head, ...tail];
  const fixedWords = fixed.map((s) => t.render(s).reduce((n, p) => n + countWords(p), 0)).reduce((a, b) => a + b, 0);
  const body: Scene[] = [];
  let words = fixedWords;
  for (let index = 0; index < 40 && (index < 2 || words < target * 0.97); index++) {
    const extra = inserts.get(index) ?? [];
    for (const scene of extra) {
      body.push(scene);
      words += t.render(scene).reduce((n, p) => n + countWords(p), 0);
    }
    const scene = middle(index);
    if (!scene) break;
    body.push(scene);
    words += t.render(scene).reduce((n, p) => n + countWords(p), 0);
    yield;
  }
  for (const [index, scenes] of inserts) if (index >= 40) body.push(...scenes);
  // Over the target: optional sentences go, from the last episode backwards.
  const all = [...head, ...body, ...tail];
  const counts = all.map((s) => t.render(s).reduce((n, p) => n + countWords(p), 0));
  let total = counts.reduce((a, b) => a + b, 0);
  for (let k = head.length + body.length - 1; k >= 0 && total > target * 1.04; k--) {
    const scene = all[k];
    while (total > target * 1.04 && scene.sentences.some((s) => s.optional)) {
      scene.sentences.splice(scene.sentences.map((s) => s.optional).lastIndexOf(true), 1);
      const words2 = t.render(scene).reduce((n, p) => n + countWords(p), 0);
      total += words2 - counts[k];
      counts[k] = words2;
    }
  }
  // Still over: the last middle episodes go whole (never the ending).
  while (total > target * 1.1 && body.length > 2) {
    const k = head.length + body.length - 1;
    total -= counts[k];
    counts.splice(k, 1);
    all.splice(k, 1);
    body.pop();
  }
  const paragraphs = all.flatMap((s) => t.render(s));
  return { paragraphs, scenes: all.map((s) => s.kind) };
}

/** The hook for TDAH: a sound, the problem's first sentence and a question, before anything else. */
function hookScene(t: Teller, start: Scene): Scene | undefined {
  if (t.style.need !== 'TDAH') return undefined;
  const hook: Scene = { kind: 'hook', sentences: [], hook: true };
  t.add(hook, t.pack.needs.sounds);
  const first = start.sentences.shift();
  if (first) hook.sentences.push(first);
  t.add(hook, t.pack.needs.questions);
  return hook;
}

function openingScene(t: Teller, request: StoryRequest, cast: Cast): Scene {
  const { pack, picker, style } = t;
  const s: Scene = { kind: 'opening', sentences: [] };
  if (style.need === 'TEA') t.add(s, pack.needs.teaIntro);
  t.add(s, pack.beats.heroIntro);
  t.add(s, pack.genres[request.genre].openings);
  // The companion is met before anyone speaks of it.
  t.add(s, t.vars.__pet ? pack.beats.petIntro : pack.beats.companionIntro);
  t.add(s, pack.professions[request.character.profession].intro);
  // Older readers meet more of the character at once; the youngest a trait or two.
  const traits = picker.shuffled(request.character.personality).slice(0, style.band === 0 ? 1 : 2);
  for (const trait of traits) t.add(s, pack.traits[trait].intro);
  const hobbies = picker.shuffled([...new Set(request.character.hobbies)]);
  const named = hobbies.length <= 2 ? hobbies : hobbies.slice(0, 1);
  for (const hobby of named) t.add(s, pack.hobbies[hobby].intro);
  if (hobbies.length > named.length) {
    t.vars.hobbies = pack.list(hobbies.slice(named.length).map((h) => pack.hobbies[h].label));
    t.add(s, pack.beats.activity.filter((x) => x.includes('{hobbies}')));
  }
  if (cast.act) t.add(s, pack.beats.activity.filter((x) => x.includes('{act}')));
  return s;
}

function castScene(t: Teller, cast: Cast): Scene {
  const { pack } = t;
  const s: Scene = { kind: 'cast', sentences: [] };
  if (cast.friend) t.add(s, pack.beats.friendIntro);
  if (cast.rel) t.add(s, pack.beats.relativeIntro);
  return s;
}

function grievesGrandmother(people: readonly { role: string }[]): boolean {
  return people.some((p) => p.role === 'grandmother') && !people.some((p) => p.role === 'grandfather' || p.role === 'grandparents');
}

function eventScenes(t: Teller, cast: Cast, part: 'setup' | 'turn' | 'close'): Scene[] {
  const { pack } = t;
  const scenes: Scene[] = [];
  for (const e of cast.events.slice(0, 2)) {
    const s: Scene = { kind: `${part}:${e}`, sentences: [] };
    t.add(s, pack.events[e][part]);
    if (s.sentences.length) scenes.push(s);
  }
  for (const f of cast.fears.slice(0, 1)) {
    const s: Scene = { kind: `${part}:fear-${f}`, sentences: [] };
    t.add(s, (pack.fears[f] ?? pack.fears.other)[part]);
    if (s.sentences.length) scenes.push(s);
  }
  return scenes;
}

export function* plotStorySteps(pack: StoryPack, request: StoryRequest, random: Random, u?: Understanding): Steps<ComposedText> {
  const style = styleFor(request.childAge, request.specialNeed);
  const t = new Teller(pack, style, random);
  const { picker } = t;
  t.vars.__genre = request.genre;
  const facts = requestFacts(u, request);
  const cast = chooseCast(t, request, facts, u);
  setCastVars(t, request, cast);
  t.vars.__refrain = picker.pick(pack.beats.refrain);
  const shape = chooseShape(picker, request.genre, request.moral, facts);
  const sb = pack.shapes[shape];
  const world = pack.genres[request.genre];
  if (cast.fears[0]) addNoun(t.vars, 'fear', pack.lexiconNoun(u?.nounFor('fear', cast.fears[0], request.language) ?? { singular: '', plural: '', gender: 'm' }));

  const start: Scene = { kind: `start:${shape}`, sentences: [] };
  if (cast.rplace) t.add(start, pack.beats.travel);
  t.add(start, sb.start);
  if (style.need === 'TEA') t.add(start, pack.needs.teaFeelings);
  if (style.need === 'Ansiedad') t.add(start, pack.needs.reassure);
  if (style.need === 'Dislexia') t.add(start, pack.needs.keyRepeat);
  if (style.need === 'Comprension') t.add(start, pack.needs.cause);
  const hook = hookScene(t, start);
  const opening = openingScene(t, request, cast);
  const head = [hook, opening, castScene(t, cast), ...eventScenes(t, cast, 'setup'), start].filter((s): s is Scene => Boolean(s && s.sentences.length));

  const ways = approaches(t, request, cast);
  const obstacles = picker.shuffled(picker.allowed(world.obstacles)).map((o) => o.replace(/^[~!]/, ''));
  const clues = picker.shuffled(picker.allowed(world.clues)).map((o) => o.replace(/^[~!]/, ''));
  const inserts = new Map<number, Scene[]>();
  const test: Scene = { kind: 'moral-test', sentences: [] };
  t.add(test, pack.morals[request.moral].test);
  inserts.set(1, [test]);
  const turns = eventScenes(t, cast, 'turn');
  if (cast.beast) {
    const meet: Scene = { kind: 'beast', sentences: [] };
    t.add(meet, pack.beats.animalMeet);
    turns.push(meet);
  }
  // The oldest readers get a second turn in the middle; the youngest one clear line.
  inserts.set(2, turns);

  const tail: Scene[] = [];
  const low: Scene = { kind: 'low', sentences: [] };
  t.add(low, sb.low);
  if (style.need === 'Ansiedad') t.add(low, pack.needs.reassure);
  if (style.need === 'TDAH') t.add(low, pack.needs.questions);
  if (style.band >= 2) t.add(low, pack.beats.thoughts, true);
  const help: Scene = { kind: 'turn', sentences: [] };
  if (style.need === 'TDAH') t.add(help, pack.needs.sounds);
  t.add(help, sb.turn);
  if (style.band >= 1) {
    t.add(help, pack.beats.helpIntro);
    t.add(help, cast.helper.help);
  }
  if (style.need === 'Comprension') t.add(help, pack.needs.cause);
  const climax: Scene = { kind: 'climax', sentences: [] };
  t.add(climax, sb.climax);
  t.add(climax, pack.morals[request.moral].resolution);
  if (style.need === 'Dislexia') t.add(climax, pack.needs.keyRepeat);
  if (style.need === 'Down' || style.band === 0) climax.sentences.push(...t.sentences(t.vars.__refrain));
  const end: Scene = { kind: 'end', sentences: [] };
  t.add(end, sb.end);
  for (const close of eventScenes(t, cast, 'close')) end.sentences.push(...close.sentences);
  t.add(end, pack.morals[request.moral].lesson);
  if (style.need === 'TEA') t.add(end, pack.needs.teaEmotion);
  if (style.need === 'TDAH') t.add(end, pack.needs.sounds);
  if (style.need === 'Ansiedad') t.add(end, pack.needs.safeEnding);
  t.add(end, pack.beats.closing);
  tail.push(low, help, climax, end);

  const told = yield* tell(t, head, (index) => episode(t, cast, index, shape, ways, obstacles, clues), inserts, tail, targetWords(request));
  addNoun(t.vars, 'place', cast.place);
  const title = makeTitle(t, [...world.titles, ...sb.titles]);
  return { title, paragraphs: told.paragraphs, scenes: [shape, ...told.scenes] };
}

function makeTitle(t: Teller, bank: Bank): string {
  // A title names the hero at most once and is never cut mid-word.
  const title = t.fill(t.picker.pick(bank)).replace(/[.]$/, '').slice(0, 160);
  return t.pack.titleCase ? t.pack.titleCase(title) : title;
}

/**
 * Whether a template was told in the earlier chapters: its longest fixed run of words (between the
 * values filled in, the choices and the age-band parts) stands in their text.
 */
function toldIn(earlier: string): (template: string) => boolean {
  const text = fold(earlier);
  const cache = new Map<string, boolean>();
  return (template) => {
    let known = cache.get(template);
    if (known === undefined) {
      const runs = template
        .replace(/^[~!]/, '')
        .split(/\[[^[\]]*\]|<[^<>]*>|\{[^}]*\}|\|/)
        .map((run) => fold(run).replace(/^[\s,.;:!?¡¿«»"“”„]+|[\s,.;:!?¡¿«»"“”„]+$/g, ''))
        .sort((a, b) => b.length - a.length);
      known = (runs[0] ?? '').length >= 12 && text.includes(runs[0]);
      cache.set(template, known);
    }
    return known;
  };
}

/** The earlier chapters' text, title included. */
function earlierText(story: StoryContext): string {
  return [story.title, ...story.chapters.flatMap((ch) => [ch.title, ch.content])].join('\n');
}

/** Places, objects and the companion that chapter 1 (and later ones) set up. */
function findInStory(pack: StoryPack, story: StoryContext, petName: string | undefined) {
  const original = [story.title, ...story.chapters.flatMap((ch) => [ch.title, ch.content])].join('\n');
  const text = original.toLowerCase();
  const world = pack.genres[story.request.genre];
  const has = (spec: string) => text.includes(pack.noun(spec).bare.toLowerCase());
  const mentions = (n: string) => original.match(new RegExp(`(?<!\\p{L})${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'gu'))?.length ?? 0;
  const names = [...(petName ? [petName] : []), ...pack.companionNames]
    .filter((n) => !sameName(n, story.request.character.name))
    .map((n) => ({ n, count: mentions(n) }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((x) => x.n);
  return {
    places: world.places.map((p) => p.noun).filter(has),
    objects: world.objects.filter(has),
    companions: world.companions.filter(has),
    names,
  };
}

/** The cast of a story so far: what it already set up first, fresh choices for the rest. */
function storyCast(t: Teller, story: StoryContext, u: Understanding | undefined): Cast {
  const { pack, picker } = t;
  const request = story.request;
  const facts = requestFacts(u, request);
  const fresh = chooseCast(t, request, facts, u);
  const found = findInStory(pack, story, t.vars.__pet ? fresh.cname : undefined);
  const place = found.places[0] ? pack.noun(found.places[0]) : fresh.place;
  // A new chapter goes first where the story has not been yet: the places told least come first.
  const told = fold(earlierText(story));
  const visits = (p: NounForms) => told.split(fold(p.bare)).length - 1;
  const others = picker
    .shuffled(pack.genres[request.genre].places.map((p) => pack.noun(p.noun)).filter((p) => p.bare !== place.bare))
    .map((p) => ({ p, n: visits(p) }))
    .sort((a, b) => a.n - b.n)
    .map((x) => x.p);
  return {
    ...fresh,
    place,
    places: others,
    obj: found.objects[0] ? pack.noun(found.objects[0]) : fresh.obj,
    comp: t.vars.__pet ? fresh.comp : found.companions[0] ? pack.noun(found.companions[0]) : fresh.comp,
    cname: found.names[0] ?? fresh.cname,
    // A new chapter brings its own turns; the request's events belong to the first.
    events: [],
    fears: [],
    rplace: undefined,
  };
}

/** Which chapter kind one of our own options describes: its summary matches one of the kind's templates. */
function kindOfOption(pack: StoryPack, summary: string): ChapterKind | undefined {
  const folded = fold(summary);
  for (const kind of CHAPTER_KINDS) {
    for (const template of pack.continuation.kinds[kind].summaries) {
      const pattern = fold(template)
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '.+');
      if (new RegExp(`^${pattern}$`).test(folded.replace(/[.!]$/, '')) || new RegExp(`^${pattern}$`).test(folded)) return kind;
    }
  }
  return undefined;
}

/** Three ways the story could go on, each a different kind of chapter, with the story's own cast. */
export function plotOptions(pack: StoryPack, story: StoryContext, random: Random, u?: Understanding): string[] {
  const t = new Teller(pack, styleFor(story.request.childAge, story.request.specialNeed), random);
  t.vars.__genre = story.request.genre;
  const cast = storyCast(t, story, u);
  setCastVars(t, story.request, cast);
  const world = pack.genres[story.request.genre];
  const kinds = t.picker.shuffled(CHAPTER_KINDS).slice(0, 3);
  const freshObjects = t.picker.shuffled(world.objects.filter((o) => pack.noun(o).bare !== cast.obj.bare));
  return kinds.map((kind, i) => {
    addNoun(t.vars, 'place2', cast.places[i % cast.places.length]);
    addNoun(t.vars, 'obj2', pack.noun(freshObjects[i % freshObjects.length] ?? world.objects[0]));
    return t.fill(t.picker.pick(pack.continuation.kinds[kind].summaries));
  });
}

/** The next chapter: the story's own cast and places, about the option chosen or what the parent asked for. */
export function* plotChapterSteps(pack: StoryPack, story: StoryContext, direction: ContinuationDirection, random: Random, u?: Understanding): Steps<ComposedText> {
  const request = story.request;
  const style = styleFor(request.childAge, request.specialNeed);
  const t = new Teller(pack, style, random);
  const { picker } = t;
  t.vars.__genre = request.genre;
  const cast = storyCast(t, story, u);
  setCastVars(t, request, cast);
  // The refrain the child already knows comes back; every other line prefers what was not told yet, so a
  // chapter does not tell again the scenes of the earlier ones.
  const toldBefore = toldIn(earlierText(story));
  t.vars.__refrain = picker.allowed(pack.beats.refrain).find(toldBefore)?.replace(/^[~!]/, '') ?? picker.pick(pack.beats.refrain);
  picker.told = toldBefore;
  t.earlier = new Set(earlierText(story).split(/\n+/).flatMap(splitSentences).map(fold));
  const world = pack.genres[request.genre];
  const newObjects = world.objects.filter((o) => pack.noun(o).bare !== cast.obj.bare);
  addNoun(t.vars, 'obj2', pack.noun(picker.one(newObjects.length ? newObjects : world.objects)));
  addNoun(t.vars, 'place2', cast.places[0]);

  // An option (ours) names a place and an object of the story's world: the chapter goes there for it.
  if (direction.kind === 'option') {
    const lower = direction.summary.toLowerCase();
    const named = (spec: string) => lower.includes(pack.noun(spec).bare.toLowerCase());
    const place = world.places.map((p) => p.noun).filter(named).map((p) => pack.noun(p)).find((p) => p.bare !== cast.place.bare);
    const obj = world.objects.filter(named).map((o) => pack.noun(o)).find((o) => o.bare !== cast.obj.bare);
    if (place) {
      cast.places = [place, ...cast.places.filter((p) => p.bare !== place.bare)];
      addNoun(t.vars, 'place2', place);
    }
    if (obj) addNoun(t.vars, 'obj2', obj);
  }
  // What the chapter is about: the option's kind, or what the recogniser found in the parent's words.
  let kind: ChapterKind | undefined;
  let directed: RequestFacts | undefined;
  if (direction.kind === 'option') kind = kindOfOption(pack, direction.summary);
  if (direction.kind === 'custom' || (direction.kind === 'option' && !kind)) {
    directed = understood(u, direction.kind === 'custom' ? direction.text : direction.summary, request.language);
  }
  const chapterCast: Cast = { ...cast };
  if (directed) {
    const extra = chooseCast(new Teller(pack, style, random), request, directed, u);
    if (extra.friend) chapterCast.friend = extra.friend;
    if (extra.rel) chapterCast.rel = extra.rel;
    if (extra.rplace) {
      chapterCast.rplace = extra.rplace;
      chapterCast.places = [extra.rplace, ...cast.places];
    }
    const animal = directed.animals.map((a) => u?.nounFor('animal', a.kind, request.language)).find(Boolean);
    if (animal) chapterCast.beast = pack.lexiconNoun(animal);
    if (directed.objects.length && extra.obj) addNoun(t.vars, 'obj2', extra.obj);
    chapterCast.events = extra.events;
    chapterCast.fears = extra.fears;
    if (extra.fears[0]) addNoun(t.vars, 'fear', pack.lexiconNoun(u?.nounFor('fear', extra.fears[0], request.language) ?? { singular: '', plural: '', gender: 'm' }));
    const namedSomething = chapterCast.friend || chapterCast.rel || chapterCast.rplace || chapterCast.beast || extra.events.length || extra.fears.length || directed.objects.length;
    if (!namedSomething) directed = undefined;
  }
  kind ??= picker.one(CHAPTER_KINDS);
  setCastVars(t, request, chapterCast);
  addNoun(t.vars, 'place', cast.place);

  const recall: Scene = { kind: 'recall', sentences: [] };
  if (style.need === 'TDAH') t.add(recall, pack.needs.sounds);
  if (style.need === 'TEA') t.add(recall, pack.needs.teaIntro);
  t.add(recall, pack.continuation.recall);
  t.add(recall, pack.continuation.recall);
  const def = world.places.find((p) => pack.noun(p.noun).bare === cast.place.bare);
  if (def) t.add(recall, def.desc);
  // From here on the chapter's object is the new one.
  for (const key of Object.keys(t.vars).filter((k) => k.startsWith('obj2'))) t.vars[key.replace('obj2', 'obj')] = t.vars[key];

  const start: Scene = { kind: `chapter:${directed ? 'directed' : kind}`, sentences: [] };
  if (directed) {
    if (chapterCast.rplace) t.add(start, pack.beats.travel);
    t.add(start, pack.continuation.directed);
    if (chapterCast.friend && chapterCast.friend !== cast.friend) t.add(start, pack.beats.friendIntro);
    if (chapterCast.rel && chapterCast.rel !== cast.rel) t.add(start, pack.beats.relativeJoin);
  } else {
    t.add(start, pack.continuation.kinds[kind].start);
  }
  if (style.need === 'TEA') t.add(start, pack.needs.teaFeelings);
  if (style.need === 'Ansiedad') t.add(start, pack.needs.reassure);
  if (style.need === 'Dislexia') t.add(start, pack.needs.keyRepeat);
  if (style.need === 'Comprension') t.add(start, pack.needs.cause);
  if (style.need === 'TDAH') t.add(start, pack.needs.questions);
  const head = [recall, ...eventScenes(t, chapterCast, 'setup'), start].filter((s) => s.sentences.length);

  const shape: ShapeId = kind === 'secret' ? 'mystery' : kind === 'newFriend' ? 'journeyHome' : 'quest';
  // What the parent asked for is what the chapter is about: the relative, the animal or the friend they
  // named takes every other turn on the way and is there when the goal is reached.
  const focus: Bank[] = [];
  if (directed) {
    if (chapterCast.rel && chapterCast.rel !== cast.rel) focus.push(pack.beats.relativeHelp);
    if (chapterCast.beast) focus.push(pack.beats.animalHelp);
    if (chapterCast.friend && chapterCast.friend !== cast.friend) focus.push(pack.beats.friendHelp);
  }
  const own = approaches(t, request, chapterCast);
  const ways = focus.length ? own.flatMap((way, i) => [focus[i % focus.length], way]) : own;
  // Obstacles and clues not met in the earlier chapters come first.
  const untoldFirst = (bank: Bank) => {
    const all = picker.shuffled(picker.allowed(bank));
    return [...all.filter((o) => !toldBefore(o)), ...all.filter((o) => toldBefore(o))].map((o) => o.replace(/^[~!]/, ''));
  };
  const obstacles = untoldFirst(world.obstacles);
  const clues = untoldFirst(world.clues);
  const inserts = new Map<number, Scene[]>();
  const test: Scene = { kind: 'moral-test', sentences: [] };
  t.add(test, pack.morals[request.moral].test);
  inserts.set(1, [test]);
  const turns = eventScenes(t, chapterCast, 'turn');
  if (chapterCast.beast) {
    const meet: Scene = { kind: 'beast', sentences: [] };
    t.add(meet, pack.beats.animalMeet);
    turns.unshift(meet);
  }
  inserts.set(directed ? 0 : 2, turns);

  const help: Scene = { kind: 'turn', sentences: [] };
  if (style.need === 'TDAH') t.add(help, pack.needs.sounds);
  t.add(help, pack.shapes[shape].turn);
  t.add(help, pack.beats.helpIntro);
  t.add(help, cast.helper.help);
  if (style.need === 'Comprension') t.add(help, pack.needs.cause);
  const climax: Scene = { kind: 'climax', sentences: [] };
  t.add(climax, pack.continuation.kinds[kind].end);
  for (const bank of focus) t.add(climax, bank);
  t.add(climax, pack.morals[request.moral].resolution);
  if (style.need === 'Dislexia') t.add(climax, pack.needs.keyRepeat);
  if (style.need === 'Down' || style.band === 0) climax.sentences.push(...t.sentences(t.vars.__refrain));
  const end: Scene = { kind: 'end', sentences: [] };
  for (const close of eventScenes(t, chapterCast, 'close')) end.sentences.push(...close.sentences);
  t.add(end, pack.morals[request.moral].lesson);
  if (style.need === 'TEA') t.add(end, pack.needs.teaEmotion);
  if (style.need === 'TDAH') t.add(end, pack.needs.sounds);
  if (style.need === 'Ansiedad') t.add(end, pack.needs.safeEnding);
  t.add(end, pack.beats.closing);

  const told = yield* tell(t, head, (index) => episode(t, chapterCast, index, shape, ways, obstacles, clues), inserts, [help, climax, end], targetWords(request));
  // The episodes move {place} along the way; the title names where the chapter is about going (the place
  // the parent asked for) or where the story lives, never the last stop of the walk.
  addNoun(t.vars, 'place', chapterCast.rplace ?? cast.place);
  const title = makeTitle(t, pack.continuation.titles);
  return { title, paragraphs: told.paragraphs, scenes: [kind, ...told.scenes] };
}
