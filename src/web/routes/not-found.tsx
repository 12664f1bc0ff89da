import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white/90 p-8 text-center shadow-xl">
        <span className="mx-auto mb-4 flex h-20 w-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Compass className="h-10 w-10" aria-hidden="true" />
        </span>
        <p className="text-6xl font-extrabold text-magic" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-ink">Página no encontrada</h1>
        <p className="mt-3 text-muted">Parece que esta página se ha perdido en el bosque encantado.</p>
        <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
