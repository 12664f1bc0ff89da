import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PERSONALITIES, type PersonalityId } from '@shared/catalogs';
import { StepPage } from '../components/layout/step-page';
import { Button } from '../components/ui/button';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { useWizardStep } from '../features/characters/use-wizard-step';
import { WIZARD_STEPS } from '../features/characters/wizard-steps';
import { useCharacterWizardStore } from '../features/characters/wizard-store';
import { PERSONALITY_ICONS } from '../lib/icons';

export default function CharacterPersonalityPage() {
  const navigate = useNavigate();
  const { draft, blocked, pathOf } = useWizardStep('personality');
  const togglePersonality = useCharacterWizardStore((s) => s.togglePersonality);

  if (blocked) return null;
  const count = draft.personality.length;

  return (
    <StepPage
      title={`¿Cómo es ${draft.name}?`}
      titleId="personality-title"
      subtitle="Elige uno o varios rasgos de su personalidad."
      backTo={pathOf('hobbies')}
      progress={{ current: 3, total: WIZARD_STEPS.length }}
      footer={
        <>
          <p className="text-center text-sm font-medium text-muted" aria-live="polite">
            {count === 0 ? 'Elige al menos un rasgo' : count === 1 ? '1 rasgo elegido' : `${count} rasgos elegidos`}
          </p>
          <Button size="lg" className="w-full" disabled={count === 0} onClick={() => void navigate(pathOf('profession'))}>
            Continuar
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </>
      }
    >
      <ChoiceGrid<PersonalityId>
        mode="multiple"
        items={PERSONALITIES} icons={PERSONALITY_ICONS}
        values={draft.personality}
        onToggle={togglePersonality}
        labelledBy="personality-title"
        columns={4}
      />
    </StepPage>
  );
}
