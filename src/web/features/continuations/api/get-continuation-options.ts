// GET /api/stories/:id/continuation-options → {options: [{summary} ×3]}. Loaded once per story and
// `refresh` value (the continue page's ?refresh=<timestamp> forces a new set), and again after each
// successful continuation (the chapter count is part of the key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContinuationOption } from '@shared/contract/continuations';
import { apiFetch } from '../../../lib/api';
import { STORIES_QUERY_KEY } from '../../../queries/stories';

export async function getContinuationOptions(storyId: string): Promise<ContinuationOption[]> {
  const { options } = await apiFetch<{ options: ContinuationOption[] }>(`/api/stories/${encodeURIComponent(storyId)}/continuation-options`);
  return options;
}

export function getContinuationOptionsQueryOptions(storyId: string, chapterCount: number, refresh: string | null) {
  return queryOptions({
    queryKey: [...STORIES_QUERY_KEY, storyId, 'continuation-options', chapterCount, refresh ?? ''],
    queryFn: () => getContinuationOptions(storyId),
    staleTime: Infinity,
    retry: false,
  });
}

export function useContinuationOptions(storyId: string, chapterCount: number, refresh: string | null, enabled: boolean) {
  return useQuery({ ...getContinuationOptionsQueryOptions(storyId, chapterCount, refresh), enabled });
}
