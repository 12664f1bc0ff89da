import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useAuthUiStore } from '../lib/auth-ui-store';
import { UserStorageSync } from '../features/auth/components/user-storage-sync';
import { SyncService } from './sync-service';

/** The root route: keeps the session watched and restores scroll on navigation. */
export function RootLayout() {
  const { pathname } = useLocation();
  const signingOut = useAuthUiStore((state) => state.signingOut);
  const setSigningOut = useAuthUiStore((state) => state.setSigningOut);

  // A sign-out is over once the landing page has replaced the guarded page it started from.
  useEffect(() => {
    if (signingOut && pathname === '/') setSigningOut(false);
  }, [pathname, signingOut, setSigningOut]);

  return (
    <>
      <UserStorageSync />
      <SyncService />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
