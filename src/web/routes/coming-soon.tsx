import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';

/** Placeholder for the guarded screens that later issues build (one line each in routes.tsx). */
export default function ComingSoonPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white/90 p-8 text-center shadow-xl">
        <span className="mx-auto mb-4 flex h-20 w-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Sparkles className="h-10 w-10" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold text-ink">¡Muy pronto!</h1>
        <p className="mt-3 text-muted">Esta sección estará disponible muy pronto.</p>
        <Link to="/home" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
