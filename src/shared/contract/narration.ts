// Narration: the voices (GET /api/voices) and a chapter's narration with one voice
// (GET/POST /api/chapters/:chapterId/narrations/:voiceId, its /audio, and its /live audio while it is
// being made). DESIGN section 3.
import type { NarratorVoice } from '../voices';

/** A narrator voice as the page shows it; provider settings stay on the server. */
export type Voice = Pick<NarratorVoice, 'id' | 'name' | 'description' | 'speed' | 'icon' | 'color'> & {
  /** Address of the voice's preview sample, or null when the voice has none. */
  previewUrl: string | null;
};

export interface VoicesResponse {
  voices: Voice[];
}

/** A stored narration. Its audio is served only to its owner, through audioUrl. */
export interface Narration {
  chapterId: string;
  voiceId: string;
  /** Same-origin address of the MP3 (supports range requests). */
  audioUrl: string;
  durationSeconds: number | null;
  byteSize: number | null;
  createdAt: string;
}

export interface NarrationResponse {
  narration: Narration;
}

/** Progress stages of a generation (SPEC section 9, DESIGN decision 6). */
export const NARRATION_PROGRESS = { start: 10, synthesisEnd: 90, storing: 95, done: 100 } as const;

// Its Server-Sent Events are in generation-events.ts.

export const VOICE_LIMIT_CODE = 'voice_limit';
export const VOICE_LIMIT_MESSAGE = 'Límite de voz alcanzado';
export const PREVIEW_UNAVAILABLE_MESSAGE = 'Vista previa no disponible para esta voz';
export const NO_NARRATION_MESSAGE = 'No hay audio grabado para esta voz y capítulo';

export function narrationAudioPath(chapterId: string, voiceId: string): string {
  return `/api/chapters/${chapterId}/narrations/${voiceId}/audio`;
}

/**
 * Same-origin address of a narration while it is being made (GET, owner only): audio/mpeg sent as it is
 * synthesised, from the beginning, whenever one joins; the stored file once there is one.
 */
export function narrationLivePath(chapterId: string, voiceId: string): string {
  return `/api/chapters/${chapterId}/narrations/${voiceId}/live`;
}

export function voicePreviewPath(voiceId: string): string {
  return `/api/voices/${voiceId}/preview`;
}
