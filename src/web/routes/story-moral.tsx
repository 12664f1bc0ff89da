import { MORALS, type MoralId } from '@shared/catalogs';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { StoryStepPage } from '../features/story-options/components/story-step-page';
import { useStoryOptionsStore } from '../features/story-options/store';
import { useStoryStepGuard } from '../features/story-options/use-story-step';
import { MORAL_ICONS } from '../lib/icons';

export default function StoryMoralPage() {
  const blocked = useStoryStepGuard('moral');
  const moral = useStoryOptionsStore((s) => s.moral);
  const setMoral = useStoryOptionsStore((s) => s.setMoral);

  if (blocked) return null;

  return (
    <StoryStepPage step="moral" title="¿Qué enseñanza tendrá?" subtitle="Elige la moraleja que la historia transmitirá." canContinue={moral !== null}>
      <ChoiceGrid<MoralId> mode="single" items={MORALS} icons={MORAL_ICONS} value={moral} onChange={setMoral} labelledBy="moral-title" columns={4} />
    </StoryStepPage>
  );
}
