import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { BackButton } from './back-button';

/**
 * Which mounted bar last published its height. Going from one step to the next, React may run the new
 * step's effect before the old step's cleanup (a lazy route shows the old page until the new one is
 * ready): only the bar that published last may take the variable away.
 */
let publisher = 0;

const FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=range]), textarea, select, [contenteditable="true"]';
const GAP = 8;

/**
 * A pinned action bar covers the bottom of the screen; with the on-screen keyboard open the visible part
 * is small, and a field there would sit under the bar while the parent types. This hook publishes the
 * bar's height as the page-wide CSS variable --action-bar-height (0 when the bar is not pinned, on wide
 * screens: toasts sit above it, and scroll-padding in styles.css keeps the browser's own scrolling clear
 * of it), and scrolls the focused field fully into the space above the bar — when it gets the focus,
 * and again when the keyboard opening or closing resizes the screen.
 */
export function usePinnedBar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const me = ++publisher;
    const isPinned = () => ['sticky', 'fixed'].includes(getComputedStyle(bar).position);
    const publish = () => {
      publisher = me;
      root.style.setProperty('--action-bar-height', `${isPinned() ? Math.ceil(bar.getBoundingClientRect().height) : 0}px`);
    };
    const reveal = (field: Element | null) => {
      if (!(field instanceof HTMLElement) || !field.matches(FIELD) || bar.contains(field)) return;
      const viewport = window.visualViewport;
      const visibleBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      const visibleTop = viewport ? viewport.offsetTop : 0;
      const bottom = Math.min(visibleBottom, isPinned() ? bar.getBoundingClientRect().top : visibleBottom) - GAP;
      const box = field.getBoundingClientRect();
      let by = 0;
      // Too tall for the room left: its beginning (where typing starts) goes to the top.
      if (box.height > bottom - visibleTop - GAP) by = box.top - visibleTop - GAP;
      else if (box.bottom > bottom) by = box.bottom - bottom;
      else if (box.top < visibleTop) by = box.top - visibleTop - GAP;
      if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
    };
    const onFocus = (event: FocusEvent) => reveal(event.target as Element | null);
    const onResize = () => {
      publish();
      reveal(document.activeElement);
    };
    publish();
    reveal(document.activeElement); // a field focused as the step opened (autoFocus), before this ran
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    document.addEventListener('focusin', onFocus);
    window.addEventListener('resize', onResize);
    window.visualViewport?.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('resize', onResize);
      window.visualViewport?.removeEventListener('resize', onResize);
      if (publisher === me) root.style.removeProperty('--action-bar-height');
    };
  }, []);
  return ref;
}

interface StepPageProps {
  /** Heading of the step; its id (`${id}-title`) names the choice group below it. */
  title: string;
  titleId?: string;
  subtitle?: ReactNode;
  /** Where the back button goes. */
  backTo: string;
  progress?: { current: number; total: number };
  /** The step's main action(s), kept in reach at the bottom of the screen on phones. */
  footer?: ReactNode;
  children: ReactNode;
  width?: 'lg' | 'xl';
}

/** One step of the story or character flow: back, progress, title, content and a sticky action bar. */
export function StepPage({ title, titleId, subtitle, backTo, progress, footer, children, width = 'xl' }: StepPageProps) {
  const barRef = usePinnedBar<HTMLDivElement>();
  return (
    <div className="flex min-h-dvh flex-col">
      <main className={cn('mx-auto flex w-full flex-1 flex-col px-4 pt-4 sm:pt-8', width === 'xl' ? 'max-w-4xl' : 'max-w-2xl')}>
        <div className="flex items-center justify-between gap-3">
          <BackButton to={backTo} />
          {progress ? (
            <div className="flex items-center gap-2 text-sm font-semibold text-muted">
              <span>
                Paso {progress.current} de {progress.total}
              </span>
              <span className="flex gap-1" aria-hidden="true">
                {Array.from({ length: progress.total }, (_, i) => (
                  <span
                    key={i}
                    className={cn('h-2 rounded-full transition-all', i < progress.current ? 'w-5 bg-primary' : 'w-2 bg-violet-200')}
                  />
                ))}
              </span>
            </div>
          ) : null}
        </div>
        <header className="mb-6 mt-4 text-center sm:mb-8">
          <h1 id={titleId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {title}
          </h1>
          {subtitle ? <p className="mx-auto mt-2 max-w-xl text-base text-muted sm:text-lg">{subtitle}</p> : null}
        </header>
        <div className="flex-1 pb-6 sm:flex-none">{children}</div>
        {footer ? (
          // Sticky on phones so the action stays under the thumb; on wider screens right after the content.
          <div ref={barRef} className="sticky bottom-0 z-10 -mx-4 mt-auto bg-gradient-to-t from-indigo-50 via-indigo-50/95 to-indigo-50/0 px-4 pb-5 pt-6 sm:static sm:mt-2 sm:bg-none sm:pb-12 sm:pt-2">
            <div className="mx-auto flex max-w-md flex-col gap-2">{footer}</div>
          </div>
        ) : null}
      </main>
    </div>
  );
}
