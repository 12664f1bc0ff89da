import { QueryClient } from '@tanstack/react-query';
import { keepOpenedStories } from '../queries/opened-stories';
import { ApiError } from './api';

/** The page's one query cache, shared by the components and the routes' prefetching loaders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network hiccups and 5xx get one more try.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

keepOpenedStories(queryClient);
