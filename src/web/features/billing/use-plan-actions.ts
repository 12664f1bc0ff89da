import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { createCheckout } from './api/create-checkout';
import { createPortal } from './api/create-portal';

export type PlanAction = 'checkout' | 'portal';

/** Leaves the app for the provider's page. */
function redirectTo(url: string) {
  window.location.assign(url);
}

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Error desconocido');

/**
 * Plan actions (SPEC section 4): busy while asking the server, then the browser goes to the returned
 * address; a failure clears the busy state and says why (SPEC section 8's messages).
 */
export function usePlanActions() {
  const [busy, setBusy] = useState<PlanAction | null>(null);

  async function run(action: PlanAction) {
    if (busy) return;
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
      toast.error(
        action === 'checkout'
          ? `No se pudo iniciar el pago: ${reason(error)}`
          : `No se pudo redirigir a la gestión de suscripción: ${reason(error)}`,
      );
      setBusy(null);
    }
  }

  return {
    busy,
    buyCredits: () => void run('checkout'),
    manageSubscription: () => void run('portal'),
  };
}
