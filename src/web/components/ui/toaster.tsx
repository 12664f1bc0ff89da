// The page's toasts (sonner), loaded lazily with the first page that can show one. Where and how long
// they show:
// - at the bottom of the screen, above the pinned action bar of a step (its height is the
//   --action-bar-height the bar publishes), so a toast never covers the page's title or back button;
// - a success goes after SPEC's 1,500 ms; an error or a warning stays until the parent taps it away,
//   swipes it or leaves the screen (a message that must be read gets all the time it needs, WCAG 2.2.1);
//   anything else after 6 s;
// - a tap anywhere on a toast closes it, as does a swipe down or sideways;
// - when the screen changes, the toasts of the screen left behind go; a toast raised by the action that
//   changed the screen ("Sesión cerrada", "the story could not be made, here is why") stays on the new one.
// Every toast is announced once, by sonner's single polite live region.
import { useEffect, useRef, type MouseEvent } from 'react';
import { Toaster as SonnerToaster, toast, useSonner } from 'sonner';
import { useBedtime } from '../../lib/bedtime';

export const SUCCESS_TOAST_MS = 1500;
export const OTHER_TOAST_MS = 6000;
/** A toast raised this shortly before the screen changed belongs to the screen that comes. */
const RAISED_BY_NAVIGATION_MS = 500;

/**
 * sonner has one default duration for every kind of toast; ours differ per kind, so the kinds' own
 * functions get their default here, once, for every caller (a caller that gives a duration keeps it).
 */
function applyKindDurations() {
  const marked = toast as typeof toast & { __kindDurations?: true };
  if (marked.__kindDurations) return;
  marked.__kindDurations = true;
  const withDuration =
    <F extends (message: never, data?: Parameters<typeof toast.success>[1]) => string | number>(show: F, duration: number) =>
    ((message: Parameters<F>[0], data?: Parameters<F>[1]) => show(message, { duration, ...data })) as F;
  toast.success = withDuration(toast.success, SUCCESS_TOAST_MS);
  toast.error = withDuration(toast.error, Infinity);
  toast.warning = withDuration(toast.warning, Infinity);
}
applyKindDurations();

export interface ToasterProps {
  /** Subscribes to screen changes (the router's); called with the new pathname. */
  onScreenChange: (listener: (pathname: string, navigationStartedAt: number) => void) => () => void;
}

export default function Toaster({ onScreenChange }: ToasterProps) {
  const { toasts } = useSonner();
  // «Modo noche»: sonner's own dark colours, so a message never lights up a dark room.
  const [bedtime] = useBedtime();
  const firstSeen = useRef(new Map<string | number, number>());

  // When each toast first appeared, to tell the old screen's toasts from the ones a navigation raised.
  useEffect(() => {
    const now = performance.now();
    const seen = firstSeen.current;
    const active = new Set(toasts.map((t) => t.id));
    for (const id of active) if (!seen.has(id)) seen.set(id, now);
    for (const id of seen.keys()) if (!active.has(id)) seen.delete(id);
  }, [toasts]);

  useEffect(
    () =>
      onScreenChange((_pathname, navigationStartedAt) => {
        const cutoff = navigationStartedAt - RAISED_BY_NAVIGATION_MS;
        for (const [id, at] of firstSeen.current) if (at < cutoff) toast.dismiss(id);
      }),
    [onScreenChange],
  );

  // A tap on the toast (not on a button or link inside it) closes it, like its close button.
  const closeOnTap = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, a')) return;
    const item = target.closest('[data-sonner-toast]');
    item?.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
  };

  return (
    // The close button inside each toast is the keyboard's way; the tap is a shortcut for fingers.
    <div onClick={closeOnTap}>
      <SonnerToaster
        richColors
        theme={bedtime ? 'dark' : 'light'}
        position="bottom-center"
        closeButton
        swipeDirections={['bottom', 'left', 'right']}
        offset={{ bottom: 'calc(var(--action-bar-height, 0px) + 16px)' }}
        mobileOffset={{ bottom: 'calc(var(--action-bar-height, 0px) + 12px)', left: '12px', right: '12px' }}
        containerAriaLabel="Avisos"
        toastOptions={{ duration: OTHER_TOAST_MS, closeButtonAriaLabel: 'Cerrar aviso' }}
      />
    </div>
  );
}
