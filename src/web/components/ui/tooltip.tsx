import type { ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
}

/** A hover/focus hint. The trigger child must be focusable; keep the essential text elsewhere too. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
