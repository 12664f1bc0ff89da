import { useMutation } from '@tanstack/react-query';
import type { BillingRedirect } from '@shared/contract/billing';
import { apiFetch, type ApiError } from '../../../lib/api';

/** POST /api/billing/portal → {url} of the provider's customer portal. */
export async function createPortal(): Promise<BillingRedirect> {
  return apiFetch<BillingRedirect>('/api/billing/portal', { method: 'POST' });
}

export function useCreatePortal() {
  return useMutation<BillingRedirect, ApiError | Error, void>({ mutationFn: () => createPortal() });
}
