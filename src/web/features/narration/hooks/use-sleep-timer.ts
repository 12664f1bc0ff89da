// The sleep timer: the narration stops by itself after a number of minutes of listening, or at the end
// of the chapter, fading out over its last seconds so a child falling asleep is not woken by a sudden
// silence. The time counts only while the narration plays (a pause holds it). The choice is not kept:
// every night, and every story, starts with the timer off.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export type SleepChoice = 'off' | 'chapter' | 5 | 10 | 20 | 30;

/** The choices offered, in the order shown. */
export const SLEEP_CHOICES: readonly SleepChoice[] = ['chapter', 5, 10, 20, 30, 'off'];

/** The volume ramps down to silence over the last seconds before the narration stops. */
export const FADE_SECONDS = 8;

/** Often enough for a smooth fade; the shown time changes once a second. */
const TICK_MS = 250;

export function sleepChoiceLabel(choice: SleepChoice): string {
  if (choice === 'off') return 'Desactivado';
  if (choice === 'chapter') return 'Al terminar el capítulo';
  return `${choice} min`;
}

function announcementFor(choice: SleepChoice): string {
  if (choice === 'off') return 'Temporizador desactivado.';
  if (choice === 'chapter') return 'La narración se detendrá al terminar el capítulo.';
  return `La narración se detendrá dentro de ${choice} minutos.`;
}

interface SleepTimerOptions {
  audioRef: RefObject<HTMLAudioElement | null>;
  playing: boolean;
  pause: () => void;
}

export function useSleepTimer({ audioRef, playing, pause }: SleepTimerOptions) {
  const [choice, setChoiceState] = useState<SleepChoice>('off');
  /** Whole seconds left on a minutes timer (null when there is none). */
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  /** What a screen reader hears: only when the timer is set or ends, never each second. */
  const [announcement, setAnnouncement] = useState('');
  const remainingMsRef = useRef<number | null>(null);
  /** The volume before the fade began, given back when the fade ends in any way. */
  const fadeFromRef = useRef<number | null>(null);

  const setFadedVolume = useCallback(
    (fraction: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (fadeFromRef.current === null) fadeFromRef.current = audio.volume;
      audio.volume = Math.max(0, Math.min(1, fadeFromRef.current * fraction));
    },
    [audioRef],
  );

  const restoreVolume = useCallback(() => {
    const audio = audioRef.current;
    if (audio && fadeFromRef.current !== null) audio.volume = fadeFromRef.current;
    fadeFromRef.current = null;
  }, [audioRef]);

  const setChoice = useCallback(
    (next: SleepChoice) => {
      restoreVolume();
      setChoiceState(next);
      const ms = typeof next === 'number' ? next * 60_000 : null;
      remainingMsRef.current = ms;
      setSecondsLeft(ms === null ? null : ms / 1000);
      setAnnouncement(announcementFor(next));
    },
    [restoreVolume],
  );

  const finish = useCallback(
    (message: string) => {
      restoreVolume();
      setChoiceState('off');
      remainingMsRef.current = null;
      setSecondsLeft(null);
      setAnnouncement(message);
    },
    [restoreVolume],
  );

  useEffect(() => {
    if (!playing || choice === 'off') return;
    let last = Date.now();
    const timer = window.setInterval(() => {
      const now = Date.now();
      const elapsed = now - last;
      last = now;
      if (choice === 'chapter') {
        const audio = audioRef.current;
        if (!audio || !Number.isFinite(audio.duration) || audio.duration <= 0) return;
        const left = (audio.duration - audio.currentTime) / (audio.playbackRate || 1);
        if (left <= FADE_SECONDS) setFadedVolume(Math.max(0, left) / FADE_SECONDS);
        else restoreVolume(); // seeking back out of the fade
        return;
      }
      const remaining = (remainingMsRef.current ?? 0) - elapsed;
      remainingMsRef.current = remaining;
      if (remaining <= 0) {
        pause();
        finish('Temporizador terminado: la narración está en pausa.');
        return;
      }
      setSecondsLeft(Math.ceil(remaining / 1000));
      if (remaining <= FADE_SECONDS * 1000) setFadedVolume(remaining / (FADE_SECONDS * 1000));
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      // Paused in the middle of the fade: the next play is heard at its full volume until the fade resumes.
      restoreVolume();
    };
  }, [playing, choice, audioRef, pause, finish, setFadedVolume, restoreVolume]);

  /** The chapter has ended: with «Al terminar el capítulo» nothing else plays, and the timer is spent. */
  const chapterEnded = useCallback(() => {
    if (choice === 'chapter') finish('Fin del capítulo: la narración se ha detenido.');
  }, [choice, finish]);

  return { choice, setChoice, secondsLeft, announcement, chapterEnded };
}
