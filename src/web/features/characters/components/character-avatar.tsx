import { ProfessionIcon } from '../../../lib/icons';
import { cn } from '../../../lib/utils';

const backgrounds = ['bg-violet-100', 'bg-amber-100', 'bg-sky-100', 'bg-pink-100', 'bg-emerald-100', 'bg-orange-100'];

/** A round picture for a character: its profession's icon on a colour picked from its name. */
export function CharacterAvatar({ name, profession, className }: { name: string; profession: string; className?: string }) {
  const colour = backgrounds[[...name].reduce((sum, ch) => sum + ch.codePointAt(0)!, 0) % backgrounds.length];
  return (
    <span aria-hidden="true" className={cn('flex h-16 w-16 shrink-0 items-center justify-center rounded-full text-violet-800', colour, className)}>
      <ProfessionIcon id={profession} className="h-1/2 w-1/2" strokeWidth={1.75} />
    </span>
  );
}
