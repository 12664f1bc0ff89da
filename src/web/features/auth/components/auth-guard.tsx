import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { rememberRedirectPath } from '../redirect-path';
import { useSessionStatus } from '../../../queries/session';

/** Layout route for every page that needs a signed-in user (SPEC section 2). */
export function AuthGuard() {
  // Once the session is known the whole page below mounts: React does it in slices (a deferred render)
  // while the spinner stays, so a slow phone is never blocked by it (the Lighthouse budget).
  const status = useDeferredValue(useSessionStatus().status);
  const location = useLocation();

  if (status === 'pending') return <PageSpinner label="Comprobando tu sesión..." />;
  if (status === 'unauthenticated') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    rememberRedirectPath(from);
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
