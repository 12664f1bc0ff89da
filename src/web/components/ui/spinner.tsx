import { cn } from '../../lib/utils';

interface SpinnerProps {
  label?: string;
  className?: string;
  /** Visually show the label under the spinner (it is always read by screen readers). */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Only the turning ring, hidden from screen readers: for a busy button, whose own text and aria-busy
   * already say what is happening (a live region there would read the label a second time).
   */
  decorative?: boolean;
}

const sizes = { sm: 'h-5 w-5 border-2', md: 'h-10 w-10 border-4', lg: 'h-14 w-14 border-4' } as const;

export function Spinner({ label = 'Cargando...', className, showLabel = false, size = 'md', decorative = false }: SpinnerProps) {
  const ring = cn('animate-spin rounded-full border-violet-200 border-t-primary', sizes[size]);
  if (decorative) return <span aria-hidden="true" className={cn('inline-block shrink-0', ring, className)} />;
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col items-center gap-3', className)}>
      <span aria-hidden="true" className={ring} />
      <span className={showLabel ? 'text-base font-medium text-muted' : 'sr-only'}>{label}</span>
    </div>
  );
}

/** Full-screen centred spinner for pages that are still loading. */
export function PageSpinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <Spinner label={label} size="lg" showLabel />
    </main>
  );
}
