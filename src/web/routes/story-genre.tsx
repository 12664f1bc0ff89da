import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { GENRES, type GenreId } from '@shared/catalogs';
import { StepPage } from '../components/layout/step-page';
import { Button } from '../components/ui/button';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { STORY_STEPS } from '../features/story-options/steps';
import { useStoryOptionsStore } from '../features/story-options/store';
import { useStoryStepGuard } from '../features/story-options/use-story-step';
import { GENRE_ICONS } from '../lib/icons';

export default function StoryGenrePage() {
  const navigate = useNavigate();
  const blocked = useStoryStepGuard('genre');
  const genre = useStoryOptionsStore((s) => s.genre);
  const setGenre = useStoryOptionsStore((s) => s.setGenre);
  const characterName = useStoryOptionsStore((s) => s.character?.name);

  if (blocked) return null;

  return (
    <StepPage
      title="¿Qué tipo de historia?"
      titleId="genre-title"
      subtitle={`Elige el género de la aventura de ${characterName ?? 'tu personaje'}.`}
      backTo="/character-selection"
      progress={{ current: 3, total: STORY_STEPS.length }}
      footer={
        <Button size="lg" className="w-full" disabled={!genre} onClick={() => void navigate('/story-moral')}>
          Continuar
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      }
    >
      <ChoiceGrid<GenreId> mode="single" items={GENRES} icons={GENRE_ICONS} value={genre} onChange={setGenre} labelledBy="genre-title" columns={3} />
    </StepPage>
  );
}
