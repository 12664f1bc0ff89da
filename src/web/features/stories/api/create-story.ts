// POST /api/stories with `Accept: text/event-stream`: the story's words arrive as `delta` events while it
// is written, then `done` with the stored story, or `error` (DESIGN section 3).
import { storyGenerationEvents } from '@shared/contract/generation-events';
import type { CreateStoryInput, Story } from '@shared/contract/stories';
import type { StreamedGeneration } from '../../../lib/event-stream';
import { useStreamedGeneration } from '../../../lib/use-streamed-generation';

export const createStoryGeneration: StreamedGeneration<typeof storyGenerationEvents, CreateStoryInput, Story> = {
  events: storyGenerationEvents,
  request: (input) => ({ url: '/api/stories', body: input }),
  result: ({ story }) => story,
  cutMessage: 'La conexión se cortó antes de terminar la historia. Inténtalo de nuevo.',
  fallbackMessage: 'Inténtalo de nuevo.',
  invalidMessage: 'Error al procesar la respuesta del servidor. Inténtalo de nuevo.',
};

/** Creates a story, its words in `text` as they are written; leaving the page cancels it (nothing is stored). */
export function useCreateStory() {
  return useStreamedGeneration(createStoryGeneration);
}
