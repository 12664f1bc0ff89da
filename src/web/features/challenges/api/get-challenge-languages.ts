// GET /api/challenge-languages → {languages: [{code, name}]} without the profile's own language. When it
// fails, SPEC's fallback list (en, fr, de, it, pt) without the profile's language. Either way the story's
// own language is left out too: the server refuses a challenge in it, and it differs from the profile's
// when the parent changed the profile's language after the story was written.
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

export function useChallengeLanguages({ profileLanguage, storyLanguage }: { profileLanguage?: string; storyLanguage: string }, enabled: boolean) {
  const query = useQuery({ ...getChallengeLanguagesQueryOptions(), enabled });
  const listed = query.isError ? FALLBACK_CHALLENGE_LANGUAGES.filter((l) => l.code !== profileLanguage) : query.data;
  const languages = listed?.filter((l) => l.code !== storyLanguage);
  return { ...query, languages };
}
