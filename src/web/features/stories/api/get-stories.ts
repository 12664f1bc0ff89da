import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '@shared/contract/stories';
import { apiFetch } from '../../../lib/api';

export const STORIES_QUERY_KEY = ['stories'] as const;

/** GET /api/stories → {stories}: the library, newest first, each with its character and chapters. */
export async function getStories(): Promise<Story[]> {
  const { stories } = await apiFetch<{ stories: Story[] }>('/api/stories');
  return stories ?? [];
}

export function getStoriesQueryOptions() {
  return queryOptions({ queryKey: STORIES_QUERY_KEY, queryFn: getStories, staleTime: 30_000 });
}

export function useStories() {
  return useQuery(getStoriesQueryOptions());
}
