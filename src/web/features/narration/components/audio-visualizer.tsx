// The animated visualiser (SPEC section 2): soft blobs in the voice's colour filling the area behind the
// player, calm when paused and livelier while playing. Decorative only; it stays still for people who ask
// the system for reduced motion.
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/utils';

export const VISUALIZER_BLOBS = 30;
export const DEFAULT_INTENSITY = 0.5;
/** Frames per second while calm (paused and settled): slow drifting needs few, and a phone's CPU stays free. */
export const CALM_FPS = 15;

/** Whether to draw now: every frame while playing or easing between states, CALM_FPS once calm. */
export function shouldDraw(playing: boolean, activity: number, sinceLastDrawMs: number): boolean {
  const calm = !playing && Math.abs(activity - 0.2) < 0.01;
  return !calm || sinceLastDrawMs >= 1000 / CALM_FPS;
}

interface AudioVisualizerProps {
  playing: boolean;
  color: string;
  /** 0..1, how far and fast the blobs move (SPEC default 0.5). */
  intensity?: number;
  blobs?: number;
  className?: string;
}

interface Blob {
  x: number;
  y: number;
  radius: number;
  phase: number;
  speed: number;
  orbit: number;
}

function rgb(color: string): [number, number, number] {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const value = Number.parseInt(full, 16);
  if (Number.isNaN(value) || full.length !== 6) return [124, 58, 237];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A fixed pseudo-random sequence, so the picture does not jump on every render. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

function makeBlobs(count: number): Blob[] {
  const random = seeded(20241122);
  return Array.from({ length: count }, () => ({
    x: random(),
    y: random(),
    radius: 0.06 + random() * 0.12,
    phase: random() * Math.PI * 2,
    speed: 0.3 + random() * 0.9,
    orbit: 0.02 + random() * 0.06,
  }));
}

export function AudioVisualizer({ playing, color, intensity = DEFAULT_INTENSITY, blobs = VISUALIZER_BLOBS, className }: AudioVisualizerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const state = useRef({ playing, color, intensity });
  // The drawing loop reads the latest values without restarting.
  useEffect(() => {
    state.current = { playing, color, intensity };
  }, [playing, color, intensity]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const shapes = makeBlobs(blobs);
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let frame = 0;
    let activity = state.current.playing ? 1 : 0.2;
    let time = 0;
    let last = performance.now();
    let drawn = -Infinity;

    // Soft blurred blobs look the same at one canvas pixel per CSS pixel, at a third of the work on a phone.
    const resize = () => {
      canvas.width = Math.max(1, Math.round(canvas.clientWidth));
      canvas.height = Math.max(1, Math.round(canvas.clientHeight));
    };
    // The observer reports the first size once the page is laid out anyway: reading it here would force
    // that layout inside React's commit, one long task on a phone instead of two short ones.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    if (observer) observer.observe(canvas);
    else resize();

    const draw = (now: number) => {
      const { playing: isPlaying, color: hue, intensity: level } = state.current;
      if (!reducedMotion && !shouldDraw(isPlaying, activity, now - drawn)) {
        frame = requestAnimationFrame(draw);
        return;
      }
      drawn = now;
      const dt = Math.min(0.1, (now - last) / 1000);
      last = now;
      // Ease between calm and lively instead of jumping when play is pressed.
      activity += ((isPlaying ? 1 : 0.2) - activity) * Math.min(1, dt * 3);
      time += dt * (0.4 + level * 1.6) * activity;
      const [r, g, b] = rgb(hue);
      const { width, height } = canvas;
      const size = Math.min(width, height);
      context.clearRect(0, 0, width, height);
      for (const blob of shapes) {
        const wobble = blob.orbit * (0.5 + level) * (0.4 + activity);
        const x = (blob.x + Math.cos(time * blob.speed + blob.phase) * wobble) * width;
        const y = (blob.y + Math.sin(time * blob.speed * 1.3 + blob.phase) * wobble) * height;
        const pulse = 1 + (isPlaying ? 0.25 * level * Math.sin(time * 4 * blob.speed + blob.phase) : 0);
        const radius = blob.radius * size * pulse;
        const gradient = context.createRadialGradient(x, y, 0, x, y, radius);
        const alpha = 0.12 + 0.18 * activity * level;
        gradient.addColorStop(0, `rgba(${r}, ${g}, ${b}, ${alpha})`);
        gradient.addColorStop(1, `rgba(${r}, ${g}, ${b}, 0)`);
        context.fillStyle = gradient;
        context.beginPath();
        context.arc(x, y, radius, 0, Math.PI * 2);
        context.fill();
      }
      if (!reducedMotion) frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [blobs]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="audio-visualizer"
      data-playing={playing ? 'true' : 'false'}
      className={cn('pointer-events-none absolute inset-0 h-full w-full', className)}
    />
  );
}
