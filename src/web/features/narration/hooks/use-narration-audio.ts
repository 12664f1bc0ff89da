// The audio element of the player and everything it plays: the stored narration, or the one being made
// from its live address. When the stored file arrives, playback goes on from the live audio without a
// jump; seeking, or the next play after the end, hands over to the stored file at the same place.
import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { toast } from 'sonner';
import type { Narration } from '@shared/contract/narration';
import { PLAYBACK_SPEEDS } from '@shared/voices';
import { useAudioStore } from '../audio-store';
import { updateMediaPosition } from './use-media-session';

export type PlayerState = 'loading' | 'playing' | 'paused' | 'stopped' | 'ended';

/** The narration being made, played from its live address; `stored` once the server has kept it. */
interface LiveSource {
  key: string;
  url: string;
  stored: Narration | null;
}

/** Where the stored file takes over from the live audio: at a position (playing on or not), or at its end. */
type Handover = { at: number; resume: boolean } | { ended: true };

interface NarrationAudioOptions {
  /** This voice and chapter (the audio store's key). */
  key: string;
  /** The stored narration's address, when one is known. */
  storedUrl: string | null;
  /** The stored narration's length, known before any of its audio is downloaded. */
  stored: Narration | null | undefined;
  /** Play was asked for with nothing to play: offer to make the narration. */
  onNothingToPlay: () => void;
}

export function useNarrationAudio({ key, storedUrl, stored, onNothingToPlay }: NarrationAudioOptions) {
  const removeAudioFromCache = useAudioStore((s) => s.removeAudioFromCache);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>('stopped');
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speedIndex, setSpeedIndex] = useState(1);
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
  const src = liveHere?.url ?? storedUrl;

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
      onNothingToPlay();
      return;
    }
    if (state === 'ended') audio.currentTime = 0;
    audio.play().catch(() => setState('paused'));
  }, [state, onNothingToPlay]);

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

  const cycleSpeed = useCallback(() => setSpeedIndex((i) => (i + 1) % PLAYBACK_SPEEDS.length), []);

  /** The beginning of a narration being made can be heard: it plays from its live address. */
  const startLive = useCallback(
    (url: string) => {
      autoplayRef.current = true;
      setLiveSource({ key, url, stored: null });
    },
    [key, setLiveSource],
  );

  /** The narration is stored: the live audio goes on (no jump) or gives way to the stored file. */
  const liveStored = useCallback(
    (narration: Narration) => {
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
    },
    [key, handOver, setLiveSource],
  );

  /** There is no narration after all (it failed), or another voice is chosen. */
  const dropLive = useCallback(
    (onlyThisKey: boolean) => {
      if (!onlyThisKey || liveRef.current?.key === key) setLiveSource(null);
    },
    [key, setLiveSource],
  );

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
    updateMediaPosition(audio);
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

  const audioProps: ComponentProps<'audio'> = {
    src: src ?? undefined,
    preload: 'metadata',
    onLoadedMetadata,
    onDurationChange: () => {
      const audio = audioRef.current;
      if (audio?.getAttribute('src') && Number.isFinite(audio.duration) && audio.duration > 0) setDuration(audio.duration);
    },
    onPlay: () => setState('playing'),
    onPlaying: () => setState('playing'),
    onPause: () => setState((s) => (s === 'ended' ? s : 'paused')),
    onEnded,
    onSeeked: () => updateMediaPosition(audioRef.current),
    onRateChange: () => updateMediaPosition(audioRef.current),
    onError,
  };

  // The stored narration's length is known before any of its audio is downloaded: the slider works and
  // the total shows from the start (after a reload too), and the audio's own length replaces it once
  // the browser has read it.
  const storedDuration = !liveHere && src && stored?.audioUrl === src ? (stored.durationSeconds ?? 0) : 0;
  const total = duration > 0 ? duration : storedDuration;

  return {
    audioRef,
    audioProps,
    src,
    state,
    position,
    total,
    /** The narration plays from its live address: its length is not known yet. */
    live: liveHere !== null,
    speed,
    cycleSpeed,
    play,
    pause,
    seek,
    startLive,
    liveStored,
    dropLive,
  };
}
