// /story/:storyId?chapter= (SPEC section 2): reads one chapter (zero-based index, default 0) with chapter
// navigation, share, print, back home and the story's actions.
import { useDeferredValue, useEffect } from 'react';
import { BookDown, ChevronLeft, ChevronRight, FileDown, House, Printer, Share2 } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { catalogItem, GENRES } from '@shared/catalogs';
import { AppPage } from '../components/layout/app-page';
import { BedtimeToggle } from '../components/bedtime-toggle';
import { Button, buttonClasses } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { PageSpinner } from '../components/ui/spinner';
import { ChallengeDialog } from '../features/challenges/components/challenge-dialog';
import { useProfile } from '../queries/profile';
import { useStory } from '../queries/story';
import { StoryActions } from '../features/stories/components/story-actions';
import { planStateOf } from '../lib/continuation-allowance';
import { StoryCover } from '../features/stories/components/story-cover';
import { StoryText } from '../features/stories/components/story-text';
import { shareStory } from '../features/stories/share-story';
import { characterLine } from '../features/stories/story-labels';
import { ApiError } from '../lib/api';
import { cn } from '../lib/utils';

/** The story to keep: a small printed book and an e-book (GET /api/stories/:id/export.pdf|epub). */
const KEEPSAKES = [
  { format: 'pdf', label: 'PDF', Icon: FileDown },
  { format: 'epub', label: 'EPUB', Icon: BookDown },
] as const;

const NOT_FOUND_TOAST = 'Historia no encontrada. Redirigiendo...';

/** The `chapter` query parameter as an index, or null when it is not a whole number. */
function chapterParam(value: string | null): number | null {
  if (value === null || value === '') return 0;
  return /^\d+$/.test(value) ? Number(value) : null;
}

export default function StoryViewerPage() {
  const { storyId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const storyQuery = useStory(storyId);
  const profileQuery = useProfile();
  const notFound = storyQuery.error instanceof ApiError && storyQuery.error.status === 404;
  // The chapter appears in slices (a deferred render) once the story is in, never blocking a slow phone.
  const deferredStory = useDeferredValue(storyQuery.data);

  useEffect(() => {
    if (notFound) toast.error(NOT_FOUND_TOAST, { id: 'story-not-found' });
  }, [notFound]);

  if (!storyId) return <Navigate to="/home" replace />;
  if (notFound) return <Navigate to="/not-found" replace />;
  if (storyQuery.isError) {
    return (
      <AppPage width="md" className="flex min-h-dvh flex-col justify-center gap-4">
        <Notice tone="error">{storyQuery.error instanceof ApiError ? storyQuery.error.message : 'No se pudo cargar la historia.'}</Notice>
        <Button onClick={() => void storyQuery.refetch()}>Reintentar</Button>
        <Button variant="outline" onClick={() => void navigate('/home')}>
          Volver al inicio
        </Button>
      </AppPage>
    );
  }

  // Another story's chapter is never shown while this one's arrives.
  if (!deferredStory || deferredStory.id !== storyQuery.data?.id) return <PageSpinner label="Cargando historia..." />;
  const story = deferredStory;
  const index = chapterParam(searchParams.get('chapter'));
  const chapter = index === null ? undefined : story.chapters[index];
  if (index === null || !chapter) {
    return (
      <AppPage width="md" className="flex min-h-dvh flex-col justify-center gap-4">
        <Notice tone="error">Error: Capítulo no encontrado.</Notice>
        <Link to={`/story/${story.id}`} className={buttonClasses('primary', 'lg')}>
          Ir al primer capítulo
        </Link>
        <Link to="/home" className={buttonClasses('outline', 'lg')}>
          Volver al inicio
        </Link>
      </AppPage>
    );
  }

  const total = story.chapters.length;
  const genre = catalogItem(GENRES, story.genre);
  const chapterUrl = (i: number) => `/story/${story.id}${i === 0 ? '' : `?chapter=${i}`}`;
  const shareUrl = `${window.location.origin}/story/${story.id}${index === 0 ? '' : `?chapter=${index}`}`;
  const showChapterTitle = total > 1 || chapter.title !== story.title;

  return (
    <AppPage width="lg" className="story-page">
      <div className="flex items-center justify-between gap-2" data-print="hide">
        <Link to="/home" className={cn(buttonClasses('ghost', 'sm'), '-ml-2 whitespace-nowrap')}>
          <House className="h-5 w-5" aria-hidden="true" />
          <span className="sm:hidden" aria-hidden="true">
            Inicio
          </span>
          <span className="max-sm:sr-only">Volver al inicio</span>
        </Link>
        <div className="flex flex-wrap items-center justify-end gap-1 whitespace-nowrap">
          <Button variant="ghost" size="sm" onClick={() => void shareStory(story.title, shareUrl)}>
            <Share2 className="h-5 w-5" aria-hidden="true" />
            Compartir
          </Button>
          <Button variant="ghost" size="sm" onClick={() => window.print()}>
            <Printer className="h-5 w-5" aria-hidden="true" />
            Imprimir
          </Button>
          {/* Keepsakes: plain links, so the browser downloads the file with the session cookie. The
              download icon and the format say it; 'Descargar' is written out for screen readers. */}
          {KEEPSAKES.map(({ format, label, Icon }) => (
            <a key={format} href={`/api/stories/${story.id}/export.${format}`} download className={buttonClasses('ghost', 'sm')} title={`Descargar ${label}`}>
              <Icon className="h-5 w-5" aria-hidden="true" />
              <span>
                <span className="sr-only">Descargar </span>
                {label}
              </span>
            </a>
          ))}
          {/* Last: on a phone it fits beside PDF and EPUB, and the toolbar keeps its two rows. */}
          <BedtimeToggle compact />
        </div>
      </div>

      <article className="story-sheet mt-4 rounded-[var(--radius-card)] bg-white/95 p-5 shadow-xl shadow-violet-900/5 sm:p-10" aria-labelledby="story-title">
        <header className="mb-6 flex flex-col gap-4 border-b border-violet-100 pb-5 sm:flex-row sm:items-start sm:gap-6">
          <StoryCover story={story} className="w-24 shrink-0 sm:w-36" />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-muted">
              {characterLine(story)}
              {genre ? ` · ${genre.label}` : ''}
            </p>
            <h1 id="story-title" className="mt-1 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">
              {story.title}
            </h1>
            {showChapterTitle ? (
              <h2 className="mt-3 text-xl font-bold text-primary">
                {total > 1 ? <span className="sr-only">Capítulo {chapter.chapterNumber} de {total}: </span> : null}
                {chapter.title}
              </h2>
            ) : null}
          </div>
        </header>
        <StoryText content={chapter.content} />
      </article>

      {total > 1 ? (
        <nav aria-label="Capítulos" className="mt-6" data-print="hide">
          <div className="grid grid-cols-[auto_1fr_auto] items-center gap-2">
            <Button variant="outline" className="px-3" onClick={() => void navigate(chapterUrl(index - 1))} disabled={index === 0}>
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
              Anterior
            </Button>
            <span className="text-center text-sm font-semibold text-muted">
              Capítulo {index + 1} de {total}
            </span>
            <Button variant="outline" className="px-3" onClick={() => void navigate(chapterUrl(index + 1))} disabled={index === total - 1}>
              Siguiente
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
          <ol className="mt-4 grid gap-2">
            {story.chapters.map((c, i) => (
              <li key={c.id}>
                <Link
                  to={chapterUrl(i)}
                  aria-current={i === index ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-2xl border-2 px-4 py-3 font-semibold transition',
                    i === index ? 'border-primary bg-primary-soft text-primary' : 'border-transparent bg-white/80 text-ink hover:border-border',
                  )}
                >
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white text-sm shadow-sm">{i + 1}</span>
                  {c.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <StoryActions
        className="mt-8"
        story={story}
        chapterIndex={index}
        plan={planStateOf(profileQuery)}
        challenge={
          <ChallengeDialog
            key={`${story.id}-${index}`}
            storyId={story.id}
            storyLanguage={story.language}
            chapterIndex={index}
            profileLanguage={profileQuery.data?.language}
          />
        }
      />
    </AppPage>
  );
}
