// POST /api/stories with `Accept: text/event-stream`: the story's words arrive as `delta` events while it
// is written, then `done` with the stored story, or `error` (DESIGN section 3).
import type { CreateStoryInput, Story } from '@shared/contract/stories';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { readEventStream } from '../../../lib/sse';

export interface CreateStoryCallbacks {
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

const GENERIC_MESSAGE = 'Inténtalo de nuevo.';

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return new ApiError(response.status, body.error?.code ?? `http_${response.status}`, body.error?.message || GENERIC_MESSAGE);
  } catch {
    return new ApiError(response.status, `http_${response.status}`, GENERIC_MESSAGE);
  }
}

/** Creates a story, reporting its text as it is written; answers the stored story or throws an ApiError. */
export async function createStory(input: CreateStoryInput, { onDelta, signal }: CreateStoryCallbacks = {}): Promise<Story> {
  let response: Response;
  try {
    response = await fetch('/api/stories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(input),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorOf(response);

  let story: Story | null = null;
  let failure: ApiError | null = null;
  try {
    await readEventStream(response, (event) => {
      const data = JSON.parse(event.data) as { text?: string; story?: Story; error?: { code: string; message: string } };
      if (event.event === 'delta' && typeof data.text === 'string') onDelta?.(data.text);
      else if (event.event === 'done' && data.story) story = data.story;
      else if (event.event === 'error') failure = new ApiError(502, data.error?.code ?? 'generation_failed', data.error?.message || GENERIC_MESSAGE);
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (failure) throw failure;
  if (!story) throw new ApiError(0, 'stream_cut', 'La conexión se cortó antes de terminar la historia. Inténtalo de nuevo.');
  return story;
}
