import { CloudLightning } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';

export default function ErrorPage() {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white/90 p-8 text-center shadow-xl">
        <span className="mx-auto mb-4 flex h-20 w-20 items-center justify-center rounded-full bg-accent-soft text-amber-600">
          <CloudLightning className="h-10 w-10" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-extrabold text-ink">¡Ups! Ocurrió un error</h1>
        <p className="mt-3 text-muted">
          Nuestros asistentes mágicos están teniendo problemas para crear tu historia. Por favor, inténtalo de nuevo en
          unos momentos.
        </p>
        <div className="mt-8 flex flex-col gap-3">
          <Button size="lg" onClick={() => void navigate(-1)}>
            Intentar nuevamente
          </Button>
          <Button size="lg" variant="outline" onClick={() => void navigate('/home')}>
            Volver al inicio
          </Button>
        </div>
      </div>
    </main>
  );
}
