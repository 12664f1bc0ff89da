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
import { PageSpinner } from '../components/ui/spinner';
import { PROFILE_QUERY_KEY } from '../queries/profile';
import { STORY_LIMIT_TITLE } from '../features/profile/story-allowance';
import { createStory } from '../features/stories/api/create-story';
import { STORIES_QUERY_KEY } from '../queries/stories';
import { useStoryOptionsReady } from '../features/story-options/use-story-options-ready';
import { missingStoryStep, STORY_STEP_PATHS } from '../features/story-options/steps';
import { useStoryOptionsStore } from '../features/story-options/store';
import { ApiError } from '../lib/api';

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
  const [text, setText] = useState('');
  const [openingStory, setOpeningStory] = useState(false);
  const run = useRef<{ controller: AbortController; abortTimer?: ReturnType<typeof setTimeout> } | null>(null);

  const missing = ready ? missingStoryStep('generate', options) : null;
  const canStart = ready && !missing;

  useEffect(() => {
    if (!canStart) return;
    const scheduleAbort = () => {
      // StrictMode unmounts and mounts again at once: abort only if no mount follows.
      const current = run.current;
      if (current) current.abortTimer = setTimeout(() => current.controller.abort(), 0);
    };
    if (run.current) {
      clearTimeout(run.current.abortTimer);
      return scheduleAbort;
    }
    const controller = new AbortController();
    run.current = { controller };
    const { character, genre, moral, duration, additionalDetails } = useStoryOptionsStore.getState();
    if (!character || !genre || !moral || !duration) return scheduleAbort;

    createStory(
      { characterId: character.id, genre, moral, duration, additionalDetails },
      { signal: controller.signal, onDelta: (delta) => setText((previous) => previous + delta) },
    )
      .then(async (story: Story) => {
        queryClient.setQueryData([...STORIES_QUERY_KEY, story.id], story);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY, exact: true }),
          queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        ]);
        // From here this page only hands over to the viewer: the reset options must not send it back to
        // the first step while the viewer loads.
        setOpeningStory(true);
        await navigate(`/story/${story.id}`, { replace: true });
        useStoryOptionsStore.getState().reset();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A refused or failed text is never left on screen (a story the safety check refused included).
        setText('');
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
    return scheduleAbort;
  }, [canStart, navigate, queryClient]);

  if (openingStory) return <PageSpinner label="Abriendo tu historia..." />;
  if (!ready) return <PageSpinner label="Preparando tu historia..." />;
  if (missing) return <Navigate to={missing} replace />;

  const duration = catalogItem(DURATIONS, options.duration);
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
        <div
          role="progressbar"
          aria-label="Progreso de la historia"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 w-full overflow-hidden rounded-full bg-violet-100"
        >
          <div className="h-full rounded-full bg-magic transition-all duration-500" style={{ width: `${Math.max(4, percent)}%` }} />
        </div>
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
