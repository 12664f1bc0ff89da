import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getProfileQueryOptions } from '../../queries/profile';
import { consumeRedirectPath } from './redirect-path';

export type SignInOutcome = 'home' | 'setup' | 'failed';

/**
 * Where a completed sign-in goes (SPEC section 4, Login; section 2, guard): the remembered page or /home
 * when the setup is complete, /profile-config when it is not, nowhere when the profile could not be
 * loaded (the caller says why and decides where to go).
 */
export function signInDestination(
  profile: { hasCompletedSetup: boolean } | null,
  rememberedPath: string | null,
): { outcome: SignInOutcome; path: string | null } {
  if (!profile) return { outcome: 'failed', path: null };
  if (!profile.hasCompletedSetup) return { outcome: 'setup', path: '/profile-config' };
  return { outcome: 'home', path: rememberedPath ?? '/home' };
}

/**
 * After a successful sign-in (password or Google): load the profile and go where signInDestination
 * says. On 'failed' nothing happens here: the login page stays with a toast, the auth callback shows its
 * error and goes to /login after 3 s.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async (): Promise<SignInOutcome> => {
    // The remembered page is used once: every sign-in consumes it, whichever way it ends, so a later
    // sign-in never jumps to a page asked for long ago.
    const rememberedPath = consumeRedirectPath();
    // A new session may belong to another user than the cached data: start from a clean cache.
    queryClient.clear();
    let profile: { hasCompletedSetup: boolean } | null = null;
    try {
      profile = await queryClient.fetchQuery(getProfileQueryOptions());
    } catch {
      profile = null;
    }
    const { outcome, path } = signInDestination(profile, rememberedPath);
    if (path) await navigate(path, { replace: true });
    return outcome;
  }, [navigate, queryClient]);
}
