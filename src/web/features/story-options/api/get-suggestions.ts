import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface Suggestion {
  id: string;
  textPrompt: string;
}

/** GET /api/suggestions → {suggestions}: the active preset ideas for the optional details step. */
export async function getSuggestions(): Promise<Suggestion[]> {
  const { suggestions } = await apiFetch<{ suggestions: Suggestion[] }>('/api/suggestions');
  return suggestions ?? [];
}

export function getSuggestionsQueryOptions() {
  return queryOptions({ queryKey: ['suggestions'], queryFn: getSuggestions, staleTime: 10 * 60_000 });
}

export function useSuggestions() {
  return useQuery(getSuggestionsQueryOptions());
}
