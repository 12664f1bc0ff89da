// /stories and /saved-stories (SPEC section 2, DESIGN decision 7): the library, newest or oldest first.
import { useEffect, useMemo, useRef, useState } from 'react';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { LibraryStory } from '@shared/contract/stories';
import { AppPage } from '../components/layout/app-page';
import { BackButton } from '../components/layout/back-button';
import { Button, buttonClasses } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { useDeleteStory } from '../features/stories/api/delete-story';
import { useStories } from '../queries/stories';
import { StoryCard } from '../features/stories/components/story-card';
import { errorMessage } from '../lib/api';
import { cn } from '../lib/utils';

type Order = 'newest' | 'oldest';

/**
 * Cards drawn at first, and added each time the reader nears the end of the list: a family's library
 * holds hundreds of stories after a year, and drawing them all would keep a phone busy for seconds
 * before the page answers a tap.
 */
export const CARDS_PER_SLICE = 24;

/** Grows `shown` by a slice whenever the sentinel after the last card comes near the screen. */
function useMoreOnScroll(total: number, reset: unknown) {
  const [shown, setShown] = useState(CARDS_PER_SLICE);
  const sentinel = useRef<HTMLDivElement>(null);
  const [lastReset, setLastReset] = useState(reset);
  if (lastReset !== reset) {
    setLastReset(reset);
    setShown(CARDS_PER_SLICE);
  }
  useEffect(() => {
    const element = sentinel.current;
    if (!element || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + CARDS_PER_SLICE);
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total]);
  return { shown: Math.min(shown, total), sentinel, more: () => setShown((n) => n + CARDS_PER_SLICE) };
}

export default function StoriesPage() {
  const storiesQuery = useStories();
  const deleteStory = useDeleteStory();
  const [order, setOrder] = useState<Order>('newest');
  const [toDelete, setToDelete] = useState<LibraryStory | null>(null);

  const sorted = useMemo(() => {
    const list = [...(storiesQuery.data ?? [])];
    list.sort((a, b) => {
      const diff = new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();
      return order === 'newest' ? diff : -diff;
    });
    return list;
  }, [storiesQuery.data, order]);
  const { shown, sentinel, more } = useMoreOnScroll(sorted.length, order);

  function confirmDelete() {
    if (!toDelete) return;
    const story = toDelete;
    deleteStory.mutate(story.id, {
      onSuccess: () => {
        toast.success('Historia eliminada', { description: `«${story.title}» ya no está en tu biblioteca.` });
        setToDelete(null);
      },
      onError: (error) => toast.error('No se pudo eliminar la historia', { description: errorMessage(error) }),
    });
  }

  return (
    <AppPage width="lg">
      <BackButton to="/home" label="Volver al inicio" />
      <header className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Mis Historias</h1>
        <div role="group" aria-label="Ordenar por fecha" className="inline-flex self-start rounded-2xl bg-white/80 p-1 shadow-sm">
          {(
            [
              ['newest', 'Más recientes'],
              ['oldest', 'Más antiguas'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={order === value}
              onClick={() => setOrder(value)}
              className={cn(
                'min-h-10 rounded-xl px-4 text-sm font-semibold transition',
                order === value ? 'bg-primary text-white shadow' : 'text-primary hover:bg-primary-soft',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </header>

      <div className="mt-6">
        {storiesQuery.isPending ? (
          <Spinner label="Cargando historias..." showLabel className="py-16" />
        ) : storiesQuery.isError ? (
          <div className="flex flex-col gap-3">
            <Notice tone="error">{errorMessage(storiesQuery.error)}</Notice>
            <Button onClick={() => void storiesQuery.refetch()}>Reintentar</Button>
          </div>
        ) : sorted.length === 0 ? (
          <div className="rounded-[var(--radius-card)] bg-white/85 p-10 text-center shadow-lg">
            <BookOpen className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
            <p className="mt-4 text-lg font-semibold text-ink">No tienes historias guardadas.</p>
            <Link to="/home" className={buttonClasses('primary', 'lg', 'mt-6')}>
              Crear una historia
            </Link>
          </div>
        ) : (
          <>
            <ul className="grid gap-4" aria-label="Historias">
              {sorted.slice(0, shown).map((story) => (
                <StoryCard key={story.id} story={story} onDelete={setToDelete} />
              ))}
            </ul>
            {shown < sorted.length ? (
              <div ref={sentinel} className="mt-4 flex justify-center">
                <Button variant="outline" onClick={more}>
                  Ver más historias
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>

      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleteStory.isPending) setToDelete(null);
        }}
        title="¿Eliminar esta historia?"
        description={toDelete ? `Se eliminará «${toDelete.title}» con todos sus capítulos. Esta acción no se puede deshacer.` : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setToDelete(null)} disabled={deleteStory.isPending}>
              Cancelar
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={deleteStory.isPending}>
              {deleteStory.isPending ? 'Eliminando...' : 'Eliminar'}
            </Button>
          </>
        }
      />
    </AppPage>
  );
}
