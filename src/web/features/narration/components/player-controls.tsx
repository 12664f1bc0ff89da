// The player's controls, each told what to show and what to do by the player.
import { ChevronLeft, ChevronRight, Gauge, Pause, Play } from 'lucide-react';
import type { Voice } from '@shared/contract/narration';
import { Button } from '../../../components/ui/button';
import { Slider } from '../../../components/ui/slider';
import { Spinner } from '../../../components/ui/spinner';
import { formatSpeed, formatTime } from '../player-format';
import { VoiceIcon } from './voice-icon';

export function PlayButton({ playing, checking, onPlay, onPause }: { playing: boolean; checking: boolean; onPlay: () => void; onPause: () => void }) {
  return (
    <button
      type="button"
      onClick={playing ? onPause : onPlay}
      disabled={checking}
      aria-label={playing ? 'Pausar' : 'Reproducir'}
      className="relative mt-5 flex h-20 w-20 items-center justify-center rounded-full bg-magic text-white shadow-xl shadow-violet-500/30 transition hover:brightness-110 active:scale-95 disabled:opacity-60"
    >
      {checking ? (
        <Spinner size="sm" label="Buscando audio..." className="[&_span]:border-white/40 [&_span]:border-t-white" />
      ) : playing ? (
        <Pause className="h-9 w-9" aria-hidden="true" />
      ) : (
        <Play className="ml-1 h-9 w-9" aria-hidden="true" />
      )}
    </button>
  );
}

interface PositionProps {
  position: number;
  total: number;
  disabled: boolean;
  /** Playing from the live address: the length is not known yet. */
  live: boolean;
  onSeek: (seconds: number) => void;
}

/** The position slider (step 0.1) with the elapsed and total times as m:ss. */
export function PlayerPosition({ position, total, disabled, live, onSeek }: PositionProps) {
  return (
    <div>
      <span id="position-label" className="sr-only">
        Posición de la narración
      </span>
      <Slider
        min={0}
        max={total > 0 ? total : 1}
        step={0.1}
        value={[Math.min(position, total || 0)]}
        onValueChange={([v]) => v !== undefined && onSeek(v)}
        disabled={disabled || total <= 0}
        labelledBy="position-label"
        valueText={total > 0 ? `${formatTime(position)} de ${formatTime(total)}` : formatTime(position)}
      />
      <p className="mt-1 flex justify-between text-sm tabular-nums text-muted" data-testid="player-time">
        <span data-testid="elapsed">{formatTime(position)}</span>
        <span>
          <span className="sr-only">de </span>
          <span data-testid="total">
            {live && total <= 0 ? (
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
  );
}

interface VoiceSwitcherProps {
  voice: Voice;
  disabled: boolean;
  onStep: (step: number) => void;
  onPreview: () => void;
}

/** The voice arrows (they wrap) around 'Voz de la narración', which opens the voice's preview. */
export function VoiceSwitcher({ voice, disabled, onStep, onPreview }: VoiceSwitcherProps) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="icon" onClick={() => onStep(-1)} aria-label="Voz anterior" disabled={disabled}>
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </Button>
      <button
        type="button"
        onClick={onPreview}
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
      <Button variant="outline" size="icon" onClick={() => onStep(1)} aria-label="Voz siguiente" disabled={disabled}>
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  );
}

export function SpeedButton({ speed, onCycle }: { speed: number; onCycle: () => void }) {
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onClick={onCycle} aria-label={`Velocidad de reproducción: ${formatSpeed(speed)}. Cambiar`} className="min-w-28">
        <Gauge className="h-5 w-5" aria-hidden="true" />
        <span data-testid="speed">{formatSpeed(speed)}</span>
      </Button>
    </div>
  );
}
