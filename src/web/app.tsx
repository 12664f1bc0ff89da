import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client';
import { routes } from './routes';

type Router = ReturnType<typeof createRouter>;

/** The page's router; creating it starts the first page's code and data. */
export function createRouter() {
  return createBrowserRouter(routes);
}

const Toaster = lazy(() => import('./components/ui/toaster'));

/**
 * The toasts, loaded with the first page that can show one: the landing page never does, so a first
 * visit does not download them (the budget for the landing page's JavaScript). Every toast follows
 * an answer or a click, long after this small file is in.
 */
function Toasts({ router }: { router: Router }) {
  const offLanding = useSyncExternalStore(router.subscribe, () => router.state.location.pathname !== '/');
  const [wanted, setWanted] = useState(offLanding);
  const onScreenChange = useCallback(
    (listener: (pathname: string, navigationStartedAt: number) => void) => {
      let pathname = router.state.location.pathname;
      let startedAt: number | null = null;
      return router.subscribe((state) => {
        if (state.navigation.state !== 'idle') startedAt ??= performance.now();
        if (state.location.pathname !== pathname) {
          pathname = state.location.pathname;
          listener(pathname, startedAt ?? performance.now());
        }
        if (state.navigation.state === 'idle') startedAt = null;
      });
    },
    [router],
  );
  if (offLanding && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onScreenChange={onScreenChange} />
    </Suspense>
  );
}

export function App({ router }: { router: Router }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts router={router} />
    </QueryClientProvider>
  );
}
