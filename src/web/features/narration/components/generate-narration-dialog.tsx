import type { Voice } from '@shared/contract/narration';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/utils';
import { NarrationProgress } from './narration-progress';
import { VoiceIcon } from './voice-icon';

interface GenerateNarrationDialogProps {
  voice: Voice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  generating: boolean;
  progress: number;
  /** Narrations the plan still allows this month, credits included; null while unknown. */
  remaining: number | null;
  onGenerate: () => void;
}

/** Offers to make the narration when there is none for this voice and chapter, then shows its progress. */
export function GenerateNarrationDialog({ voice, open, onOpenChange, generating, progress, remaining, onGenerate }: GenerateNarrationDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !generating && onOpenChange(next)}
      title={voice.name}
      description={voice.description}
      hideClose={generating}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={generating}>
            Cancelar
          </Button>
          <Button onClick={onGenerate} disabled={generating}>
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
          {generating ? <NarrationProgress progress={progress} /> : null}
        </div>
      </div>
    </Dialog>
  );
}
