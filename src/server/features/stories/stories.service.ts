// Stories and their chapters: reading them as the contract's DTO (with the joined character and the
// SPEC fallbacks), creating one from a finished text together with its quota use, deleting one.
// Small exported functions: continuations and challenges build on them.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  DurationId,
  GenreId,
  HobbyId,
  LanguageId,
  MoralId,
  PersonalityId,
  ProfessionId,
  SpecialNeedId,
} from '../../../shared/catalogs';
import {
  DELETED_CHARACTER_ID,
  DELETED_CHARACTER_NAME,
  type Character,
} from '../../../shared/contract/characters';
import {
  type createStorySchema,
  excerptOf,
  type Chapter,
  type GenerationMethod,
  type LibraryChapter,
  type LibraryStory,
  type Story,
} from '../../../shared/contract/stories';
import type { z } from '../../../shared/zod';
import type { Database } from '../../db/client';
import { characters, stories, storyChapters } from '../../db/schema';
import { AppError, limitReached, notFound } from '../../lib/errors';
import { assertSafeInput } from '../../lib/safety-guard';
import type { BlobStore } from '../../providers/storage/blob-store';
import type { StoryContext, StoryRequest, WrittenChapter } from '../../providers/writer/story-writer';
import { findOwnCharacter, toCharacterDto, type CharacterRow } from '../characters/characters.service';
import type { Generation, GenerationMessages, WritingDeps } from '../generation/generation';
import { consumeStoryQuota, effectiveCounters, getOrCreateProfile, type ProfileRow } from '../profile/profile.service';
import { reserveStory, type Reservation } from '../profile/quota-reservations';
import { FREE_MONTHLY_STORIES, isPremiumStatus } from '../../../shared/plans';

export interface StoriesDeps extends WritingDeps {
  /** Where narrations are kept: a deleted story's audio files go with it. */
  blobStore?: BlobStore;
}

export type StoryRow = typeof stories.$inferSelect;
export type ChapterRow = typeof storyChapters.$inferSelect;

export const STORY_NOT_FOUND = 'Historia no encontrada';
export const UNTITLED_STORY = 'Historia sin título';
export const STORY_LIMIT_CODE = 'story_limit';
export const INVALID_CHARACTER = 'Personaje no seleccionado o inválido.';

export const STORY_GENERATION_MESSAGES: GenerationMessages = {
  unavailable: 'No se pudo generar la historia. Inténtalo de nuevo.',
  timeout: 'La historia está tardando demasiado en generarse. Inténtalo de nuevo.',
  malformed: 'La historia generada no es válida. Inténtalo de nuevo.',
  storeFailed: 'No se pudo guardar la historia. Inténtalo de nuevo.',
};

export function storyLimitError(premium = false) {
  return limitReached(
    STORY_LIMIT_CODE,
    premium
      ? 'Has alcanzado el límite de historias para tu plan premium. Contacta con soporte para más información.'
      : 'Has alcanzado el límite mensual de historias gratuitas. Actualiza a premium para crear más historias.',
  );
}

export function chapterTitle(title: string | null | undefined, chapterNumber: number): string {
  return title?.trim() ? title.trim() : `Capítulo ${chapterNumber}`;
}

function deletedCharacter(story: StoryRow): Character {
  const at = story.createdAt.toISOString();
  return {
    id: DELETED_CHARACTER_ID,
    name: DELETED_CHARACTER_NAME,
    hobbies: [],
    personality: '',
    profession: '',
    description: null,
    characterType: null,
    createdAt: at,
    updatedAt: at,
  };
}

export function toChapterDto(row: ChapterRow): Chapter {
  return {
    id: row.id,
    chapterNumber: row.chapterNumber,
    title: chapterTitle(row.title, row.chapterNumber),
    content: row.content,
    generationMethod: row.generationMethod as GenerationMethod,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The contract's story: character joined (or 'Personaje Eliminado'), chapters ordered and never empty. */
export function toStoryDto(story: StoryRow, character: CharacterRow | null, chapterRows: ChapterRow[]): Story {
  const title = story.title.trim() ? story.title.trim() : UNTITLED_STORY;
  const chapters = [...chapterRows].sort((a, b) => a.chapterNumber - b.chapterNumber).map(toChapterDto);
  if (chapters.length === 0) {
    // A story stored without chapters (older data) reads as one chapter built from its own text.
    chapters.push({
      id: story.id,
      chapterNumber: 1,
      title,
      content: story.content,
      generationMethod: 'free',
      createdAt: story.createdAt.toISOString(),
    });
  }
  const main = character ? toCharacterDto(character) : deletedCharacter(story);
  return { ...storyFields(story), title, character: main, characters: [main], chapters };
}

type StoryFields = Pick<StoryRow, 'id' | 'title' | 'moral' | 'genre' | 'duration' | 'language' | 'additionalDetails' | 'createdAt' | 'updatedAt'>;

function storyFields(story: StoryFields) {
  return {
    id: story.id,
    title: story.title.trim() ? story.title.trim() : UNTITLED_STORY,
    moral: story.moral,
    genre: story.genre,
    duration: story.duration,
    language: story.language,
    additionalDetails: story.additionalDetails,
    createdAt: story.createdAt.toISOString(),
    updatedAt: story.updatedAt.toISOString(),
  };
}

/** Stories with their characters and chapters in two queries, whatever their number. */
async function loadStories(db: Pick<Database, 'select'>, userId: string, storyId?: string): Promise<Story[]> {
  const rows = await db
    .select({ story: stories, character: characters })
    .from(stories)
    .leftJoin(characters, eq(stories.characterId, characters.id))
    .where(storyId ? and(eq(stories.userId, userId), eq(stories.id, storyId)) : eq(stories.userId, userId))
    .orderBy(desc(stories.createdAt), desc(stories.id));
  if (rows.length === 0) return [];
  const chapterRows = await db
    .select()
    .from(storyChapters)
    .where(
      inArray(
        storyChapters.storyId,
        rows.map((r) => r.story.id),
      ),
    )
    .orderBy(asc(storyChapters.storyId), asc(storyChapters.chapterNumber));
  const byStory = new Map<string, ChapterRow[]>();
  for (const chapter of chapterRows) {
    const list = byStory.get(chapter.storyId) ?? [];
    list.push(chapter);
    byStory.set(chapter.storyId, list);
  }
  return rows.map((r) => toStoryDto(r.story, r.character, byStory.get(r.story.id) ?? []));
}

/**
 * GET /api/stories: the light library, newest first. Two queries whatever the number of stories, and
 * neither reads a chapter's text: the excerpt is cut from the opening the database keeps beside each
 * story (a generated column), and whether it has a challenge is a flag kept by a trigger.
 */
export async function listStories(db: Pick<Database, 'select'>, userId: string): Promise<LibraryStory[]> {
  const [rows, chapterRows] = await Promise.all([
    db
      .select({
        id: stories.id,
        title: stories.title,
        moral: stories.moral,
        genre: stories.genre,
        duration: stories.duration,
        language: stories.language,
        additionalDetails: stories.additionalDetails,
        createdAt: stories.createdAt,
        updatedAt: stories.updatedAt,
        opening: stories.opening,
        hasChallenge: stories.hasChallenge,
        characterId: characters.id,
        characterName: characters.name,
        characterProfession: characters.profession,
        characterHobbies: characters.hobbies,
      })
      .from(stories)
      .leftJoin(characters, eq(stories.characterId, characters.id))
      .where(eq(stories.userId, userId))
      .orderBy(desc(stories.createdAt), desc(stories.id)),
    db
      .select({
        id: storyChapters.id,
        storyId: storyChapters.storyId,
        chapterNumber: storyChapters.chapterNumber,
        title: storyChapters.title,
        createdAt: storyChapters.createdAt,
      })
      .from(storyChapters)
      .innerJoin(stories, eq(storyChapters.storyId, stories.id))
      .where(eq(stories.userId, userId))
      .orderBy(asc(storyChapters.storyId), asc(storyChapters.chapterNumber)),
  ]);
  const byStory = new Map<string, LibraryChapter[]>();
  for (const chapter of chapterRows) {
    const list = byStory.get(chapter.storyId) ?? [];
    list.push({
      id: chapter.id,
      chapterNumber: chapter.chapterNumber,
      title: chapterTitle(chapter.title, chapter.chapterNumber),
      createdAt: chapter.createdAt.toISOString(),
    });
    byStory.set(chapter.storyId, list);
  }
  return rows.map((row) => {
    const fields = storyFields(row);
    const character =
      row.characterId !== null
        ? { id: row.characterId, name: row.characterName ?? '', profession: row.characterProfession ?? '', hobbies: row.characterHobbies ?? [] }
        : { id: DELETED_CHARACTER_ID, name: DELETED_CHARACTER_NAME, profession: '', hobbies: [] };
    // A story stored without chapters (older data) reads as one chapter, as in toStoryDto.
    const chapters = byStory.get(row.id) ?? [{ id: row.id, chapterNumber: 1, title: fields.title, createdAt: fields.createdAt }];
    const excerpt = excerptOf(row.opening ?? '');
    return { ...fields, excerpt, hasChallenge: row.hasChallenge, character, characters: [character], chapters };
  });
}

/** The user's story as the DTO; a missing story and another user's answer the same 404. */
export async function getStoryForUser(db: Pick<Database, 'select'>, userId: string, storyId: string): Promise<Story> {
  const [story] = await loadStories(db, userId, storyId);
  if (!story) throw notFound(STORY_NOT_FOUND);
  return story;
}

export async function deleteStory(db: Database, userId: string, storyId: string): Promise<void> {
  const deleted = await db
    .delete(stories)
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
    .returning({ id: stories.id });
  if (deleted.length === 0) throw notFound(STORY_NOT_FOUND);
}

/** The writer's input for a character row (or a stored story's character DTO). */
export function storyCharacterOf(character: Pick<Character, 'name' | 'profession' | 'hobbies' | 'personality' | 'description' | 'characterType'>) {
  return {
    name: character.name,
    profession: character.profession as ProfessionId,
    hobbies: character.hobbies as HobbyId[],
    personality: character.personality
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean) as PersonalityId[],
    description: character.description,
    characterType: character.characterType,
  };
}

export interface StoryChoices {
  genre: GenreId;
  moral: MoralId;
  duration: DurationId;
  additionalDetails: string | null;
}

/** Everything the writer needs for a new story: the child's profile and the parent's choices. */
export function storyRequestOf(
  profile: Pick<ProfileRow, 'language' | 'childAge' | 'specialNeed'>,
  character: Pick<Character, 'name' | 'profession' | 'hobbies' | 'personality' | 'description' | 'characterType'>,
  choices: StoryChoices,
  language: string = profile.language,
): StoryRequest {
  return {
    language: language as LanguageId,
    childAge: profile.childAge,
    specialNeed: (profile.specialNeed as SpecialNeedId | null) ?? null,
    genre: choices.genre,
    moral: choices.moral,
    duration: choices.duration,
    character: storyCharacterOf(character),
    additionalDetails: choices.additionalDetails,
  };
}

/** A stored story as the writer reads it for continuations and challenges (in the story's language). */
export function storyContextOf(story: Story, profile: Pick<ProfileRow, 'language' | 'childAge' | 'specialNeed'>): StoryContext {
  return {
    request: storyRequestOf(
      profile,
      story.character,
      {
        genre: story.genre as GenreId,
        moral: story.moral as MoralId,
        duration: story.duration as DurationId,
        additionalDetails: story.additionalDetails,
      },
      story.language,
    ),
    title: story.title,
    chapters: story.chapters.map((c) => ({ title: c.title, content: c.content })),
  };
}

/** Whether the Free limit is already used up: the quick refusal before any writing starts. */
export function storyLimitUsedUp(profile: ProfileRow, storiesUsed: number): boolean {
  return !isPremiumStatus(profile.subscriptionStatus) && storiesUsed >= FREE_MONTHLY_STORIES;
}

/**
 * Everything a new story is refused for, refused before any writing (the character, the parent's own
 * words, the plan), then the story's unit of the plan taken, so that parallel requests at the last
 * story start the writer once. The generation gives the unit back if nothing gets stored.
 */
export async function prepareNewStory(
  deps: StoriesDeps,
  userId: string,
  input: z.output<typeof createStorySchema>,
): Promise<Generation<{ story: Story }>> {
  const { db } = deps;
  const characterRow = await findOwnCharacter(db, userId, input.characterId);
  if (!characterRow) throw new AppError(404, 'invalid_character', INVALID_CHARACTER);
  const profile = await getOrCreateProfile(db, userId);
  // The parent's own words pass the child-safety check before the writer sees them.
  await assertSafeInput(deps.safety, [input.additionalDetails], profile.language);
  if (storyLimitUsedUp(profile, effectiveCounters(profile, deps.clock()).storiesUsed)) throw storyLimitError();
  const reservation = await reserveStory(db, userId, deps.clock);
  if (!reservation) throw storyLimitError();
  const choices = { genre: input.genre, moral: input.moral, duration: input.duration, additionalDetails: input.additionalDetails };
  const request = storyRequestOf(profile, toCharacterDto(characterRow), choices);
  const story = { userId, characterId: characterRow.id, language: profile.language, ...choices };
  return {
    write: (signal) => deps.writer.streamStory(request, { signal }),
    store: async (written) => ({ story: await storeNewStory(db, story, written, deps.clock(), reservation) }),
    release: reservation.release,
    messages: STORY_GENERATION_MESSAGES,
    safety: { check: deps.safety, language: profile.language },
    log: deps.log,
  };
}
export interface NewStory extends StoryChoices {
  userId: string;
  characterId: string;
  language: string;
}

/**
 * Stores a finished story and its chapter 1 and counts it against the monthly limit, in one
 * transaction with deleting the reservation it was written under: when the count is refused nothing is
 * stored.
 */
export async function storeNewStory(
  db: Database,
  input: NewStory,
  written: WrittenChapter,
  now: Date,
  reservation?: Pick<Reservation, 'consumeIn'>,
): Promise<Story> {
  const storyId = await db.transaction(async (tx) => {
    const counted = await consumeStoryQuota(tx, input.userId, now);
    if (!counted) throw storyLimitError();
    // The unit taken before writing becomes this count.
    await reservation?.consumeIn(tx);
    const [story] = await tx
      .insert(stories)
      .values({
        userId: input.userId,
        characterId: input.characterId,
        title: written.title,
        content: written.content,
        genre: input.genre,
        moral: input.moral,
        duration: input.duration,
        language: input.language,
        additionalDetails: input.additionalDetails,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: stories.id });
    await tx.insert(storyChapters).values({
      storyId: story.id,
      chapterNumber: 1,
      title: written.title,
      content: written.content,
      generationMethod: 'free',
      createdAt: now,
      updatedAt: now,
    });
    return story.id;
  });
  return getStoryForUser(db, input.userId, storyId);
}
