// Per-user browser storage (SPEC sections 3 and 4). Every persisted store of the page keeps its data under
// `story-app-{userId|anonymous}-{storeName}`. When a different, non-empty user signs in on this browser,
// every other user's `story-app-` data is removed and each registered store reloads for the new user, so
// one parent never sees another's characters on a shared computer.
import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

export const STORAGE_PREFIX = 'story-app-';
export const ANONYMOUS_USER = 'anonymous';
/** Store names whose keys survive a change of user (SPEC: "except the user store"). */
export const PRESERVED_STORE_NAMES = ['user'] as const;

export function storageKey(userId: string | null | undefined, storeName: string): string {
  return `${STORAGE_PREFIX}${userId || ANONYMOUS_USER}-${storeName}`;
}

/** What the manager needs of a zustand store created with `persist` (structural, so tests can use real stores). */
export interface PersistedStoreApi<T> {
  getInitialState: () => T;
  setState: (state: T, replace: true) => void;
  persist: { rehydrate: () => Promise<void> | void; getOptions: () => { name?: string } };
}

interface RegisteredStore {
  storeName: string;
  refresh: () => Promise<void>;
}

export interface UserStorageManager {
  /** The id whose data is being read and written; null means anonymous. */
  getUserId: () => string | null;
  /** Switches to another user (null when signed out) and refreshes every registered store. */
  setUser: (userId: string | null) => Promise<void>;
  /** Removes every `story-app-` key of this browser and resets the stores (sign-out). */
  clearAll: () => Promise<void>;
  /** StateStorage for zustand's persist: maps the store's name to the current user's key. */
  stateStorage: StateStorage;
  /** `storage` option for zustand's persist, bound to the current user. */
  persistStorage: <S>() => PersistStorage<S> | undefined;
  /** Adds a persisted store to the registry; answers a function that removes it. */
  registerStore: <T>(store: PersistedStoreApi<T>) => () => void;
  /** Calls `listener` each time the user becomes known or changes; answers a function that stops it. */
  onUserChange: (listener: (userId: string | null) => void) => () => void;
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function isPreservedKey(key: string): boolean {
  return PRESERVED_STORE_NAMES.some((name) => key === `${STORAGE_PREFIX}${name}` || key.endsWith(`-${name}`));
}

export function createUserStorageManager(getStorage: () => Storage | null): UserStorageManager {
  let userId: string | null = null;
  // While a store is reset to its initial state for a new user, that reset must not be written over the
  // new user's saved data before it is read.
  let writesSuspended = false;
  const stores = new Set<RegisteredStore>();
  const userListeners = new Set<(userId: string | null) => void>();

  const stateStorage: StateStorage = {
    getItem: (name) => getStorage()?.getItem(storageKey(userId, name)) ?? null,
    setItem: (name, value) => {
      if (writesSuspended) return;
      try {
        getStorage()?.setItem(storageKey(userId, name), value);
      } catch {
        // Full or disabled storage: the data stays in memory for this visit.
      }
    },
    removeItem: (name) => {
      getStorage()?.removeItem(storageKey(userId, name));
    },
  };

  function purgeOtherUsers(keepUserId: string): void {
    const storage = getStorage();
    if (!storage) return;
    for (const key of keysOf(storage)) {
      if (!key.startsWith(STORAGE_PREFIX)) continue;
      if (key.includes(keepUserId) || isPreservedKey(key)) continue;
      storage.removeItem(key);
    }
  }

  async function refreshAll(): Promise<void> {
    await Promise.all([...stores].map((store) => store.refresh()));
  }

  return {
    getUserId: () => userId,
    stateStorage,
    persistStorage: <S>() => createJSONStorage<S>(() => stateStorage),

    async setUser(nextUserId) {
      const next = nextUserId || null;
      if (next === userId) return;
      userId = next;
      if (next) purgeOtherUsers(next);
      await refreshAll();
      for (const listener of userListeners) listener(next);
    },

    onUserChange(listener) {
      userListeners.add(listener);
      return () => {
        userListeners.delete(listener);
      };
    },

    async clearAll() {
      const storage = getStorage();
      if (storage) {
        for (const key of keysOf(storage)) {
          if (key.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
        }
      }
      userId = null;
      await refreshAll();
    },

    registerStore(store) {
      const entry: RegisteredStore = {
        storeName: store.persist.getOptions().name ?? '',
        async refresh() {
          writesSuspended = true;
          try {
            store.setState(store.getInitialState(), true);
          } finally {
            writesSuspended = false;
          }
          await store.persist.rehydrate();
        },
      };
      stores.add(entry);
      return () => {
        stores.delete(entry);
      };
    },
  };
}

function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/** The page's single manager, on the browser's localStorage. */
export const userStorage = createUserStorageManager(browserLocalStorage);

/** `storage` option for a persisted zustand store that belongs to the signed-in user. */
export function userPersistStorage<S>(): PersistStorage<S> | undefined {
  return userStorage.persistStorage<S>();
}

export function registerUserStore<T>(store: PersistedStoreApi<T>): () => void {
  return userStorage.registerStore(store);
}
