import { useMutation } from '@tanstack/react-query';
import type { BillingRedirect, CheckoutRequest } from '@shared/contract/billing';
import { apiFetch, type ApiError } from '../../../lib/api';

/** POST /api/billing/checkout {item} → {url} of the provider's checkout page. */
export async function createCheckout(request: CheckoutRequest): Promise<BillingRedirect> {
  return apiFetch<BillingRedirect>('/api/billing/checkout', { method: 'POST', body: request });
}

export function useCreateCheckout() {
  return useMutation<BillingRedirect, ApiError | Error, CheckoutRequest>({ mutationFn: createCheckout });
}
