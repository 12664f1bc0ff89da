import { Bot, BookOpen, Compass, MoonStar, PartyPopper, WandSparkles, type LucideIcon } from 'lucide-react';
import type { Voice } from '@shared/contract/narration';
import { cn } from '../../../lib/utils';

/** The voices' icons (src/shared/voices.ts names them in lucide's kebab-case). */
const ICONS: Record<string, LucideIcon> = {
  'book-open': BookOpen,
  'wand-sparkles': WandSparkles,
  'party-popper': PartyPopper,
  'moon-star': MoonStar,
  compass: Compass,
  bot: Bot,
};

const sizes = {
  sm: { box: 'h-10 w-10 text-xl', icon: 'h-5 w-5' },
  md: { box: 'h-14 w-14 text-3xl', icon: 'h-7 w-7' },
  lg: { box: 'h-20 w-20 text-5xl', icon: 'h-10 w-10' },
} as const;

/** The voice's icon in its colour, on a soft disc of the same colour. */
export function VoiceIcon({ voice, size = 'md', className }: { voice: Pick<Voice, 'icon' | 'color'>; size?: keyof typeof sizes; className?: string }) {
  const Icon = ICONS[voice.icon];
  return (
    <span
      aria-hidden="true"
      className={cn('relative inline-flex shrink-0 items-center justify-center rounded-full bg-white shadow-md', sizes[size].box, className)}
      style={{ color: voice.color, boxShadow: `0 0 0 3px ${voice.color}` }}
    >
      {Icon ? <Icon className={sizes[size].icon} strokeWidth={2.2} /> : voice.icon}
    </span>
  );
}
