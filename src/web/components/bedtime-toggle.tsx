// The «Modo noche» switch shown in the player and the story viewer.
import { Moon, Sun } from 'lucide-react';
import { useBedtime } from '../lib/bedtime';
import { Button } from './ui/button';

/** `compact`: on a phone only the icon shows (the name stays for screen readers), for crowded toolbars. */
export function BedtimeToggle({ className, compact = false }: { className?: string; compact?: boolean }) {
  const [on, toggle] = useBedtime();
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={on} className={className}>
      {on ? <Sun className="h-5 w-5" aria-hidden="true" /> : <Moon className="h-5 w-5" aria-hidden="true" />}
      <span className={compact ? 'max-sm:sr-only' : undefined}>Modo noche</span>
    </Button>
  );
}
