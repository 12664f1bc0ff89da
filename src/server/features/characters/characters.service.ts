// The user's characters. Names are unique per user ignoring case: checked before writing for a clear
// answer, and enforced by the unique index on (user_id, lower(name)) so two parallel saves cannot both
// win. A client-chosen id makes a local-first save safe to retry (SPEC section 4, offline sync queue).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Character, CharacterInput } from '../../../shared/contract/characters';
import type { Database } from '../../db/client';
import { characters } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';

export type CharacterRow = typeof characters.$inferSelect;

export const CHARACTER_NOT_FOUND = 'Personaje no encontrado';
const NAME_INDEX = 'characters_user_name_unique';

export function duplicateNameError(name: string): AppError {
  return conflict(
    `Ya tienes un personaje llamado «${name}». Por favor, elige otro nombre.`,
    'duplicate_name',
  );
}

export function toCharacterDto(row: CharacterRow): Character {
  return {
    id: row.id,
    name: row.name,
    hobbies: row.hobbies,
    personality: row.personality,
    profession: row.profession,
    description: row.description ?? null,
    characterType: row.characterType ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first. */
export async function listCharacters(db: Database, userId: string): Promise<Character[]> {
  const rows = await db
    .select()
    .from(characters)
    .where(eq(characters.userId, userId))
    .orderBy(desc(characters.createdAt), desc(characters.id));
  return rows.map(toCharacterDto);
}

/** The user's character row, or null when it is missing or belongs to someone else. */
export async function findOwnCharacter(db: Pick<Database, 'select'>, userId: string, id: string): Promise<CharacterRow | null> {
  const [row] = await db
    .select()
    .from(characters)
    .where(and(eq(characters.id, id), eq(characters.userId, userId)));
  return row ?? null;
}

async function assertNameFree(db: Database, userId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: characters.id })
    .from(characters)
    .where(
      and(
        eq(characters.userId, userId),
        sql`lower(${characters.name}) = lower(${name})`,
        exceptId ? ne(characters.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw duplicateNameError(name);
}

function fieldsOf(input: CharacterInput) {
  return {
    name: input.name,
    hobbies: [...new Set(input.hobbies)],
    personality: input.personality
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(','),
    profession: input.profession,
    description: input.description ? input.description : null,
    characterType: input.characterType ? input.characterType : null,
  };
}

async function writeGuarded<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw duplicateNameError(name);
    throw error;
  }
}

/** PUT /api/characters/:id: only the owner's character changes; anyone else's answers 404. */
export async function updateCharacter(db: Database, userId: string, id: string, input: CharacterInput): Promise<Character> {
  const existing = await findOwnCharacter(db, userId, id);
  if (!existing) throw notFound(CHARACTER_NOT_FOUND);
  await assertNameFree(db, userId, input.name, id);
  const [row] = await writeGuarded(input.name, () =>
    db
      .update(characters)
      .set(fieldsOf(input))
      .where(and(eq(characters.id, id), eq(characters.userId, userId)))
      .returning(),
  );
  if (!row) throw notFound(CHARACTER_NOT_FOUND);
  return toCharacterDto(row);
}

/**
 * POST /api/characters. With an id the save is idempotent: the user's own character of that id is
 * updated, a new id is created with it, and another user's id answers 404 like a missing one.
 */
export async function saveCharacter(db: Database, userId: string, input: CharacterInput): Promise<{ character: Character; created: boolean }> {
  if (input.id) {
    const [holder] = await db.select({ userId: characters.userId }).from(characters).where(eq(characters.id, input.id));
    if (holder) {
      if (holder.userId !== userId) throw notFound(CHARACTER_NOT_FOUND);
      return { character: await updateCharacter(db, userId, input.id, input), created: false };
    }
  }
  await assertNameFree(db, userId, input.name, input.id);
  try {
    const [row] = await writeGuarded(input.name, () =>
      db
        .insert(characters)
        .values({ ...(input.id ? { id: input.id } : {}), userId, ...fieldsOf(input) })
        .returning(),
    );
    return { character: toCharacterDto(row), created: true };
  } catch (error) {
    // The same id was inserted meanwhile (a retried save racing itself): settle it as an update.
    if (input.id && isUniqueViolation(error, 'characters_pkey')) {
      const owned = await findOwnCharacter(db, userId, input.id);
      if (!owned) throw notFound(CHARACTER_NOT_FOUND);
      return { character: await updateCharacter(db, userId, input.id, input), created: false };
    }
    throw error;
  }
}

export async function deleteCharacter(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(characters)
    .where(and(eq(characters.id, id), eq(characters.userId, userId)))
    .returning({ id: characters.id });
  if (deleted.length === 0) throw notFound(CHARACTER_NOT_FOUND);
}
