import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { syncQueue } from '../../lib/app-sync';
import { authClient, syncSession } from '../../lib/auth-client';
import { userStorage } from '../../lib/user-storage';
import { useAuthUiStore } from '../../lib/auth-ui-store';
import { clearRedirectPath } from './redirect-path';

/** 'Cerrar Sesión' (SPEC section 4, Logout): busy, end the session, clear local data, go to /, toast. */
export function useSignOut() {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setSigningOut = useAuthUiStore((state) => state.setSigningOut);

  async function signOut(): Promise<void> {
    setBusy(true);
    setSigningOut(true);
    try {
      // SPEC section 4: the sync queue is flushed while the session still exists; what cannot be sent
      // stays queued, tagged with this user, for their next sign-in.
      await syncQueue.process().catch(() => undefined);
      const { error } = await authClient.signOut();
      if (error) throw error;
      await syncSession(false);
    } catch {
      setSigningOut(false);
      setBusy(false);
      toast.error('No se pudo cerrar sesión.');
      return;
    }
    // The flag stays up until the landing page is on screen (RootLayout lowers it): the router commits
    // the new page in a transition, so lowering it here would let the guard of this page react first.
    await navigate('/', { replace: true });
    queryClient.clear();
    await userStorage.clearAll();
    clearRedirectPath();
    toast.success('Sesión cerrada');
  }

  return { signOut, busy };
}
