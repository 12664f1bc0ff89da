// GET /api/challenge-languages → {languages: [{code, name}]} without the profile's own language. When it
// fails, SPEC's fallback list (Portuguese left out: no story language, no vocabulary) without the
// profile's language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ChallengeLanguage, FALLBACK_CHALLENGE_LANGUAGES } from '@shared/contract/challenge-texts';
import { apiFetch } from '../../../lib/api';

export const CHALLENGE_LANGUAGES_QUERY_KEY = ['challenge-languages'] as const;

export async function getChallengeLanguages(): Promise<ChallengeLanguage[]> {
  const { languages } = await apiFetch<{ languages: ChallengeLanguage[] }>('/api/challenge-languages');
  return languages;
}

export function getChallengeLanguagesQueryOptions() {
  return queryOptions({ queryKey: CHALLENGE_LANGUAGES_QUERY_KEY, queryFn: getChallengeLanguages, staleTime: 5 * 60_000, retry: 1 });
}

export function useChallengeLanguages(profileLanguage: string | undefined, enabled: boolean) {
  const query = useQuery({ ...getChallengeLanguagesQueryOptions(), enabled });
  const languages = query.isError ? FALLBACK_CHALLENGE_LANGUAGES.filter((l) => l.code !== profileLanguage) : query.data;
  return { ...query, languages };
}
