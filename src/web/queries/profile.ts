import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/contract/profile';
import { apiFetch } from '../lib/api';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /api/profile → {profile}. */
export async function getProfile(): Promise<Profile> {
  const { profile } = await apiFetch<{ profile: Profile }>('/api/profile');
  return profile;
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, staleTime: 30_000 });
}

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled: options.enabled ?? true });
}
