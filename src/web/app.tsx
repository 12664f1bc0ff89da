import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client';
import { routes } from './routes';

type Router = ReturnType<typeof createRouter>;

/** The page's router; creating it starts the first page's code and data. */
export function createRouter() {
  return createBrowserRouter(routes);
}

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toasts, loaded with the first page that can show one: the landing page never does, so a first
 * visit does not download them (issue 8's budget for the landing page's JavaScript). Every toast follows
 * an answer or a click, long after this small file is in.
 */
function Toasts({ router }: { router: Router }) {
  const offLanding = useSyncExternalStore(router.subscribe, () => router.state.location.pathname !== '/');
  const [wanted, setWanted] = useState(offLanding);
  if (offLanding && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* SPEC's 1500 ms is kept only for the character toasts that precede a navigation; a message a
          parent must read (an error, a limit) stays 4 s, long enough to be read and heard (WCAG 2.2.1). */}
      <Toaster richColors position="top-center" closeButton toastOptions={{ duration: 4000 }} />
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
