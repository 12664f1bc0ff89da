import { Link } from 'react-router';
import { cn } from '../../lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('h-9 w-9 shrink-0', className)}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#logo-gradient)" />
      <path d="M14 44c6-3 12-3 18 0 6-3 12-3 18 0V20c-6-3-12-3-18 0-6-3-12-3-18 0z" fill="#fff" opacity=".95" />
      <path d="M32 20v24" stroke="#6d28d9" strokeWidth="2.5" />
      <path d="M46 8l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fde047" />
    </svg>
  );
}

/** The app's logo and name, linking home (the landing page decides where a signed-in user goes). */
export function Logo({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 rounded-xl', className)} aria-label="Cuentos Mágicos, ir al inicio">
      <LogoMark />
      <span className="font-display text-xl font-extrabold text-ink">
        Cuentos <span className="text-magic">Mágicos</span>
      </span>
    </Link>
  );
}
