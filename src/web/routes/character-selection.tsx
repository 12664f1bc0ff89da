import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { catalogLabel, PROFESSIONS } from '@shared/catalogs';
import type { Character } from '@shared/contract/characters';
import { SelectedMark } from '../components/ui/choice-grid';
import { RetryNotice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { useCharacters } from '../features/characters/api/get-characters';
import { CharacterAvatar } from '../features/characters/components/character-avatar';
import { useCharacterWizardStore } from '../features/characters/wizard-store';
import { StoryStepPage } from '../features/story-options/components/story-step-page';
import { useStoryOptionsStore } from '../features/story-options/store';
import { useStoryStepGuard } from '../features/story-options/use-story-step';
import { errorMessage } from '../lib/api';
import { cn } from '../lib/utils';

const tile =
  'relative flex h-full min-h-40 w-full flex-col items-center justify-center gap-2 rounded-3xl border-2 px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md';

export default function CharacterSelectionPage() {
  const navigate = useNavigate();
  const blocked = useStoryStepGuard('character');
  const { characters, isLoading, error, refetch } = useCharacters();
  const chosen = useStoryOptionsStore((s) => s.character);
  const setCharacter = useStoryOptionsStore((s) => s.setCharacter);
  const startNew = useCharacterWizardStore((s) => s.startNew);

  if (blocked) return null;

  // The latest saved copy of the chosen character (it may have been edited or deleted meanwhile).
  const current = chosen ? (characters.find((c) => c.id === chosen.id) ?? null) : null;

  function choose(character: Character) {
    setCharacter(character);
    void navigate('/story-genre');
  }

  function createNew() {
    startNew();
    void navigate('/character-name');
  }

  return (
    <StoryStepPage
      step="character"
      title="Elige tu personaje"
      subtitle="¿Quién será el protagonista de la historia?"
      canContinue={current !== null}
      onContinue={() => current && choose(current)}
    >
      {isLoading ? (
        <Spinner label="Cargando personajes..." showLabel className="py-16" />
      ) : (
        <div className="flex flex-col gap-4">
          {error ? (
            <RetryNotice message={errorMessage(error)} onRetry={() => void refetch()} />
          ) : null}
          <ul aria-labelledby="character-title" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            <li>
              <button
                type="button"
                onClick={createNew}
                className={cn(tile, 'border-dashed border-violet-300 bg-white/60 text-primary hover:border-primary')}
              >
                <span className="flex h-16 w-16 items-center justify-center rounded-full bg-magic text-white shadow-lg shadow-violet-500/30">
                  <Plus className="h-8 w-8" aria-hidden="true" />
                </span>
                <span className="text-base font-bold">Crear Nuevo</span>
              </button>
            </li>
            {characters.map((character) => {
              const selected = current?.id === character.id;
              return (
                <li key={character.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => choose(character)}
                    className={cn(
                      tile,
                      selected
                        ? 'border-primary bg-primary-soft ring-4 ring-violet-200'
                        : 'border-violet-100 bg-white/90 hover:border-violet-300',
                    )}
                  >
                    {selected ? <SelectedMark /> : null}
                    <CharacterAvatar name={character.name} profession={character.profession} />
                    <span className="line-clamp-2 break-words text-base font-bold text-ink">{character.name}</span>
                    <span className="text-sm text-muted">{catalogLabel(PROFESSIONS, character.profession)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {characters.length === 0 && !error ? (
            <p className="text-center text-muted">Todavía no tienes personajes. ¡Crea el primero!</p>
          ) : null}
        </div>
      )}
    </StoryStepPage>
  );
}
