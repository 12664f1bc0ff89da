import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '@shared/contract/stories';
import { apiFetch } from '../../../lib/api';
import { STORIES_QUERY_KEY } from './get-stories';

/** GET /api/stories/:id → {story}; 404 for a missing story or another user's. */
export async function getStory(storyId: string): Promise<Story> {
  const { story } = await apiFetch<{ story: Story }>(`/api/stories/${encodeURIComponent(storyId)}`);
  return story;
}

export function getStoryQueryOptions(storyId: string) {
  return queryOptions({ queryKey: [...STORIES_QUERY_KEY, storyId], queryFn: () => getStory(storyId), staleTime: 30_000 });
}

export function useStory(storyId: string | undefined) {
  return useQuery({ ...getStoryQueryOptions(storyId ?? ''), enabled: Boolean(storyId) });
}
