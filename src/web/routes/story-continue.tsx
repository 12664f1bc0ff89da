// /story/:storyId/continue (SPEC sections 2 and 4): continue freely, with one of three options, or with
// the parent's own direction. The new chapter's words stream in on a full-screen loader, then the viewer
// opens it. `?refresh=<timestamp>` asks for a new set of options.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, Clock, Crown, PenLine, Sparkles, UserRound, Wand2 } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { catalogItem, DURATIONS, GENRES } from '@shared/catalogs';
import {
  CONTINUATION_LIMIT_CODE,
  CONTINUATION_LIMIT_TITLE,
  type CreateChapterInput,
  CUSTOM_INPUT_MAX,
  DEFAULT_CONTINUATION_OPTIONS,
} from '@shared/contract/continuations';
import type { Story } from '@shared/contract/stories';
import type { LanguageId } from '@shared/catalogs';
import { AppPage } from '../components/layout/app-page';
import { Button, buttonClasses } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { PageSpinner } from '../components/ui/spinner';
import { Textarea } from '../components/ui/textarea';
import { useCreateChapter } from '../features/continuations/api/create-chapter';
import { useContinuationOptions } from '../features/continuations/api/get-continuation-options';
import { PROFILE_QUERY_KEY, useProfile } from '../queries/profile';
import { STORIES_QUERY_KEY } from '../queries/stories';
import { useStory } from '../queries/story';
import { continuationAllowance, planStateOf } from '../lib/continuation-allowance';
import { ApiError } from '../lib/api';
import { isAbortError } from '../lib/event-stream';
import { cn } from '../lib/utils';

const NOT_FOUND = 'Historia no encontrada';
const LIMIT_INFO = 'Has alcanzado el límite de continuación gratuita para esta historia.';
const OPTIONS_FAILED = 'No se pudieron generar las opciones. Intenta de nuevo.';
const FAILURE_TITLE = 'Error al generar la continuación';
const PLAN_UNKNOWN = 'No se pudo comprobar tu plan. Puedes continuar igualmente: si has llegado al límite, te avisaremos.';

function splitTitle(text: string): { title: string; body: string } {
  const newline = text.indexOf('\n');
  if (newline === -1) return { title: text.replace(/^#+\s*/, '').trim(), body: '' };
  return { title: text.slice(0, newline).replace(/^#+\s*/, '').trim(), body: text.slice(newline + 1).replace(/^\s+/, '') };
}

export default function StoryContinuePage() {
  const { storyId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const refresh = searchParams.get('refresh');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storyQuery = useStory(storyId);
  const profileQuery = useProfile();
  const story = storyQuery.data;
  // Without the profile (it failed) the page still offers everything and the server decides.
  const plan = planStateOf(profileQuery);
  const allowance = story ? continuationAllowance(plan, story.chapters.length) : 'pending';
  const allowed = allowance === 'allowed';
  const refused = allowance === 'refused';
  const optionsQuery = useContinuationOptions(storyId, story?.chapters.length ?? 0, refresh, Boolean(story) && allowed);
  const [customOpen, setCustomOpen] = useState(false);
  const [customText, setCustomText] = useState('');
  const [busy, setBusy] = useState(false);
  const chapter = useCreateChapter();
  const notFound = storyQuery.error instanceof ApiError && storyQuery.error.status === 404;

  useEffect(() => {
    if (!notFound) return;
    toast.error(NOT_FOUND, { id: 'continue-not-found' });
    void navigate('/saved-stories', { replace: true });
  }, [notFound, navigate]);

  useEffect(() => {
    if (refused && !busy) toast.info(LIMIT_INFO, { id: 'continuation-limit-info' });
  }, [refused, busy]);

  useEffect(() => {
    if (optionsQuery.isError) toast.error(OPTIONS_FAILED, { id: 'continuation-options-failed' });
  }, [optionsQuery.isError]);

  if (notFound) return <PageSpinner label="Redirigiendo..." />;
  if (storyQuery.isPending || profileQuery.isPending) return <PageSpinner label="Cargando historia..." />;
  if (!story) {
    return (
      <AppPage width="md" className="flex min-h-dvh flex-col justify-center gap-4">
        <Notice tone="error">{storyQuery.error instanceof ApiError ? storyQuery.error.message : 'No se pudo cargar la historia.'}</Notice>
        <Button onClick={() => void storyQuery.refetch()}>Reintentar</Button>
      </AppPage>
    );
  }

  const lastIndex = story.chapters.length - 1;
  const lastChapter = story.chapters[lastIndex]!;
  const language = (story.language in DEFAULT_CONTINUATION_OPTIONS ? story.language : 'es') as LanguageId;
  const summaries = optionsQuery.data?.map((o) => o.summary) ?? (optionsQuery.isError ? DEFAULT_CONTINUATION_OPTIONS[language] : null);
  const genre = catalogItem(GENRES, story.genre);
  const duration = catalogItem(DURATIONS, story.duration);
  const canSendCustom = customText.trim().length > 0 && !busy && allowed;

  const goBack = () => {
    if (customOpen) setCustomOpen(false);
    else void navigate(`/story/${story.id}${lastIndex === 0 ? '' : `?chapter=${lastIndex}`}`);
  };

  async function run(input: CreateChapterInput) {
    if (busy || !story) return;
    if (!allowed) {
      toast.error('No puedes continuar esta historia (límite alcanzado).');
      return;
    }
    setBusy(true);
    try {
      // Leaving the page cancels it: nothing is stored.
      const result = await chapter.start({ storyId: story.id, input });
      queryClient.setQueryData<Story>([...STORIES_QUERY_KEY, story.id], result.story);
      void queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY, exact: true });
      const index = result.story.chapters.findIndex((c) => c.id === result.chapter.id);
      await navigate(`/story/${story.id}?chapter=${index === -1 ? result.story.chapters.length - 1 : index}`);
    } catch (error) {
      if (isAbortError(error)) return;
      setBusy(false);
      if (error instanceof ApiError && error.code === CONTINUATION_LIMIT_CODE) {
        toast.error(CONTINUATION_LIMIT_TITLE, { description: error.message });
        void queryClient.invalidateQueries({ queryKey: [...STORIES_QUERY_KEY, story.id], exact: true });
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        return;
      }
      if (error instanceof ApiError && error.status === 404) {
        toast.error(NOT_FOUND);
        void navigate('/saved-stories', { replace: true });
        return;
      }
      toast.error(FAILURE_TITLE, { description: error instanceof ApiError ? error.message : 'Inténtalo de nuevo.' });
    }
  }

  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    if (canSendCustom) void run({ method: 'custom', customInput: customText.trim() });
  };

  return (
    <AppPage width="lg">
      <button type="button" onClick={goBack} className={cn(buttonClasses('ghost', 'sm'), '-ml-2')}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        Volver
      </button>

      <header className="mt-2 text-center">
        <p className="text-sm font-semibold text-muted">Continuando: {lastChapter.title}</p>
        <h1 className="mt-1 text-3xl font-extrabold text-ink">¿Cómo quieres que continúe?</h1>
        <p className="mt-2 text-muted">Elige una opción para continuar tu historia</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-2 text-sm font-semibold" aria-label="Tu historia">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 shadow-sm">
            <UserRound className="h-4 w-4 text-primary" aria-hidden="true" />
            {story.character.name}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 shadow-sm">
            <BookOpen className="h-4 w-4 text-primary" aria-hidden="true" />
            {genre?.label ?? story.genre}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 shadow-sm">
            <Clock className="h-4 w-4 text-primary" aria-hidden="true" />
            {duration ? `${duration.label} (${duration.description})` : story.duration}
          </li>
        </ul>
      </header>

      {plan === 'unknown' ? (
        <div className="mt-6 grid gap-3">
          <Notice tone="error">{PLAN_UNKNOWN}</Notice>
          <Button variant="outline" onClick={() => void profileQuery.refetch()} disabled={profileQuery.isFetching}>
            Reintentar
          </Button>
        </div>
      ) : null}

      {refused ? (
        <section aria-label="Plan Premium" className="mt-6 rounded-[var(--radius-card)] border-2 border-amber-300 bg-amber-50 p-5 text-center shadow-sm">
          <Crown className="mx-auto h-8 w-8 text-amber-500" aria-hidden="true" />
          <p className="mt-2 font-bold text-ink">{LIMIT_INFO}</p>
          <p className="mt-1 text-sm text-muted">Con el plan Premium puedes continuar tus historias sin límite.</p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Link to="/plans?tab=premium" className={buttonClasses('accent', 'md')}>
              Ver Plan Premium
            </Link>
            <Link to={`/story/${story.id}${lastIndex === 0 ? '' : `?chapter=${lastIndex}`}`} className={buttonClasses('outline', 'md')}>
              Volver a la historia
            </Link>
          </div>
        </section>
      ) : null}

      {customOpen ? (
        <form onSubmit={submitCustom} className="mt-6 rounded-[var(--radius-card)] bg-white/95 p-5 shadow-xl shadow-violet-900/5 sm:p-6">
          <h2 className="text-xl font-bold text-ink">
            <label htmlFor="custom-continuation">Describe tu continuación</label>
          </h2>
          <Textarea
            id="custom-continuation"
            className="mt-3 min-h-36"
            value={customText}
            maxLength={CUSTOM_INPUT_MAX}
            onChange={(e) => setCustomText(e.target.value)}
            placeholder="Por ejemplo: Luna descubre que el mapa lleva a una isla de caramelo..."
            disabled={busy || !allowed}
            autoFocus
          />
          <p className="mt-1 text-right text-xs text-muted" aria-live="polite">
            {customText.length}/{CUSTOM_INPUT_MAX}
          </p>
          <Button type="submit" size="lg" className="mt-3 w-full" disabled={!canSendCustom}>
            <Wand2 className="h-5 w-5" aria-hidden="true" />
            {busy ? 'Generando...' : 'Generar continuación'}
          </Button>
        </form>
      ) : (
        <div className="mt-6 grid gap-5">
          <Button size="lg" onClick={() => void run({ method: 'free' })} disabled={busy || !allowed}>
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            Continuar Libre
          </Button>

          <section aria-labelledby="options-heading" aria-busy={allowed && !summaries}>
            <h2 id="options-heading" className="text-lg font-bold text-ink">
              Elige una opción:
            </h2>
            <ol className="mt-3 grid gap-3">
              {[0, 1, 2].map((i) => {
                const summary = summaries?.[i];
                return (
                  <li key={i}>
                    <button
                      type="button"
                      disabled={busy || !allowed || !summary}
                      onClick={() => summary && void run({ method: `option${i + 1}` as 'option1', optionSummary: summary })}
                      className={cn(
                        'flex w-full flex-col items-start gap-1 rounded-2xl border-2 border-border bg-white/90 p-4 text-left shadow-sm transition',
                        'hover:border-primary hover:bg-primary-soft focus-visible:border-primary disabled:pointer-events-none disabled:opacity-55',
                      )}
                    >
                      <span className="text-sm font-bold uppercase tracking-wide text-primary">Opción {i + 1}</span>
                      {summary ? (
                        <span className="font-semibold text-ink">{summary}</span>
                      ) : allowed ? (
                        <span className="block h-5 w-4/5 rounded bg-violet-100 motion-safe:animate-pulse" aria-hidden="true" />
                      ) : (
                        <span className="text-sm text-muted">No disponible</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ol>
            {allowed && !summaries ? (
              <p role="status" className="mt-2 text-sm text-muted">
                Preparando opciones...
              </p>
            ) : null}
          </section>

          <Button size="lg" variant="outline" onClick={() => setCustomOpen(true)} disabled={busy || !allowed}>
            <PenLine className="h-5 w-5" aria-hidden="true" />
            Describir tu continuación soñada
          </Button>
        </div>
      )}

      {busy ? <ContinuationLoader text={chapter.text} /> : null}
    </AppPage>
  );
}

/** The full-screen loader: the SPEC texts, then the new chapter's words as they are written. */
function ContinuationLoader({ text }: { text: string }) {
  const { title, body } = splitTitle(text);
  const box = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the loader, not on the buttons hidden behind it.
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-labelledby="continuation-loader-title"
      className="fixed inset-0 z-50 flex flex-col items-center overflow-y-auto bg-gradient-to-b from-violet-100 via-white to-amber-50 px-4 py-8 focus:outline-none"
    >
      <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-3xl bg-magic text-white shadow-xl shadow-violet-500/30">
        <Sparkles className="h-8 w-8 motion-safe:animate-pulse" aria-hidden="true" />
      </span>
      <h2 id="continuation-loader-title" className="mt-4 text-center text-2xl font-extrabold text-ink">
        Generando continuación...
      </h2>
      <p role="status" aria-live="polite" className="mt-2 max-w-md text-center text-muted">
        Estamos personalizando una continuación mágica para tu historia...
      </p>
      <article aria-label="Capítulo en preparación" aria-busy="true" className="mt-6 w-full max-w-2xl rounded-[var(--radius-card)] bg-white/90 p-5 shadow-xl shadow-violet-900/5 sm:p-8">
        {title ? <h3 className="mb-4 text-xl font-extrabold text-ink">{title}</h3> : null}
        {body ? (
          <div data-testid="streamed-chapter" className="story-text whitespace-pre-line">
            {body}
            <span className="ml-0.5 inline-block h-5 w-1.5 translate-y-1 rounded bg-primary motion-safe:animate-pulse" aria-hidden="true" />
          </div>
        ) : (
          <div className="space-y-3" aria-hidden="true">
            {[92, 100, 84, 70].map((w) => (
              <div key={w} className="h-4 rounded bg-violet-100 motion-safe:animate-pulse" style={{ width: `${w}%` }} />
            ))}
          </div>
        )}
      </article>
    </div>
  );
}
