import { useEffect, useState } from 'react';
import { CircleX, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AppPage } from '../components/layout/app-page';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';

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
    <AppPage width="md" className="flex min-h-dvh flex-col justify-center">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <CircleX className="h-11 w-11" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold text-ink">Pago Cancelado</h1>
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
        </CardContent>
      </Card>
    </AppPage>
  );
}
