import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Home } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { PaymentOutcome } from '../features/billing/components/payment-outcome';
import { getProfileQueryOptions, useProfile } from '../queries/profile';

/** /payment-success (SPEC section 2): back from the provider's checkout; the credits arrive by webhook. */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const queryClient = useQueryClient();
  const profileQuery = useProfile();

  // The purchase is written by the provider's webhook, which may land a moment after the browser: read
  // the profile again now and a few more times shortly after.
  useEffect(() => {
    const { queryKey } = getProfileQueryOptions();
    void queryClient.invalidateQueries({ queryKey });
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      void queryClient.invalidateQueries({ queryKey });
      if (tries >= 5) window.clearInterval(timer);
    }, 3000);
    return () => window.clearInterval(timer);
  }, [queryClient]);

  return (
    <PaymentOutcome Icon={CircleCheck} badgeClassName="bg-emerald-100 text-emerald-700" title="¡Pago Exitoso!">
      <p className="text-muted">
        Gracias por tu compra. Tus créditos de voz se añaden a tu cuenta en unos instantes.
      </p>
      <p role="status" aria-live="polite" className="text-lg">
        {profileQuery.data ? (
          <>
            Créditos de voz disponibles: <strong>{profileQuery.data.voiceCredits}</strong>
          </>
        ) : null}
      </p>
      {sessionId ? (
        <p className="break-all text-xs text-muted">
          Referencia del pago: <span className="font-mono">{sessionId}</span>
        </p>
      ) : null}
      <Link to="/home" className={buttonClasses('primary', 'lg', 'mt-2 w-full')}>
        <Home className="h-5 w-5" aria-hidden="true" />
        Volver al inicio
      </Link>
    </PaymentOutcome>
  );
}
