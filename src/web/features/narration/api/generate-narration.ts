// POST /api/chapters/:chapterId/narrations/:voiceId with Accept: text/event-stream: the server's progress,
// once `playable` (the beginning can be heard from its live address), then the stored narration or an
// error. Refusals before the stream starts (quota, not found) and errors inside it become ApiErrors.
import { narrationGenerationEvents } from '@shared/contract/generation-events';
import type { Narration } from '@shared/contract/narration';
import type { StreamedGeneration } from '../../../lib/event-stream';
import { useStreamedGeneration } from '../../../lib/use-streamed-generation';

export interface NarrationRequest {
  chapterId: string;
  voiceId: string;
}

const BAD_STREAM_MESSAGE = 'Error al procesar la respuesta del servidor';

export const narrationGeneration: StreamedGeneration<typeof narrationGenerationEvents, NarrationRequest, Narration> = {
  events: narrationGenerationEvents,
  request: ({ chapterId, voiceId }) => ({ url: `/api/chapters/${encodeURIComponent(chapterId)}/narrations/${encodeURIComponent(voiceId)}` }),
  result: ({ narration }) => narration,
  cutMessage: BAD_STREAM_MESSAGE,
  fallbackMessage: 'Problema desconocido',
  invalidMessage: BAD_STREAM_MESSAGE,
};

/** Generates a narration. It is not cancelled when the player goes away: the server keeps it for later. */
export function useGenerateNarration() {
  return useStreamedGeneration(narrationGeneration, { cancelOnUnmount: false });
}
