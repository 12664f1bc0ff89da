import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createUserStorageManager, storageKey } from './user-storage';
import { MemoryStorage } from '../test-support/memory-storage';

interface CharactersState {
  savedCharacters: string[];
  add: (name: string) => void;
}

function setup() {
  const storage = new MemoryStorage();
  const manager = createUserStorageManager(() => storage);
  const useCharacters = create<CharactersState>()(
    persist(
      (set) => ({
        savedCharacters: [],
        add: (name) => set((state) => ({ savedCharacters: [...state.savedCharacters, name] })),
      }),
      { name: 'characters', storage: manager.persistStorage(), partialize: (s) => ({ savedCharacters: s.savedCharacters }) as CharactersState },
    ),
  );
  manager.registerStore(useCharacters);
  return { storage, manager, useCharacters };
}

describe('user storage', () => {
  it('builds keys as story-app-{userId|anonymous}-{storeName}', () => {
    expect(storageKey('u1', 'characters')).toBe('story-app-u1-characters');
    expect(storageKey(null, 'characters')).toBe('story-app-anonymous-characters');
    expect(storageKey('', 'characters')).toBe('story-app-anonymous-characters');
  });

  it('tells its listeners when a user becomes known or changes, once their stores are loaded', async () => {
    const { manager, useCharacters } = setup();
    const heard: [string | null, string[]][] = [];
    const stop = manager.onUserChange((userId) => heard.push([userId, useCharacters.getState().savedCharacters]));
    await manager.setUser('user-a');
    useCharacters.getState().add('Luna');
    await manager.setUser('user-a'); // the same user again: nothing changed
    await manager.setUser(null);
    stop();
    await manager.setUser('user-b');
    expect(heard).toEqual([
      ['user-a', []],
      [null, []],
    ]);
  });

  it('writes a store under the current user key', async () => {
    const { storage, manager, useCharacters } = setup();
    await manager.setUser('user-a');
    useCharacters.getState().add('Luna');
    expect(JSON.parse(storage.getItem('story-app-user-a-characters') as string).state.savedCharacters).toEqual(['Luna']);
    expect(storage.getItem('story-app-anonymous-characters')).toBeNull();
  });

  it('removes other users data but keeps the new user, the user store and foreign keys', async () => {
    const { storage, manager } = setup();
    storage.setItem('story-app-user-a-characters', '{"state":{"savedCharacters":["A"]},"version":0}');
    storage.setItem('story-app-user-b-characters', '{"state":{"savedCharacters":["B"]},"version":0}');
    storage.setItem('story-app-anonymous-characters', '{"state":{"savedCharacters":[]},"version":0}');
    storage.setItem('story-app-user', '{"id":"user-a"}');
    storage.setItem('audio-storage', '{}');
    await manager.setUser('user-b');
    expect(storage.getItem('story-app-user-a-characters')).toBeNull();
    expect(storage.getItem('story-app-anonymous-characters')).toBeNull();
    expect(storage.getItem('story-app-user-b-characters')).not.toBeNull();
    expect(storage.getItem('story-app-user')).not.toBeNull();
    expect(storage.getItem('audio-storage')).toBe('{}');
  });

  it('reloads every registered store for the new user without leaking the previous one', async () => {
    const { storage, manager, useCharacters } = setup();
    await manager.setUser('user-a');
    useCharacters.getState().add('Luna');
    storage.setItem('story-app-user-b-characters', '{"state":{"savedCharacters":["Max"]},"version":0}');

    await manager.setUser('user-b');
    expect(useCharacters.getState().savedCharacters).toEqual(['Max']);

    await manager.setUser('user-c');
    expect(useCharacters.getState().savedCharacters).toEqual([]);
    // The reset to the initial state was not written over anything, and user-b's data is gone.
    expect(storage.getItem('story-app-user-b-characters')).toBeNull();
  });

  it('does not overwrite the new user data while resetting the store', async () => {
    const { storage, manager, useCharacters } = setup();
    await manager.setUser('user-a');
    useCharacters.getState().add('Luna');
    storage.setItem('story-app-user-b-characters', '{"state":{"savedCharacters":["Max","Sol"]},"version":0}');
    await manager.setUser('user-b');
    expect(JSON.parse(storage.getItem('story-app-user-b-characters') as string).state.savedCharacters).toEqual(['Max', 'Sol']);
    expect(useCharacters.getState().savedCharacters).toEqual(['Max', 'Sol']);
  });

  it('switching to anonymous keeps data and reads the anonymous key; clearAll wipes every story-app- key', async () => {
    const { storage, manager, useCharacters } = setup();
    await manager.setUser('user-a');
    useCharacters.getState().add('Luna');
    await manager.setUser(null);
    expect(manager.getUserId()).toBeNull();
    expect(useCharacters.getState().savedCharacters).toEqual([]);
    expect(storage.getItem('story-app-user-a-characters')).not.toBeNull();

    storage.setItem('other-app', 'x');
    await manager.clearAll();
    expect(storage.getItem('story-app-user-a-characters')).toBeNull();
    expect(storage.getItem('other-app')).toBe('x');
    expect(useCharacters.getState().savedCharacters).toEqual([]);
  });

  it('unregistered stores are no longer refreshed', async () => {
    const storage = new MemoryStorage();
    const manager = createUserStorageManager(() => storage);
    let refreshed = 0;
    const fake = {
      getInitialState: () => ({}),
      setState: () => {
        refreshed += 1;
      },
      persist: { rehydrate: () => undefined, getOptions: () => ({ name: 'x' }) },
    };
    const unregister = manager.registerStore(fake);
    await manager.setUser('u1');
    unregister();
    await manager.setUser('u2');
    expect(refreshed).toBe(1);
  });
});
