// Making the narration of this chapter with this voice: the server's real progress goes to the audio
// store (so it survives leaving the player), the beginning plays as soon as it exists, and the stored
// narration is remembered for later plays.
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { VOICE_LIMIT_CODE, type Narration } from '@shared/contract/narration';
import { ApiError } from '../../../lib/api';
import { useGenerateNarration } from '../api/generate-narration';
import { getNarrationQueryOptions } from '../api/get-narration';
import { useAudioStore, useGenerationStatus } from '../audio-store';

const VOICE_LIMIT_TITLE = 'Límite de voz alcanzado';
const VOICE_LIMIT_DESCRIPTION =
  'Has usado todas las narraciones de tu plan este mes. Puedes conseguir más créditos de voz en Planes, o escuchar las narraciones que ya tienes.';

interface NarrationGenerationOptions {
  key: string;
  chapterId: string;
  voiceId: string;
  /** The beginning can be heard from this address. */
  onPlayable: (liveUrl: string) => void;
  onStored: (narration: Narration) => void;
  onFailed: () => void;
  /** The generation dialog has nothing more to say (playing, stored, or refused for the plan's limit). */
  closeDialog: () => void;
}

export function useNarrationGeneration({ key, chapterId, voiceId, onPlayable, onStored, onFailed, closeDialog }: NarrationGenerationOptions) {
  const queryClient = useQueryClient();
  const setGenerationStatus = useAudioStore((s) => s.setGenerationStatus);
  const addAudioToCache = useAudioStore((s) => s.addAudioToCache);
  const status = useGenerationStatus(key);
  const { start } = useGenerateNarration();

  const generate = async () => {
    setGenerationStatus(key, 'generating', 10);
    try {
      const narration = await start({ chapterId, voiceId }, (event) => {
        if (event.event === 'progress') setGenerationStatus(key, 'generating', event.data.progress);
        else if (event.event === 'playable') {
          // The beginning exists: the parent asked to hear it (play, then 'Generar Audio'), so it starts
          // now from the live address while the rest is made.
          onPlayable(event.data.liveUrl);
          closeDialog();
          toast.dismiss('narration-lookup'); // 'No hay audio grabado...' is no longer true
        }
      });
      setGenerationStatus(key, 'completed', 100);
      queryClient.setQueryData(getNarrationQueryOptions(chapterId, voiceId).queryKey, narration);
      addAudioToCache(key, narration.audioUrl, Date.parse(narration.createdAt));
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      closeDialog();
      toast.success('Audio generado y guardado');
      onStored(narration);
    } catch (error) {
      onFailed();
      setGenerationStatus(key, 'error', 0);
      if (error instanceof ApiError && error.code === VOICE_LIMIT_CODE) {
        toast.error(VOICE_LIMIT_TITLE, { description: VOICE_LIMIT_DESCRIPTION });
        closeDialog();
      } else {
        toast.error(`Error: ${error instanceof ApiError ? error.message : 'Problema desconocido'}`);
      }
    }
  };

  return { generating: status.status === 'generating', progress: status.progress, generate };
}
