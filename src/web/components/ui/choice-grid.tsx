import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

export interface ChoiceItem<Id extends string = string> {
  id: Id;
  label: string;
  description?: string;
}

interface ChoiceCardProps {
  item: ChoiceItem;
  /** The option's SVG icon (src/web/lib/icons.tsx); decorative, the label names the option. */
  Icon: LucideIcon;
  selected: boolean;
  /** 'radio' for one-of-many (aria-checked), 'toggle' for many-of-many (aria-pressed). */
  kind: 'radio' | 'toggle';
  onSelect: () => void;
  badge?: ReactNode;
  tabIndex?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  buttonRef?: (element: HTMLButtonElement | null) => void;
  size?: 'md' | 'lg';
}

/** A big, touch-friendly choice: icon, label, optional description and badge, a check when chosen. */
export function ChoiceCard({ item, Icon, selected, kind, onSelect, badge, tabIndex, onKeyDown, buttonRef, size = 'md' }: ChoiceCardProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      role={kind === 'radio' ? 'radio' : undefined}
      aria-checked={kind === 'radio' ? selected : undefined}
      aria-pressed={kind === 'toggle' ? selected : undefined}
      tabIndex={tabIndex}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={cn(
        'group relative flex w-full flex-col items-center justify-center gap-1.5 rounded-3xl border-2 bg-white/90 px-3 text-center shadow-sm transition',
        'hover:-translate-y-0.5 hover:border-violet-300 hover:shadow-md active:translate-y-0',
        size === 'lg' ? 'min-h-32 py-5' : 'min-h-28 py-4',
        selected
          ? 'border-primary bg-primary-soft shadow-lg shadow-violet-500/15 ring-4 ring-violet-200'
          : 'border-violet-100',
      )}
    >
      {selected ? <SelectedMark /> : null}
      <span
        aria-hidden="true"
        className={cn(
          'flex items-center justify-center rounded-2xl text-primary transition group-hover:scale-110',
          selected ? 'bg-white' : 'bg-primary-soft',
          size === 'lg' ? 'h-16 w-16' : 'h-14 w-14',
        )}
      >
        <Icon className={size === 'lg' ? 'h-9 w-9' : 'h-8 w-8'} strokeWidth={1.75} />
      </span>
      <span className={cn('font-bold leading-tight text-ink', size === 'lg' ? 'text-lg' : 'text-base')}>{item.label}</span>
      {item.description ? <span className="text-sm text-muted">{item.description}</span> : null}
      {badge}
    </button>
  );
}

const columnClasses = {
  2: 'grid-cols-2',
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
} as const;

interface BaseGridProps<Id extends string> {
  items: readonly ChoiceItem<Id>[];
  /** One icon per option id. */
  icons: Record<Id, LucideIcon>;
  /** Id of the heading that names the group. */
  labelledBy: string;
  columns?: keyof typeof columnClasses;
  size?: 'md' | 'lg';
  badge?: (item: ChoiceItem<Id>) => ReactNode;
  className?: string;
}

interface SingleChoiceGridProps<Id extends string> extends BaseGridProps<Id> {
  mode: 'single';
  value: Id | null;
  onChange: (id: Id) => void;
}

interface MultipleChoiceGridProps<Id extends string> extends BaseGridProps<Id> {
  mode: 'multiple';
  values: readonly Id[];
  onToggle: (id: Id) => void;
}

/**
 * A grid of choice cards. Single choice follows the ARIA radio group pattern (one tab stop, arrow keys move
 * and choose); multiple choice is a group of toggle buttons, each its own tab stop.
 */
export function ChoiceGrid<Id extends string>(props: SingleChoiceGridProps<Id> | MultipleChoiceGridProps<Id>) {
  const { items, icons, labelledBy, columns = 3, size, badge, className } = props;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const grid = cn('grid gap-3 sm:gap-4', columnClasses[columns], className);
  // What a card shows is the same in both modes; only how it is chosen differs.
  const shown = (item: ChoiceItem<Id>) => ({ item, Icon: icons[item.id], size, badge: badge?.(item) });

  if (props.mode === 'multiple') {
    return (
      <div role="group" aria-labelledby={labelledBy} className={grid}>
        {items.map((item) => (
          <ChoiceCard
            key={item.id}
            {...shown(item)}
            kind="toggle"
            selected={props.values.includes(item.id)}
            onSelect={() => props.onToggle(item.id)}
          />
        ))}
      </div>
    );
  }

  const { value, onChange } = props;
  const selectedIndex = items.findIndex((item) => item.id === value);
  const focusIndex = selectedIndex >= 0 ? selectedIndex : 0;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onChange(items[next].id);
  }

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={grid}>
      {items.map((item, index) => (
        <ChoiceCard
          key={item.id}
          {...shown(item)}
          kind="radio"
          selected={item.id === value}
          onSelect={() => onChange(item.id)}
          tabIndex={index === focusIndex ? 0 : -1}
          onKeyDown={(event) => handleKeyDown(event, index)}
          buttonRef={(element) => {
            buttons.current[index] = element;
          }}
        />
      ))}
    </div>
  );
}

/** The tick in the corner of a chosen tile. */
export function SelectedMark() {
  return (
    <span className="absolute right-2.5 top-2.5 flex h-6 w-6 items-center justify-center rounded-full bg-primary text-white">
      <Check className="h-4 w-4" strokeWidth={3} aria-hidden="true" />
    </span>
  );
}
