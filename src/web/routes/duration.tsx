import { DURATIONS, type DurationId } from '@shared/catalogs';
import { Badge } from '../components/ui/badge';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { useHealth } from '../queries/health';
import { StoryStepPage } from '../features/story-options/components/story-step-page';
import { useStoryOptionsStore } from '../features/story-options/store';
import { DURATION_ICONS } from '../lib/icons';

/** DESIGN decision 8: narration is offered for these durations unless the server says otherwise. */
const DEFAULT_NARRATED: readonly string[] = ['short'];

export default function DurationPage() {
  const duration = useStoryOptionsStore((s) => s.duration);
  const setDuration = useStoryOptionsStore((s) => s.setDuration);
  const health = useHealth();
  const narrated = (health.data as { narrationDurations?: string[] } | undefined)?.narrationDurations ?? DEFAULT_NARRATED;

  return (
    <StoryStepPage
      step="duration"
      title="¿Cuánto durará la historia?"
      subtitle="Elige el tiempo de lectura que mejor encaje con vuestro momento."
      width="lg"
      canContinue={duration !== null}
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
    </StoryStepPage>
  );
}
