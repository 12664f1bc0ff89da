import { createAuthClient } from 'better-auth/react';

// better-auth is mounted by our server at /api/auth on the same origin (its default base path). Its client
// would keep the fetch it finds when created; this one looks fetch up at each call, like the rest of the
// page, so the component tests' fake API answers its requests too.
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

export type SessionData = typeof authClient.$Infer.Session;

/** The shape of better-auth's session atom (a nanostores atom; typed loosely by the library). */
interface SessionAtomValue {
  data: SessionData | null;
  isPending: boolean;
  isRefetching: boolean;
  refetch?: () => Promise<void>;
}
interface SessionAtom {
  get: () => SessionAtomValue;
  listen: (listener: (value: SessionAtomValue) => void) => () => void;
}

/**
 * Starts reading the session as soon as the page's script runs, while the first page's code is still
 * downloading, instead of when the first component that needs it mounts. The atom stays
 * watched for the page's whole life, as the root layout watches it anyway.
 */
export function watchSession(): void {
  (authClient.$store.atoms.session as unknown as SessionAtom).listen(() => undefined);
}

/**
 * Waits until the shared session state says signed in (or out) after a sign-in or sign-out call.
 * better-auth re-reads the session by itself, but from a setTimeout that cancels any read started
 * before it, so awaiting `refetch()` right after the call can resolve while the old session is still
 * shown (the landing page would then bounce a signed-out user to /home).
 */
export async function syncSession(signedIn: boolean, timeoutMs = 5000): Promise<void> {
  const atom = authClient.$store.atoms.session as unknown as SessionAtom;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const settled = (value: SessionAtomValue) =>
    !value.isPending && !value.isRefetching && Boolean(value.data?.user) === signedIn;
  if (settled(atom.get())) return;
  await new Promise<void>((resolve) => {
    let unlisten: () => void = () => undefined;
    const timer = window.setTimeout(done, timeoutMs);
    function done() {
      window.clearTimeout(timer);
      unlisten();
      resolve();
    }
    unlisten = atom.listen((value) => {
      if (settled(value)) done();
    });
    void atom.get().refetch?.();
  });
}
