import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Narration, NarrationResponse } from '@shared/contract/narration';
import { ApiError, apiFetch } from '../../../lib/api';

export const NARRATIONS_QUERY_KEY = ['narrations'] as const;

/** GET /api/chapters/:chapterId/narrations/:voiceId → the stored narration, or null when there is none yet. */
export async function getNarration(chapterId: string, voiceId: string): Promise<Narration | null> {
  try {
    const { narration } = await apiFetch<NarrationResponse>(
      `/api/chapters/${encodeURIComponent(chapterId)}/narrations/${encodeURIComponent(voiceId)}`,
    );
    return narration;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'narration_not_found') return null;
    throw error;
  }
}

export function getNarrationQueryOptions(chapterId: string, voiceId: string) {
  return queryOptions({
    queryKey: [...NARRATIONS_QUERY_KEY, chapterId, voiceId],
    queryFn: () => getNarration(chapterId, voiceId),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useNarration(chapterId: string | undefined, voiceId: string | undefined) {
  return useQuery({ ...getNarrationQueryOptions(chapterId ?? '', voiceId ?? ''), enabled: Boolean(chapterId && voiceId) });
}
