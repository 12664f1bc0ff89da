// What the busiest pages read first. Their route loaders start these queries while the page's own code is
// still downloading, so code and data arrive together instead of one after the other (the
// Lighthouse budget). Loaded in its own small chunk, in parallel with the page's chunk.
import type { QueryClient } from '@tanstack/react-query';
import { getVoicesQueryOptions } from './features/narration/api/get-voices';
import { getProfileQueryOptions } from './queries/profile';
import { getStoriesQueryOptions } from './queries/stories';
import { getStoryQueryOptions } from './queries/story';

export type DataPage = 'home' | 'story' | 'story-audio';

/**
 * Starts the page's queries and answers at once. `prefetchQuery` never throws and keeps fresh data: a
 * refused answer (a signed-out visitor, whom the guard sends to /login) is simply asked again by the page.
 */
export function startPageData(client: QueryClient, page: DataPage, params: { storyId?: string }): void {
  const storyId = params.storyId ?? '';
  switch (page) {
    case 'home':
      void client.prefetchQuery(getProfileQueryOptions());
      void client.prefetchQuery(getStoriesQueryOptions());
      break;
    case 'story':
      void client.prefetchQuery(getStoryQueryOptions(storyId));
      void client.prefetchQuery(getProfileQueryOptions());
      break;
    case 'story-audio':
      void client.prefetchQuery(getStoryQueryOptions(storyId));
      void client.prefetchQuery(getVoicesQueryOptions());
      void client.prefetchQuery(getProfileQueryOptions());
      break;
  }
}
