import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { Logo } from './logo';

/** Header of the public pages: logo, 'Iniciar Sesión' and 'Registrarse'. */
export function PublicHeader({ showAuthLinks = true }: { showAuthLinks?: boolean }) {
  return (
    <header className="no-print mx-auto flex w-full max-w-5xl items-center justify-between gap-2 px-4 py-4">
      <Logo className="[&_span]:hidden min-[400px]:[&_span]:inline" />
      {showAuthLinks ? (
        <nav aria-label="Cuenta" className="flex items-center gap-2">
          <Link to="/login" className={buttonClasses('ghost', 'sm')}>
            Iniciar Sesión
          </Link>
          <Link to="/signup" className={buttonClasses('primary', 'sm')}>
            Registrarse
          </Link>
        </nav>
      ) : null}
    </header>
  );
}
