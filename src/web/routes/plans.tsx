import { useSearchParams } from 'react-router';
import { AppPage } from '../components/layout/app-page';
import { BackButton } from '../components/layout/back-button';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { PageSpinner } from '../components/ui/spinner';
import { PlanOfferView, type PlanTab } from '../features/billing/components/plan-offer-view';
import { PremiumPlanView } from '../features/billing/components/premium-plan-view';
import { useProfile } from '../queries/profile';
import { errorMessage } from '../lib/api';

function readTab(value: string | null): PlanTab | null {
  return value === 'premium' || value === 'free' ? value : null;
}

/** /plans (SPEC section 2): the `tab` parameter picks Free or Premium; Premium users see their plan. */
export default function PlansPage() {
  const profileQuery = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();

  if (profileQuery.isPending) return <PageSpinner />;
  if (profileQuery.isError) {
    return (
      <AppPage width="md" className="flex min-h-dvh flex-col justify-center gap-4">
        <h1 className="text-2xl font-extrabold">No se pudieron cargar los planes</h1>
        <Notice tone="error">{errorMessage(profileQuery.error, 'No se pudo cargar la información de tu plan.')}</Notice>
        <Button onClick={() => void profileQuery.refetch()}>Reintentar</Button>
      </AppPage>
    );
  }

  const profile = profileQuery.data;
  const tab = readTab(searchParams.get('tab')) ?? (profile.isPremium ? 'premium' : 'free');

  return (
    <AppPage width="xl">
      <BackButton fallback="/home" />
      <div className="mt-3">
        {profile.isPremium ? (
          <PremiumPlanView profile={profile} />
        ) : (
          <PlanOfferView
            tab={tab}
            onTabChange={(next) =>
              setSearchParams(
                (params) => {
                  params.set('tab', next);
                  return params;
                },
                { replace: true },
              )
            }
          />
        )}
      </div>
    </AppPage>
  );
}
