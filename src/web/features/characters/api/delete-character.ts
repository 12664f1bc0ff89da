import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useCharacterStore, type DeleteCharacterResult } from '../character-store';
import { STORIES_QUERY_KEY } from '../../stories/api/get-stories';
import { CHARACTERS_QUERY_KEY } from './get-characters';

/** DELETE /api/characters/:id → 204. Another user's character answers 404 like a missing one. */
export async function deleteCharacter(id: string): Promise<void> {
  await apiFetch<void>(`/api/characters/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes locally first, then on the server; a network failure leaves the delete in the sync queue. */
export function useDeleteCharacter() {
  const queryClient = useQueryClient();
  return useMutation<DeleteCharacterResult, Error, string>({
    // Local first: run offline too (react-query would otherwise pause the mutation until online).
    networkMode: 'always',
    mutationFn: (id) => useCharacterStore.getState().deleteCharacter(id),
    onSuccess: async (result) => {
      if (result !== 'deleted') return;
      // Its stories stay, now told by 'Personaje Eliminado': the library and each story change too (not
      // the continuation options under a story's key, which would cost a new writer call).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CHARACTERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY, predicate: (query) => query.queryKey.length <= 2 }),
      ]);
    },
  });
}
