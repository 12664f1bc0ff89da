import { useEffect } from 'react';
import { userStorage } from '../../../lib/user-storage';
import { useSession } from '../../../queries/session';

/**
 * Binds the per-user browser stores to the signed-in user (SPEC section 4, user change). Mounted once at
 * the root so the session is always watched: better-auth then refetches it right after sign-in/out.
 */
export function UserStorageSync() {
  const { data, isPending } = useSession();
  const userId = data?.user?.id ?? null;

  useEffect(() => {
    if (isPending) return;
    void userStorage.setUser(userId);
  }, [isPending, userId]);

  return null;
}
