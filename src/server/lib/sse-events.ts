// Writes one event of a streamed generation. The shared schemas type what each event carries, so the
// server cannot send a `done` or `error` the page would refuse.
import type { SSEStreamingApi } from 'hono/streaming';
import type { GenerationEventData, GenerationEventSchemas } from '../../shared/contract/generation-events';

export function writeEvent<S extends GenerationEventSchemas, K extends keyof S & string>(
  stream: SSEStreamingApi,
  _events: S,
  event: K,
  data: GenerationEventData<S, K>,
): Promise<void> {
  return stream.writeSSE({ event, data: JSON.stringify(data) });
}
