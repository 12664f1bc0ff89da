import { authClient } from '../lib/auth-client';
import { useAuthUiStore } from '../lib/auth-ui-store';

/** The better-auth session of this browser (cookie based), shared by every component. */
export function useSession() {
  return authClient.useSession();
}

export type SessionStatus = 'pending' | 'authenticated' | 'unauthenticated';

/** The guard's three states (SPEC section 4), holding 'pending' while a sign-out is finishing. */
export function useSessionStatus(): { status: SessionStatus; user: { id: string; email: string } | null } {
  const { data, isPending } = authClient.useSession();
  const signingOut = useAuthUiStore((state) => state.signingOut);
  if (isPending || signingOut) return { status: 'pending', user: null };
  if (data?.user) return { status: 'authenticated', user: { id: data.user.id, email: data.user.email } };
  return { status: 'unauthenticated', user: null };
}
