import { catalogItem, PROFESSIONS } from '@shared/catalogs';
import { cn } from '../../../lib/utils';

const backgrounds = ['bg-violet-100', 'bg-amber-100', 'bg-sky-100', 'bg-pink-100', 'bg-emerald-100', 'bg-orange-100'];

/** A round picture for a character: its profession's emoji on a colour picked from its name. */
export function CharacterAvatar({ name, profession, className }: { name: string; profession: string; className?: string }) {
  const icon = catalogItem(PROFESSIONS, profession)?.icon ?? '⭐';
  const colour = backgrounds[[...name].reduce((sum, ch) => sum + ch.codePointAt(0)!, 0) % backgrounds.length];
  return (
    <span aria-hidden="true" className={cn('flex h-16 w-16 shrink-0 items-center justify-center rounded-full text-3xl', colour, className)}>
      {icon}
    </span>
  );
}
