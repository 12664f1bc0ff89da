// The user's characters in this browser, local first (SPEC sections 3 and 4): kept under
// `story-app-{userId}-characters` as `savedCharacters`. A save or delete changes the local list first and
// then the server; when the network or the server is down the change waits in the offline sync queue
// (table 'characters') and the user carries on. What the server refuses (a duplicate name, bad data) is
// undone locally and reported to the screen instead.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Character, CharacterInput } from '@shared/contract/characters';
import { ApiError } from '../../lib/api';
import { isRetryableSyncError, pendingItems, registerSyncSender, syncQueue } from '../../lib/app-sync';
import type { SyncQueueItem } from '../../lib/sync-queue';
import { registerUserStore, userPersistStorage, userStorage } from '../../lib/user-storage';
import { deleteCharacter as deleteRemote } from './api/delete-character';
import { createCharacter, updateCharacter } from './api/save-character';

export const CHARACTERS_STORE = 'characters';
export const CHARACTERS_TABLE = 'characters';

export const NOT_AUTHENTICATED_SAVE = 'Usuario no autenticado';
export const NOT_AUTHENTICATED_DELETE = 'No autenticado';

export type SaveCharacterResult = { status: 'saved' | 'queued'; character: Character };
export type DeleteCharacterResult = 'deleted' | 'queued';

interface CharacterStoreValues {
  savedCharacters: Character[];
}

interface CharacterStoreState extends CharacterStoreValues {
  /** Replaces the list with the server's, keeping the changes that are still waiting in the sync queue. */
  mergeFromServer: (characters: Character[]) => void;
  /** Creates (new id) or updates (known id) a character: locally first, then on the server. */
  saveCharacter: (input: CharacterInput & { id: string }) => Promise<SaveCharacterResult>;
  deleteCharacter: (id: string) => Promise<DeleteCharacterResult>;
}

/** The body the API takes (DESIGN section 3) from a local character. */
export function toCharacterInput(character: Pick<Character, 'id' | 'name' | 'hobbies' | 'personality' | 'profession' | 'description' | 'characterType'>): CharacterInput & { id: string } {
  return {
    id: character.id,
    name: character.name,
    hobbies: character.hobbies as CharacterInput['hobbies'],
    personality: character.personality,
    profession: character.profession as CharacterInput['profession'],
    description: character.description ?? null,
    characterType: character.characterType ?? null,
  };
}

function upsert(list: Character[], character: Character): Character[] {
  const index = list.findIndex((c) => c.id === character.id);
  if (index < 0) return [character, ...list];
  const next = [...list];
  next[index] = character;
  return next;
}

function withoutId(list: Character[], id: string): Character[] {
  return list.filter((c) => c.id !== id);
}

function pendingCharacterItems(): SyncQueueItem[] {
  return pendingItems(CHARACTERS_TABLE);
}

function hasPendingChange(id: string): boolean {
  return pendingCharacterItems().some((item) => (item.data as { id?: string } | null)?.id === id);
}

function queueChange(operation: SyncQueueItem['operation'], data: Character | { id: string }): void {
  // The queue tries at once and again later; its failures are only logged (SPEC section 4).
  void syncQueue.add({ table: CHARACTERS_TABLE, operation, data });
}

export const useCharacterStore = create<CharacterStoreState>()(
  persist(
    (set, get) => ({
      savedCharacters: [],

      mergeFromServer(characters) {
        let merged = [...characters];
        for (const item of pendingCharacterItems()) {
          const data = item.data as Character;
          if (!data?.id) continue;
          merged = item.operation === 'delete' ? withoutId(merged, data.id) : upsert(merged, data);
        }
        set({ savedCharacters: merged });
      },

      async saveCharacter(input) {
        if (!userStorage.getUserId()) throw new ApiError(401, 'unauthorized', NOT_AUTHENTICATED_SAVE);
        const previous = get().savedCharacters.find((c) => c.id === input.id);
        const now = new Date().toISOString();
        const local: Character = {
          id: input.id,
          name: input.name.trim(),
          hobbies: [...input.hobbies],
          personality: input.personality,
          profession: input.profession,
          description: input.description ?? null,
          characterType: input.characterType ?? null,
          createdAt: previous?.createdAt ?? now,
          updatedAt: now,
        };
        const operation = previous ? 'update' : 'insert';
        set({ savedCharacters: upsert(get().savedCharacters, local) });

        // Keep the order of changes: while an earlier change of this character waits, this one waits too.
        if (hasPendingChange(local.id)) {
          queueChange(operation, local);
          return { status: 'queued', character: local };
        }

        try {
          const body = toCharacterInput(local);
          const saved = operation === 'insert' ? await createCharacter(body) : await updateCharacter(local.id, body);
          set({ savedCharacters: upsert(get().savedCharacters, saved) });
          return { status: 'saved', character: saved };
        } catch (error) {
          if (isRetryableSyncError(error)) {
            queueChange(operation, local);
            return { status: 'queued', character: local };
          }
          // Refused by the server: the local change is undone so both sides agree again.
          const gone = error instanceof ApiError && error.status === 404;
          set({
            savedCharacters:
              previous && !gone ? upsert(get().savedCharacters, previous) : withoutId(get().savedCharacters, local.id),
          });
          throw error;
        }
      },

      async deleteCharacter(id) {
        if (!userStorage.getUserId()) throw new ApiError(401, 'unauthorized', NOT_AUTHENTICATED_DELETE);
        const before = get().savedCharacters;
        const previous = before.find((c) => c.id === id);
        set({ savedCharacters: withoutId(before, id) });

        if (hasPendingChange(id)) {
          queueChange('delete', { id });
          return 'queued';
        }
        try {
          await deleteRemote(id);
          return 'deleted';
        } catch (error) {
          if (isRetryableSyncError(error)) {
            queueChange('delete', { id });
            return 'queued';
          }
          // Not found: it is gone anyway, so it stays out of the list. Anything else: put it back.
          const gone = error instanceof ApiError && error.status === 404;
          if (previous && !gone) {
            const index = before.findIndex((c) => c.id === id);
            const list = withoutId(get().savedCharacters, id);
            list.splice(Math.min(index, list.length), 0, previous);
            set({ savedCharacters: list });
          }
          throw error;
        }
      },
    }),
    {
      name: CHARACTERS_STORE,
      version: 1,
      storage: userPersistStorage<CharacterStoreValues>(),
      partialize: ({ savedCharacters }) => ({ savedCharacters }),
    },
  ),
);

registerUserStore(useCharacterStore);

/** How a queued character change reaches the server. */
async function sendCharacterChange(item: SyncQueueItem): Promise<void> {
  const data = item.data as Character;
  if (item.operation === 'delete') {
    try {
      await deleteRemote(data.id);
    } catch (error) {
      // Already gone: the delete has nothing left to do.
      if (error instanceof ApiError && error.status === 404) return;
      throw error;
    }
    return;
  }
  const body = toCharacterInput(data);
  const saved = item.operation === 'insert' ? await createCharacter(body) : await updateCharacter(data.id, body);
  // The server's copy (with its timestamps) replaces ours unless the user changed it again meanwhile.
  const state = useCharacterStore.getState();
  const local = state.savedCharacters.find((c) => c.id === saved.id);
  if (local && local.updatedAt === data.updatedAt) {
    useCharacterStore.setState({ savedCharacters: upsert(state.savedCharacters, saved) });
  }
}

registerSyncSender(CHARACTERS_TABLE, sendCharacterChange);
