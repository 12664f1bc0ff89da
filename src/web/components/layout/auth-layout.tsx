import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Logo } from './logo';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the card (e.g. a back button). */
  top?: ReactNode;
  children: ReactNode;
}

/** Centred card used by login, sign-up and the other account pages. */
export function AuthLayout({ title, subtitle, top, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-6 sm:py-10">
        <div className="mb-4 flex items-center justify-between">
          {top ?? <span />}
          <Logo />
        </div>
        <div className="rounded-[var(--radius-card)] border border-white/70 bg-white/90 p-6 shadow-xl shadow-violet-900/10 backdrop-blur sm:p-8">
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
      <Footer />
    </div>
  );
}
