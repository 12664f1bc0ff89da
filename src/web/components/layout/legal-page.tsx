import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import { Footer } from './footer';
import { PublicHeader } from './public-header';

interface LegalPageProps {
  title: string;
  updated?: string;
  children: ReactNode;
}

/** Static text pages (terms, privacy, contact) with a 'Volver' button. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader showAuthLinks={false} />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pb-12">
        <BackButton fallback="/" />
        <article className="mt-3 rounded-[var(--radius-card)] bg-white/90 p-6 shadow-xl shadow-violet-900/5 sm:p-10">
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
          {updated ? <p className="mt-2 text-sm text-muted">Última actualización: {updated}</p> : null}
          <div className="legal-text mt-6 space-y-4 leading-relaxed text-ink [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-primary [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
            {children}
          </div>
        </article>
      </main>
      <Footer />
    </div>
  );
}
