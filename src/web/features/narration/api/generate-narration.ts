import type { Narration } from '@shared/contract/narration';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { readEventStream } from '../../../lib/sse';

/**
 * POST /api/chapters/:chapterId/narrations/:voiceId with Accept: text/event-stream: reports the server's
 * real progress (10, up to 90 while speaking, 95 while storing, 100) and answers the stored narration.
 * Refusals before the stream starts (quota, not found) and errors inside it become ApiErrors.
 */
export async function generateNarration(
  chapterId: string,
  voiceId: string,
  onProgress: (progress: number) => void,
  signal?: AbortSignal,
): Promise<Narration> {
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
      let data: { progress?: number; narration?: Narration; error?: { code: string; message: string } };
      try {
        data = JSON.parse(event.data);
      } catch {
        result.failure = new ApiError(502, 'bad_stream', 'Error al procesar la respuesta del servidor');
        return;
      }
      if (event.event === 'progress' && typeof data.progress === 'number') onProgress(data.progress);
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
