import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, CharacterInput } from '@shared/contract/characters';
import { apiFetch } from '../../../lib/api';
import { useCharacterStore, type SaveCharacterResult } from '../character-store';
import { refreshCharacterViews } from './refresh-character-views';

/** POST /api/characters → {character}. Idempotent for the client's `id` (a retried save never doubles). */
export async function createCharacter(input: CharacterInput & { id: string }): Promise<Character> {
  const { character } = await apiFetch<{ character: Character }>('/api/characters', { method: 'POST', body: input });
  return character;
}

/** PUT /api/characters/:id → {character}. */
export async function updateCharacter(id: string, input: CharacterInput): Promise<Character> {
  const { character } = await apiFetch<{ character: Character }>(`/api/characters/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
  return character;
}

/** Saves locally first, then on the server; a network failure leaves the change in the sync queue. */
export function useSaveCharacter() {
  const queryClient = useQueryClient();
  return useMutation<SaveCharacterResult, Error, CharacterInput & { id: string }>({
    // Local first: run offline too (react-query would otherwise pause the mutation until online).
    networkMode: 'always',
    mutationFn: (input) => useCharacterStore.getState().saveCharacter(input),
    onSuccess: async (result) => {
      if (result.status === 'saved') await refreshCharacterViews(queryClient);
    },
  });
}
