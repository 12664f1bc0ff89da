import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Accessible name of the thumb (the element screen readers focus). */
  thumbLabel?: string;
  /** Id of the visible label, given to the thumb as aria-labelledby. */
  labelledBy?: string;
  valueText?: string;
}

export function Slider({ className, thumbLabel, labelledBy, valueText, ...props }: SliderProps) {
  const thumbs = (props.value ?? props.defaultValue ?? [0]).length;
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-8 w-full touch-none select-none items-center', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-3 w-full grow overflow-hidden rounded-full bg-violet-100">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-magic" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={labelledBy ? undefined : thumbLabel}
          aria-labelledby={labelledBy}
          aria-valuetext={valueText}
          className="block h-7 w-7 rounded-full border-4 border-primary bg-white shadow-md transition hover:scale-110 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
