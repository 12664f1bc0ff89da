// POST /api/stories/:id/chapters with `Accept: text/event-stream`: the new chapter's words arrive as
// `delta` events while it is written, then `done` with the story and the chapter, or `error`.
import type { CreateChapterInput, CreateChapterResponse } from '@shared/contract/continuations';
import { chapterGenerationEvents } from '@shared/contract/generation-events';
import type { StreamedGeneration } from '../../../lib/event-stream';
import { useStreamedGeneration } from '../../../lib/use-streamed-generation';

export interface CreateChapterRequest {
  storyId: string;
  input: CreateChapterInput;
}

export const createChapterGeneration: StreamedGeneration<typeof chapterGenerationEvents, CreateChapterRequest, CreateChapterResponse> = {
  events: chapterGenerationEvents,
  request: ({ storyId, input }) => ({ url: `/api/stories/${encodeURIComponent(storyId)}/chapters`, body: input }),
  result: ({ story, chapter }) => ({ story, chapter }),
  cutMessage: 'La conexión se cortó antes de terminar la continuación. Inténtalo de nuevo.',
  fallbackMessage: 'Inténtalo de nuevo.',
  invalidMessage: 'Error al procesar la respuesta del servidor. Inténtalo de nuevo.',
};

/** Writes the next chapter, its words in `text` as they are written; leaving the page cancels it. */
export function useCreateChapter() {
  return useStreamedGeneration(createChapterGeneration);
}
