// /generating (SPEC section 2): shows the chosen character, genre and duration, then the story's words as
// they are written (DESIGN decision 6). One request per visit, even under React StrictMode's double
// effects; leaving the page cancels the request, so nothing is stored or counted.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Sparkles, Theater, UserRound } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { catalogItem, catalogLabel, DURATIONS, GENRES } from '@shared/catalogs';
import type { Story } from '@shared/contract/stories';
import { AppPage } from '../components/layout/app-page';
import { ProgressBar } from '../components/ui/progress-bar';
import { PageSpinner } from '../components/ui/spinner';
import { PROFILE_QUERY_KEY } from '../queries/profile';
import { STORY_LIMIT_TITLE } from '../features/profile/story-allowance';
import { useCreateStory } from '../features/stories/api/create-story';
import { STORIES_QUERY_KEY } from '../queries/stories';
import { useStoryOptionsReady } from '../features/story-options/use-story-options-ready';
import { missingStoryStep, STORY_STEP_PATHS } from '../features/story-options/steps';
import { useStoryOptionsStore } from '../features/story-options/store';
import { ApiError } from '../lib/api';
import { isAbortError } from '../lib/event-stream';

const FAILURE_TITLE = 'Error al generar la historia';
const pill = 'flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 shadow-sm';

function splitTitle(text: string): { title: string; body: string } {
  const newline = text.indexOf('\n');
  // The first line is the title: until it ends, it is all there is.
  if (newline === -1) return { title: text.replace(/^#+\s*/, '').trim(), body: '' };
  return { title: text.slice(0, newline).replace(/^#+\s*/, '').trim(), body: text.slice(newline + 1).replace(/^\s+/, '') };
}

export default function GeneratingPage() {
  const ready = useStoryOptionsReady();
  const options = useStoryOptionsStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const story = useCreateStory();
  const [openingStory, setOpeningStory] = useState(false);
  const started = useRef(false);

  const missing = ready ? missingStoryStep('generate', options) : null;
  const canStart = ready && !missing;
  const { start } = story;

  useEffect(() => {
    // One request per visit, StrictMode's second effect included; the hook cancels it when the page goes.
    if (!canStart || started.current) return;
    const { character, genre, moral, duration, additionalDetails } = useStoryOptionsStore.getState();
    if (!character || !genre || !moral || !duration) return;
    started.current = true;

    start({ characterId: character.id, genre, moral, duration, additionalDetails })
      .then(async (created: Story) => {
        queryClient.setQueryData([...STORIES_QUERY_KEY, created.id], created);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY, exact: true }),
          queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        ]);
        // From here this page only hands over to the viewer: the reset options must not send it back to
        // the first step while the viewer loads.
        setOpeningStory(true);
        await navigate(`/story/${created.id}`, { replace: true });
        useStoryOptionsStore.getState().reset();
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && error.code === 'story_limit') {
          toast.error(STORY_LIMIT_TITLE, { description: error.message });
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
          void navigate('/home', { replace: true });
          return;
        }
        if (error instanceof ApiError && (error.code === 'unsafe_input' || error.code === 'unsafe_output')) {
          // The child-safety check refused the extra details or the story written from the choices: back
          // to the details, with its kind message, to try other ideas.
          toast.error(error.message);
          void navigate(STORY_STEP_PATHS.details, { replace: true });
          return;
        }
        toast.error(FAILURE_TITLE, { description: error instanceof ApiError ? error.message : 'Inténtalo de nuevo.' });
        void navigate('/error', { replace: true });
      });
  }, [canStart, navigate, queryClient, start]);

  if (openingStory) return <PageSpinner label="Abriendo tu historia..." />;
  if (!ready) return <PageSpinner label="Preparando tu historia..." />;
  if (missing) return <Navigate to={missing} replace />;

  const duration = catalogItem(DURATIONS, options.duration);
  const text = story.text;
  const { title, body } = splitTitle(text);
  const words = text.split(/\s+/).filter(Boolean).length;
  const target = duration?.targetWords ?? 1000;
  const percent = Math.min(95, Math.round((words / target) * 100));
  const quarter = Math.min(3, Math.floor(percent / 25));
  const hint = words === 0 ? 'Pensando en la historia...' : ['Escribiendo el comienzo...', 'La aventura avanza...', 'Se acerca el final...', 'Terminando los últimos detalles...'][quarter];

  return (
    <AppPage width="lg" className="flex min-h-dvh flex-col">
      <header className="text-center">
        <span className="mx-auto mb-3 flex h-16 w-16 items-center justify-center rounded-3xl bg-magic text-white shadow-xl shadow-violet-500/30">
          <Sparkles className="h-8 w-8 motion-safe:animate-pulse" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-extrabold text-ink">Creando tu historia...</h1>
        <ul className="mt-4 flex flex-wrap justify-center gap-2 text-sm font-semibold" aria-label="Tu elección">
          <li className={pill}>
            <UserRound className="h-4 w-4 text-primary" aria-hidden="true" />
            {options.character?.name ?? ''}
          </li>
          <li className={pill}>
            <Theater className="h-4 w-4 text-primary" aria-hidden="true" />
            {catalogLabel(GENRES, options.genre)}
          </li>
          <li className={pill}>
            <Clock className="h-4 w-4 text-primary" aria-hidden="true" />
            {duration ? `${duration.label} (${duration.description})` : ''}
          </li>
        </ul>
      </header>

      <div className="mt-6">
        <ProgressBar label="Progreso de la historia" value={percent} minFilled={4} size="sm" />
        <p role="status" aria-live="polite" className="mt-2 text-center text-sm font-medium text-muted">
          {hint}
        </p>
      </div>

      <article
        aria-label="Historia en preparación"
        aria-busy="true"
        className="mt-6 flex-1 rounded-[var(--radius-card)] bg-white/90 p-5 shadow-xl shadow-violet-900/5 sm:p-8"
      >
        {title ? <h2 className="mb-4 text-2xl font-extrabold text-ink">{title}</h2> : null}
        {body ? (
          <div data-testid="streamed-text" className="story-text whitespace-pre-line">
            {body}
            <span className="ml-0.5 inline-block h-5 w-1.5 translate-y-1 rounded bg-primary motion-safe:animate-pulse" aria-hidden="true" />
          </div>
        ) : (
          <div className="space-y-3" aria-hidden="true">
            {[92, 100, 84, 96, 70].map((w) => (
              <div key={w} className="h-4 rounded-full bg-violet-100 motion-safe:animate-pulse" style={{ width: `${w}%` }} />
            ))}
          </div>
        )}
      </article>
    </AppPage>
  );
}
