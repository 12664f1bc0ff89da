// The classic composer, kept for the story languages whose pack does not yet tell plots (plot.ts does
// for the others): plans a story (beginning, problem, attempts, help, resolution
// that embodies the moral), fills phrase banks of the story's language and adapts sentence length,
// paragraphs and vocabulary to the child's age and special need. Everything is synchronous and fast
// (well under a millisecond per hundred words); the writer streams the result in small chunks.
import { DURATIONS, type SpecialNeedId } from '../../../../shared/catalogs';
import type { ContinuationDirection, StoryContext, StoryRequest } from '../story-writer';
import type { Bank, LanguagePack, NounForms } from './pack';
import { classicPackFor as packFor } from './packs';
import type { Understanding } from './plot';

export type Random = () => number;

/** A composition that pauses (yields) between paragraphs so a caller can hand the event loop back. */
export type Steps<T> = Generator<void, T, void>;

/** Runs all steps at once (tests, options, anything that does not stream). */
export function runSteps<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

interface Style {
  /** Chance that two neighbouring short sentences are joined into one. */
  joinChance: number;
  /** Most sentences joined into one. */
  maxJoin: number;
  figurative: boolean;
  tense: boolean;
  /** Most sentences per paragraph (0: no limit). */
  paragraphMax: number;
  need: SpecialNeedId | null;
  /** Scenes in the open air (rain, ducks, a stream) fit every genre but the space stories. */
  outdoors: boolean;
}

export function styleFor(age: number, need: SpecialNeedId | null, genre?: StoryRequest['genre']): Style {
  const style: Style = { joinChance: 0, maxJoin: 1, figurative: true, tense: true, paragraphMax: 0, need, outdoors: genre !== 'science-fiction' };
  if (age <= 4) {
    style.figurative = false;
  } else if (age <= 7) {
    style.joinChance = 0.3;
    style.maxJoin = 2;
  } else {
    style.joinChance = 0.75;
    style.maxJoin = 3;
  }
  switch (need) {
    case 'TEA':
      // Literal and calm: no figures of speech, nothing tense.
      style.figurative = false;
      style.tense = false;
      style.joinChance = Math.min(style.joinChance, 0.2);
      style.maxJoin = Math.min(style.maxJoin, 2);
      break;
    case 'TDAH':
      style.paragraphMax = 3;
      style.maxJoin = Math.min(style.maxJoin, 2);
      break;
    case 'Dislexia':
    case 'Down':
      style.joinChance = 0;
      style.maxJoin = 1;
      style.figurative = false;
      if (need === 'Down') style.tense = false;
      break;
    case 'Ansiedad':
      style.tense = false;
      break;
    case 'Comprension':
      style.figurative = false;
      style.joinChance = Math.min(style.joinChance, 0.2);
      style.maxJoin = Math.min(style.maxJoin, 2);
      break;
  }
  return style;
}

/** Picks from banks without repeating an item within one text while unused items remain. */
class Picker {
  private readonly used = new Set<string>();
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

  /** A template from a bank, honouring the style's filters; '' when nothing fits. */
  pick(bank: Bank): string {
    const allowed = bank.filter(
      (t) =>
        (this.style.figurative || !t.startsWith('~')) &&
        (this.style.tense || !t.startsWith('!')) &&
        (this.style.outdoors || !t.startsWith('^')),
    );
    if (allowed.length === 0) return '';
    const fresh = allowed.filter((t) => !this.used.has(t));
    const chosen = this.one(fresh.length > 0 ? fresh : allowed);
    this.used.add(chosen);
    return chosen.replace(/^[~!^]/, '');
  }

  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.index(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }
}

type Vars = Record<string, string>;

function addNoun(vars: Vars, role: string, forms: NounForms): void {
  for (const [form, text] of Object.entries(forms)) vars[form === '' ? role : `${role}.${form}`] = text;
}

/** Cleans a parent's free text so it can be quoted inside a sentence: one line, no template braces. */
export function cleanFreeText(text: string, max = 240): string {
  let clean = text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[{}«»"“”„<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!?¡¿…-]+$/u, '')
    .replace(/^[\s.,;:!?¡¿…-]+/u, '');
  if (clean.length > max) {
    const cut = clean.slice(0, max);
    clean = cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trim();
  }
  return clean;
}

function fill(template: string, vars: Vars): string {
  return template.replace(/\{([a-zA-Z0-9]+(?:\.[a-z.]+)?)\}/g, (whole, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`Offline writer: missing value for ${whole}`);
    return value;
  });
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

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Sentence templates of one paragraph; `optional` ones may be dropped to meet the length, `solo` ones are
 * never joined with a neighbour (a line about the world next to one about the character reads wrong).
 */
interface Sentence {
  t: string;
  optional?: boolean;
  solo?: boolean;
}

interface Block {
  sentences: Sentence[];
}

class Composer {
  readonly picker: Picker;
  readonly vars: Vars = {};
  readonly paragraphs: string[] = [];

  constructor(
    readonly pack: LanguagePack,
    readonly style: Style,
    random: Random,
  ) {
    this.picker = new Picker(random, style);
  }

  /** Splits bank items on '|' into sentence entries. */
  sentences(template: string, optional = false, solo = false): Sentence[] {
    if (!template) return [];
    return template
      .split('|')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => ({ t, optional, solo }));
  }

  add(block: Block, template: string, optional = false, solo = false): void {
    block.sentences.push(...this.sentences(template, optional, solo));
  }

  addPick(block: Block, bank: Bank, optional = false, solo = false): void {
    this.add(block, this.picker.pick(bank), optional, solo);
  }

  /** Joins short sentences for older readers, fills the placeholders, splits long paragraphs for TDAH. */
  render(block: Block): string[] {
    const entries = block.sentences;
    const joined: string[] = [];
    let i = 0;
    while (i < entries.length) {
      let current = entries[i].t;
      const solo = entries[i].solo;
      let count = 1;
      i++;
      while (
        i < entries.length &&
        !solo &&
        !entries[i].solo &&
        count < this.style.maxJoin &&
        this.joinable(current, entries[i].t) &&
        this.picker.chance(this.style.joinChance)
      ) {
        current = this.join(current, entries[i].t);
        count++;
        i++;
      }
      joined.push(capitalise(this.polish(fill(current, this.vars))));
    }
    if (joined.length === 0) return [];
    const size = this.style.paragraphMax;
    if (!size) return [joined.join(' ')];
    // Short paragraphs (TDAH): count real sentences, since one bank item may hold several.
    const sentences = joined.flatMap(splitSentences);
    const parts: string[] = [];
    for (let k = 0; k < sentences.length; k += size) parts.push(sentences.slice(k, k + size).join(' '));
    return parts;
  }

  polish(sentence: string): string {
    return this.pack.polish ? this.pack.polish(sentence) : sentence;
  }

  private joinable(a: string, b: string): boolean {
    if (!a.endsWith('.') || /[:«»„“"]/.test(a) || /[:«»„“"]/.test(b)) return false;
    if (!/^[\p{L}{]/u.test(b)) return false;
    const firstWord = b.split(/[\s,’']/)[0].toLowerCase();
    return b.startsWith('{') || this.pack.canLower(firstWord);
  }

  private join(a: string, b: string): string {
    const next = b.startsWith('{') ? b : b.charAt(0).toLowerCase() + b.slice(1);
    // A time word after "y luego" reads badly: then the plain joiner is used.
    const timeWord = /^(luego|después|then|puis|poi|dann|entonces|allora|alors)\b/i.test(next);
    const glue = timeWord ? this.pack.joiners[0] : this.picker.one(this.pack.joiners);
    return a.slice(0, -1) + glue + next;
  }

  push(block: Block): number {
    const parts = this.render(block);
    this.paragraphs.push(...parts);
    return parts.length;
  }

  words(): number {
    return this.paragraphs.reduce((n, p) => n + countWords(p), 0);
  }
}

interface Cast {
  place: NounForms;
  places: NounForms[];
  obj: NounForms;
  comp: NounForms;
  cname: string;
  helper: { noun: NounForms; help: Bank };
}

/** One search attempt: a place, a method, a failure or a clue, a feeling, a word from the companion. */
function attempt(c: Composer, cast: Cast, index: number, method: string, last: boolean): Block {
  const { pack, picker, style } = c;
  const place = cast.places[index % cast.places.length];
  addNoun(c.vars, 'place', place);
  addNoun(c.vars, 'place2', cast.places[(index + 1) % cast.places.length]);
  const b: Block = { sentences: [] };
  const genre = pack.genres[currentGenre(c)];
  if (style.need === 'TDAH') c.addPick(b, pack.needs.sounds);
  c.addPick(b, pack.beats.transition);
  const placeDef = genre.places.find((p) => pack.noun(p.noun).bare === place.bare);
  // Comprension: every place is described concretely, so its description is never dropped for length.
  if (placeDef) c.addPick(b, placeDef.desc, style.need !== 'Comprension');
  c.addPick(b, pack.beats.look, true);
  if (index > 0 && picker.chance(0.4)) c.addPick(b, pack.beats.encounters, true);
  c.add(b, method);
  if (picker.chance(0.6)) c.addPick(b, pack.beats.search, true);
  if (style.need === 'Dislexia') c.addPick(b, pack.needs.keyRepeat);
  if (last) {
    // Hope first ('Even so, ... felt they were close'), then the clue that leads to the help.
    c.addPick(b, pack.beats.hope);
    c.addPick(b, pack.beats.clue);
  } else {
    c.addPick(b, pack.beats.fail);
    if (picker.chance(0.6)) c.addPick(b, pack.beats.sad, true);
    if (style.need === 'Comprension') c.addPick(b, pack.needs.cause);
    if (style.need === 'Ansiedad') c.addPick(b, pack.needs.reassure);
    if (picker.chance(0.5)) c.addPick(b, pack.beats.clue, true);
    else c.addPick(b, pack.beats.hope, true);
  }
  c.addPick(b, pack.beats.companionLine, true);
  if (style.need === 'TDAH') c.addPick(b, pack.needs.questions);
  if (style.need === 'Down' || style.need === 'TEA') c.add(b, c.vars.__refrain ?? '');
  return b;
}

function currentGenre(c: Composer): StoryRequest['genre'] {
  return c.vars.__genre as StoryRequest['genre'];
}

/** Methods for the attempts in order: the profession first, then the traits, then plain searching. */
function methods(c: Composer, request: StoryRequest): string[] {
  const { pack, picker } = c;
  const list: string[] = [picker.pick(pack.professions[request.character.profession].skill)];
  for (const trait of picker.shuffled(request.character.personality)) list.push(picker.pick(pack.traits[trait].action));
  list.push(picker.pick(pack.professions[request.character.profession].skill));
  return list.filter(Boolean);
}

/** Adds attempts (and short scenes between them) until the text is near the target, then trims. */
function* fitLength(c: Composer, cast: Cast, request: StoryRequest, target: number, wordsAfter: number): Steps<void> {
  const methodList = methods(c, request);
  const blocks: Block[] = [];
  const rendered: string[][] = [];
  const counts: number[] = [];
  const attemptAt: number[] = [];
  let total = c.words() + wordsAfter;
  const place = (k: number, block: Block) => {
    const parts = c.render(block);
    const words = parts.reduce((n, p) => n + countWords(p), 0);
    total += words - (counts[k] ?? 0);
    blocks[k] = block;
    rendered[k] = parts;
    counts[k] = words;
  };
  let index = 0;
  let step = 0;
  // Attempts alternate with short scenes (a rest, a song, a crossing) once the first two are told.
  while (index < 2 || (total < target * 0.95 && step < 60)) {
    step++;
    if (index >= 2 && step % 2 === 1) {
      const episode = c.picker.pick(c.pack.beats.episodes);
      if (episode) {
        const block: Block = { sentences: c.sentences(episode, true) };
        if (c.style.need === 'TDAH') c.addPick(block, c.pack.needs.questions);
        place(blocks.length, block);
        yield;
        continue;
      }
    }
    if (index === 1 && c.vars.__detailsScene) {
      // The parent's idea, imagined together by the character and the companion after the first attempt.
      place(blocks.length, { sentences: c.sentences(c.vars.__detailsScene) });
      c.vars.__detailsScene = '';
    }
    const method = index >= methodList.length ? c.picker.pick(c.pack.beats.methods) : methodList[index];
    attemptAt.push(blocks.length);
    place(blocks.length, attempt(c, cast, index, method, false));
    index++;
    yield;
  }
  // The last attempt finds the clue that leads to the help.
  const last = attemptAt[attemptAt.length - 1];
  place(last, attempt(c, cast, index - 1, methodList[(index - 1) % methodList.length] ?? '', true));
  // Over the target: drop trailing scenes, then optional sentences, from the end backwards.
  while (total > target * 1.05 && blocks.length - 1 > last) {
    total -= counts.pop()!;
    blocks.pop();
    rendered.pop();
  }
  for (let k = blocks.length - 1; k >= 0 && total > target * 1.05; k--) {
    const block = blocks[k];
    while (total > target * 1.05 && block.sentences.some((s) => s.optional)) {
      const at = block.sentences.map((s) => s.optional).lastIndexOf(true);
      block.sentences.splice(at, 1);
      place(k, block);
    }
  }
  for (const parts of rendered) c.paragraphs.push(...parts);
}

/** Two names are the same name when one folded form starts the other ('Lucía', 'lucia', 'Luci'). */
function sameName(a: string, b: string): boolean {
  const f = (x: string) => x.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  return f(a).length > 0 && f(b).length > 0 && (f(a).startsWith(f(b)) || f(b).startsWith(f(a)));
}

function chooseCast(pack: LanguagePack, genre: StoryRequest['genre'], picker: Picker, hero = ''): Cast {
  const g = pack.genres[genre];
  const places = picker.shuffled(g.places).map((p) => pack.noun(p.noun));
  const helper = picker.one(g.helpers);
  return {
    place: places[0],
    places: places.slice(1).concat(places[0]),
    obj: pack.noun(picker.one(g.objects)),
    comp: pack.noun(picker.one(g.companions)),
    // A companion never takes the hero's name ('Bruno y Bruno').
    cname: picker.one(pack.companionNames.filter((n) => !sameName(n, hero))),
    helper: { noun: pack.noun(helper.noun), help: helper.help },
  };
}

function setCastVars(c: Composer, cast: Cast): void {
  addNoun(c.vars, 'place', cast.place);
  addNoun(c.vars, 'place2', cast.places[0]);
  addNoun(c.vars, 'obj', cast.obj);
  addNoun(c.vars, 'comp', cast.comp);
  addNoun(c.vars, 'helper', cast.helper.noun);
  c.vars.cname = cast.cname;
}

function setCharacterVars(c: Composer, request: StoryRequest): void {
  const { pack } = c;
  c.vars.name = cleanFreeText(request.character.name, 60) || '—';
  c.vars.prof = pack.professions[request.character.profession].label;
  c.vars.__genre = request.genre;
  // The parent's own words are never written into a story: only what the recogniser understood is used.
  c.vars.details = '';
  c.vars.desc = '';
  c.vars.__refrain = c.picker.pick(pack.needs.refrain);
}

/** Help, resolution embodying the moral, and the ending. Returned as blocks so their length is known first. */
function endingBlocks(c: Composer, cast: Cast, request: StoryRequest, extra: { done?: string; remind?: string } = {}): Block[] {
  const { pack, style } = c;
  const help: Block = { sentences: [] };
  if (extra.remind) c.add(help, extra.remind);
  c.addPick(help, pack.beats.helpIntro);
  c.addPick(help, cast.helper.help);
  for (const hobby of c.picker.shuffled(request.character.hobbies).slice(0, 2)) c.addPick(help, pack.hobbies[hobby].helps);
  if (style.need === 'Comprension') c.addPick(help, pack.needs.cause);

  const resolution: Block = { sentences: [] };
  if (style.need === 'TDAH') c.addPick(resolution, pack.needs.sounds);
  c.addPick(resolution, pack.beats.solve);
  c.addPick(resolution, pack.beats.happy);
  c.addPick(resolution, pack.morals[request.moral].resolution);
  if (extra.done) c.add(resolution, extra.done);
  else if (c.vars.details) c.addPick(resolution, pack.beats.wishFulfilled);

  const closing: Block = { sentences: [] };
  c.addPick(closing, pack.morals[request.moral].lesson);
  if (style.need === 'TEA') c.addPick(closing, pack.needs.teaEmotion);
  if (style.need === 'Ansiedad') c.addPick(closing, pack.needs.safeEnding);
  c.addPick(closing, pack.beats.closing);
  return [help, resolution, closing];
}

function targetWords(request: StoryRequest): number {
  return DURATIONS.find((d) => d.id === request.duration)?.targetWords ?? 1000;
}

/** Renders blocks whose length must be known before the attempts are added, then appends them. */
function* finish(c: Composer, cast: Cast, request: StoryRequest, target: number, ending: Block[]): Steps<void> {
  const renderedEnding = ending.map((b) => c.render(b));
  const endingWords = renderedEnding.flat().reduce((n, p) => n + countWords(p), 0);
  yield* fitLength(c, cast, request, target, endingWords);
  for (const parts of renderedEnding) c.paragraphs.push(...parts);
}

export interface ComposedText {
  title: string;
  paragraphs: string[];
}

/** Composes a story in steps: the caller may let the event loop run between two steps. */
export function* classicStorySteps(request: StoryRequest, random: Random, u?: Understanding): Steps<ComposedText> {
  const pack = packFor(request.language);
  const style = styleFor(request.childAge, request.specialNeed, request.genre);
  const c = new Composer(pack, style, random);
  const { picker } = c;
  setCharacterVars(c, request);
  const cast = withPet(chooseCast(pack, request.genre, picker, request.character.name), request, u);
  setCastVars(c, cast);
  const genre = pack.genres[request.genre];
  const problem = c.sentences(picker.pick(genre.problems));

  if (style.need === 'TDAH') {
    // A quick hook: a sound, the problem's first line and a question, before anything else.
    const hook: Block = { sentences: [] };
    c.addPick(hook, pack.needs.sounds);
    hook.sentences.push(problem.shift()!);
    c.addPick(hook, pack.needs.questions);
    c.push(hook);
  }

  const opening: Block = { sentences: [] };
  if (style.need === 'TEA') c.addPick(opening, pack.needs.teaIntro, false, true);
  c.addPick(opening, pack.beats.heroIntro);
  c.addPick(opening, genre.openings, false, true);
  c.addPick(opening, pack.professions[request.character.profession].intro);
  for (const trait of picker.shuffled(request.character.personality).slice(0, 3)) c.addPick(opening, pack.traits[trait].intro);
  // Every hobby of the character is named: up to three with a sentence each, more in one list.
  const hobbies = picker.shuffled([...new Set(request.character.hobbies)]);
  const introduced = hobbies.length <= 3 ? hobbies : hobbies.slice(0, 2);
  for (const hobby of introduced) c.addPick(opening, pack.hobbies[hobby].intro);
  if (hobbies.length > introduced.length) {
    c.vars.hobbies = pack.list(hobbies.slice(introduced.length).map((hobby) => pack.hobbies[hobby].label));
    c.addPick(opening, pack.beats.moreHobbies);
  }
  if (c.vars.desc) c.addPick(opening, pack.beats.describe);
  c.push(opening);

  const companion: Block = { sentences: [] };
  c.addPick(companion, pack.beats.companionIntro);
  if (c.vars.details) {
    c.addPick(companion, pack.beats.wish);
    c.vars.__detailsScene = c.picker.pick(pack.beats.detailsScene);
  }
  c.push(companion);

  const trouble: Block = { sentences: [...problem] };
  if (style.need === 'Ansiedad') c.addPick(trouble, pack.needs.reassure);
  else if (style.need === 'TEA') c.addPick(trouble, pack.needs.teaFeelings);
  else c.addPick(trouble, pack.beats.sad);
  if (style.need === 'Dislexia') c.addPick(trouble, pack.needs.keyRepeat);
  if (style.need === 'Comprension') c.addPick(trouble, pack.needs.cause);
  c.addPick(trouble, pack.beats.companionLine);
  c.push(trouble);

  const test: Block = { sentences: [] };
  c.addPick(test, pack.morals[request.moral].test);
  c.push(test);

  yield;
  yield* finish(c, cast, request, targetWords(request), endingBlocks(c, cast, request));
  return { title: makeTitle(c, cast, pack.beats.titles), paragraphs: c.paragraphs };
}

/** The child's pet, as the parent named it, becomes the companion (never with the hero's name). */
function withPet(cast: Cast, request: StoryRequest, u: Understanding | undefined): Cast {
  const text = [request.additionalDetails, request.character.description].filter(Boolean).join('. ');
  if (!u || !text) return cast;
  let pet;
  try {
    pet = u.understand(text, request.language).animals.find((a) => a.isPet && a.name);
  } catch {
    return cast;
  }
  const forms = pet && u.nounFor('animal', pet.kind, request.language);
  const name = pet?.name?.replace(/[^\p{L}\p{M}' -]/gu, '').trim();
  const hero = request.character.name.toLowerCase();
  if (!forms || !name || name.toLowerCase() === hero) return cast;
  const spec = request.language === 'it' ? `${forms.gender === 'f' ? 'la' : 'il'}:${forms.singular}` : `${forms.gender}:${forms.singular}`;
  return { ...cast, comp: packFor(request.language).noun(spec), cname: name };
}

/** Title words that name a genre: a title may only name the story's own ('Un mystère…' is for mysteries). */
const GENRE_TITLE_WORDS: [StoryRequest['genre'], RegExp][] = [
  ['mystery', /myst|geheimnis|rätsel|mister|enigm/i],
  ['adventure', /aventur|abenteuer|avventur|adventure/i],
];

function makeTitle(c: Composer, cast: Cast, bank: Bank): string {
  addNoun(c.vars, 'place', cast.place);
  const genre = currentGenre(c);
  const fitting = bank.filter((t) => !GENRE_TITLE_WORDS.some(([g, re]) => g !== genre && re.test(t)));
  return capitalise(c.polish(fill(c.picker.pick(fitting), c.vars))).replace(/\s+/g, ' ').slice(0, 160);
}

/** Places, objects, companions and companion names of the pack that appear in the story so far. */
function findInStory(pack: LanguagePack, story: StoryContext) {
  const text = [story.title, ...story.chapters.flatMap((ch) => [ch.title, ch.content])].join('\n').toLowerCase();
  const has = (spec: string) => text.includes(pack.noun(spec).bare.toLowerCase());
  const ordered = [story.request.genre, ...Object.keys(pack.genres).filter((g) => g !== story.request.genre)] as StoryRequest['genre'][];
  const places: string[] = [];
  const objects: string[] = [];
  const companions: string[] = [];
  for (const g of ordered) {
    const bank = pack.genres[g];
    places.push(...bank.places.map((p) => p.noun).filter(has));
    objects.push(...bank.objects.filter(has));
    companions.push(...bank.companions.filter(has));
  }
  // Companion names are matched with their capital (Spanish 'Chispa' is also 'una chispa de esperanza')
  // and the most mentioned one wins.
  const original = [story.title, ...story.chapters.flatMap((ch) => [ch.title, ch.content])].join('\n');
  const mentions = (n: string) => original.match(new RegExp(`(?<!\\p{L})${n}(?!\\p{L})`, 'gu'))?.length ?? 0;
  const names = pack.companionNames
    .filter((n) => !sameName(n, story.request.character.name))
    .map((n) => ({ n, count: mentions(n) }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((x) => x.n);
  return { places, objects, companions, names };
}

/** Places (of the story's genre) and objects (of any genre, the story's first) that a text names. */
function findInText(pack: LanguagePack, genre: StoryRequest['genre'], text: string) {
  const lower = text.toLowerCase();
  const has = (spec: string) => lower.length > 0 && lower.includes(pack.noun(spec).bare.toLowerCase());
  const ordered = [genre, ...Object.keys(pack.genres).filter((g) => g !== genre)] as StoryRequest['genre'][];
  return {
    places: pack.genres[genre].places.map((p) => p.noun).filter(has),
    objects: ordered.flatMap((g) => pack.genres[g].objects.filter(has)),
  };
}

/** Three short summaries of ways the story could go on, using its character, places and objects. */
export function classicOptions(story: StoryContext, random: Random): string[] {
  const pack = packFor(story.request.language);
  const c = new Composer(pack, styleFor(story.request.childAge, story.request.specialNeed, story.request.genre), random);
  setCharacterVars(c, story.request);
  const cast = storyCast(c, story);
  setCastVars(c, cast);
  const genre = pack.genres[story.request.genre];
  const templates = c.picker.shuffled(pack.continuation.summaries).slice(0, 3);
  const freshObjects = c.picker.shuffled(genre.objects.filter((o) => pack.noun(o).bare !== cast.obj.bare));
  return templates.map((t, i) => {
    addNoun(c.vars, 'place2', cast.places[i % cast.places.length]);
    addNoun(c.vars, 'obj2', pack.noun(freshObjects[i % freshObjects.length] ?? genre.objects[0]));
    return capitalise(c.polish(fill(t, c.vars)));
  });
}

/** The cast of a story so far: what it already mentions first, fresh choices for the rest. */
function storyCast(c: Composer, story: StoryContext): Cast {
  const { pack, picker } = c;
  const fresh = chooseCast(pack, story.request.genre, picker, story.request.character.name);
  const found = findInStory(pack, story);
  const place = found.places[0] ? pack.noun(found.places[0]) : fresh.place;
  const genrePlaces = pack.genres[story.request.genre].places.map((p) => pack.noun(p.noun));
  const others = picker.shuffled(genrePlaces.filter((p) => p.bare !== place.bare));
  return {
    ...fresh,
    place,
    places: others,
    obj: found.objects[0] ? pack.noun(found.objects[0]) : fresh.obj,
    comp: found.companions[0] ? pack.noun(found.companions[0]) : fresh.comp,
    cname: found.names[0] ?? fresh.cname,
  };
}

/** The next chapter: recalls the story so far, follows the direction, and ends with the story's moral. */
/** Composes the next chapter in steps, like storySteps. */
export function* classicChapterSteps(story: StoryContext, direction: ContinuationDirection, random: Random, u?: Understanding): Steps<ComposedText> {
  const request = story.request;
  const pack = packFor(request.language);
  const style = styleFor(request.childAge, request.specialNeed, request.genre);
  const c = new Composer(pack, style, random);
  const { picker } = c;
  setCharacterVars(c, request);
  const cast = withPet(storyCast(c, story), request, u);
  setCastVars(c, cast);
  const genre = pack.genres[request.genre];
  // The chosen option or the family's direction may name an object or a place the story knows: the
  // chapter then looks for that object and goes to that place first.
  const directionText = direction.kind === 'option' ? direction.summary : direction.kind === 'custom' ? direction.text : '';
  const wanted = findInText(pack, request.genre, directionText);
  const named = wanted.objects.map((o) => pack.noun(o)).find((o) => o.bare !== cast.obj.bare);
  const newObjects = genre.objects.filter((o) => pack.noun(o).bare !== cast.obj.bare);
  const obj2 = named ?? pack.noun(picker.one(newObjects.length ? newObjects : genre.objects));
  const firstPlace = wanted.places.map((p) => pack.noun(p))[0];
  if (firstPlace) cast.places = [firstPlace, ...cast.places.filter((p) => p.bare !== firstPlace.bare)];
  addNoun(c.vars, 'obj2', obj2);
  addNoun(c.vars, 'place2', cast.places[0]);
  // Neither the option's words nor the parent's direction are copied into the chapter.
  c.vars.summary = '';
  c.vars.text = '';
  // The parent's details belong to the first chapter; a new chapter follows its own direction.
  c.vars.details = '';

  const recall: Block = { sentences: [] };
  if (style.need === 'TDAH') c.addPick(recall, pack.needs.sounds);
  if (style.need === 'TEA') c.addPick(recall, pack.needs.teaIntro, false, true);
  c.addPick(recall, pack.continuation.recall);
  c.addPick(recall, pack.continuation.recall);
  const placeDef = genre.places.find((p) => pack.noun(p.noun).bare === cast.place.bare);
  if (placeDef) c.addPick(recall, placeDef.desc);
  c.push(recall);

  // From here on the chapter is about the new object.
  addNoun(c.vars, 'obj', obj2);
  const start: Block = { sentences: [] };
  c.addPick(start, pack.continuation.newEvent);
  if (style.need === 'TEA') c.addPick(start, pack.needs.teaFeelings);
  if (style.need === 'Ansiedad') c.addPick(start, pack.needs.reassure);
  if (style.need === 'Dislexia') c.addPick(start, pack.needs.keyRepeat);
  c.addPick(start, pack.beats.companionLine);
  if (style.need === 'TDAH') c.addPick(start, pack.needs.questions);
  c.push(start);

  // The moral is lived again in the new chapter, so its resolution refers to something that happened.
  const test: Block = { sentences: [] };
  c.addPick(test, pack.morals[request.moral].test);
  c.push(test);

  const chapterCast: Cast = { ...cast, obj: obj2 };
  const done = undefined;
  const titleTemplates = pack.continuation.titles;
  c.vars.goal = c.vars.text || c.vars.summary;
  const remind = undefined;
  yield;
  yield* finish(c, chapterCast, request, targetWords(request), endingBlocks(c, chapterCast, request, { done, remind }));
  addNoun(c.vars, 'place', cast.place);
  return { title: capitalise(c.polish(fill(picker.pick(titleTemplates), c.vars))), paragraphs: c.paragraphs };
}


