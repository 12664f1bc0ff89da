// The story being prepared (SPEC section 3, Story options): chosen step by step from /duration to
// /story-details-input and read by /generating. Kept per user in the browser so a reload in the middle of
// the flow keeps the choices; reset after a generation.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { DurationId, GenreId, MoralId } from '@shared/catalogs';
import type { Character } from '@shared/contract/characters';
import { registerUserStore, userPersistStorage } from '../../lib/user-storage';

export interface StoryOptionsValues {
  character: Character | null;
  genre: GenreId | null;
  moral: MoralId | null;
  duration: DurationId | null;
  /** Trimmed; null when the parent wrote nothing (SPEC section 5). */
  additionalDetails: string | null;
}

export interface StoryOptionsState extends StoryOptionsValues {
  setCharacter: (character: Character | null) => void;
  setGenre: (genre: GenreId | null) => void;
  setMoral: (moral: MoralId | null) => void;
  setDuration: (duration: DurationId | null) => void;
  setAdditionalDetails: (details: string | null) => void;
  reset: () => void;
}

export const STORY_OPTIONS_STORE = 'story-options';

const initialValues: StoryOptionsValues = {
  character: null,
  genre: null,
  moral: null,
  duration: null,
  additionalDetails: null,
};

export const useStoryOptionsStore = create<StoryOptionsState>()(
  persist(
    (set) => ({
      ...initialValues,
      setCharacter: (character) => set({ character }),
      setGenre: (genre) => set({ genre }),
      setMoral: (moral) => set({ moral }),
      setDuration: (duration) => set({ duration }),
      setAdditionalDetails: (details) => set({ additionalDetails: details?.trim() ? details.trim() : null }),
      reset: () => set(initialValues),
    }),
    {
      name: STORY_OPTIONS_STORE,
      version: 1,
      storage: userPersistStorage<StoryOptionsValues>(),
      partialize: ({ character, genre, moral, duration, additionalDetails }) => ({
        character,
        genre,
        moral,
        duration,
        additionalDetails,
      }),
    },
  ),
);

registerUserStore(useStoryOptionsStore);
