// The narrator behind every spoken chapter and voice preview (DESIGN section 1): the embedded espeak-ng
// narrator by default, any OpenAI-compatible /audio/speech endpoint when configured.
//
// A narration is produced piece by piece: the cleaned text is cut into chunks the provider accepts, and
// each chunk's audio is handed over as soon as it exists. Every piece is whole MP3 frames and the
// pieces, joined in order, are one MP3 stream — so a caller can report real progress, and could serve
// the first pieces while the rest is still being synthesised.
import type { LanguageId } from '../../../shared/catalogs';
import type { NarratorVoice } from '../../../shared/voices';
import { ProviderError } from '../provider-error';

export interface SynthesizeOptions {
  /** The story's language: the narrator speaks it. */
  language: LanguageId;
  signal?: AbortSignal;
}

export interface NarrationPiece {
  /** MP3 frames of this piece; joined in order the pieces make one MP3. */
  audio: Uint8Array;
  /** Share of the text spoken so far, from 0 (exclusive) to 1 (the last piece). */
  progress: number;
}

export interface Narrator {
  /** 'espeak-ng' or 'openai-compatible', as /api/health reports it. */
  readonly name: string;
  /** Identifies what the audio sounds like (adapter and model): stored previews are kept per sound. */
  readonly soundId: string;
  /** Longest text chunk sent to the synthesiser in one go. */
  readonly maxChunkChars: number;
  /**
   * Speaks an already cleaned text (see cleanSpeechText), chunk by chunk. Throws NarratorError when the
   * provider fails; the caller then stores nothing.
   */
  synthesize(text: string, voice: NarratorVoice, options: SynthesizeOptions): AsyncIterable<NarrationPiece>;
  /** Stops background work (the espeak worker); the narrator starts it again when used. */
  close(): Promise<void>;
}

/** The speech provider failed (status, timeout, unusable answer): nothing is stored, nothing counted. */
export class NarratorError extends ProviderError<'unavailable' | 'timeout' | 'malformed' | 'aborted'> {}

/** Joins the pieces of a narration into one MP3. */
export async function collectNarration(
  pieces: AsyncIterable<NarrationPiece>,
  onProgress?: (progress: number) => void,
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const piece of pieces) {
    parts.push(piece.audio);
    total += piece.audio.byteLength;
    onProgress?.(piece.progress);
  }
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}
