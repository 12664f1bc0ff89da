import { useState } from 'react';
import { Pencil, Plus, ToyBrick, Trash2, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { catalogItem, HOBBIES, PERSONALITIES, PROFESSIONS, type CatalogItem } from '@shared/catalogs';
import type { Character } from '@shared/contract/characters';
import { AppPage } from '../components/layout/app-page';
import { BackButton } from '../components/layout/back-button';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { RetryNotice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { useCharacters } from '../features/characters/api/get-characters';
import { useDeleteCharacter } from '../features/characters/api/delete-character';
import { CharacterAvatar } from '../features/characters/components/character-avatar';
import {
  CHARACTER_NOT_FOUND,
  DELETE_NOT_AUTHENTICATED,
  PERMISSION_DENIED,
  SUCCESS_TOAST_MS,
} from '../features/characters/messages';
import { wizardPath } from '../features/characters/wizard-steps';
import { useCharacterWizardStore } from '../features/characters/wizard-store';
import { useStoryOptionsStore } from '../features/story-options/store';
import { ApiError, errorMessage } from '../lib/api';
import { HOBBY_ICONS, PERSONALITY_ICONS, ProfessionIcon } from '../lib/icons';

function deleteErrorTitle(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return DELETE_NOT_AUTHENTICATED;
    if (error.status === 403) return PERMISSION_DENIED;
    if (error.status === 404) return CHARACTER_NOT_FOUND;
  }
  return 'No se pudo eliminar el personaje';
}

function Chips({
  label,
  ids,
  catalog,
  icons,
}: {
  label: string;
  ids: string[];
  catalog: readonly CatalogItem[];
  icons: Record<string, LucideIcon>;
}) {
  if (ids.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {ids.map((id) => {
          const item = catalogItem(catalog, id);
          const Icon = icons[id];
          return (
            <li key={id} className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-1 text-sm text-ink ring-1 ring-violet-100">
              {Icon ? <Icon className="h-4 w-4 text-primary" aria-hidden="true" /> : null}
              {item?.label ?? id}
            </li>
          );
        })}
    </ul>
  );
}

function CharacterCard({ character, onEdit, onDelete }: { character: Character; onEdit: () => void; onDelete: () => void }) {
  const profession = catalogItem(PROFESSIONS, character.profession);
  const traits = character.personality.split(',').map((t) => t.trim()).filter(Boolean);
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-white/70 bg-white/90 p-5 shadow-lg shadow-violet-900/5">
      <div className="flex items-start gap-4">
        <CharacterAvatar name={character.name} profession={character.profession} />
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-xl font-extrabold text-ink">{character.name}</h2>
          <p className="mt-0.5 flex items-center gap-1.5 font-semibold text-primary">
            <ProfessionIcon id={character.profession} className="h-4 w-4" />
            {profession?.label ?? character.profession}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar a ${character.name}`} title="Editar">
            <Pencil className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Eliminar a ${character.name}`}
            title="Eliminar"
            className="text-danger hover:bg-red-50"
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <Chips label={`Aficiones de ${character.name}`} ids={character.hobbies} catalog={HOBBIES} icons={HOBBY_ICONS} />
      <Chips label={`Personalidad de ${character.name}`} ids={traits} catalog={PERSONALITIES} icons={PERSONALITY_ICONS} />
    </li>
  );
}

export default function CharactersManagementPage() {
  const navigate = useNavigate();
  const { characters, isLoading, error, refetch } = useCharacters();
  const startNew = useCharacterWizardStore((s) => s.startNew);
  const startEdit = useCharacterWizardStore((s) => s.startEdit);
  const storyCharacterId = useStoryOptionsStore((s) => s.character?.id);
  const setStoryCharacter = useStoryOptionsStore((s) => s.setCharacter);
  const remove = useDeleteCharacter();
  const [toDelete, setToDelete] = useState<Character | null>(null);

  function createNew() {
    startNew();
    void navigate(wizardPath('name', true));
  }

  function edit(character: Character) {
    startEdit(character);
    void navigate(wizardPath('name', true));
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const character = toDelete;
    try {
      await remove.mutateAsync(character.id);
      if (storyCharacterId === character.id) setStoryCharacter(null);
      toast.success('Personaje eliminado', { description: `${character.name} ya no está en tu lista.`, duration: SUCCESS_TOAST_MS });
    } catch (err) {
      toast.error(deleteErrorTitle(err), { description: errorMessage(err) });
    } finally {
      setToDelete(null);
    }
  }

  return (
    <AppPage width="lg">
      <BackButton to="/home" />
      <header className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Mis Personajes</h1>
          <p className="mt-1 text-muted">Los protagonistas de tus historias.</p>
        </div>
        <Button size="lg" onClick={createNew} className="w-full sm:w-auto">
          <Plus className="h-5 w-5" aria-hidden="true" />
          Crear Nuevo Personaje
        </Button>
      </header>

      <section aria-label="Lista de personajes" className="mt-6">
        {isLoading ? (
          <Spinner label="Cargando personajes..." showLabel className="py-16" />
        ) : error ? (
          <RetryNotice message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : characters.length === 0 ? (
          <div className="rounded-[var(--radius-card)] border-2 border-dashed border-violet-200 bg-white/60 p-10 text-center">
            <ToyBrick className="mx-auto h-12 w-12 text-primary" strokeWidth={1.75} aria-hidden="true" />
            <p className="mt-3 text-lg font-bold text-ink">Todavía no tienes personajes</p>
            <p className="mt-1 text-muted">Crea el primero y úsalo en tus historias.</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {characters.map((character) => (
              <CharacterCard
                key={character.id}
                character={character}
                onEdit={() => edit(character)}
                onDelete={() => setToDelete(character)}
              />
            ))}
          </ul>
        )}
      </section>

      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title="¿Eliminar personaje?"
        description={
          toDelete ? `Vas a eliminar a «${toDelete.name}». Las historias en las que aparece se conservarán.` : undefined
        }
        hideClose={remove.isPending}
        footer={
          <>
            <Button variant="outline" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} busy={remove.isPending}>
              {remove.isPending ? <Spinner size="sm" decorative /> : <Trash2 className="h-5 w-5" aria-hidden="true" />}
              {remove.isPending ? 'Eliminando...' : 'Eliminar'}
            </Button>
          </>
        }
      />
    </AppPage>
  );
}
