// Narrations: a chapter spoken with one voice, stored once and served to its owner (DESIGN decisions
// 3, 4, 5, 6). Generation reports real progress (the text is synthesised chunk by chunk), stores the
// MP3, then records it and counts it against the voice quota in one transaction — so a failure at any
// step leaves no file, no row and no count behind. While a generation runs, its audio so far is kept
// (LiveNarration) so the page can play the beginning before the end is spoken.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LanguageId } from '../../../shared/catalogs';
import {
  NARRATION_PROGRESS,
  VOICE_LIMIT_CODE,
  VOICE_LIMIT_MESSAGE,
  narrationAudioPath,
  voicePreviewPath,
  type Narration,
  type Voice,
} from '../../../shared/contract/narration';
import { isPremiumStatus, monthlyVoiceAllowance } from '../../../shared/plans';
import { SPEECH_TEXT_REQUIRED, cleanSpeechText } from '../../../shared/speech-text';
import { VOICES, findVoice, type NarratorVoice } from '../../../shared/voices';
import type { Database } from '../../db/client';
import { audioFiles, stories, storyChapters } from '../../db/schema';
import { AppError, badRequest, limitReached, notFound } from '../../lib/errors';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { readMp3 } from '../../lib/mp3';
import { narrationKey, storyNarrationPrefix, type BlobStore } from '../../providers/storage/blob-store';
import { NarratorError, collectNarration, type NarrationPiece, type Narrator } from '../../providers/speech/narrator';
import { consumeVoiceQuota, effectiveCounters, getOrCreateProfile } from '../profile/profile.service';
import { reserveVoice, type Reservation } from '../profile/quota-reservations';
import { LiveNarration } from './live-narration';

export const CHAPTER_NOT_FOUND = 'Capítulo no encontrado.';
export const VOICE_NOT_FOUND = 'Voz no encontrada.';
const AUDIO_TYPE = 'audio/mpeg';

export type AudioFileRow = typeof audioFiles.$inferSelect;

export interface NarrationDeps {
  db: Database;
  narrator: Narrator;
  blobStore: BlobStore;
  clock: () => Date;
  log: (line: string) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a voice's preview sounds like: the narrator (adapter and model) and the voice's settings. It names
 * the stored sample and versions the preview address, so a change of either makes (and fetches) a new one.
 */
export function previewFingerprint(voice: NarratorVoice, soundId: string): string {
  return createHash('sha256')
    .update(JSON.stringify([soundId, voice.previewText, voice.providerVoice, voice.speed, voice.instructions, voice.espeak]))
    .digest('hex')
    .slice(0, 12);
}

export function toVoiceDto(voice: NarratorVoice, soundId: string): Voice {
  return {
    id: voice.id,
    name: voice.name,
    description: voice.description,
    speed: voice.speed,
    icon: voice.icon,
    color: voice.color,
    previewUrl: voice.previewText ? `${voicePreviewPath(voice.id)}?v=${previewFingerprint(voice, soundId)}` : null,
  };
}

export function listVoices(soundId: string): Voice[] {
  return (VOICES as readonly NarratorVoice[]).map((voice) => toVoiceDto(voice, soundId));
}

export function toNarrationDto(row: AudioFileRow): Narration {
  return {
    chapterId: row.chapterId,
    voiceId: row.voiceId,
    audioUrl: narrationAudioPath(row.chapterId, row.voiceId),
    durationSeconds: row.durationSeconds,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
  };
}

export function voiceOrNotFound(voiceId: string): NarratorVoice {
  const voice = findVoice(voiceId);
  if (!voice) throw notFound(VOICE_NOT_FOUND);
  return voice;
}

export interface OwnedChapter {
  chapterId: string;
  storyId: string;
  chapterNumber: number;
  title: string;
  content: string;
  language: LanguageId;
}

/** The chapter when it belongs to one of the user's stories; another user's chapter is "not found". */
export async function findOwnedChapter(db: Database, userId: string, chapterId: string): Promise<OwnedChapter> {
  if (!UUID.test(chapterId)) throw notFound(CHAPTER_NOT_FOUND);
  const [row] = await db
    .select({
      chapterId: storyChapters.id,
      storyId: storyChapters.storyId,
      chapterNumber: storyChapters.chapterNumber,
      title: storyChapters.title,
      content: storyChapters.content,
      language: stories.language,
    })
    .from(storyChapters)
    .innerJoin(stories, eq(stories.id, storyChapters.storyId))
    .where(and(eq(storyChapters.id, chapterId), eq(stories.userId, userId)));
  if (!row) throw notFound(CHAPTER_NOT_FOUND);
  return { ...row, language: row.language as LanguageId };
}

export async function findNarration(db: Database, userId: string, chapterId: string, voiceId: string): Promise<AudioFileRow | null> {
  const [row] = await db
    .select()
    .from(audioFiles)
    .where(and(eq(audioFiles.chapterId, chapterId), eq(audioFiles.voiceId, voiceId), eq(audioFiles.userId, userId)));
  return row ?? null;
}

/**
 * The narration with its length in seconds. A row stored without one (by an earlier version) gets it
 * from its MP3 now, and keeps it: the player shows the length and a working slider before any audio is
 * downloaded. A file that cannot be read leaves the length unknown (the player then learns it from the
 * audio itself).
 */
export async function withDuration(db: Database, blobStore: BlobStore, row: AudioFileRow): Promise<AudioFileRow> {
  if (row.durationSeconds !== null) return row;
  const blob = await blobStore.get(row.publicUrl).catch(() => null);
  if (!blob) return row;
  const info = readMp3(new Uint8Array(await new Response(blob.body).arrayBuffer()));
  if (!info) return row;
  const durationSeconds = Math.round(info.durationSeconds);
  await db
    .update(audioFiles)
    .set({ durationSeconds })
    .where(and(eq(audioFiles.chapterId, row.chapterId), eq(audioFiles.voiceId, row.voiceId), eq(audioFiles.userId, row.userId)));
  return { ...row, durationSeconds };
}

/**
 * Removes every stored file of a deleted story: the whole '{storyId}/' folder, not only the files its
 * audio rows named, so a narration stored just before a crash (file written, row never committed) goes
 * too. Call it after the story is deleted; a narration still being made then fails to record its row
 * (the chapter is gone) and removes its own file. Best effort: a failure is logged, never an error for
 * the person, whose story is already gone.
 */
export async function removeStoryNarrations(blobStore: BlobStore, storyId: string, log: (line: string) => void): Promise<void> {
  if (!UUID.test(storyId)) return;
  await blobStore
    .deletePrefix(storyNarrationPrefix(storyId))
    .catch((error: unknown) => log(`No se pudieron borrar los audios del cuento ${storyId}: ${error instanceof Error ? error.message : String(error)}`));
}

/** What a chapter's narration says: its title (or 'Capítulo N'), then its text, cleaned as SPEC says. */
export function narrationText(chapter: Pick<OwnedChapter, 'title' | 'content' | 'chapterNumber'>): string {
  const title = chapter.title.trim() || `Capítulo ${chapter.chapterNumber}`;
  const spokenTitle = /[.!?]$/.test(title) ? title : `${title}.`;
  return cleanSpeechText(`${spokenTitle}\n${chapter.content}`);
}

/** Whether the user may generate one more narration now (the real count happens when it is stored). */
export async function hasVoiceQuota(db: Database, userId: string, now: Date): Promise<boolean> {
  const profile = await getOrCreateProfile(db, userId);
  const used = effectiveCounters(profile, now).voiceUsed;
  return used < monthlyVoiceAllowance(isPremiumStatus(profile.subscriptionStatus)) || profile.voiceCredits > 0;
}

export const voiceLimitError = () => limitReached(VOICE_LIMIT_CODE, VOICE_LIMIT_MESSAGE);

/** The Spanish error a person sees when the narrator failed. */
export function narratorFailure(error: unknown, log: (line: string) => void): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof NarratorError) {
    log(`Error en generación de voz: ${error.message}`);
    if (error.kind === 'timeout') {
      return new AppError(504, 'speech_timeout', 'El servicio de voz tardó demasiado. Inténtalo de nuevo; no se ha descontado nada.');
    }
    return new AppError(502, 'speech_failed', 'No se pudo generar el audio. Inténtalo de nuevo; no se ha descontado nada.');
  }
  log(`Error en generación de voz: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return new AppError(500, 'speech_failed', 'No se pudo generar el audio. Inténtalo de nuevo; no se ha descontado nada.');
}

interface Job<T> {
  promise: Promise<T>;
  progress: number;
  listeners: Set<(progress: number) => void>;
}

/**
 * Runs one piece of work per key at a time in this process: a second caller with the same key waits for
 * the first one's result and sees its progress. (Across instances the database's primary key decides.)
 */
class SingleFlight<T> {
  private readonly jobs = new Map<string, Job<T>>();

  run(key: string, work: (report: (progress: number) => void) => Promise<T>, onProgress?: (progress: number) => void): Promise<T> {
    let job = this.jobs.get(key);
    if (!job) {
      const created: Job<T> = { promise: Promise.resolve() as Promise<never>, progress: 0, listeners: new Set() };
      const report = (progress: number) => {
        created.progress = progress;
        for (const listener of created.listeners) listener(progress);
      };
      created.promise = work(report).finally(() => this.jobs.delete(key));
      this.jobs.set(key, created);
      job = created;
    }
    if (onProgress) {
      job.listeners.add(onProgress);
      if (job.progress > 0) onProgress(job.progress);
      void job.promise.finally(() => job.listeners.delete(onProgress)).catch(() => undefined);
    }
    return job.promise;
  }

  has(key: string): boolean {
    return this.jobs.has(key);
  }

  get size() {
    return this.jobs.size;
  }
}

/** Hands each piece to the live narration as it passes, so listeners hear it before the whole is joined. */
async function* keepingLive(pieces: AsyncIterable<NarrationPiece>, live: LiveNarration): AsyncIterable<NarrationPiece> {
  for await (const piece of pieces) {
    live.push(piece.audio);
    yield piece;
  }
}

export interface GenerationListeners {
  /** The generation's progress (10 … 100), as it moves. */
  onProgress?: (progress: number) => void;
  /** Once, as soon as the first audio can be played from the live address. */
  onPlayable?: () => void;
}

export interface GenerationResult {
  narration: Narration;
  /** False when the narration already existed (or another request made it): nothing was counted. */
  created: boolean;
}

export function createNarrationService(deps: NarrationDeps) {
  const { db, narrator, blobStore } = deps;
  const narrations = new SingleFlight<GenerationResult>();
  const previews = new SingleFlight<string>();
  /** The audio so far of each generation in flight, by the same key; forgotten when the generation ends. */
  const live = new Map<string, LiveNarration>();

  /** Stored: the reservation went with the count. Anything else: the narration is given back. */
  function releaseReservation(reservation: Reservation): Promise<void> {
    return reservation.release().catch((error: unknown) => {
      deps.log(`No se pudo devolver la reserva de una narración: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  async function synthesizeAndStore(
    userId: string,
    chapter: OwnedChapter,
    voice: NarratorVoice,
    report: (progress: number) => void,
    liveAudio: LiveNarration,
    reservation: Reservation,
  ): Promise<GenerationResult> {
    const text = narrationText(chapter);
    if (!text) throw badRequest(SPEECH_TEXT_REQUIRED, 'text_required');
    report(NARRATION_PROGRESS.start);
    let audio: Uint8Array;
    try {
      const span = NARRATION_PROGRESS.synthesisEnd - NARRATION_PROGRESS.start;
      const pieces = keepingLive(narrator.synthesize(text, voice, { language: chapter.language }), liveAudio);
      audio = await collectNarration(pieces, (share) => report(Math.round(NARRATION_PROGRESS.start + span * share)));
    } catch (error) {
      throw narratorFailure(error, deps.log);
    } finally {
      // Listeners have everything there will be: their streams end now, before storing.
      liveAudio.end();
    }
    const info = readMp3(audio);
    if (!info) throw narratorFailure(new NarratorError('El audio generado no es un MP3 válido.', 'malformed'), deps.log);

    report(NARRATION_PROGRESS.storing);
    const key = narrationKey(chapter.storyId, chapter.chapterId, voice.id);
    await blobStore.put(key, audio, AUDIO_TYPE);
    let outcome: { row: AudioFileRow; created: boolean };
    try {
      outcome = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(audioFiles)
          .values({
            chapterId: chapter.chapterId,
            voiceId: voice.id,
            userId,
            publicUrl: key,
            durationSeconds: Math.round(info.durationSeconds),
            byteSize: audio.byteLength,
            createdAt: deps.clock(),
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          // Another instance stored the same narration first: it counted it, and it is the same file
          // (this one's reservation is given back).
          const [existing] = await tx
            .select()
            .from(audioFiles)
            .where(and(eq(audioFiles.chapterId, chapter.chapterId), eq(audioFiles.voiceId, voice.id), eq(audioFiles.userId, userId)));
          return { row: existing, created: false };
        }
        const taken = await consumeVoiceQuota(tx, userId, deps.clock());
        if (!taken) throw voiceLimitError(); // rolls the row back
        await reservation.consumeIn(tx);
        return { row: inserted, created: true };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        // The story was deleted while its audio was being made: its whole folder goes (the delete already
        // emptied it before this file arrived), and this is the missing chapter it now is, not a fault.
        await removeStoryNarrations(blobStore, chapter.storyId, deps.log);
        throw notFound(CHAPTER_NOT_FOUND);
      }
      await blobStore.delete(key).catch(() => undefined);
      throw error;
    }
    return { narration: toNarrationDto(outcome.row), created: outcome.created };
  }

  return {
    /**
     * Checks everything that can be refused before any work starts (voice, chapter, quota), and answers
     * the stored narration when there is one already. Errors are AppErrors with the HTTP status to send.
     */
    async prepare(userId: string, chapterId: string, voiceId: string) {
      const voice = voiceOrNotFound(voiceId);
      const chapter = await findOwnedChapter(db, userId, chapterId);
      const existing = await findNarration(db, userId, chapterId, voice.id);
      if (existing) return { existing: toNarrationDto(existing), chapter, voice, reservation: null };
      const key = `${userId}:${chapterId}:${voice.id}`;
      // Joining the narration this process is already making costs nothing more.
      if (narrations.has(key)) return { existing: null, chapter, voice, reservation: null };
      if (!(await hasVoiceQuota(db, userId, deps.clock()))) throw voiceLimitError();
      // The narration's unit is taken before the narrator starts: parallel requests at the last one
      // synthesise once. It is given back if nothing gets stored.
      const reservation = await reserveVoice(db, userId, `${chapterId}:${voice.id}`, deps.clock);
      if (!reservation) throw voiceLimitError();
      return { existing: null, chapter, voice, reservation };
    },

    /**
     * Generates (or joins the generation already running for) this chapter and voice, under the
     * reservation `prepare` took. A caller who joins a running generation has its own given back.
     */
    generate(
      userId: string,
      chapter: OwnedChapter,
      voice: NarratorVoice,
      reservation: Reservation | null,
      listeners: GenerationListeners = {},
    ) {
      const key = `${userId}:${chapter.chapterId}:${voice.id}`;
      let started = false;
      const result = narrations.run(
        key,
        (report) => {
          started = true;
          const liveAudio = new LiveNarration();
          live.set(key, liveAudio);
          const work = reservation
            ? synthesizeAndStore(userId, chapter, voice, report, liveAudio, reservation).finally(() =>
                releaseReservation(reservation),
              )
            : Promise.reject(voiceLimitError());
          return work.finally(() => {
            liveAudio.end();
            if (live.get(key) === liveAudio) live.delete(key);
          });
        },
        listeners.onProgress,
      );
      if (!started && reservation) void reservation.release().catch(() => undefined);
      const onPlayable = listeners.onPlayable;
      const liveAudio = live.get(key);
      if (onPlayable && liveAudio) {
        const forget = liveAudio.onPlayable(onPlayable);
        void result.finally(forget).catch(() => undefined);
      }
      return result;
    },

    /**
     * The audio so far of the generation in flight for this chapter and voice, or null when there is
     * none in this process. Ownership is the caller's to check first.
     */
    liveNarration(userId: string, chapterId: string, voiceId: string): LiveNarration | null {
      return live.get(`${userId}:${chapterId}:${voiceId}`) ?? null;
    },

    /** The storage key of a voice's preview, made by the active narrator once and then kept. */
    async previewKey(voiceId: string): Promise<string | null> {
      const voice = findVoice(voiceId);
      if (!voice?.previewText) return null;
      const fingerprint = previewFingerprint(voice, narrator.soundId);
      const key = `previews/${narrator.soundId.replace(/[^A-Za-z0-9._-]/g, '-')}/${voice.id}-${fingerprint}.mp3`;
      if (await blobStore.head(key)) return key;
      return previews.run(key, async () => {
        const text = cleanSpeechText(voice.previewText!);
        const audio = await collectNarration(narrator.synthesize(text, voice, { language: 'es' }));
        if (!readMp3(audio)) throw new NarratorError('La vista previa generada no es un MP3 válido.', 'malformed');
        await blobStore.put(key, audio, AUDIO_TYPE);
        return key;
      });
    },

    /** In-flight generations in this process (for tests and diagnostics). */
    get inFlight() {
      return narrations.size;
    },

    /** Live narrations kept in this process (for tests: none once every generation has ended). */
    get liveInMemory() {
      return live.size;
    },
  };
}

export type NarrationService = ReturnType<typeof createNarrationService>;
