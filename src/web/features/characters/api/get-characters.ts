import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Character } from '@shared/contract/characters';
import { apiFetch } from '../../../lib/api';
import { useCharacterStore } from '../character-store';

export const CHARACTERS_QUERY_KEY = ['characters'] as const;

/** GET /api/characters → {characters}, newest first. */
export async function getCharacters(): Promise<Character[]> {
  const { characters } = await apiFetch<{ characters: Character[] }>('/api/characters');
  return characters ?? [];
}

export function getCharactersQueryOptions() {
  return queryOptions({
    queryKey: CHARACTERS_QUERY_KEY,
    queryFn: async () => {
      const characters = await getCharacters();
      // Local-first: the server's list updated with the changes still waiting in the sync queue.
      useCharacterStore.getState().mergeFromServer(characters);
      return characters;
    },
    staleTime: 10_000,
  });
}

/**
 * The user's saved characters as this browser knows them (`savedCharacters`, local first), refreshed from
 * the server. `isLoading` is true only while nothing is known yet; offline the local list still shows.
 */
export function useCharacters() {
  const query = useQuery(getCharactersQueryOptions());
  const characters = useCharacterStore((state) => state.savedCharacters);
  const hasLocal = characters.length > 0;
  return {
    characters,
    isLoading: query.isPending && !hasLocal,
    /** Only an error worth showing: the server could not be asked and nothing is known locally. */
    error: query.isError && !hasLocal ? query.error : null,
    refetch: query.refetch,
  };
}
