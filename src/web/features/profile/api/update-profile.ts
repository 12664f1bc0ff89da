import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@shared/contract/profile';
import { apiFetch, type ApiError } from '../../../lib/api';
import { getProfileQueryOptions } from '../../../queries/profile';

/** PUT /api/profile {language, childAge, specialNeed} → {profile}; the server marks the setup complete. */
export async function updateProfile(data: ProfileUpdate): Promise<Profile> {
  const { profile } = await apiFetch<{ profile: Profile }>('/api/profile', { method: 'PUT', body: data });
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<Profile, ApiError | Error, ProfileUpdate>({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      const { queryKey } = getProfileQueryOptions();
      queryClient.setQueryData(queryKey, profile);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
