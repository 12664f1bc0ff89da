import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getProfileQueryOptions } from '../profile/api/get-profile';
import { consumeRedirectPath } from './redirect-path';

/**
 * After a successful sign-in (password or Google): load the profile, then go to the remembered page (once)
 * or /home when the setup is complete, to /profile-config when it is not, and back to /login when the
 * profile cannot be loaded (SPEC section 4, Login).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async (): Promise<'home' | 'setup' | 'failed'> => {
    // A new session may belong to another user than the cached data: start from a clean cache.
    queryClient.clear();
    try {
      const profile = await queryClient.fetchQuery(getProfileQueryOptions());
      if (profile.hasCompletedSetup) {
        await navigate(consumeRedirectPath() ?? '/home', { replace: true });
        return 'home';
      }
      await navigate('/profile-config', { replace: true });
      return 'setup';
    } catch {
      await navigate('/login', { replace: true });
      return 'failed';
    }
  }, [navigate, queryClient]);
}
