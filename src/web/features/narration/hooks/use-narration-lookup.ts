// What the server says about this voice and chapter: remember found audio, say when there is none, and
// say when asking failed.
import { useEffect } from 'react';
import { toast } from 'sonner';
import { NO_NARRATION_MESSAGE, type Narration } from '@shared/contract/narration';
import { ApiError } from '../../../lib/api';
import { useAudioStore } from '../audio-store';

export function useNarrationLookup(key: string, found: Narration | null | undefined, lookupError: Error | null, hasCached: boolean) {
  const addAudioToCache = useAudioStore((s) => s.addAudioToCache);

  useEffect(() => {
    if (found === undefined) return;
    if (found) {
      if (!hasCached) {
        addAudioToCache(key, found.audioUrl, Date.parse(found.createdAt));
        toast.success('Audio cargado correctamente', { id: 'narration-lookup' });
      }
    } else if (!hasCached) {
      toast.info(NO_NARRATION_MESSAGE, { id: 'narration-lookup' });
    }
  }, [found, hasCached, key, addAudioToCache]);

  useEffect(() => {
    if (!lookupError) return;
    const detail = lookupError instanceof ApiError ? lookupError.message : '';
    toast.error(detail ? `Error al buscar audio existente: ${detail}` : 'Error al buscar audio existente.', { id: `lookup-${key}` });
  }, [lookupError, key]);
}
