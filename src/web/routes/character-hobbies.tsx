import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { HOBBIES, type HobbyId } from '@shared/catalogs';
import { StepPage } from '../components/layout/step-page';
import { Button } from '../components/ui/button';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { useWizardStep } from '../features/characters/use-wizard-step';
import { WIZARD_STEPS } from '../features/characters/wizard-steps';
import { useCharacterWizardStore } from '../features/characters/wizard-store';
import { HOBBY_ICONS } from '../lib/icons';

export default function CharacterHobbiesPage() {
  const navigate = useNavigate();
  const { draft, blocked, pathOf } = useWizardStep('hobbies');
  const toggleHobby = useCharacterWizardStore((s) => s.toggleHobby);

  if (blocked) return null;
  const count = draft.hobbies.length;

  return (
    <StepPage
      title={`¿Qué le gusta hacer a ${draft.name}?`}
      titleId="hobbies-title"
      subtitle="Elige una o varias aficiones."
      backTo={pathOf('name')}
      progress={{ current: 2, total: WIZARD_STEPS.length }}
      footer={
        <>
          <p className="text-center text-sm font-medium text-muted" aria-live="polite">
            {count === 0 ? 'Elige al menos una afición' : count === 1 ? '1 afición elegida' : `${count} aficiones elegidas`}
          </p>
          <Button size="lg" className="w-full" disabled={count === 0} onClick={() => void navigate(pathOf('personality'))}>
            Continuar
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </>
      }
    >
      <ChoiceGrid<HobbyId>
        mode="multiple"
        items={HOBBIES} icons={HOBBY_ICONS}
        values={draft.hobbies}
        onToggle={toggleHobby}
        labelledBy="hobbies-title"
        columns={4}
      />
    </StepPage>
  );
}
