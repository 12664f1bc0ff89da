// The viewer's actions on the chapter being read: continue the story, an educational challenge and the
// narration. Continuation and narration are pages of their own; the challenge is plugged in by its
// feature through `onChallenge` (or replaced entirely with `challenge`).
import type { ReactNode } from 'react';
import { BookPlus, GraduationCap, Headphones } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Story } from '@shared/contract/stories';
import { Button } from '../../../components/ui/button';
import { continuationAllowance, continueHint as hintFor, type PlanState } from '../../../lib/continuation-allowance';

export interface StoryActionsProps {
  story: Story;
  /** Zero-based index of the chapter on screen. */
  chapterIndex: number;
  /** The reader's plan, as far as the profile tells it ('loading' / 'unknown' while it does not). */
  plan: PlanState;
  /** Opens the educational challenge for this chapter; without it the button is disabled. */
  onChallenge?: () => void;
  /** Replaces the challenge button (e.g. a dialog trigger of the challenge feature). */
  challenge?: ReactNode;
  className?: string;
}

export function StoryActions({ story, chapterIndex, plan, onChallenge, challenge, className }: StoryActionsProps) {
  const navigate = useNavigate();
  const chapter = story.chapters[chapterIndex];
  const onLastChapter = chapterIndex === story.chapters.length - 1;
  // SPEC sections 6 and 9: Premium continues without limit; Free up to 2 chapters per story. Until the
  // plan is known the button waits without the Free message; an unreadable plan is left to the server.
  const allowance = continuationAllowance(plan, story.chapters.length);
  const continueEnabled = onLastChapter && allowance === 'allowed';
  const continueHint = hintFor(allowance, onLastChapter);

  return (
    <section aria-label="Qué hacer ahora" className={className} data-print="hide">
      <div className="grid gap-3 sm:grid-cols-3">
        <Button
          size="lg"
          onClick={() => void navigate(`/story/${story.id}/continue`)}
          disabled={!continueEnabled}
          aria-busy={onLastChapter && allowance === 'pending' ? true : undefined}
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
