import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/utils';
import { Spinner } from './spinner';

const variants = {
  primary:
    'bg-magic text-primary-foreground shadow-lg shadow-violet-500/25 hover:brightness-110 active:brightness-95',
  secondary: 'bg-primary-soft text-primary hover:bg-violet-200',
  outline: 'border-2 border-border bg-white/80 text-primary hover:bg-primary-soft',
  ghost: 'text-primary hover:bg-primary-soft',
  danger: 'bg-danger text-white hover:bg-red-800',
  accent: 'bg-accent text-ink shadow-lg shadow-amber-500/25 hover:bg-amber-400',
} as const;

const sizes = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-14 px-7 py-3 text-lg',
  icon: 'h-11 w-11 p-0',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 rounded-2xl text-center font-semibold leading-tight transition',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:opacity-55',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  /** Working on it: disabled and announced as busy (put a decorative Spinner inside). */
  busy?: boolean;
}

export function Button({ variant, size, asChild, busy, className, type, ...buttonProps }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...buttonProps} />;
  const { disabled, ...props } = buttonProps;
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    />
  );
}

/** A form's full-width send button: a decorative spinner before its text while `busy`. */
export function SubmitButton({ busy, className, children, ...props }: Omit<ButtonProps, 'type' | 'asChild' | 'size'>) {
  return (
    <Button type="submit" size="lg" className={cn('w-full', className)} busy={busy} {...props}>
      {busy ? <Spinner size="sm" decorative /> : null}
      {children}
    </Button>
  );
}
