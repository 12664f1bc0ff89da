import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useCharacterStore, type DeleteCharacterResult } from '../character-store';
import { refreshCharacterViews } from './refresh-character-views';

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
      if (result === 'deleted') await refreshCharacterViews(queryClient);
    },
  });
}
