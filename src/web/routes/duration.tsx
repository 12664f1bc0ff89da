import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DURATIONS, type DurationId } from '@shared/catalogs';
import { StepPage } from '../components/layout/step-page';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { useHealth } from '../queries/health';
import { STORY_STEPS } from '../features/story-options/steps';
import { useStoryOptionsStore } from '../features/story-options/store';
import { DURATION_ICONS } from '../lib/icons';

/** DESIGN decision 8: narration is offered for these durations unless the server says otherwise. */
const DEFAULT_NARRATED: readonly string[] = ['short'];

export default function DurationPage() {
  const navigate = useNavigate();
  const duration = useStoryOptionsStore((s) => s.duration);
  const setDuration = useStoryOptionsStore((s) => s.setDuration);
  const health = useHealth();
  const narrated = (health.data as { narrationDurations?: string[] } | undefined)?.narrationDurations ?? DEFAULT_NARRATED;

  return (
    <StepPage
      title="¿Cuánto durará la historia?"
      titleId="duration-title"
      subtitle="Elige el tiempo de lectura que mejor encaje con vuestro momento."
      backTo="/home"
      progress={{ current: 1, total: STORY_STEPS.length }}
      width="lg"
      footer={
        <Button size="lg" className="w-full" disabled={!duration} onClick={() => void navigate('/character-selection')}>
          Continuar
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      }
    >
      <ChoiceGrid<DurationId>
        mode="single"
        items={DURATIONS} icons={DURATION_ICONS}
        value={duration}
        onChange={setDuration}
        labelledBy="duration-title"
        columns={3}
        size="lg"
        className="grid-cols-1 sm:grid-cols-3"
        badge={(item) =>
          narrated.includes(item.id) ? null : (
            <Badge variant="warning" className="mt-1 normal-case tracking-normal">
              Narración no disponible
            </Badge>
          )
        }
      />
    </StepPage>
  );
}
