import { GENRES, type GenreId } from '@shared/catalogs';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { StoryStepPage } from '../features/story-options/components/story-step-page';
import { useStoryOptionsStore } from '../features/story-options/store';
import { useStoryStepGuard } from '../features/story-options/use-story-step';
import { GENRE_ICONS } from '../lib/icons';

export default function StoryGenrePage() {
  const blocked = useStoryStepGuard('genre');
  const genre = useStoryOptionsStore((s) => s.genre);
  const setGenre = useStoryOptionsStore((s) => s.setGenre);
  const characterName = useStoryOptionsStore((s) => s.character?.name);

  if (blocked) return null;

  return (
    <StoryStepPage
      step="genre"
      title="¿Qué tipo de historia?"
      subtitle={`Elige el género de la aventura de ${characterName ?? 'tu personaje'}.`}
      canContinue={genre !== null}
    >
      <ChoiceGrid<GenreId> mode="single" items={GENRES} icons={GENRE_ICONS} value={genre} onChange={setGenre} labelledBy="genre-title" columns={3} />
    </StoryStepPage>
  );
}
