import { LogOut, Settings2, UserRound } from 'lucide-react';
import { AppPage } from '../components/layout/app-page';
import { BackButton } from '../components/layout/back-button';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { useSessionStatus } from '../queries/session';
import { useSignOut } from '../features/auth/use-sign-out';
import { useProfile } from '../queries/profile';
import { PlanBillingSection } from '../features/billing/components/plan-billing-section';
import { SettingsSection } from '../components/layout/settings-section';
import { ApiError } from '../lib/api';

export default function SettingsPage() {
  const { user } = useSessionStatus();
  const profileQuery = useProfile();
  const { signOut, busy } = useSignOut();

  if (!user || profileQuery.isPending) return <PageSpinner />;

  return (
    <AppPage width="md">
      <BackButton to="/home" />
      <h1 className="mb-6 mt-3 text-3xl font-extrabold text-ink">Ajustes</h1>
      <div className="flex flex-col gap-5">
        <SettingsSection title="Cuenta" icon={<UserRound className="h-5 w-5" aria-hidden="true" />}>
          <p className="text-sm text-muted">Correo electrónico</p>
          <p className="text-lg font-semibold [overflow-wrap:anywhere]">{user.email}</p>
        </SettingsSection>

        {profileQuery.isError ? (
          <Notice tone="error">
            {profileQuery.error instanceof ApiError
              ? profileQuery.error.message
              : 'No se pudo cargar la información de tu plan.'}
          </Notice>
        ) : (
          <PlanBillingSection profile={profileQuery.data} />
        )}

        <SettingsSection title="General" icon={<Settings2 className="h-5 w-5" aria-hidden="true" />}>
          <Button variant="danger" className="w-full sm:w-auto" onClick={() => void signOut()} busy={busy}>
            {busy ? <Spinner size="sm" decorative /> : <LogOut className="h-5 w-5" aria-hidden="true" />}
            {busy ? 'Cerrando sesión...' : 'Cerrar Sesión'}
          </Button>
        </SettingsSection>
      </div>
    </AppPage>
  );
}
