// The page a signed-out visitor asked for, kept for one tab so that after signing in they land there
// once (SPEC section 2, guard). sessionStorage is per tab and is not part of the per-user stores.

export const REDIRECT_KEY = 'story-app-redirect';

/** Paths we never send a user back to after signing in. */
const AUTH_PAGES = ['/login', '/signup', '/signup-success', '/auth/callback', '/update-password'];

function isSafePath(path: string): boolean {
  // Only same-origin absolute paths: never '//host' or 'https://…' (open redirect).
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0];
  return !AUTH_PAGES.includes(pathname);
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberRedirectPath(path: string): void {
  if (!isSafePath(path)) return;
  try {
    session()?.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage disabled: the user lands on /home instead.
  }
}

/** Answers the remembered path once and forgets it. */
export function consumeRedirectPath(): string | null {
  const storage = session();
  const path = storage?.getItem(REDIRECT_KEY) ?? null;
  storage?.removeItem(REDIRECT_KEY);
  return path && isSafePath(path) ? path : null;
}

export function clearRedirectPath(): void {
  session()?.removeItem(REDIRECT_KEY);
}
