// The «Modo noche» switch shown in the player and the story viewer.
import { Moon, Sun } from 'lucide-react';
import { useBedtime } from '../lib/bedtime';
import { Button } from './ui/button';

export function BedtimeToggle({ className }: { className?: string }) {
  const [on, toggle] = useBedtime();
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={on} className={className}>
      {on ? <Sun className="h-5 w-5" aria-hidden="true" /> : <Moon className="h-5 w-5" aria-hidden="true" />}
      Modo noche
    </Button>
  );
}
