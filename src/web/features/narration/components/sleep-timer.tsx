// The player's «Temporizador»: a button that shows and hides the choices (native radio buttons, so the
// arrow keys and screen readers work as everywhere), the time left in plain text (not live: it would
// be read out every second) and a polite status that speaks only when the timer is set or ends.
import { useId, useState, type ReactNode } from 'react';
import { Moon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { formatTime } from '../player-format';
import { SLEEP_CHOICES, sleepChoiceLabel, type SleepChoice } from '../hooks/use-sleep-timer';

interface SleepTimerProps {
  choice: SleepChoice;
  secondsLeft: number | null;
  announcement: string;
  onChoose: (choice: SleepChoice) => void;
}

export function SleepTimerButton({ choice, open, controls, onToggle }: { choice: SleepChoice; open: boolean; controls: string; onToggle: () => void }) {
  return (
    <Button variant="secondary" onClick={onToggle} aria-expanded={open} aria-controls={controls} className="min-w-28">
      <Moon className="h-5 w-5" aria-hidden="true" />
      Temporizador
      {choice !== 'off' ? <span className="h-2 w-2 rounded-full bg-accent" aria-hidden="true" /> : null}
    </Button>
  );
}

export function SleepTimerPanel({ choice, secondsLeft, announcement, onChoose, open, id }: SleepTimerProps & { open: boolean; id: string }) {
  const name = useId();
  const summary =
    choice === 'off' ? null : choice === 'chapter' ? 'Se detendrá al terminar el capítulo' : `Se detendrá en ${formatTime(secondsLeft ?? choice * 60)}`;
  return (
    <>
      {summary ? (
        <p className="text-center text-sm font-medium text-muted tabular-nums" data-testid="sleep-timer-left">
          {summary}
        </p>
      ) : null}
      <fieldset id={id} hidden={!open} className="rounded-2xl border-2 border-border bg-white/80 p-3">
        <legend className="px-1 text-sm font-bold text-ink">Temporizador</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SLEEP_CHOICES.map((option) => (
            <label
              key={String(option)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 px-2 py-1 text-center text-sm font-semibold transition',
                'has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent',
                option === choice ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-white text-primary hover:bg-primary-soft',
                option === 'chapter' && 'col-span-2 sm:col-span-1',
              )}
            >
              <input type="radio" name={name} className="sr-only" checked={option === choice} onChange={() => onChoose(option)} />
              {sleepChoiceLabel(option)}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="sr-only" data-testid="sleep-timer-status">
        {announcement}
      </p>
    </>
  );
}

/** The button and its choices, for the player. */
export function SleepTimer(props: SleepTimerProps & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-center gap-3">
        {props.children}
        <SleepTimerButton choice={props.choice} open={open} controls={id} onToggle={() => setOpen((o) => !o)} />
      </div>
      <SleepTimerPanel {...props} open={open} id={id} />
    </div>
  );
}
