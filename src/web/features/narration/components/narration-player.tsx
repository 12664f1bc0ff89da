// The narration player (SPEC section 2, /story/{storyId}/audio/{chapterId}): a big play/pause button,
// the position slider (step 0.1, refreshed every 100 ms), m:ss times, the voice arrows (they wrap), the
// 'Voz de la narración' preview dialog, the speed button and — when no audio exists for this voice and
// chapter — the modal that generates it with the server's real progress. As soon as the first audio
// exists (the server's `playable` event) the modal gives way and the narration plays from its live
// address while the rest is being made, the progress still shown under the player; when it is stored,
// playback goes on without a jump, and later plays and seeking use the stored file. Media
// Session metadata and handlers keep it playing and controllable with the screen locked.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Gauge, Pause, Play } from 'lucide-react';
import { toast } from 'sonner';
import type { Narration, Voice } from '@shared/contract/narration';
import { NO_NARRATION_MESSAGE, VOICE_LIMIT_CODE } from '@shared/contract/narration';
import { PLAYBACK_SPEEDS } from '@shared/voices';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Slider } from '../../../components/ui/slider';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { useProfile } from '../../../queries/profile';
import { generateNarration } from '../api/generate-narration';
import { getNarrationQueryOptions, useNarration } from '../api/get-narration';
import { audioKey, useAudioStore, useGenerationStatus } from '../audio-store';
import { AudioVisualizer } from './audio-visualizer';
import { VoiceIcon } from './voice-icon';
import { VoicePreviewDialog } from './voice-preview-dialog';

export const GENERATING_TEXT = 'Generando audio, por favor espera...';
export const LIVE_TEXT = 'Ya puedes escucharlo mientras terminamos el resto';
const VOICE_LIMIT_TITLE = 'Límite de voz alcanzado';
const VOICE_LIMIT_DESCRIPTION =
  'Has usado todas las narraciones de tu plan este mes. Puedes conseguir más créditos de voz en Planes, o escuchar las narraciones que ya tienes.';

/** Seconds as m:ss (SPEC section 9). */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function formatSpeed(speed: number): string {
  return `${speed}x`;
}

type PlayerState = 'loading' | 'playing' | 'paused' | 'stopped' | 'ended';

/** The narration being made, played from its live address; `stored` once the server has kept it. */
interface LiveSource {
  key: string;
  url: string;
  stored: Narration | null;
}

/** Where the stored file takes over from the live audio: at a position (playing on or not), or at its end. */
type Handover = { at: number; resume: boolean } | { ended: true };

interface NarrationPlayerProps {
  storyId: string;
  storyTitle: string;
  chapterId: string;
  /** The chapter's title, or the story's when the chapter has none. */
  title: string;
  voices: Voice[];
  voice: Voice;
  onVoiceChange: (voiceId: string) => void;
}

export function NarrationPlayer({ storyId, storyTitle, chapterId, title, voices, voice, onVoiceChange }: NarrationPlayerProps) {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const audioRef = useRef<HTMLAudioElement>(null);
  const key = audioKey(storyId, chapterId, voice.id);
  const cached = useAudioStore((s) => s.audioCache[key]);
  const addAudioToCache = useAudioStore((s) => s.addAudioToCache);
  const removeAudioFromCache = useAudioStore((s) => s.removeAudioFromCache);
  const setGenerationStatus = useAudioStore((s) => s.setGenerationStatus);
  const generation = useGenerationStatus(key);
  const narrationQuery = useNarration(chapterId, voice.id);

  const [state, setState] = useState<PlayerState>('stopped');
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speedIndex, setSpeedIndex] = useState(1);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [generateOpen, setGenerateOpen] = useState(false);
  const speed = PLAYBACK_SPEEDS[speedIndex];

  // The live source is state for rendering and a ref for the generation's callbacks, which outlive renders.
  const [live, setLive] = useState<LiveSource | null>(null);
  const liveRef = useRef<LiveSource | null>(null);
  const setLiveSource = useCallback((next: LiveSource | null) => {
    liveRef.current = next;
    setLive(next);
  }, []);
  const [handover, setHandover] = useState<Handover | null>(null);
  /** Play as soon as the next address is in the element (the parent asked for it). */
  const autoplayRef = useRef(false);

  const liveHere = live && live.key === key ? live : null;
  const src = liveHere?.url ?? cached?.url ?? narrationQuery.data?.audioUrl ?? null;
  const generating = generation.status === 'generating';
  /** The narration plays (or may play) while its end is still being made. */
  const finishingLive = generating && liveHere !== null && !generateOpen;

  // What the server says about this voice and chapter: remember found audio, say when there is none.
  const found = narrationQuery.data;
  useEffect(() => {
    if (found === undefined) return;
    if (found) {
      if (!cached) {
        addAudioToCache(key, found.audioUrl, Date.parse(found.createdAt));
        toast.success('Audio cargado correctamente', { id: 'narration-lookup' });
      }
    } else if (!cached) {
      toast.info(NO_NARRATION_MESSAGE, { id: 'narration-lookup' });
    }
  }, [found, cached, key, addAudioToCache]);

  const lookupError = narrationQuery.error;
  useEffect(() => {
    if (!lookupError) return;
    const detail = lookupError instanceof ApiError ? lookupError.message : '';
    toast.error(detail ? `Error al buscar audio existente: ${detail}` : 'Error al buscar audio existente.', { id: `lookup-${key}` });
  }, [lookupError, key]);

  // A new address: the player starts over (the element loads it itself), or where the live audio was.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setPosition(handover && 'at' in handover ? handover.at : 0);
    if (!handover) setDuration(0); // the stored file lasts as long as the live audio it replaces
    setState(src ? 'loading' : 'stopped');
  }

  useEffect(() => {
    if (!autoplayRef.current || !src) return;
    autoplayRef.current = false;
    audioRef.current?.play().catch(() => undefined); // a browser that refuses leaves the play button to the parent
  }, [src]);

  /** Leaves the live audio for the stored file, at the same place. */
  const handOver = useCallback(
    (next: Handover) => {
      setHandover(next);
      setLiveSource(null);
    },
    [setLiveSource],
  );

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
  }, [speed, src]);

  // Position refresh every 100 ms while playing (SPEC section 9).
  useEffect(() => {
    if (state !== 'playing') return;
    const timer = window.setInterval(() => {
      const audio = audioRef.current;
      if (audio) setPosition(audio.currentTime);
    }, 100);
    return () => window.clearInterval(timer);
  }, [state]);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) {
      toast.error('Reproductor no inicializado');
      return;
    }
    if (!audio.getAttribute('src')) {
      setGenerateOpen(true);
      return;
    }
    if (state === 'ended') audio.currentTime = 0;
    audio.play().catch(() => setState('paused'));
  }, [state]);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio || !Number.isFinite(seconds)) return;
      const current = liveRef.current;
      if (current && audio.getAttribute('src') === current.url) {
        // The live audio cannot seek (its length is not known while it is made): the stored file can.
        if (!current.stored) return;
        const target = Math.max(0, Math.min(seconds, current.stored.durationSeconds ?? seconds));
        handOver({ at: target, resume: !audio.paused && !audio.ended });
        setPosition(target);
        return;
      }
      const limit = Number.isFinite(audio.duration) ? audio.duration : seconds;
      const target = Math.max(0, Math.min(seconds, limit || seconds));
      audio.currentTime = target;
      setPosition(target);
      // Still loading the stored file after a handover: it starts where the parent asked last.
      setHandover((h) => (h && 'at' in h ? { ...h, at: target } : h));
    },
    [handOver],
  );

  // Media Session: lock-screen and headset controls, and what the system shows as playing.
  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    try {
      session.metadata = new MediaMetadata({ title, artist: `Narrado por ${voice.name}`, album: storyTitle });
    } catch {
      // MediaMetadata missing in this browser
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => play()],
      ['pause', () => pause()],
      ['stop', () => pause()],
      ['seekto', (details) => details.seekTime !== undefined && seek(details.seekTime)],
      ['seekbackward', (details) => seek((audioRef.current?.currentTime ?? 0) - (details.seekOffset ?? 10))],
      ['seekforward', (details) => seek((audioRef.current?.currentTime ?? 0) + (details.seekOffset ?? 10))],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // this action is not supported here
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // not supported
        }
      }
    };
  }, [title, storyTitle, voice.name, play, pause, seek]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = state === 'playing' ? 'playing' : state === 'paused' ? 'paused' : 'none';
  }, [state]);

  const updatePositionState = () => {
    const audio = audioRef.current;
    if (!audio || !('mediaSession' in navigator) || !Number.isFinite(audio.duration)) return;
    try {
      navigator.mediaSession.setPositionState({ duration: audio.duration, playbackRate: audio.playbackRate, position: Math.min(audio.currentTime, audio.duration) });
    } catch {
      // invalid state while loading
    }
  };

  const onLoadedMetadata = () => {
    const audio = audioRef.current;
    // Removing the address does not stop a load already under way: its late events are not this voice's.
    if (!audio?.getAttribute('src')) return;
    setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    audio.playbackRate = speed;
    setState((s) => (s === 'loading' ? 'stopped' : s));
    if (handover && audio.getAttribute('src') !== liveRef.current?.url) {
      setHandover(null);
      if ('ended' in handover) {
        setState('ended');
        setPosition(audio.duration);
      } else {
        audio.currentTime = handover.at;
        setPosition(handover.at);
        if (handover.resume) audio.play().catch(() => setState('paused'));
      }
    }
    updatePositionState();
  };

  const onEnded = () => {
    const audio = audioRef.current;
    const current = liveRef.current;
    if (audio && current?.stored && audio.getAttribute('src') === current.url) {
      handOver({ ended: true }); // the next play starts the stored file from the beginning
      return;
    }
    setState('ended');
    setPosition(audio?.duration ?? duration);
  };

  const onError = () => {
    const audio = audioRef.current;
    if (!audio?.getAttribute('src')) return;
    if (liveRef.current && audio.getAttribute('src') === liveRef.current.url) {
      // The live audio failed (the network, or another server instance answered): the stored file
      // follows when the generation ends, as it did before there was live audio.
      setLiveSource(null);
      return;
    }
    setState('stopped');
    removeAudioFromCache(key);
    toast.error('No se pudo cargar el audio. Posible problema de CORS o formato.', { id: `audio-error-${key}` });
  };

  const startGeneration = async () => {
    setGenerationStatus(key, 'generating', 10);
    try {
      const narration: Narration = await generateNarration(chapterId, voice.id, {
        onProgress: (progress) => setGenerationStatus(key, 'generating', progress),
        // The beginning exists: the parent asked to hear it (play, then 'Generar Audio'), so it starts
        // now from the live address while the rest is made.
        onPlayable: (liveUrl) => {
          autoplayRef.current = true;
          setLiveSource({ key, url: liveUrl, stored: null });
          setGenerateOpen(false);
          toast.dismiss('narration-lookup'); // 'No hay audio grabado...' is no longer true
        },
      });
      setGenerationStatus(key, 'completed', 100);
      queryClient.setQueryData(getNarrationQueryOptions(chapterId, voice.id).queryKey, narration);
      addAudioToCache(key, narration.audioUrl, Date.parse(narration.createdAt));
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      setGenerateOpen(false);
      toast.success('Audio generado y guardado');
      const current = liveRef.current;
      const audio = audioRef.current;
      if (current?.key === key && audio) {
        if (!audio.paused && !audio.ended) {
          // Playing: it goes on from the live audio, no jump; the stored file is there for seeking.
          setLiveSource({ ...current, stored: narration });
          setDuration((d) => (d > 0 ? d : (narration.durationSeconds ?? 0)));
        } else {
          handOver(audio.ended ? { ended: true } : { at: audio.currentTime, resume: false });
        }
      } else {
        // No live audio: the new file replaces the current audio and starts if the browser lets it.
        autoplayRef.current = true;
      }
    } catch (error) {
      if (liveRef.current?.key === key) setLiveSource(null); // there is no narration after all
      setGenerationStatus(key, 'error', 0);
      if (error instanceof ApiError && error.code === VOICE_LIMIT_CODE) {
        toast.error(VOICE_LIMIT_TITLE, { description: VOICE_LIMIT_DESCRIPTION });
        setGenerateOpen(false);
      } else {
        toast.error(`Error: ${error instanceof ApiError ? error.message : 'Problema desconocido'}`);
      }
    }
  };

  const voiceIndex = Math.max(0, voices.findIndex((v) => v.id === voice.id));
  const stepVoice = (step: number) => {
    if (generating) return;
    audioRef.current?.pause();
    setLiveSource(null);
    onVoiceChange(voices[(voiceIndex + step + voices.length) % voices.length].id);
  };

  // The stored narration's length is known before any of its audio is downloaded: the slider works and
  // the total shows from the start (after a reload too), and the audio's own length replaces it once
  // the browser has read it.
  const storedDuration = !liveHere && src && found?.audioUrl === src ? (found.durationSeconds ?? 0) : 0;
  const total = duration > 0 ? duration : storedDuration;

  const remaining = profile.data ? profile.data.voiceRemaining + profile.data.voiceCredits : null;
  const isPlaying = state === 'playing';
  const checking = !src && narrationQuery.isPending;

  return (
    <section aria-label="Reproductor de la narración" className="flex flex-col gap-5">
      <audio
        ref={audioRef}
        src={src ?? undefined}
        preload="metadata"
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={() => {
          const audio = audioRef.current;
          if (audio?.getAttribute('src') && Number.isFinite(audio.duration) && audio.duration > 0) setDuration(audio.duration);
        }}
        onPlay={() => setState('playing')}
        onPlaying={() => setState('playing')}
        onPause={() => setState((s) => (s === 'ended' ? s : 'paused'))}
        onEnded={onEnded}
        onSeeked={updatePositionState}
        onRateChange={updatePositionState}
        onError={onError}
      />

      <div className="relative flex aspect-[4/3] max-h-72 w-full flex-col items-center justify-center overflow-hidden rounded-[2rem] bg-white/70 shadow-inner">
        <AudioVisualizer playing={isPlaying} color={voice.color} />
        <VoiceIcon voice={voice} size="lg" />
        <button
          type="button"
          onClick={isPlaying ? pause : play}
          disabled={checking}
          aria-label={isPlaying ? 'Pausar' : 'Reproducir'}
          className="relative mt-5 flex h-20 w-20 items-center justify-center rounded-full bg-magic text-white shadow-xl shadow-violet-500/30 transition hover:brightness-110 active:scale-95 disabled:opacity-60"
        >
          {checking ? (
            <Spinner size="sm" label="Buscando audio..." className="[&_span]:border-white/40 [&_span]:border-t-white" />
          ) : isPlaying ? (
            <Pause className="h-9 w-9" aria-hidden="true" />
          ) : (
            <Play className="ml-1 h-9 w-9" aria-hidden="true" />
          )}
        </button>
      </div>

      {/* Present from the start, so screen readers announce the message when it appears. */}
      <div
        className={cn(finishingLive ? 'rounded-2xl border-2 border-violet-100 bg-white/80 px-4 py-3 shadow-sm' : 'sr-only')}
        data-testid="live-status"
      >
        <p aria-live="polite" className="text-balance text-sm font-semibold text-ink">
          {finishingLive ? LIVE_TEXT : ''}
        </p>
        {finishingLive ? (
          <div className="mt-2 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Progreso de la narración"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={generation.progress}
              className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-violet-100"
            >
              <div className="h-full rounded-full bg-magic transition-[width] duration-300" style={{ width: `${generation.progress}%` }} />
            </div>
            <span className="w-10 text-right text-xs tabular-nums text-muted" data-testid="generation-progress">
              {generation.progress}%
            </span>
          </div>
        ) : null}
      </div>

      <div>
        <span id="position-label" className="sr-only">
          Posición de la narración
        </span>
        <Slider
          min={0}
          max={total > 0 ? total : 1}
          step={0.1}
          value={[Math.min(position, total || 0)]}
          onValueChange={([v]) => v !== undefined && seek(v)}
          disabled={!src || total <= 0}
          labelledBy="position-label"
          valueText={total > 0 ? `${formatTime(position)} de ${formatTime(total)}` : formatTime(position)}
        />
        <p className="mt-1 flex justify-between text-sm tabular-nums text-muted" data-testid="player-time">
          <span data-testid="elapsed">{formatTime(position)}</span>
          <span>
            <span className="sr-only">de </span>
            {/* While the live audio is made its length is not known yet. */}
            <span data-testid="total">
              {liveHere && total <= 0 ? (
                <>
                  <span aria-hidden="true">--:--</span>
                  <span className="sr-only">duración aún desconocida</span>
                </>
              ) : (
                formatTime(total)
              )}
            </span>
          </span>
        </p>
      </div>

      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" onClick={() => stepVoice(-1)} aria-label="Voz anterior" disabled={generating}>
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <button
          type="button"
          onClick={() => setPreviewOpen(true)}
          className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-2xl border-2 border-border bg-white/80 px-3 py-2 text-left transition hover:bg-primary-soft"
          aria-label={`Voz de la narración, ${voice.name}. Abrir la vista previa`}
        >
          <VoiceIcon voice={voice} size="sm" />
          {/* SPEC's words as written (no colon, no capitals), starting the accessible name too (WCAG label in name). */}
          <span className="min-w-0">
            <span className="block text-xs font-medium text-muted">Voz de la narración</span>
            <span className="block truncate font-bold text-ink">{voice.name}</span>
          </span>
        </button>
        <Button variant="outline" size="icon" onClick={() => stepVoice(1)} aria-label="Voz siguiente" disabled={generating}>
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>

      <div className="flex justify-center">
        <Button
          variant="secondary"
          onClick={() => setSpeedIndex((i) => (i + 1) % PLAYBACK_SPEEDS.length)}
          aria-label={`Velocidad de reproducción: ${formatSpeed(speed)}. Cambiar`}
          className="min-w-28"
        >
          <Gauge className="h-5 w-5" aria-hidden="true" />
          <span data-testid="speed">{formatSpeed(speed)}</span>
        </Button>
      </div>

      <VoicePreviewDialog voice={voice} open={previewOpen} onOpenChange={setPreviewOpen} />

      <Dialog
        open={generateOpen}
        onOpenChange={(open) => !generating && setGenerateOpen(open)}
        title={voice.name}
        description={voice.description}
        hideClose={generating}
        footer={
          <>
            <Button variant="outline" onClick={() => setGenerateOpen(false)} disabled={generating}>
              Cancelar
            </Button>
            <Button onClick={() => void startGeneration()} disabled={generating}>
              Generar Audio
            </Button>
          </>
        }
      >
        <div className="flex flex-col items-center gap-4 text-center">
          <VoiceIcon voice={voice} size="lg" />
          <p className="text-sm text-ink">Todavía no hay narración de este capítulo con esta voz. ¿Quieres crearla ahora?</p>
          {remaining !== null && !generating ? (
            <p className="text-xs text-muted">
              {remaining === 1 ? 'Te queda 1 narración disponible.' : `Te quedan ${remaining} narraciones disponibles.`}
            </p>
          ) : null}
          <div className={cn('w-full', generating ? '' : 'sr-only')} aria-live="polite">
            {generating ? (
              <>
                <div
                  role="progressbar"
                  aria-label="Progreso de la narración"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={generation.progress}
                  className="h-3 w-full overflow-hidden rounded-full bg-violet-100"
                >
                  <div className="h-full rounded-full bg-magic transition-[width] duration-300" style={{ width: `${generation.progress}%` }} />
                </div>
                <p className="mt-2 text-sm font-medium text-ink">{GENERATING_TEXT}</p>
                <p className="text-xs text-muted" data-testid="generation-progress">
                  {generation.progress}%
                </p>
              </>
            ) : null}
          </div>
        </div>
      </Dialog>
    </section>
  );
}
