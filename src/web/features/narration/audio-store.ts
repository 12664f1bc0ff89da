// The narration store (SPEC section 3): the chosen voice, the audio already found or generated (keyed
// `${storyId}_${chapterId}_${voiceId}`, with when it was made) and each generation's status and progress.
// Persisted as 'audio-storage' in the signed-in user's browser storage; a generation in progress is not
// persisted (after a reload it is simply asked again).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { registerUserStore, userPersistStorage } from '../../lib/user-storage';

export const AUDIO_STORE = 'audio-storage';

export interface AudioCacheEntry {
  url: string;
  /** Milliseconds timestamp. */
  generatedAt: number;
}

export type GenerationState = 'idle' | 'generating' | 'completed' | 'error';

export interface GenerationStatus {
  status: GenerationState;
  progress: number;
}

export const IDLE_STATUS: GenerationStatus = { status: 'idle', progress: 0 };

export function audioKey(storyId: string, chapterId: string, voiceId: string): string {
  return `${storyId}_${chapterId}_${voiceId}`;
}

interface AudioStoreState {
  currentVoice: string | null;
  audioCache: Record<string, AudioCacheEntry>;
  generationStatus: Record<string, GenerationStatus>;
  setCurrentVoice: (voiceId: string) => void;
  addAudioToCache: (key: string, url: string, generatedAt?: number) => void;
  removeAudioFromCache: (key: string) => void;
  setGenerationStatus: (key: string, status: GenerationState, progress?: number) => void;
}

export const useAudioStore = create<AudioStoreState>()(
  persist(
    (set) => ({
      currentVoice: null,
      audioCache: {},
      generationStatus: {},
      setCurrentVoice: (voiceId) => set({ currentVoice: voiceId }),
      addAudioToCache: (key, url, generatedAt = Date.now()) =>
        set((s) => ({ audioCache: { ...s.audioCache, [key]: { url, generatedAt } } })),
      removeAudioFromCache: (key) =>
        set((s) => {
          const next = { ...s.audioCache };
          delete next[key];
          return { audioCache: next };
        }),
      setGenerationStatus: (key, status, progress = 0) =>
        set((s) => ({ generationStatus: { ...s.generationStatus, [key]: { status, progress } } })),
    }),
    {
      name: AUDIO_STORE,
      storage: userPersistStorage(),
      partialize: (s) => ({ currentVoice: s.currentVoice, audioCache: s.audioCache }) as AudioStoreState,
    },
  ),
);

registerUserStore(useAudioStore);

export function useGenerationStatus(key: string): GenerationStatus {
  return useAudioStore((s) => s.generationStatus[key] ?? IDLE_STATUS);
}
