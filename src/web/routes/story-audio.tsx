// /story/:storyId/audio/:chapterId? (SPEC section 2): the narration player of one chapter. The chapter is
// given by its id (the viewer's 'Narrar' button) or by its zero-based index; without one it is chapter 0.
import { type ComponentProps, lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { Story } from '@shared/contract/stories';
import { DEFAULT_VOICE_ID } from '@shared/voices';
import { BedtimeToggle } from '../components/bedtime-toggle';
import { AppPage } from '../components/layout/app-page';
import { Button, buttonClasses } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { useVoices } from '../features/narration/api/get-voices';
import { useAudioStore } from '../features/narration/audio-store';
import { playerTitles } from '../features/narration/player-titles';
import { StoryCover, useCoverUrl } from '../features/stories/components/story-cover';
import { useStory } from '../queries/story';
import { ApiError } from '../lib/api';

const CHAPTER_NOT_IDENTIFIED = 'Error: No se pudo identificar el capítulo';

const NarrationPlayer = lazy(() =>
  import('../features/narration/components/narration-player').then(({ NarrationPlayer }) => ({ default: NarrationPlayer })),
);

/**
 * The player (with its dialogs, slider and visualiser) is asked for once the chapter's title is on
 * screen: a slow phone shows the page at once and the controls follow (the Lighthouse budget).
 */
function DeferredPlayer(props: ComponentProps<typeof NarrationPlayer>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // After the next paint: a timer started from the frame that paints the title.
    const frame = requestAnimationFrame(() => {
      // A transition: React renders the player in slices, as it did the page.
      timer = window.setTimeout(() => startTransition(() => setWanted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  const waiting = <Spinner className="py-10" />;
  if (!wanted) return waiting;
  return (
    <Suspense fallback={waiting}>
      {/* A new chapter starts a new player, as it always did. */}
      <NarrationPlayer key={props.chapterId} {...props} />
    </Suspense>
  );
}

/** The chapter the address names: an id, or a zero-based index; none means the first chapter. */
function resolveChapter(story: Story, param: string | undefined): { chapter: Story['chapters'][number]; index: number } | null {
  if (param === undefined || param === '') return story.chapters[0] ? { chapter: story.chapters[0], index: 0 } : null;
  const byId = story.chapters.findIndex((c) => c.id === param);
  if (byId >= 0) return { chapter: story.chapters[byId], index: byId };
  if (/^\d+$/.test(param)) {
    const index = Number(param);
    return story.chapters[index] ? { chapter: story.chapters[index], index } : null;
  }
  return null;
}

export default function StoryAudioPage() {
  const { storyId, chapterId } = useParams();
  const navigate = useNavigate();
  const storyQuery = useStory(storyId);
  const voicesQuery = useVoices();
  const currentVoice = useAudioStore((s) => s.currentVoice);
  const setCurrentVoice = useAudioStore((s) => s.setCurrentVoice);
  const notFound = storyQuery.error instanceof ApiError && storyQuery.error.status === 404;

  const story = storyQuery.data;
  // The player appears in slices (a deferred render) once story and voices are in, never blocking a
  // slow phone.
  const ready = useDeferredValue(Boolean(story && voicesQuery.data));
  const coverUrl = useCoverUrl(story);
  const resolved = story ? resolveChapter(story, chapterId) : null;
  const unidentified = Boolean(story) && !resolved;
  // The lock screen's and headset's next button: the next chapter's player, a new one (as the viewer's).
  const nextChapterId = story && resolved ? story.chapters[resolved.index + 1]?.id : undefined;
  const openNextChapter = useCallback(() => {
    if (story && nextChapterId) void navigate(`/story/${story.id}/audio/${nextChapterId}`);
  }, [navigate, story, nextChapterId]);
  useEffect(() => {
    // The toasts' code is not part of this page's first files: this rare one asks for it.
    if (unidentified) void import('sonner').then(({ toast }) => toast.error(CHAPTER_NOT_IDENTIFIED, { id: 'chapter-not-identified' }));
  }, [unidentified]);

  if (!storyId) return <Navigate to="/home" replace />;
  if (notFound) return <Navigate to="/not-found" replace />;
  if (storyQuery.isError || voicesQuery.isError) {
    const error = storyQuery.error ?? voicesQuery.error;
    return (
      <AppPage width="md" className="flex min-h-dvh flex-col justify-center gap-4">
        <Notice tone="error">{error instanceof ApiError ? error.message : 'No se pudo cargar la narración.'}</Notice>
        <Button
          onClick={() => {
            void storyQuery.refetch();
            void voicesQuery.refetch();
          }}
        >
          Reintentar
        </Button>
      </AppPage>
    );
  }

  if (storyQuery.isPending || voicesQuery.isPending || !ready) return <PageSpinner label="Cargando historia..." />;

  const readingUrl = `/story/${storyQuery.data.id}${resolved && resolved.index > 0 ? `?chapter=${resolved.index}` : ''}`;
  const backLink = (
    <Link to={readingUrl} className={buttonClasses('ghost', 'sm', '-ml-2 self-start')}>
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      Volver a la lectura
    </Link>
  );

  if (!resolved) {
    return (
      <AppPage width="md" className="flex min-h-dvh flex-col justify-center gap-4">
        <Notice tone="error">{CHAPTER_NOT_IDENTIFIED}</Notice>
        {backLink}
      </AppPage>
    );
  }

  const voices = voicesQuery.data;
  const voice = voices.find((v) => v.id === currentVoice) ?? voices.find((v) => v.id === DEFAULT_VOICE_ID) ?? voices[0];
  const { storyTitle, title } = playerTitles(storyQuery.data.title, resolved.chapter.title);

  return (
    <AppPage width="md" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        {backLink}
        <BedtimeToggle className="-mr-2" />
      </div>
      <header className="flex flex-col items-center text-center">
        <StoryCover story={storyQuery.data} className="mb-2 w-28 sm:w-36" />
        {title !== storyTitle ? <p className="text-sm font-medium text-muted">{storyTitle}</p> : null}
        <h1 className="mt-1 text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
      </header>
      {voice ? (
        <DeferredPlayer
          storyId={storyQuery.data.id}
          storyTitle={storyTitle}
          chapterId={resolved.chapter.id}
          title={title}
          artwork={coverUrl}
          voices={voices}
          voice={voice}
          onVoiceChange={setCurrentVoice}
          onNextChapter={nextChapterId ? openNextChapter : undefined}
        />
      ) : (
        <Notice tone="error">No hay voces disponibles.</Notice>
      )}
    </AppPage>
  );
}
