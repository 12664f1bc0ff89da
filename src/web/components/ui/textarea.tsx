import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-32 w-full resize-y rounded-2xl border-2 border-border bg-white px-4 py-3 text-base leading-relaxed text-ink placeholder:text-slate-400',
        'transition focus:border-primary focus:outline-none focus-visible:ring-4 focus-visible:ring-violet-200',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
