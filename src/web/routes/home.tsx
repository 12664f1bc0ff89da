import { BookOpen, Sparkles, Users } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { catalogItem, LANGUAGES } from '@shared/catalogs';
import { AppPage } from '../components/layout/app-page';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { PageSpinner } from '../components/ui/spinner';
import { Tooltip } from '../components/ui/tooltip';
import { HomeHeader } from '../features/home/home-header';
import { LastStory } from '../features/home/last-story';
import { lastStory } from '../features/home/next-step';
import { useProfile } from '../queries/profile';
import {
  canCreateStory,
  STORY_LIMIT_TITLE,
  storiesRemainingText,
  storyLimitMessage,
} from '../features/profile/story-allowance';
import { useStories } from '../queries/stories';
import { planStateOf } from '../lib/continuation-allowance';
import { ApiError } from '../lib/api';

export default function HomePage() {
  const navigate = useNavigate();
  const profileQuery = useProfile();
  const storiesQuery = useStories();
  // The page appears in slices (a deferred render) once the profile is in, never blocking a slow phone.
  const deferredProfile = useDeferredValue(profileQuery.data);

  if (profileQuery.isError) {
    return (
      <AppPage width="md" className="flex min-h-dvh flex-col justify-center gap-4">
        <h1 className="text-2xl font-extrabold">No se pudo cargar tu perfil</h1>
        <Notice tone="error">
          {profileQuery.error instanceof ApiError ? profileQuery.error.message : 'Ha ocurrido un error inesperado'}
        </Notice>
        <Button onClick={() => void profileQuery.refetch()}>Reintentar</Button>
      </AppPage>
    );
  }

  // The library is read together with the profile (the route's loader asks for both): waiting for it
  // keeps the last story's card from pushing the page down once it is drawn.
  if (!deferredProfile || !profileQuery.data || storiesQuery.isPending) return <PageSpinner />;
  const profile = deferredProfile;
  if (!profile.hasCompletedSetup) return <Navigate to="/profile-config" replace />;

  const hasStories = (storiesQuery.data?.length ?? 0) > 0;
  const last = lastStory(storiesQuery.data ?? []);
  const remainingText = storiesRemainingText(profile);
  const language = catalogItem(LANGUAGES, profile.language);

  function handleCreate() {
    if (!canCreateStory(profile)) {
      toast.error(STORY_LIMIT_TITLE, { description: storyLimitMessage(profile.isPremium) });
      return;
    }
    void navigate('/duration');
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <HomeHeader isPremium={profile.isPremium} />
      <AppPage width="md" className="flex flex-1 flex-col justify-center">
        <div className="text-center">
          <span className="mx-auto mb-4 flex h-20 w-20 items-center justify-center rounded-3xl bg-magic text-white shadow-xl shadow-violet-500/30">
            <Sparkles className="h-10 w-10" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">¿Qué historia creamos hoy?</h1>
          <p className="mt-2 text-muted">
            Historias para {profile.childAge === 1 ? '1 año' : `${profile.childAge} años`}
            {language ? ` en ${language.label.toLowerCase()}` : ''}
          </p>
        </div>

        <div className="mt-10 flex flex-col gap-4">
          {last ? <LastStory story={last} plan={planStateOf(profileQuery)} onNewStory={handleCreate} /> : null}
          <Tooltip content={remainingText}>
            <Button size="lg" className="min-h-16 w-full text-lg" onClick={handleCreate} aria-describedby="stories-remaining">
              <Sparkles className="h-6 w-6" aria-hidden="true" />
              Generar una Nueva Historia
            </Button>
          </Tooltip>
          <p id="stories-remaining" className="-mt-2 text-center text-sm text-muted">
            {remainingText}
          </p>
          <Button variant="outline" size="lg" className="min-h-16 w-full text-lg" onClick={() => void navigate('/characters-management')}>
            <Users className="h-6 w-6" aria-hidden="true" />
            Mis Personajes
          </Button>
          {hasStories ? (
            <Button variant="secondary" size="lg" className="min-h-16 w-full text-lg" onClick={() => void navigate('/stories')}>
              <BookOpen className="h-6 w-6" aria-hidden="true" />
              Mis Historias
            </Button>
          ) : null}
        </div>
      </AppPage>
    </div>
  );
}
