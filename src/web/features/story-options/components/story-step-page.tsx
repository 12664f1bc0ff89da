// One step of the story flow: where it sits in the flow (its progress, the step the back button goes to,
// the step «Continuar» opens) comes from STORY_STEPS, so the pages only say what they ask.
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { StepPage } from '../../../components/layout/step-page';
import { Button } from '../../../components/ui/button';
import { STORY_STEP_PATHS, STORY_STEPS, type StoryStep } from '../steps';

interface StoryStepPageProps {
  step: StoryStep;
  /** The step's heading; its id is `${step}-title`, for the choices below it to name themselves by. */
  title: string;
  subtitle: ReactNode;
  width?: 'lg' | 'xl';
  /** «Continuar» is enabled once the step has its answer. */
  canContinue?: boolean;
  /** What «Continuar» does; by default it opens the next step. */
  onContinue?: () => void;
  /** Replaces «Continuar» (the last step generates the story instead). */
  footer?: ReactNode;
  children: ReactNode;
}

export function StoryStepPage({ step, title, subtitle, width, canContinue, onContinue, footer, children }: StoryStepPageProps) {
  const navigate = useNavigate();
  const index = STORY_STEPS.indexOf(step);
  const previous = STORY_STEPS[index - 1];
  const next = STORY_STEPS[index + 1];
  const goOn = onContinue ?? (() => void navigate(STORY_STEP_PATHS[next]));
  return (
    <StepPage
      title={title}
      titleId={`${step}-title`}
      subtitle={subtitle}
      backTo={previous ? STORY_STEP_PATHS[previous] : '/home'}
      progress={{ current: index + 1, total: STORY_STEPS.length }}
      width={width}
      footer={
        footer ?? (
          <Button size="lg" className="w-full" disabled={!canContinue} onClick={goOn}>
            Continuar
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        )
      }
    >
      {children}
    </StepPage>
  );
}
