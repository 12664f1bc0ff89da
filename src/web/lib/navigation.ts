import type { NavigateFunction } from 'react-router';

/**
 * Goes one step back in the app's history, or to `fallback` when this page was opened directly (a new tab,
 * a link in an email): then there is no page of ours to go back to.
 */
export function goBack(navigate: NavigateFunction, fallback = '/'): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void navigate(-1);
  else void navigate(fallback);
}
