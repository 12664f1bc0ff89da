// Home's first card for a returning parent: the last story, with 'Seguir leyendo' and 'Escuchar', and
// the next step suggested (a new chapter, a challenge, or a new story).
import { BookOpen, Headphones, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LibraryStory } from '@shared/contract/stories';
import { Button, buttonClasses } from '../../components/ui/button';
import { prefetchStory } from '../../queries/story';
import type { PlanState } from '../../lib/continuation-allowance';
import { nextStep } from './next-step';

interface LastStoryProps {
  story: LibraryStory;
  plan: PlanState;
  onNewStory: () => void;
}

export function LastStory({ story, plan, onNewStory }: LastStoryProps) {
  const queryClient = useQueryClient();
  const lastIndex = story.chapters.length - 1;
  const lastChapter = story.chapters[lastIndex];
  const step = nextStep(story, plan);
  // Both buttons open the whole story: read it as soon as the parent reaches for one.
  const prefetch = () => prefetchStory(queryClient, story.id);

  return (
    <section
      aria-labelledby="last-story-title"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className="rounded-[var(--radius-card)] border border-white/70 bg-white/90 p-5 text-left shadow-lg shadow-violet-900/5"
    >
      <p className="text-sm font-semibold text-primary">Tu última historia</p>
      <h2 id="last-story-title" className="mt-1 text-xl font-extrabold leading-snug text-ink">
        {story.title}
      </h2>
      {story.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-muted">{story.excerpt}</p> : null}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Link to={`/story/${story.id}${lastIndex > 0 ? `?chapter=${lastIndex}` : ''}`} className={buttonClasses('primary', 'md', 'w-full')}>
          <BookOpen className="h-5 w-5" aria-hidden="true" />
          Seguir leyendo
        </Link>
        <Link to={`/story/${story.id}/audio/${lastChapter.id}`} className={buttonClasses('outline', 'md', 'w-full')}>
          <Headphones className="h-5 w-5" aria-hidden="true" />
          Escuchar
        </Link>
      </div>
      <div className="mt-4 border-t border-violet-100 pt-3">
        <p className="text-sm text-muted">Siguiente paso</p>
        {step.kind === 'new-story' ? (
          <Button variant="ghost" className="mt-1 px-0 text-primary" onClick={onNewStory}>
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            {step.label}
          </Button>
        ) : (
          <Link to={step.to} className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline">
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            {step.label}
          </Link>
        )}
      </div>
    </section>
  );
}
