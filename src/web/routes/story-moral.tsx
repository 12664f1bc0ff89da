import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MORALS, type MoralId } from '@shared/catalogs';
import { StepPage } from '../components/layout/step-page';
import { Button } from '../components/ui/button';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { STORY_STEPS } from '../features/story-options/steps';
import { useStoryOptionsStore } from '../features/story-options/store';
import { useStoryStepGuard } from '../features/story-options/use-story-step';
import { MORAL_ICONS } from '../lib/icons';

export default function StoryMoralPage() {
  const navigate = useNavigate();
  const blocked = useStoryStepGuard('moral');
  const moral = useStoryOptionsStore((s) => s.moral);
  const setMoral = useStoryOptionsStore((s) => s.setMoral);

  if (blocked) return null;

  return (
    <StepPage
      title="¿Qué enseñanza tendrá?"
      titleId="moral-title"
      subtitle="Elige la moraleja que la historia transmitirá."
      backTo="/story-genre"
      progress={{ current: 4, total: STORY_STEPS.length }}
      footer={
        <Button size="lg" className="w-full" disabled={!moral} onClick={() => void navigate('/story-details-input')}>
          Continuar
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      }
    >
      <ChoiceGrid<MoralId> mode="single" items={MORALS} icons={MORAL_ICONS} value={moral} onChange={setMoral} labelledBy="moral-title" columns={4} />
    </StepPage>
  );
}
