import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Story } from '@shared/contract/stories';
import { ApiError, apiFetch } from '../lib/api';
import { openedStory } from './opened-stories';
import { STORIES_QUERY_KEY } from './stories';

/** GET /api/stories/:id → {story}, the whole story with its chapters' text; 404 for a missing story or another user's. */
export async function getStory(storyId: string): Promise<Story> {
  try {
    const { story } = await apiFetch<{ story: Story }>(`/api/stories/${encodeURIComponent(storyId)}`);
    return story;
  } catch (error) {
    // No network: the copy this browser kept when the story was last opened, if there is one.
    const kept = error instanceof ApiError && error.code === 'network' ? openedStory(storyId) : undefined;
    if (kept) return kept;
    throw error;
  }
}

export function storyQueryKey(storyId: string) {
  return [...STORIES_QUERY_KEY, storyId] as const;
}

export function getStoryQueryOptions(storyId: string) {
  return queryOptions({
    queryKey: storyQueryKey(storyId),
    queryFn: () => getStory(storyId),
    staleTime: 30_000,
    // Asked even when the browser reports no network, so a kept copy answers instead of a paused query;
    // and without network nor copy, the page says so at once instead of waiting for the network.
    networkMode: 'offlineFirst',
    retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && (error.status >= 500 || (error.code === 'network' && navigator.onLine)),
  });
}

export function useStory(storyId: string | undefined) {
  return useQuery({ ...getStoryQueryOptions(storyId ?? ''), enabled: Boolean(storyId) });
}

/** Starts reading a story before it is opened (a card hovered, focused or scrolled into view). */
export function prefetchStory(client: QueryClient, storyId: string): void {
  void client.prefetchQuery(getStoryQueryOptions(storyId));
}
