import { cn } from '../../lib/utils';

interface ProgressBarProps {
  /** Accessible name, e.g. 'Progreso de la narración'. */
  label: string;
  value: number;
  max?: number;
  /** What a screen reader says instead of the number, e.g. '12 créditos'. */
  valueText?: string;
  /** The least of the bar that is filled, in percent, so a start at 0 still shows it is under way. */
  minFilled?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** The app's one progress bar: a rounded track filled with the magic gradient. */
export function ProgressBar({ label, value, max = 100, valueText, minFilled = 0, size = 'md', className }: ProgressBarProps) {
  const shown = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.max(minFilled, Math.round((shown / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={valueText}
      className={cn('w-full overflow-hidden rounded-full bg-violet-100', size === 'sm' ? 'h-2.5' : 'h-3', className)}
    >
      <div className="h-full rounded-full bg-magic transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}
