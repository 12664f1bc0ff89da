import type { Narration } from '@shared/contract/narration';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { readEventStream } from '../../../lib/sse';

export interface GenerationHandlers {
  /** The server's real progress: 10, up to 90 while speaking, 95 while storing, 100. */
  onProgress: (progress: number) => void;
  /** Once, as soon as the beginning can be played from liveUrl while the rest is being made. */
  onPlayable?: (liveUrl: string) => void;
}

/**
 * POST /api/chapters/:chapterId/narrations/:voiceId with Accept: text/event-stream: reports the server's
 * progress, says when the audio can start playing, and answers the stored narration. Refusals before the
 * stream starts (quota, not found) and errors inside it become ApiErrors.
 */
export async function generateNarration(
  chapterId: string,
  voiceId: string,
  handlers: GenerationHandlers,
  signal?: AbortSignal,
): Promise<Narration> {
  const { onProgress, onPlayable } = handlers;
  let response: Response;
  try {
    response = await fetch(`/api/chapters/${encodeURIComponent(chapterId)}/narrations/${encodeURIComponent(voiceId)}`, {
      method: 'POST',
      headers: { Accept: 'text/event-stream' },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    let code = `http_${response.status}`;
    let message = 'Error desconocido';
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // not our JSON
    }
    throw new ApiError(response.status, code, message);
  }

  // Filled in by the event callback.
  const result: { narration?: Narration; failure?: ApiError } = {};
  try {
    await readEventStream(response, (event) => {
      let data: { progress?: number; liveUrl?: string; narration?: Narration; error?: { code: string; message: string } };
      try {
        data = JSON.parse(event.data);
      } catch {
        result.failure = new ApiError(502, 'bad_stream', 'Error al procesar la respuesta del servidor');
        return;
      }
      if (event.event === 'progress' && typeof data.progress === 'number') onProgress(data.progress);
      else if (event.event === 'playable' && typeof data.liveUrl === 'string' && data.liveUrl.startsWith('/api/')) onPlayable?.(data.liveUrl);
      else if (event.event === 'done' && data.narration) result.narration = data.narration;
      else if (event.event === 'error') result.failure = new ApiError(502, data.error?.code ?? 'speech_failed', data.error?.message ?? 'Problema desconocido');
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (result.failure) throw result.failure;
  if (!result.narration) throw new ApiError(502, 'bad_stream', 'Error al procesar la respuesta del servidor');
  return result.narration;
}
