// 'Vista previa de voz' (SPEC section 2): the voice's icon in its colour, name and description, a
// play/pause button for its sample and a volume slider (0..1, step 0.01, default 0.8). A new player is
// made when the sample's address changes; closing stops and clears it.
import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { toast } from 'sonner';
import type { Voice } from '@shared/contract/narration';
import { PREVIEW_UNAVAILABLE_MESSAGE } from '@shared/contract/narration';
import { DEFAULT_PREVIEW_VOLUME } from '@shared/voices';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Slider } from '../../../components/ui/slider';
import { AudioVisualizer } from './audio-visualizer';
import { VoiceIcon } from './voice-icon';

interface VoicePreviewDialogProps {
  voice: Voice | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function VoicePreviewDialog({ voice, open, onOpenChange }: VoicePreviewDialogProps) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_PREVIEW_VOLUME);
  const url = open ? (voice?.previewUrl ?? null) : null;

  // One player per sample address; closing (url null) stops and clears it.
  useEffect(() => {
    if (!url) return;
    const audio = new Audio(url);
    audio.preload = 'auto';
    audio.volume = volume;
    const onEnded = () => setPlaying(false);
    const onPause = () => setPlaying(false);
    const onPlay = () => setPlaying(true);
    const onError = () => {
      setPlaying(false);
      toast.error(PREVIEW_UNAVAILABLE_MESSAGE, { id: 'preview-unavailable' });
    };
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('error', onError);
    audioRef.current = audio;
    return () => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('error', onError);
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      if (audioRef.current === audio) audioRef.current = null;
      setPlaying(false);
    };
    // The volume is applied by its own effect; a new player is made only for a new address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  const toggle = () => {
    if (!voice?.previewUrl) {
      toast.error(PREVIEW_UNAVAILABLE_MESSAGE, { id: 'preview-unavailable' });
      return;
    }
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
    } else {
      // SPEC: if play fails, the state stays stopped and nothing is shown.
      audio.play().catch(() => setPlaying(false));
    }
  };

  const color = voice?.color ?? '#7c3aed';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Vista previa de voz"
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cerrar
        </Button>
      }
    >
      {voice ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <div className="relative flex h-36 w-full items-center justify-center overflow-hidden rounded-3xl bg-violet-50">
            <AudioVisualizer playing={playing} color={color} />
            <VoiceIcon voice={voice} size="lg" />
          </div>
          <div>
            <p className="text-lg font-bold text-ink">{voice.name}</p>
            {voice.description ? <p className="mt-1 text-sm text-muted">{voice.description}</p> : null}
          </div>
          <Button
            size="lg"
            onClick={toggle}
            aria-label={playing ? `Pausar la muestra de ${voice.name}` : `Escuchar la muestra de ${voice.name}`}
            aria-pressed={playing}
          >
            {playing ? <Pause className="h-5 w-5" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
            {playing ? 'Pausar' : 'Escuchar'}
          </Button>
          <div className="w-full">
            <div className="mb-1 flex justify-between text-sm">
              <span id="preview-volume-label" className="font-medium text-ink">
                Volumen
              </span>
              <span className="text-muted" aria-hidden="true">
                {Math.round(volume * 100)}%
              </span>
            </div>
            <Slider
              min={0}
              max={1}
              step={0.01}
              value={[volume]}
              onValueChange={([v]) => setVolume(Math.min(1, Math.max(0, v ?? DEFAULT_PREVIEW_VOLUME)))}
              labelledBy="preview-volume-label"
              valueText={`${Math.round(volume * 100)}%`}
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
