import { useEffect } from 'react';
import { useSession } from '../../auth/use-session';

/**
 * Starts the offline sync queue once a session exists (SPEC section 4, start-up): it sends what was left
 * from an earlier visit, and again whenever the browser comes online or the tab becomes visible. The
 * queue and the character store load in their own chunk so the landing page stays small.
 */
export function SyncService() {
  const { data, isPending } = useSession();
  const userId = data?.user?.id ?? null;

  useEffect(() => {
    if (isPending || !userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([import('../../../lib/app-sync'), import('../character-store')]).then(([{ syncQueue }]) => {
      if (!cancelled) stop = syncQueue.start();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isPending, userId]);

  return null;
}
