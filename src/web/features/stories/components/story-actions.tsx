// The viewer's actions on the chapter being read: continue the story, an educational challenge and the
// narration. Continuation and narration are pages of their own; the challenge is plugged in by its
// feature through `onChallenge` (or replaced entirely with `challenge`).
import type { ReactNode } from 'react';
import { BookPlus, GraduationCap, Headphones } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CONTINUATION_LIMIT_MESSAGE, canContinueStory } from '@shared/contract/continuation-rules';
import type { Story } from '@shared/contract/stories';
import { Button } from '../../../components/ui/button';

export interface StoryActionsProps {
  story: Story;
  /** Zero-based index of the chapter on screen. */
  chapterIndex: number;
  isPremium: boolean;
  /** Opens the educational challenge for this chapter; without it the button is disabled. */
  onChallenge?: () => void;
  /** Replaces the challenge button (e.g. a dialog trigger of the challenge feature). */
  challenge?: ReactNode;
  className?: string;
}

export function StoryActions({ story, chapterIndex, isPremium, onChallenge, challenge, className }: StoryActionsProps) {
  const navigate = useNavigate();
  const chapter = story.chapters[chapterIndex];
  const onLastChapter = chapterIndex === story.chapters.length - 1;
  // SPEC sections 6 and 9: Premium continues without limit; Free up to 2 chapters per story.
  const allowed = canContinueStory(isPremium ? 'active' : null, story.chapters.length);
  const continueEnabled = onLastChapter && allowed;
  const continueHint = !onLastChapter
    ? 'Ve al último capítulo para continuar la historia.'
    : !allowed
      ? CONTINUATION_LIMIT_MESSAGE
      : null;

  return (
    <section aria-label="Qué hacer ahora" className={className} data-print="hide">
      <div className="grid gap-3 sm:grid-cols-3">
        <Button
          size="lg"
          onClick={() => void navigate(`/story/${story.id}/continue`)}
          disabled={!continueEnabled}
          aria-describedby={continueHint ? 'continue-hint' : undefined}
        >
          <BookPlus className="h-5 w-5" aria-hidden="true" />
          Continuar historia
        </Button>
        {challenge ?? (
          <Button size="lg" variant="secondary" onClick={onChallenge} disabled={!onChallenge}>
            <GraduationCap className="h-5 w-5" aria-hidden="true" />
            Reto educativo
          </Button>
        )}
        <Button
          size="lg"
          variant="outline"
          onClick={() => chapter && void navigate(`/story/${story.id}/audio/${chapter.id}`)}
          disabled={!chapter}
        >
          <Headphones className="h-5 w-5" aria-hidden="true" />
          Narrar
        </Button>
      </div>
      {continueHint ? (
        <p id="continue-hint" className="mt-2 text-center text-sm text-muted">
          {continueHint}
        </p>
      ) : null}
    </section>
  );
}
