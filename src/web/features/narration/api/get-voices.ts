import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Voice, VoicesResponse } from '@shared/contract/narration';
import { apiFetch } from '../../../lib/api';

export const VOICES_QUERY_KEY = ['voices'] as const;

/** GET /api/voices → {voices}. */
export async function getVoices(): Promise<Voice[]> {
  const { voices } = await apiFetch<VoicesResponse>('/api/voices');
  return voices;
}

export function getVoicesQueryOptions() {
  return queryOptions({ queryKey: VOICES_QUERY_KEY, queryFn: getVoices, staleTime: Infinity });
}

export function useVoices() {
  return useQuery(getVoicesQueryOptions());
}
