import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-12 w-full rounded-xl border-2 border-border bg-white px-4 text-base text-ink placeholder:text-slate-400',
        'transition focus:border-primary focus:outline-none focus-visible:ring-4 focus-visible:ring-violet-200',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
