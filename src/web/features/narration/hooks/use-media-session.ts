// Media Session: lock-screen and headset controls, and what the system shows as playing.
import { useEffect, type RefObject } from 'react';

/** How far the lock screen's and headset's skip buttons move when they do not say. */
export const SEEK_STEP_SECONDS = 15;

interface MediaSessionOptions {
  title: string;
  artist: string;
  album: string;
  /** A picture URL (the story's cover). */
  artwork?: string;
  playing: boolean;
  paused: boolean;
  audioRef: RefObject<HTMLAudioElement | null>;
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  /** Opens the next chapter's player; absent on the last chapter, so the system shows no next button. */
  nextChapter?: () => void;
}

export function useMediaSession({ title, artist, album, artwork, playing, paused, audioRef, play, pause, seek, nextChapter }: MediaSessionOptions) {
  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    try {
      session.metadata = new MediaMetadata({
        title,
        artist,
        album,
        artwork: artwork ? [{ src: artwork, sizes: '300x400', type: 'image/svg+xml' }] : [],
      });
    } catch {
      // MediaMetadata missing in this browser
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => play()],
      ['pause', () => pause()],
      ['stop', () => pause()],
      ['seekto', (details) => details.seekTime !== undefined && seek(details.seekTime)],
      ['seekbackward', (details) => seek((audioRef.current?.currentTime ?? 0) - (details.seekOffset ?? SEEK_STEP_SECONDS))],
      ['seekforward', (details) => seek((audioRef.current?.currentTime ?? 0) + (details.seekOffset ?? SEEK_STEP_SECONDS))],
    ];
    if (nextChapter) handlers.push(['nexttrack', () => nextChapter()]);
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
  }, [title, artist, album, artwork, audioRef, play, pause, seek, nextChapter]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = playing ? 'playing' : paused ? 'paused' : 'none';
  }, [playing, paused]);
}

/** Tells the system where playback is, for its own position bar. */
export function updateMediaPosition(audio: HTMLAudioElement | null) {
  if (!audio || !('mediaSession' in navigator) || !Number.isFinite(audio.duration)) return;
  try {
    navigator.mediaSession.setPositionState({ duration: audio.duration, playbackRate: audio.playbackRate, position: Math.min(audio.currentTime, audio.duration) });
  } catch {
    // invalid state while loading
  }
}
