import { Link } from 'react-router';
import { APP_VERSION } from '@shared/version';
import { Logo } from './logo';

const links = [
  { to: '/terms', label: 'Términos' },
  { to: '/privacy-policy', label: 'Privacidad' },
  { to: '/contact', label: 'Contacto' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="no-print mt-auto border-t border-violet-100 bg-white/70 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:justify-between">
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <Logo />
          <p>
            © {year} Cuentos Mágicos ·{' '}
            {/* 'v1.1.2' on screen; screen readers say 'versión 1.1.2' (an aria-label on a span is ignored). */}
            <span aria-hidden="true">v{APP_VERSION}</span>
            <span className="sr-only">versión {APP_VERSION}</span>
          </p>
        </div>
        <nav aria-label="Enlaces legales">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded font-semibold text-primary underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
