import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { BackButton } from './back-button';

interface StepPageProps {
  /** Heading of the step; its id (`${id}-title`) names the choice group below it. */
  title: string;
  titleId?: string;
  subtitle?: ReactNode;
  /** Where the back button goes. */
  backTo: string;
  progress?: { current: number; total: number };
  /** The step's main action(s), kept in reach at the bottom of the screen on phones. */
  footer?: ReactNode;
  children: ReactNode;
  width?: 'lg' | 'xl';
}

/** One step of the story or character flow: back, progress, title, content and a sticky action bar. */
export function StepPage({ title, titleId, subtitle, backTo, progress, footer, children, width = 'xl' }: StepPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main className={cn('mx-auto flex w-full flex-1 flex-col px-4 pt-4 sm:pt-8', width === 'xl' ? 'max-w-4xl' : 'max-w-2xl')}>
        <div className="flex items-center justify-between gap-3">
          <BackButton to={backTo} />
          {progress ? (
            <div className="flex items-center gap-2 text-sm font-semibold text-muted">
              <span>
                Paso {progress.current} de {progress.total}
              </span>
              <span className="flex gap-1" aria-hidden="true">
                {Array.from({ length: progress.total }, (_, i) => (
                  <span
                    key={i}
                    className={cn('h-2 rounded-full transition-all', i < progress.current ? 'w-5 bg-primary' : 'w-2 bg-violet-200')}
                  />
                ))}
              </span>
            </div>
          ) : null}
        </div>
        <header className="mb-6 mt-4 text-center sm:mb-8">
          <h1 id={titleId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {title}
          </h1>
          {subtitle ? <p className="mx-auto mt-2 max-w-xl text-base text-muted sm:text-lg">{subtitle}</p> : null}
        </header>
        <div className="flex-1 pb-6 sm:flex-none">{children}</div>
        {footer ? (
          // Sticky on phones so the action stays under the thumb; on wider screens right after the content.
          <div className="sticky bottom-0 z-10 -mx-4 mt-auto bg-gradient-to-t from-indigo-50 via-indigo-50/95 to-indigo-50/0 px-4 pb-5 pt-6 sm:static sm:mt-2 sm:bg-none sm:pb-12 sm:pt-2">
            <div className="mx-auto flex max-w-md flex-col gap-2">{footer}</div>
          </div>
        ) : null}
      </main>
    </div>
  );
}
