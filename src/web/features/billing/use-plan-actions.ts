import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { PROFILE_QUERY_KEY } from '../../queries/profile';
import { createCheckout } from './api/create-checkout';
import { createPortal } from './api/create-portal';

export type PlanAction = 'checkout' | 'portal';

/** SPEC section 8: shown as is, without the 'No se pudo redirigir…' prefix of other portal failures. */
export const NO_CUSTOMER_MESSAGE = 'No se encontró información de cliente para gestionar la suscripción.';
/** The code POST /api/billing/portal answers (409) when the user has no payment customer. */
const NO_CUSTOMER_CODE = 'no_payment_customer';

/** Leaves the app for the provider's page. */
function redirectTo(url: string) {
  window.location.assign(url);
}

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Error desconocido');

/**
 * Plan actions (SPEC section 4): busy while asking the server, then the browser goes to the returned
 * address; a failure clears the busy state and says why (SPEC section 8's messages). Managing the
 * subscription needs a known payment customer (SPEC section 5): without one nothing is asked.
 */
export function usePlanActions({ hasPaymentCustomer }: { hasPaymentCustomer: boolean }) {
  const [busy, setBusy] = useState<PlanAction | null>(null);
  const queryClient = useQueryClient();

  async function run(action: PlanAction) {
    if (busy) return;
    if (action === 'portal' && !hasPaymentCustomer) {
      toast.error(NO_CUSTOMER_MESSAGE);
      return;
    }
    setBusy(action);
    try {
      const { url } = action === 'checkout' ? await createCheckout({ item: 'credits' }) : await createPortal();
      if (!url) {
        toast.error(action === 'checkout' ? 'No se recibió URL de checkout.' : 'No se recibió URL del portal de cliente.');
        setBusy(null);
        return;
      }
      // Stay busy: the page is being replaced.
      redirectTo(url);
    } catch (error) {
      if (action === 'portal' && error instanceof ApiError && error.code === NO_CUSTOMER_CODE) {
        toast.error(NO_CUSTOMER_MESSAGE);
        // The server has just forgotten a customer the provider no longer knows: the profile says so now.
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      } else {
        toast.error(
          action === 'checkout'
            ? `No se pudo iniciar el pago: ${reason(error)}`
            : `No se pudo redirigir a la gestión de suscripción: ${reason(error)}`,
        );
      }
      setBusy(null);
    }
  }

  return {
    busy,
    buyCredits: () => void run('checkout'),
    manageSubscription: () => void run('portal'),
  };
}
