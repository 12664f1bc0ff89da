import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ProfileUpdate } from '@shared/contract/profile';
import { AppPage } from '../components/layout/app-page';
import { BackButton } from '../components/layout/back-button';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Notice } from '../components/ui/notice';
import { PageSpinner } from '../components/ui/spinner';
import { useSessionStatus } from '../queries/session';
import { useProfile } from '../queries/profile';
import { useUpdateProfile } from '../features/profile/api/update-profile';
import { PROFILE_DEFAULTS, ProfileForm } from '../features/profile/components/profile-form';
import { ApiError } from '../lib/api';

/** /profile-config and /profile: the story language, the child's age and an optional special need. */
export default function ProfileConfigPage() {
  const navigate = useNavigate();
  const { user } = useSessionStatus();
  const profileQuery = useProfile();
  const update = useUpdateProfile();

  if (profileQuery.isPending) return <PageSpinner label="Cargando tu perfil..." />;

  const profile = profileQuery.data;
  const wasComplete = profile?.hasCompletedSetup ?? false;
  const initial: ProfileUpdate =
    profile && profile.hasCompletedSetup
      ? { language: profile.language, childAge: profile.childAge, specialNeed: profile.specialNeed }
      : PROFILE_DEFAULTS;

  function handleSubmit(values: ProfileUpdate) {
    update.mutate(values, {
      onSuccess: () => {
        toast.success('¡Perfil actualizado!', {
          description: wasComplete
            ? 'Tu configuración ha sido guardada.'
            : 'Tu configuración ha sido guardada. ¡Vamos a elegir un plan!',
        });
        void navigate(wasComplete ? '/home' : '/plans');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error('Error', { description: 'Debes estar autenticado para guardar el perfil.' });
          return;
        }
        toast.error('Error al guardar', {
          description:
            error instanceof ApiError ? error.message : 'Ha ocurrido un error inesperado al guardar tu perfil.',
        });
      },
    });
  }

  return (
    <AppPage width="md">
      <BackButton fallback={wasComplete ? '/home' : '/'} />
      <Card className="mt-3">
        <CardHeader>
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">Configura tu Perfil</h1>
          <CardDescription>
            Cuéntanos un poco sobre quién va a escuchar las historias para que sean perfectas para su edad.
          </CardDescription>
        </CardHeader>
        <CardContent className="pt-4">
          {profileQuery.isError ? (
            <div className="flex flex-col gap-4">
              <Notice tone="error">
                {profileQuery.error instanceof ApiError
                  ? profileQuery.error.message
                  : 'No se pudo cargar tu perfil.'}
              </Notice>
              <Button variant="outline" onClick={() => void profileQuery.refetch()}>
                Reintentar
              </Button>
            </div>
          ) : user ? (
            <ProfileForm
              key={profile?.updatedAt ?? 'defaults'}
              initial={initial}
              saving={update.isPending}
              onSubmit={handleSubmit}
            />
          ) : null}
        </CardContent>
      </Card>
    </AppPage>
  );
}
