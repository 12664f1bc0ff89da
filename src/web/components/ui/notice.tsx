import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '../../lib/utils';

const tones = {
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CircleCheck },
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: CircleAlert },
  info: { box: 'border-violet-200 bg-violet-50 text-violet-900', Icon: Info },
} as const;

/** A message box that stays on the page (toasts disappear); announced politely when it appears. */
export function Notice({ tone = 'info', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-2xl border p-4 text-sm', box, className)}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

/** An error box that ends with «Reintentar» (something that could not be loaded; a tap asks again). */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice tone="error">
      {message}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Reintentar
      </button>
    </Notice>
  );
}
