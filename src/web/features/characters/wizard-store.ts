// The character being written in the four-step wizard (SPEC section 2, character wizard). Kept per user
// in the browser so a reload does not lose the steps already done; cleared after the save.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { HobbyId, PersonalityId, ProfessionId } from '@shared/catalogs';
import type { Character } from '@shared/contract/characters';
import { registerUserStore, userPersistStorage } from '../../lib/user-storage';
import { newId } from './new-id';

export interface CharacterDraft {
  /** Empty until the name step gives a fresh character its id. */
  id: string;
  name: string;
  hobbies: HobbyId[];
  personality: PersonalityId[];
  profession: ProfessionId | null;
  description: string | null;
  characterType: string | null;
  /** True when the draft edits a saved character. */
  editing: boolean;
}

interface WizardState {
  draft: CharacterDraft;
  /** Starts a fresh character (SPEC: 'Crear Nuevo' resets the character). */
  startNew: () => void;
  /** Fills the wizard with a saved character to edit it. */
  startEdit: (character: Character) => void;
  /** Sets the name; a fresh character gets its id here. */
  setName: (name: string) => void;
  toggleHobby: (id: HobbyId) => void;
  togglePersonality: (id: PersonalityId) => void;
  setProfession: (id: ProfessionId) => void;
}

export const CHARACTER_WIZARD_STORE = 'character-wizard';

export const emptyDraft: CharacterDraft = {
  id: '',
  name: '',
  hobbies: [],
  personality: [],
  profession: null,
  description: null,
  characterType: null,
  editing: false,
};

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export const useCharacterWizardStore = create<WizardState>()(
  persist(
    (set) => ({
      draft: emptyDraft,
      startNew: () => set({ draft: emptyDraft }),
      startEdit: (character) =>
        set({
          draft: {
            id: character.id,
            name: character.name,
            hobbies: character.hobbies as HobbyId[],
            personality: character.personality
              .split(',')
              .map((p) => p.trim())
              .filter(Boolean) as PersonalityId[],
            profession: character.profession as ProfessionId,
            description: character.description,
            characterType: character.characterType,
            editing: true,
          },
        }),
      setName: (name) => set(({ draft }) => ({ draft: { ...draft, name: name.trim(), id: draft.id || newId() } })),
      toggleHobby: (id) => set(({ draft }) => ({ draft: { ...draft, hobbies: toggle(draft.hobbies, id) } })),
      togglePersonality: (id) => set(({ draft }) => ({ draft: { ...draft, personality: toggle(draft.personality, id) } })),
      setProfession: (id) => set(({ draft }) => ({ draft: { ...draft, profession: id } })),
    }),
    {
      name: CHARACTER_WIZARD_STORE,
      version: 1,
      storage: userPersistStorage<{ draft: CharacterDraft }>(),
      partialize: ({ draft }) => ({ draft }),
    },
  ),
);

registerUserStore(useCharacterWizardStore);
