import { Save } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PROFESSIONS, type ProfessionId } from '@shared/catalogs';
import { characterInputSchema } from '@shared/contract/characters';
import { StepPage } from '../components/layout/step-page';
import { Button } from '../components/ui/button';
import { ChoiceGrid } from '../components/ui/choice-grid';
import { Spinner } from '../components/ui/spinner';
import { useSaveCharacter } from '../features/characters/api/save-character';
import {
  CHARACTER_SAVED,
  DUPLICATE_NAME_TITLE,
  NO_VALID_DATA,
  NOT_AUTHENTICATED,
  SAVE_ERROR_MESSAGE,
  SAVE_ERROR_TITLE,
  SUCCESS_TOAST_MS,
} from '../features/characters/messages';
import { useWizardStep } from '../features/characters/use-wizard-step';
import { WIZARD_STEPS } from '../features/characters/wizard-steps';
import { useCharacterWizardStore } from '../features/characters/wizard-store';
import { useSessionStatus } from '../queries/session';
import { useStoryOptionsStore } from '../features/story-options/store';
import { ApiError } from '../lib/api';
import { PROFESSION_ICONS } from '../lib/icons';

export default function CharacterProfessionPage() {
  const navigate = useNavigate();
  const save = useSaveCharacter();
  // Once saved, the draft is cleared while this page is being left: that is not a skipped step.
  const { draft, fromManagement, blocked, pathOf } = useWizardStep('profession', save.isSuccess);
  const setProfession = useCharacterWizardStore((s) => s.setProfession);
  const startNew = useCharacterWizardStore((s) => s.startNew);
  const storyCharacterId = useStoryOptionsStore((s) => s.character?.id);
  const setStoryCharacter = useStoryOptionsStore((s) => s.setCharacter);
  const { user } = useSessionStatus();

  if (blocked) return null;

  async function handleSave() {
    if (!user) {
      toast.error(NOT_AUTHENTICATED);
      return;
    }
    const parsed = characterInputSchema.safeParse({
      id: draft.id,
      name: draft.name,
      hobbies: draft.hobbies,
      personality: draft.personality.join(','),
      profession: draft.profession,
      description: draft.description,
      characterType: draft.characterType,
    });
    if (!parsed.success || !draft.id) {
      toast.error(NO_VALID_DATA, { description: parsed.error?.issues[0]?.message });
      return;
    }

    try {
      const { character } = await save.mutateAsync({ ...parsed.data, id: draft.id });
      toast.success(CHARACTER_SAVED, { duration: SUCCESS_TOAST_MS });
      if (fromManagement) {
        // An edited character that is also the story's keeps the story in step.
        if (storyCharacterId === character.id) setStoryCharacter(character);
        await navigate('/characters-management');
      } else {
        setStoryCharacter(character);
        await navigate('/story-genre');
      }
      startNew();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'duplicate_name') {
        // SPEC section 4: a duplicate name sends the parent back to the name step.
        toast.error(DUPLICATE_NAME_TITLE, { description: error.message });
        await navigate(pathOf('name'));
      } else if (error instanceof ApiError && error.code === 'unsafe_input') {
        // The child-safety check refused the name or description: back to the step where they are typed.
        toast.error(error.message);
        await navigate(pathOf('name'));
      } else if (error instanceof ApiError && error.status === 401) {
        toast.error(NOT_AUTHENTICATED);
      } else if (error instanceof ApiError && error.status === 400) {
        toast.error(NO_VALID_DATA, { description: error.message });
      } else {
        toast.error(SAVE_ERROR_TITLE, { description: SAVE_ERROR_MESSAGE });
      }
    }
  }

  const saving = save.isPending;

  return (
    <StepPage
      title={`¿A qué se dedica ${draft.name}?`}
      titleId="profession-title"
      subtitle="Elige una profesión."
      backTo={pathOf('personality')}
      progress={{ current: 4, total: WIZARD_STEPS.length }}
      footer={
        <Button size="lg" className="w-full" disabled={!draft.profession} busy={saving} onClick={() => void handleSave()}>
          {saving ? <Spinner size="sm" decorative /> : <Save className="h-5 w-5" aria-hidden="true" />}
          {saving ? 'Guardando...' : 'Guardar personaje'}
        </Button>
      }
    >
      <ChoiceGrid<ProfessionId>
        mode="single"
        items={PROFESSIONS} icons={PROFESSION_ICONS}
        value={draft.profession}
        onChange={setProfession}
        labelledBy="profession-title"
        columns={4}
      />
    </StepPage>
  );
}
