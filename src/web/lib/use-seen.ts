// Calls back once when an element has stayed on screen for a moment. One IntersectionObserver serves
// every element of the page (a library shows hundreds of cards), and an element only scrolled past
// does not count.
import { useEffect, useRef, type RefObject } from 'react';

const DWELL_MS = 300;
const callbacks = new WeakMap<Element, (visible: boolean) => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
  });
  return observer;
}

export function useSeen(ref: RefObject<Element | null>, onSeen: () => void): void {
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  useEffect(() => {
    const element = ref.current;
    const io = sharedObserver();
    if (!element || !io) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      io.unobserve(element);
      callbacks.delete(element);
    };
    callbacks.set(element, (visible) => {
      clearTimeout(timer);
      if (visible)
        timer = setTimeout(() => {
          stop();
          latest.current();
        }, DWELL_MS);
    });
    io.observe(element);
    return stop;
  }, [ref]);
}
