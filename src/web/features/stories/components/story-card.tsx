import { useId, useRef, useState } from 'react';
import { BookOpen, ChevronDown, Clock, Theater, Trash2, UserRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LibraryStory } from '@shared/contract/stories';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useSeen } from '../../../lib/use-seen';
import { cn } from '../../../lib/utils';
import { prefetchStory } from '../../../queries/story';
import { StoryCover } from './story-cover';
import { chaptersLabel, characterLine, durationLabel, formatStoryDate, genreLabel } from '../story-labels';

interface StoryCardProps {
  story: LibraryStory;
  onDelete: (story: LibraryStory) => void;
}

/**
 * A story in the library (SPEC section 2, /stories): one chapter opens it; several expand the list of
 * chapters, each opening at its own index. The library carries no chapter text: the whole story is
 * read as soon as the card is pointed at, focused or has been on screen a moment, so opening it is
 * instant.
 */
export function StoryCard({ story, onDelete }: StoryCardProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const cardRef = useRef<HTMLLIElement>(null);
  const queryClient = useQueryClient();
  const count = story.chapters.length;
  const chapters = chaptersLabel(count);
  const prefetch = () => prefetchStory(queryClient, story.id);
  useSeen(cardRef, prefetch);

  const summary = (
    <span className="flex gap-4">
      <StoryCover story={story} className="w-20 shrink-0 self-start sm:w-28" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
          {chapters ? <Badge>{chapters}</Badge> : null}
        </span>
        <span className="mt-1 block text-xl font-extrabold leading-snug text-ink">{story.title}</span>
        {story.excerpt ? <span className="mt-1 line-clamp-2 block text-sm text-muted">{story.excerpt}</span> : null}
        <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium text-muted">
          <span className="inline-flex items-center gap-1">
            <UserRound className="h-4 w-4" aria-hidden="true" />
            {characterLine(story)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Theater className="h-4 w-4" aria-hidden="true" />
            {genreLabel(story)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {durationLabel(story)}
          </span>
        </span>
      </span>
    </span>
  );

  const surface = 'block w-full rounded-[var(--radius-card)] p-5 pr-16 text-left transition hover:bg-violet-50/60';

  return (
    <li
      ref={cardRef}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className="relative rounded-[var(--radius-card)] border border-white/70 bg-white/90 shadow-lg shadow-violet-900/5"
    >
      {count > 1 ? (
        <>
          <button type="button" className={surface} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
            {summary}
            <span className="mt-3 flex items-center gap-1 text-sm font-semibold text-primary">
              {open ? 'Ocultar capítulos' : 'Ver capítulos'}
              <ChevronDown className={cn('h-4 w-4 transition', open && 'rotate-180')} aria-hidden="true" />
            </span>
          </button>
          <ol id={listId} hidden={!open} className="grid gap-2 px-5 pb-5">
            {story.chapters.map((chapter, index) => (
              <li key={chapter.id}>
                <Link
                  to={`/story/${story.id}?chapter=${index}`}
                  className="flex items-center gap-3 rounded-2xl bg-primary-soft/60 px-4 py-3 font-semibold text-ink hover:bg-primary-soft"
                >
                  <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-white text-sm text-primary">{index + 1}</span>
                  {chapter.title}
                </Link>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <Link to={`/story/${story.id}`} className={surface}>
          {summary}
          <span className="mt-3 flex items-center gap-1 text-sm font-semibold text-primary">
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            Leer historia
          </span>
        </Link>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="absolute right-3 top-3 text-muted hover:text-danger"
        aria-label={`Eliminar la historia «${story.title}»`}
        title="Eliminar historia"
        onClick={() => onDelete(story)}
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </Button>
    </li>
  );
}
