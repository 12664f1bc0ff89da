import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { forgetStory } from '../../../queries/opened-stories';
import { STORIES_QUERY_KEY } from '../../../queries/stories';

/** DELETE /api/stories/:id → 204. */
export async function deleteStory(storyId: string): Promise<void> {
  await apiFetch<void>(`/api/stories/${encodeURIComponent(storyId)}`, { method: 'DELETE' });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: (_, storyId) => {
      forgetStory(storyId);
      return queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY });
    },
  });
}
