import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryStory } from '@shared/contract/stories';
import { apiFetch } from '../lib/api';

export const STORIES_QUERY_KEY = ['stories'] as const;

/** GET /api/stories → {stories}: the light library, newest first (no chapter text; an excerpt instead). */
export async function getStories(): Promise<LibraryStory[]> {
  const { stories } = await apiFetch<{ stories: LibraryStory[] }>('/api/stories');
  return stories ?? [];
}

export function getStoriesQueryOptions() {
  return queryOptions({ queryKey: STORIES_QUERY_KEY, queryFn: getStories, staleTime: 30_000 });
}

export function useStories() {
  return useQuery(getStoriesQueryOptions());
}
