// «Modo noche»: a dim, warm theme for reading and listening in a dark room. It is a class on the root
// element (styles.css swaps the theme's colours under it), so every screen honours it, and it is kept
// per device in localStorage: the phone used at bedtime stays dim, another device does not.
import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'bedtime_mode';
const CLASS_NAME = 'bedtime';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (private mode): the theme still switches for this visit
  }
}

function isOn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains(CLASS_NAME);
}

function apply(on: boolean) {
  document.documentElement.classList.toggle(CLASS_NAME, on);
  // The browser's own parts (scroll bars, form controls) follow the theme.
  document.documentElement.style.colorScheme = on ? 'dark' : '';
}

/** Called once before the first render, so a dark room never sees a bright flash. */
export function applyStoredBedtime() {
  apply(storage()?.getItem(STORAGE_KEY) === 'on');
}

export function setBedtime(on: boolean) {
  apply(on);
  try {
    if (on) storage()?.setItem(STORAGE_KEY, 'on');
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // full or refused storage: the choice lasts for this visit
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBedtime(): [boolean, () => void] {
  const on = useSyncExternalStore(subscribe, isOn, () => false);
  const toggle = useCallback(() => setBedtime(!isOn()), []);
  return [on, toggle];
}
