import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const variants = {
  default: 'bg-primary-soft text-primary',
  premium: 'bg-gradient-to-r from-amber-300 to-yellow-400 text-amber-950',
  outline: 'border border-border bg-white text-muted',
  warning: 'bg-accent-soft text-amber-900',
} as const;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: keyof typeof variants;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
