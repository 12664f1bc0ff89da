import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { AppPage } from '../../../components/layout/app-page';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

interface PaymentOutcomeProps {
  Icon: LucideIcon;
  /** The colours of the round badge around the icon. */
  badgeClassName: string;
  title: string;
  children: ReactNode;
}

/** The page a parent lands on back from the payment provider: a card with how it went and what comes next. */
export function PaymentOutcome({ Icon, badgeClassName, title, children }: PaymentOutcomeProps) {
  return (
    <AppPage width="md" className="flex min-h-dvh flex-col justify-center">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <span className={cn('flex h-20 w-20 items-center justify-center rounded-full', badgeClassName)}>
            <Icon className="h-11 w-11" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold text-ink">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </AppPage>
  );
}
