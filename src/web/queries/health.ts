import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api';

/** GET /api/health: which adapter each part of the server uses (DESIGN section 1). */
export interface Health {
  ok: boolean;
  database: string;
  writer?: string;
  speech?: string;
  storage?: string;
  mail?: string;
  payments?: string;
  googleSignIn?: boolean;
}

export function getHealth(): Promise<Health> {
  return apiFetch<Health>('/api/health');
}

export function getHealthQueryOptions() {
  return queryOptions({ queryKey: ['health'], queryFn: getHealth, staleTime: 5 * 60_000 });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
