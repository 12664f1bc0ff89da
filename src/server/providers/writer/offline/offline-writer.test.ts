// Properties of the offline storyteller over many generated stories and chapters (issue 3 and 4).
import { describe, expect, it } from 'vitest';
import {
  DURATIONS,
  GENRE_IDS,
  HOBBY_IDS,
  LANGUAGE_IDS,
  MORAL_IDS,
  PERSONALITY_IDS,
  PROFESSION_IDS,
  SPECIAL_NEED_IDS,
  type HobbyId,
  type LanguageId,
  type MoralId,
  type ProfessionId,
  type SpecialNeedId,
} from '../../../../shared/catalogs';
import { parseWrittenText, type StoryContext, type StoryRequest, type StoryWriter, WriterError } from '../story-writer';
import { createOfflineWriter } from './index';

/** A small seeded generator so every run sees the same stories. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function collect(stream: AsyncIterable<string>): Promise<{ text: string; chunks: string[] }> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { text: chunks.join(''), chunks };
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

function sentenceLengths(body: string): number[] {
  return body
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => words(s).length)
    .filter((n) => n > 0);
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

const STOP_WORDS: Record<LanguageId, string[]> = {
  es: ['el', 'la', 'de', 'que', 'y', 'en', 'los', 'las', 'un', 'una', 'con', 'por', 'se', 'del', 'al', 'era', 'había'],
  en: ['the', 'and', 'to', 'of', 'a', 'was', 'in', 'with', 'they', 'that', 'it', 'for', 'there', 'had'],
  fr: ['le', 'la', 'les', 'et', 'de', 'des', 'du', 'un', 'une', 'dans', 'qui', 'avec', 'pour', 'était', 'il'],
  de: ['der', 'die', 'das', 'und', 'ein', 'eine', 'mit', 'den', 'dem', 'nicht', 'sie', 'es', 'im', 'zu', 'war'],
  it: ['il', 'la', 'di', 'e', 'che', 'un', 'una', 'con', 'per', 'del', 'nel', 'della', 'gli', 'si', 'era'],
};

function detectLanguage(text: string): LanguageId {
  const tokens = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  let best: LanguageId = 'es';
  let bestScore = -1;
  for (const language of LANGUAGE_IDS) {
    const set = new Set(STOP_WORDS[language]);
    const score = tokens.filter((t) => set.has(t)).length / tokens.length;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

/** How each profession is named in a story of each language. */
const PROFESSION_WORDS: Record<LanguageId, Record<ProfessionId, string>> = {
  es: { astronaut: 'astronauta', explorer: 'explorador', knight: 'caballero', royalty: 'realeza', superhero: 'superhéroe', wizard: 'mago', athlete: 'deportista', teacher: 'maestro' },
  en: { astronaut: 'astronaut', explorer: 'explorer', knight: 'knight', royalty: 'royal', superhero: 'superhero', wizard: 'wizard', athlete: 'athlete', teacher: 'teacher' },
  fr: { astronaut: 'astronaute', explorer: 'explorateur', knight: 'chevalier', royalty: 'royale', superhero: 'super-héros', wizard: 'magicien', athlete: 'sportif', teacher: 'maître' },
  de: { astronaut: 'astronaut', explorer: 'entdecker', knight: 'ritter', royalty: 'königsfamilie', superhero: 'superheld', wizard: 'zauberer', athlete: 'sportler', teacher: 'lehrer' },
  it: { astronaut: 'astronauta', explorer: 'esploratore', knight: 'cavaliere', royalty: 'reale', superhero: 'supereroe', wizard: 'mago', athlete: 'atleta', teacher: 'maestro' },
};

/** How each hobby is named in a story of each language (the packs' labels). */
const HOBBY_WORDS: Record<LanguageId, Record<HobbyId, string>> = {
  es: { reading: 'la lectura', music: 'la música', gaming: 'los videojuegos', photography: 'la fotografía', cooking: 'la cocina', cycling: 'la bicicleta', sports: 'los deportes', painting: 'la pintura', travel: 'los viajes', programming: 'la programación', magic: 'la magia', theater: 'el teatro' },
  en: { reading: 'reading', music: 'music', gaming: 'video games', photography: 'photography', cooking: 'cooking', cycling: 'cycling', sports: 'sports', painting: 'painting', travel: 'travelling', programming: 'programming', magic: 'magic', theater: 'the theatre' },
  fr: { reading: 'la lecture', music: 'la musique', gaming: 'les jeux vidéo', photography: 'la photographie', cooking: 'la cuisine', cycling: 'le vélo', sports: 'le sport', painting: 'la peinture', travel: 'les voyages', programming: 'la programmation', magic: 'la magie', theater: 'le théâtre' },
  de: { reading: 'lesen', music: 'musik', gaming: 'videospiele', photography: 'fotografieren', cooking: 'kochen', cycling: 'radfahren', sports: 'sport', painting: 'malen', travel: 'reisen', programming: 'programmieren', magic: 'zaubertricks', theater: 'theater' },
  it: { reading: 'la lettura', music: 'la musica', gaming: 'i videogiochi', photography: 'la fotografia', cooking: 'la cucina', cycling: 'la bicicletta', sports: 'lo sport', painting: 'la pittura', travel: 'i viaggi', programming: 'la programmazione', magic: 'la magia', theater: 'il teatro' },
};

/** A word of each moral that the story must reach. */
const MORAL_WORDS: Record<LanguageId, Record<Exclude<MoralId, 'none'>, RegExp>> = {
  es: { kindness: /amable/, honesty: /honest/, change: /cambio/, truth: /verdad/, think: /pensar/, 'never-give-up': /rendir/, respect: /respet/, friendship: /amistad/, forgiveness: /perdon/, accept: /aceptar/, patience: /paciencia/ },
  en: { kindness: /kind/, honesty: /honest/, change: /change/, truth: /truth/, think: /think/, 'never-give-up': /give up/, respect: /respect/, friendship: /friendship/, forgiveness: /forgiv/, accept: /accept/, patience: /patien/ },
  fr: { kindness: /gentil/, honesty: /honnêt/, change: /changement/, truth: /vérité/, think: /réfléchir/, 'never-give-up': /abandonner/, respect: /respect/, friendship: /amitié/, forgiveness: /pardonn/, accept: /accepter/, patience: /patience/ },
  de: { kindness: /freundlich/, honesty: /ehrlich/, change: /veränderung/, truth: /wahrheit/, think: /nach(zu)?denken/, 'never-give-up': /aufzugeben|aufgib/, respect: /respekt/, friendship: /freundschaft/, forgiveness: /verzeih/, accept: /anzunehmen/, patience: /geduld/ },
  it: { kindness: /gentil/, honesty: /onest/, change: /cambiament/, truth: /verità/, think: /pensare/, 'never-give-up': /arrender/, respect: /rispett/, friendship: /amicizia/, forgiveness: /perdona/, accept: /accettare/, patience: /pazienza/ },
};

/** Who speaks in the dialogue lines: the companion introduced in the story. */
const SPEAKER: Record<LanguageId, RegExp> = {
  es: /(\p{Lu}\p{L}+) dijo: «/u,
  en: /(\p{Lu}\p{L}+) said: “/u,
  fr: /(\p{Lu}\p{L}+) dit : «/u,
  de: /(\p{Lu}\p{L}+) sagte: „/u,
  it: /(\p{Lu}\p{L}+) disse: «/u,
};

const NAMES = ['Lucía', 'Mateo', 'Olivia', 'Hugo', 'Noa', 'Leo', 'Martina', 'Iker'];

function request(i: number, overrides: Partial<StoryRequest> = {}): StoryRequest {
  return {
    language: LANGUAGE_IDS[i % LANGUAGE_IDS.length],
    childAge: [2, 3, 5, 7, 9, 10][i % 6],
    specialNeed: ([null, ...SPECIAL_NEED_IDS] as (SpecialNeedId | null)[])[i % 7],
    genre: GENRE_IDS[i % GENRE_IDS.length],
    moral: MORAL_IDS[i % MORAL_IDS.length],
    duration: DURATIONS[i % 3].id,
    character: {
      name: NAMES[i % NAMES.length],
      profession: PROFESSION_IDS[i % PROFESSION_IDS.length],
      hobbies: [HOBBY_IDS[i % HOBBY_IDS.length], HOBBY_IDS[(i + 5) % HOBBY_IDS.length]],
      personality: [PERSONALITY_IDS[i % PERSONALITY_IDS.length], PERSONALITY_IDS[(i + 3) % PERSONALITY_IDS.length]],
      description: i % 3 === 0 ? 'lleva siempre una gorra amarilla' : null,
    },
    additionalDetails: i % 2 === 0 ? 'quiere encontrar un gato con botas' : null,
    ...overrides,
  };
}

const target = (r: StoryRequest) => DURATIONS.find((d) => d.id === r.duration)!.targetWords;

describe('offline storyteller: stories', () => {
  const writer = createOfflineWriter({ random: seeded(42) });
  const generated: { request: StoryRequest; text: string; chunks: string[] }[] = [];

  it('writes 105 stories across languages, ages, needs and durations that parseWrittenText accepts', async () => {
    for (let i = 0; i < 105; i++) {
      const r = request(i);
      const { text, chunks } = await collect(writer.streamStory(r));
      generated.push({ request: r, text, chunks });
      expect(() => parseWrittenText(text)).not.toThrow();
      const [titleLine, blank] = text.split('\n');
      expect(titleLine.trim().length).toBeGreaterThan(0);
      expect(blank).toBe('');
    }
    expect(generated).toHaveLength(105);
  });

  it('meets the duration target within ±20 %', () => {
    for (const { request: r, text } of generated) {
      const count = words(parseWrittenText(text).content).length;
      expect(count, `${r.language} ${r.duration} age ${r.childAge} ${r.specialNeed}`).toBeGreaterThanOrEqual(target(r) * 0.8);
      expect(count, `${r.language} ${r.duration} age ${r.childAge} ${r.specialNeed}`).toBeLessThanOrEqual(target(r) * 1.2);
    }
  });

  it("names the character and the character's profession", () => {
    for (const { request: r, text } of generated) {
      expect(text).toContain(r.character.name);
      expect(text.toLowerCase()).toContain(PROFESSION_WORDS[r.language][r.character.profession]);
    }
  });

  it('names every hobby of the character, however many, in the story language', async () => {
    const w = createOfflineWriter({ random: seeded(77) });
    let stories = 0;
    for (let i = 0; i < 120; i++) {
      // 1 to 12 hobbies, starting at a different one each time.
      const count = 1 + (i % HOBBY_IDS.length);
      const hobbies = Array.from({ length: count }, (_, k) => HOBBY_IDS[(i * 5 + k) % HOBBY_IDS.length]);
      const r = request(i, { character: { ...request(i).character, hobbies } });
      const { text } = await collect(w.streamStory(r));
      const lower = text.toLowerCase();
      for (const hobby of hobbies) expect(lower, `${r.language}, ${count} hobbies: ${hobby}`).toContain(HOBBY_WORDS[r.language][hobby]);
      // Naming them all keeps the length target.
      const length = words(parseWrittenText(text).content).length;
      expect(length, `${r.language} ${r.duration} with ${count} hobbies`).toBeGreaterThanOrEqual(target(r) * 0.8);
      expect(length, `${r.language} ${r.duration} with ${count} hobbies`).toBeLessThanOrEqual(target(r) * 1.2);
      stories++;
    }
    expect(stories).toBe(120);
  });

  it('writes in the requested language', () => {
    for (const { request: r, text } of generated) expect(detectLanguage(text), text.slice(0, 200)).toBe(r.language);
  });

  it("weaves in the parent's details and the character description", () => {
    for (const { request: r, text } of generated) {
      if (r.additionalDetails) expect(text).toContain(r.additionalDetails);
      if (r.character.description) expect(text).toContain(r.character.description);
    }
  });

  it('elides French articles before a name that starts with a vowel', async () => {
    const w = createOfflineWriter({ random: seeded(8) });
    for (const name of ['Olivia', 'Iker', 'Émile']) {
      const { text } = await collect(w.streamStory(request(1, { language: 'fr', character: { ...request(1).character, name } })));
      expect(text).toContain(name);
      expect(text).not.toMatch(new RegExp(`(^|[^\\p{L}])(de|que|jusque) ${name}`, 'u'));
    }
  });

  it('streams in small chunks', () => {
    for (const { chunks } of generated) {
      expect(chunks.length).toBeGreaterThan(50);
      for (const chunk of chunks) expect(words(chunk).length).toBeLessThanOrEqual(6);
    }
  });

  it('reaches every moral in every language', async () => {
    const w = createOfflineWriter({ random: seeded(7) });
    for (const language of LANGUAGE_IDS) {
      for (const moral of MORAL_IDS) {
        if (moral === 'none') continue;
        const { text } = await collect(w.streamStory(request(3, { language, moral, duration: 'short' })));
        expect(text.toLowerCase(), `${language} ${moral}`).toMatch(MORAL_WORDS[language][moral]);
      }
    }
  });

  it('uses shorter sentences for age 3 and for Dislexia and Down than for age 9 without a need', async () => {
    const w = createOfflineWriter({ random: seeded(99) });
    const averageFor = async (childAge: number, specialNeed: SpecialNeedId | null, language: LanguageId) => {
      const lengths: number[] = [];
      for (let i = 0; i < 4; i++) {
        const { text } = await collect(w.streamStory(request(i, { language, childAge, specialNeed, duration: 'medium' })));
        lengths.push(...sentenceLengths(parseWrittenText(text).content));
      }
      return average(lengths);
    };
    for (const language of LANGUAGE_IDS) {
      const nine = await averageFor(9, null, language);
      expect(await averageFor(3, null, language), language).toBeLessThan(nine);
      expect(await averageFor(9, 'Dislexia', language), language).toBeLessThan(nine);
      expect(await averageFor(9, 'Down', language), language).toBeLessThan(nine);
    }
  });

  it('adapts to TDAH with short paragraphs and questions, and to Comprension with porque/entonces', async () => {
    const w = createOfflineWriter({ random: seeded(5) });
    const tdah = await collect(w.streamStory(request(0, { language: 'es', specialNeed: 'TDAH', childAge: 7 })));
    const paragraphs = parseWrittenText(tdah.text).content.split(/\n\n/);
    for (const p of paragraphs) expect(p.split(/(?<=[.!?»])\s+(?=[¡¿\p{Lu}])/u).length).toBeLessThanOrEqual(4);
    expect(tdah.text).toContain('?');
    const comprension = await collect(w.streamStory(request(0, { language: 'es', specialNeed: 'Comprension', childAge: 7 })));
    expect(comprension.text).toMatch(/porque/);
    expect(comprension.text).toMatch(/[Ee]ntonces/);
  });

  it('keeps Ansiedad stories calm and safe, and TEA stories literal with named emotions', async () => {
    const w = createOfflineWriter({ random: seeded(21) });
    for (let i = 0; i < 12; i++) {
      const calm = (await collect(w.streamStory(request(i, { language: 'es', specialNeed: 'Ansiedad', duration: 'long' })))).text;
      expect(calm).not.toMatch(/llorar|tormenta|río creció|durante la noche/);
      expect(calm).toMatch(/a salvo/);
      const literal = (await collect(w.streamStory(request(i, { language: 'es', specialNeed: 'TEA', duration: 'long' })))).text;
      expect(literal).not.toMatch(/chispa de esperanza|adivinanzas|parecían|era como|como un|se llenó de alegría/);
      expect(literal).toContain('Esta historia tiene un principio, un problema y un final feliz.');
      expect(literal).toMatch(/(sintió|sentía) (alegría|tristeza|calma|cansancio)/);
    }
  });

  it('gives a different story with a fitting title on each call for the same inputs', async () => {
    const w = createOfflineWriter({ random: seeded(2024) });
    const same = request(8, { language: 'es', duration: 'medium', specialNeed: null, childAge: 6 });
    const texts: string[] = [];
    for (let i = 0; i < 10; i++) texts.push((await collect(w.streamStory(same))).text);
    const shingles = texts.map((t) => {
      const ws = words(parseWrittenText(t).content.toLowerCase());
      const set = new Set<string>();
      for (let k = 0; k + 4 <= ws.length; k++) set.add(ws.slice(k, k + 4).join(' '));
      return set;
    });
    for (let a = 0; a < texts.length; a++) {
      for (let b = a + 1; b < texts.length; b++) {
        const shared = [...shingles[a]].filter((s) => shingles[b].has(s)).length;
        const jaccard = shared / (shingles[a].size + shingles[b].size - shared);
        expect(jaccard).toBeLessThan(0.5);
      }
    }
    const titles = new Set(texts.map((t) => parseWrittenText(t).title));
    expect(titles.size).toBeGreaterThanOrEqual(5);
    for (const t of texts) expect(parseWrittenText(t).title).toMatch(/\S/);
  });

  it('lets the event loop run while it streams', async () => {
    const w = createOfflineWriter({ random: seeded(1) });
    let turns = 0;
    let streaming = true;
    const tick = () => {
      turns++;
      if (streaming) setImmediate(tick);
    };
    setImmediate(tick);
    await collect(w.streamStory(request(2, { duration: 'long' })));
    streaming = false;
    expect(turns).toBeGreaterThan(50);
  });

  it('stops with a WriterError when the request is aborted', async () => {
    const w = createOfflineWriter({ random: seeded(3) });
    const controller = new AbortController();
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of w.streamStory(request(1), { signal: controller.signal })) {
          seen.push(chunk);
          if (seen.length === 3) controller.abort();
        }
      })(),
    ).rejects.toBeInstanceOf(WriterError);
    expect(seen).toHaveLength(3);
  });
});

describe('offline storyteller: continuations', () => {
  async function storySoFar(w: StoryWriter, r: StoryRequest): Promise<StoryContext> {
    const first = parseWrittenText((await collect(w.streamStory(r))).text);
    return { request: r, title: first.title, chapters: [first] };
  }

  it('always offers exactly three distinct options naming the character', async () => {
    const w = createOfflineWriter({ random: seeded(11) });
    for (let i = 0; i < 25; i++) {
      const story = await storySoFar(w, request(i, { duration: 'short' }));
      const options = await w.continuationOptions(story);
      expect(options).toHaveLength(3);
      expect(new Set(options).size).toBe(3);
      for (const option of options) {
        expect(option.trim().length).toBeGreaterThan(10);
        expect(option.length).toBeLessThan(200);
      }
      expect(options.some((o) => o.includes(story.request.character.name))).toBe(true);
    }
  });

  it("writes a custom chapter that contains the parent's direction and keeps the character and companion", async () => {
    const w = createOfflineWriter({ random: seeded(12) });
    for (const language of LANGUAGE_IDS) {
      const r = request(4, { language, duration: 'medium', specialNeed: null });
      const story = await storySoFar(w, r);
      const companion = SPEAKER[language].exec(story.chapters[0].content)?.[1];
      expect(companion, language).toBeTruthy();
      const direction = 'el personaje encuentra un dragón con hipo en la cocina';
      const { text } = await collect(w.streamContinuation(story, { kind: 'custom', text: direction }));
      const chapter = parseWrittenText(text);
      // The direction opens the chapter, comes back halfway and closes it.
      expect(chapter.content.split(direction).length - 1).toBeGreaterThanOrEqual(3);
      expect(chapter.content).toContain(r.character.name);
      expect(chapter.content).toContain(companion!);
      expect(detectLanguage(text)).toBe(language);
      expect(words(chapter.content).length).toBeGreaterThanOrEqual(target(r) * 0.6);
      expect(words(chapter.content).length).toBeLessThanOrEqual(target(r) * 1.2);
    }
  });

  it('follows a chosen option and a free continuation, reading the whole story so far', async () => {
    const w = createOfflineWriter({ random: seeded(13) });
    const r = request(6, { language: 'es', duration: 'short' });
    const story = await storySoFar(w, r);
    const options = await w.continuationOptions(story);
    const option = await collect(w.streamContinuation(story, { kind: 'option', summary: options[1] }));
    expect(option.text).toContain(options[1].replace(/\.$/, ''));
    const second = parseWrittenText(option.text);
    const longer: StoryContext = { ...story, chapters: [...story.chapters, second] };
    const free = parseWrittenText((await collect(w.streamContinuation(longer, { kind: 'free' }))).text);
    expect(free.content).toContain(r.character.name);
    expect(words(free.content).length).toBeGreaterThanOrEqual(target(r) * 0.6);
    expect(free.content).not.toBe(second.content);
  });

  it('continues a story written by another writer, keeping its character', async () => {
    const w = createOfflineWriter({ random: seeded(14) });
    const r = request(0, { language: 'es', duration: 'short' });
    const story: StoryContext = {
      request: r,
      title: 'La gran carrera',
      chapters: [{ title: 'La gran carrera', content: `${r.character.name} corrió por el bosque con su amiga la ardilla hasta el lago.` }],
    };
    expect((await w.continuationOptions(story)).length).toBe(3);
    const chapter = parseWrittenText((await collect(w.streamContinuation(story, { kind: 'free' }))).text);
    expect(chapter.content).toContain(r.character.name);
  });
});
