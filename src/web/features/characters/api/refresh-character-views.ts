import type { QueryClient } from '@tanstack/react-query';
import { STORIES_QUERY_KEY } from '../../../queries/stories';
import { CHARACTERS_QUERY_KEY } from './get-characters';

/**
 * After a character is saved or deleted: its list, and the library and each story, which show the
 * character's name and profession (or 'Personaje Eliminado'). Not the continuation options under a
 * story's key: reloading them would cost a new writer call.
 */
export async function refreshCharacterViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CHARACTERS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY, predicate: (query) => query.queryKey.length <= 2 }),
  ]);
}
