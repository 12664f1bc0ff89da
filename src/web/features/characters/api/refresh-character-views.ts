import type { QueryClient } from '@tanstack/react-query';
import { STORIES_QUERY_KEY } from '../../../queries/stories';
import { CHARACTERS_QUERY_KEY } from './get-characters';

/**
 * After a character is saved or deleted: its list, and the library and each story, which show the
 * character's name and profession (or 'Personaje Eliminado'). Not the continuation options under a
 * story's key: reloading them would cost a new writer call.
 *
 * The library is fetched again at once even when no screen shows it: a fetch of it that started before
 * the change (a screen opened just before) would otherwise land afterwards, be taken as the fresh copy,
 * and the library would go on showing the old name until it went stale. Refetching cancels that fetch.
 * The stories opened before are only marked stale: each is fetched again when it is next shown.
 */
export async function refreshCharacterViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CHARACTERS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY, exact: true, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY, predicate: (query) => query.queryKey.length === 2 }),
  ]);
}
