import { Check } from 'lucide-react';
import { cn } from '../../../lib/utils';
import type { PlanFeature } from '../plan-features';

export function FeatureList({ features, className }: { features: PlanFeature[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {features.map((feature) => (
        <li key={feature.text} className="flex items-start gap-3">
          <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <Check className="h-4 w-4" aria-hidden="true" />
          </span>
          <span>
            {feature.text}
            {feature.limited ? <span className="ml-1 text-sm font-semibold text-amber-800">(limitado)</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
