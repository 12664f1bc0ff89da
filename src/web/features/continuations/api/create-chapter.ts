// POST /api/stories/:id/chapters with `Accept: text/event-stream`: the new chapter's words arrive as
// `delta` events while it is written, then `done` with the story and the chapter, or `error`.
import type { CreateChapterInput, CreateChapterResponse } from '@shared/contract/continuations';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { readEventStream } from '../../../lib/sse';

const GENERIC_MESSAGE = 'Inténtalo de nuevo.';

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return new ApiError(response.status, body.error?.code ?? `http_${response.status}`, body.error?.message || GENERIC_MESSAGE);
  } catch {
    return new ApiError(response.status, `http_${response.status}`, GENERIC_MESSAGE);
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function createChapter(
  storyId: string,
  input: CreateChapterInput,
  { onDelta, signal }: { onDelta?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<CreateChapterResponse> {
  let response: Response;
  try {
    response = await fetch(`/api/stories/${encodeURIComponent(storyId)}/chapters`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(input),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorOf(response);

  let result: CreateChapterResponse | null = null;
  let failure: ApiError | null = null;
  try {
    await readEventStream(response, (event) => {
      const data = JSON.parse(event.data) as Partial<CreateChapterResponse> & { text?: string; error?: { code: string; message: string } };
      if (event.event === 'delta' && typeof data.text === 'string') onDelta?.(data.text);
      else if (event.event === 'done' && data.story && data.chapter) result = { story: data.story, chapter: data.chapter };
      else if (event.event === 'error') failure = new ApiError(502, data.error?.code ?? 'generation_failed', data.error?.message || GENERIC_MESSAGE);
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (failure) throw failure;
  if (!result) throw new ApiError(0, 'stream_cut', 'La conexión se cortó antes de terminar la continuación. Inténtalo de nuevo.');
  return result;
}
