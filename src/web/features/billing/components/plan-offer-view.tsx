import type { ReactNode } from 'react';
import { Crown, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { PREMIUM_PRICE_EUR } from '@shared/plans';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { FREE_FEATURES, PREMIUM_FEATURES } from '../plan-features';
import { FeatureList } from './feature-list';

export type PlanTab = 'free' | 'premium';

const triggerClasses = cn(
  'flex flex-1 items-center justify-center gap-2 rounded-xl px-3 py-2.5 text-base font-semibold text-muted transition',
  'data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow',
);

interface PlanCardProps {
  title: ReactNode;
  titleClassName?: string;
  /** Euros a month. */
  price: number;
  features: Parameters<typeof FeatureList>[0]['features'];
  className?: string;
  /** The plan's actions, one under the other. */
  children: ReactNode;
}

function PlanCard({ title, titleClassName, price, features, className, children }: PlanCardProps) {
  return (
    <Card className={cn('mx-auto max-w-md', className)}>
      <CardHeader>
        <CardTitle className={titleClassName}>{title}</CardTitle>
        <p>
          <span className="text-4xl font-extrabold text-ink">{price}€</span>
          <span className="text-muted">/mes</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <FeatureList features={features} />
        <div className="flex flex-col gap-2">{children}</div>
      </CardContent>
    </Card>
  );
}

/** /plans for a Free user (SPEC section 2): 'Desbloquea tu Creatividad' with the Free and Premium tabs. */
export function PlanOfferView({ tab, onTabChange }: { tab: PlanTab; onTabChange: (tab: PlanTab) => void }) {
  const continueFree = (
    <Link to="/home" className={buttonClasses('ghost', 'md', 'w-full')}>
      Continuar con el plan gratuito
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="text-center">
        <span className="mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-3xl bg-magic text-white shadow-lg shadow-violet-500/30">
          <Sparkles className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Desbloquea tu Creatividad</h1>
        <p className="mt-2 text-muted">Elige el plan que mejor encaja con las historias de tu familia.</p>
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as PlanTab)}>
        <Tabs.List aria-label="Planes" className="mx-auto flex w-full max-w-md gap-1 rounded-2xl bg-violet-100 p-1">
          <Tabs.Trigger value="free" className={triggerClasses}>
            Free
          </Tabs.Trigger>
          <Tabs.Trigger value="premium" className={triggerClasses}>
            Premium
            <Badge variant="warning" className="px-2 py-0.5 text-[0.65rem]">
              Próximamente
            </Badge>
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="free" className="mt-6">
          <PlanCard title="Plan Free" price={0} features={FREE_FEATURES}>
            <Button variant="outline" className="w-full" onClick={() => onTabChange('premium')}>
              <Crown className="h-5 w-5" aria-hidden="true" />
              Ver plan Premium
            </Button>
            {continueFree}
          </PlanCard>
        </Tabs.Content>

        <Tabs.Content value="premium" className="mt-6">
          <PlanCard
            title={
              <>
                Plan Premium
                <Badge variant="warning">Próximamente</Badge>
              </>
            }
            titleClassName="flex items-center gap-2"
            price={PREMIUM_PRICE_EUR}
            features={PREMIUM_FEATURES}
            className="border-amber-200"
          >
            <Button variant="accent" size="lg" className="w-full" disabled aria-describedby="premium-soon">
              <Crown className="h-5 w-5" aria-hidden="true" />
              Hazte Premium Ahora
            </Button>
            <p id="premium-soon" className="text-center text-sm text-muted">
              Estamos trabajando para ofrecerte esta opción muy pronto
            </p>
            <Button variant="outline" className="w-full" onClick={() => onTabChange('free')}>
              Ver plan Free
            </Button>
            {continueFree}
          </PlanCard>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
