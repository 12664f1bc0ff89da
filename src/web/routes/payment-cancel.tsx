import { useEffect, useState } from 'react';
import { CircleX, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { PaymentOutcome } from '../features/billing/components/payment-outcome';

const REDIRECT_SECONDS = 5;

/** /payment-cancel (SPEC section 2): nothing was charged; back to /profile after a 5-second countdown. */
export default function PaymentCancelPage() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) void navigate('/profile', { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <PaymentOutcome Icon={CircleX} badgeClassName="bg-amber-100 text-amber-700" title="Pago Cancelado">
      <p className="text-muted">Has cancelado el pago. No se ha realizado ningún cargo.</p>
      <p className="text-base">
        Te llevamos a tu perfil en{' '}
        <strong role="timer" aria-live="off" className="tabular-nums">
          {secondsLeft}
        </strong>{' '}
        {secondsLeft === 1 ? 'segundo' : 'segundos'}...
      </p>
      <Button size="lg" className="mt-2 w-full" onClick={() => void navigate('/profile', { replace: true })}>
        <UserRound className="h-5 w-5" aria-hidden="true" />
        Volver a mi Perfil
      </Button>
    </PaymentOutcome>
  );
}
