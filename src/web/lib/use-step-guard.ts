import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { userStorage } from './user-storage';

/**
 * Sends the parent to the path `findRedirect` answers (a step opened without the choices before it).
 * Decided in an effect, from the stores' current state, and only once the per-user stores hold the
 * signed-in user's data: on a full page load the page renders before the root switches the stores from
 * 'anonymous' to the user, and deciding from that first render would wrongly send a reload of
 * /story-moral back to /duration. The page renders nothing while its own render-time check fails.
 */
export function useStepGuard(findRedirect: () => string | null, skip = false): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (skip || userStorage.getUserId() === null) return;
    const path = findRedirect();
    if (path) void navigate(path, { replace: true });
  });
}
