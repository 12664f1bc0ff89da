// The one way a page runs a streamed generation (a new story, a new chapter, a narration): it starts a
// run, keeps the text written so far for the screen, and cancels the run when the page goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenerationEventOf, GenerationEventSchemas } from '@shared/contract/generation-events';
import { runGeneration, type StreamedGeneration } from './event-stream';

export interface StreamedGenerationOptions {
  /**
   * Cancel a running generation when the component goes away (nothing is then stored or counted). A
   * narration keeps going instead: the server stores it for later and the page's store follows it.
   */
  cancelOnUnmount?: boolean;
}

export interface StreamedGenerationControls<S extends GenerationEventSchemas, I, R> {
  /**
   * Starts a run (cancelling one still going). Resolves with the `done` result; rejects with an ApiError
   * or, once cancelled, with the AbortError (see isAbortError). Every other event goes to `onEvent`.
   */
  start: (input: I, onEvent?: (event: GenerationEventOf<S>) => void) => Promise<R>;
  /** The text of the `delta` events so far; emptied when a run starts or fails. */
  text: string;
  cancel: () => void;
}

export function useStreamedGeneration<S extends GenerationEventSchemas, I, R>(
  generation: StreamedGeneration<S, I, R>,
  { cancelOnUnmount = true }: StreamedGenerationOptions = {},
): StreamedGenerationControls<S, I, R> {
  const [text, setText] = useState('');
  const controller = useRef<AbortController | null>(null);
  const unmountTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!cancelOnUnmount) return;
    // StrictMode unmounts and mounts again at once: cancel only when no mount follows.
    clearTimeout(unmountTimer.current);
    return () => {
      unmountTimer.current = setTimeout(() => controller.current?.abort(), 0);
    };
  }, [cancelOnUnmount]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const start = useCallback(
    async (input: I, onEvent?: (event: GenerationEventOf<S>) => void) => {
      controller.current?.abort();
      const run = new AbortController();
      controller.current = run;
      setText('');
      try {
        return await runGeneration(generation, input, {
          signal: run.signal,
          onEvent: (event) => {
            const data: unknown = event.data;
            if (event.event === 'delta' && typeof data === 'object' && data && 'text' in data && typeof data.text === 'string') {
              const delta = data.text;
              setText((previous) => previous + delta);
            }
            onEvent?.(event);
          },
        });
      } catch (error) {
        // A refused or failed text is never left on screen (one the safety check refused included).
        if (controller.current === run) setText('');
        throw error;
      }
    },
    [generation],
  );

  return { start, text, cancel };
}
