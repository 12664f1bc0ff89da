// The narration player (SPEC section 2, /story/{storyId}/audio/{chapterId}): a big play/pause button,
// the position slider (step 0.1, refreshed every 100 ms), m:ss times, the voice arrows (they wrap), the
// 'Voz de la narración' preview dialog, the speed button and — when no audio exists for this voice and
// chapter — the modal that generates it with the server's real progress. As soon as the first audio
// exists (the server's `playable` event) the modal gives way and the narration plays from its live
// address while the rest is being made, the progress still shown under the player; when it is stored,
// playback goes on without a jump, and later plays and seeking use the stored file (use-narration-audio).
// Media Session metadata and handlers keep it playing and controllable with the screen locked. The sleep
// timer stops it after some minutes or at the chapter's end, fading out.
import { useCallback, useState } from 'react';
import type { Voice } from '@shared/contract/narration';
import { useProfile } from '../../../queries/profile';
import { useNarration } from '../api/get-narration';
import { audioKey, useAudioStore } from '../audio-store';
import { useMediaSession } from '../hooks/use-media-session';
import { useNarrationAudio } from '../hooks/use-narration-audio';
import { useNarrationGeneration } from '../hooks/use-narration-generation';
import { useNarrationLookup } from '../hooks/use-narration-lookup';
import { useSleepTimer } from '../hooks/use-sleep-timer';
import { AudioVisualizer } from './audio-visualizer';
import { GenerateNarrationDialog } from './generate-narration-dialog';
import { LiveStatus } from './narration-progress';
import { PlayButton, PlayerPosition, SpeedButton, VoiceSwitcher } from './player-controls';
import { SleepTimer } from './sleep-timer';
import { VoiceIcon } from './voice-icon';
import { VoicePreviewDialog } from './voice-preview-dialog';

interface NarrationPlayerProps {
  storyId: string;
  storyTitle: string;
  chapterId: string;
  /** The chapter's title, or the story's when the chapter has none. */
  title: string;
  /** The story's cover, shown by the system beside what is playing. */
  artwork?: string;
  voices: Voice[];
  voice: Voice;
  onVoiceChange: (voiceId: string) => void;
  /** Opens the next chapter's player (the lock screen's and headset's next button); absent on the last. */
  onNextChapter?: () => void;
}

export function NarrationPlayer({ storyId, storyTitle, chapterId, title, artwork, voices, voice, onVoiceChange, onNextChapter }: NarrationPlayerProps) {
  const profile = useProfile();
  const key = audioKey(storyId, chapterId, voice.id);
  const cached = useAudioStore((s) => s.audioCache[key]);
  const narrationQuery = useNarration(chapterId, voice.id);
  const found = narrationQuery.data;
  const [previewOpen, setPreviewOpen] = useState(false);
  const [generateOpen, setGenerateOpen] = useState(false);
  const openGenerate = useCallback(() => setGenerateOpen(true), []);
  const closeGenerate = useCallback(() => setGenerateOpen(false), []);

  useNarrationLookup(key, found, narrationQuery.error, Boolean(cached));
  // Taken apart: the linter cannot tell the element's ref from the values beside it in one object.
  const { audioRef, audioProps, src, state, position, total, live, speed, cycleSpeed, play, pause, seek, startLive, liveStored, dropLive } =
    useNarrationAudio({ key, storedUrl: cached?.url ?? found?.audioUrl ?? null, stored: found, onNothingToPlay: openGenerate });
  const generation = useNarrationGeneration({
    key,
    chapterId,
    voiceId: voice.id,
    onPlayable: startLive,
    onStored: liveStored,
    onFailed: () => dropLive(true),
    closeDialog: closeGenerate,
  });
  const isPlaying = state === 'playing';
  const sleep = useSleepTimer({ audioRef, playing: isPlaying, pause });
  useMediaSession({
    title,
    artist: `Narrado por ${voice.name}`,
    album: storyTitle,
    artwork,
    playing: isPlaying,
    paused: state === 'paused',
    audioRef,
    play,
    pause,
    seek,
    nextChapter: onNextChapter,
  });

  /** The narration plays (or may play) while its end is still being made. */
  const finishingLive = generation.generating && live && !generateOpen;
  const remaining = profile.data ? profile.data.voiceRemaining + profile.data.voiceCredits : null;
  const checking = !src && narrationQuery.isPending;

  const voiceIndex = Math.max(0, voices.findIndex((v) => v.id === voice.id));
  const stepVoice = (step: number) => {
    if (generation.generating) return;
    pause();
    dropLive(false);
    onVoiceChange(voices[(voiceIndex + step + voices.length) % voices.length].id);
  };

  return (
    <section aria-label="Reproductor de la narración" className="flex flex-col gap-5">
      <audio
        ref={audioRef}
        {...audioProps}
        onEnded={(event) => {
          audioProps.onEnded?.(event);
          sleep.chapterEnded();
        }}
      />

      <div className="relative flex aspect-[4/3] max-h-72 w-full flex-col items-center justify-center overflow-hidden rounded-[2rem] bg-white/70 shadow-inner">
        <AudioVisualizer playing={isPlaying} color={voice.color} />
        <VoiceIcon voice={voice} size="lg" />
        <PlayButton playing={isPlaying} checking={checking} onPlay={play} onPause={pause} />
      </div>

      <LiveStatus active={finishingLive} progress={generation.progress} />
      <PlayerPosition position={position} total={total} disabled={!src} live={live} onSeek={seek} />
      <VoiceSwitcher voice={voice} disabled={generation.generating} onStep={stepVoice} onPreview={() => setPreviewOpen(true)} />
      <SleepTimer choice={sleep.choice} secondsLeft={sleep.secondsLeft} announcement={sleep.announcement} onChoose={sleep.setChoice}>
        <SpeedButton speed={speed} onCycle={cycleSpeed} />
      </SleepTimer>

      <VoicePreviewDialog voice={voice} open={previewOpen} onOpenChange={setPreviewOpen} />
      <GenerateNarrationDialog
        voice={voice}
        open={generateOpen}
        onOpenChange={setGenerateOpen}
        generating={generation.generating}
        progress={generation.progress}
        remaining={remaining}
        onGenerate={() => void generation.generate()}
      />
    </section>
  );
}
