import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client';
import { routes } from './routes';

// The toasts' code and styles arrive beside the first page instead of inside the first script (issue 8):
// a toast always follows an answer or a click, long after this small file is in.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** The page's router; creating it starts the first page's code and data. */
export function createRouter() {
  return createBrowserRouter(routes);
}

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster richColors position="top-center" closeButton toastOptions={{ duration: 4000 }} />
      </Suspense>
    </QueryClientProvider>
  );
}
