import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/utils';

export const GENERATING_TEXT = 'Generando audio, por favor espera...';
export const LIVE_TEXT = 'Ya puedes escucharlo mientras terminamos el resto';

/** The server's progress as a bar and a figure: in the generation dialog, or under a player that already plays. */
export function NarrationProgress({ progress, inline = false }: { progress: number; inline?: boolean }) {
  if (inline) {
    return (
      <div className="mt-2 flex items-center gap-3">
        <ProgressBar label="Progreso de la narración" value={progress} size="sm" className="min-w-0 flex-1" />
        <span className="w-10 text-right text-xs tabular-nums text-muted" data-testid="generation-progress">
          {progress}%
        </span>
      </div>
    );
  }
  return (
    <>
      <ProgressBar label="Progreso de la narración" value={progress} />
      <p className="mt-2 text-sm font-medium text-ink">{GENERATING_TEXT}</p>
      <p className="text-xs text-muted" data-testid="generation-progress">
        {progress}%
      </p>
    </>
  );
}

/** Under the player while the narration plays and its end is still being made. */
export function LiveStatus({ active, progress }: { active: boolean; progress: number }) {
  return (
    // Present from the start, so screen readers announce the message when it appears.
    <div className={cn(active ? 'rounded-2xl border-2 border-violet-100 bg-white/80 px-4 py-3 shadow-sm' : 'sr-only')} data-testid="live-status">
      <p aria-live="polite" className="text-balance text-sm font-semibold text-ink">
        {active ? LIVE_TEXT : ''}
      </p>
      {active ? <NarrationProgress progress={progress} inline /> : null}
    </div>
  );
}
