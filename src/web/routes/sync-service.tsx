import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../queries/session';

/**
 * Starts the offline sync queue once a session exists (SPEC section 4, start-up): it sends what was left
 * from an earlier visit, every table's items, and again whenever the browser comes online or the tab
 * becomes visible. The queue and the character store load in their own chunk so the landing page stays
 * small; the challenges' sender loads only when a queued challenge waits (the queue asks for it).
 * A character change sent later from the queue refreshes what shows characters, as one sent at once does.
 */
export function SyncService() {
  const { data, isPending } = useSession();
  const userId = data?.user?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (isPending || !userId) return;
    let stop: (() => void) | null = null;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([
      import('../lib/app-sync'),
      import('../features/characters/character-store'),
      import('../features/characters/api/refresh-character-views'),
    ]).then(([{ syncQueue, registerSyncSenderLoader, onItemSynced }, { CHARACTERS_TABLE }, { refreshCharacterViews }]) => {
      // The name is the challenges feature's CHALLENGES_TABLE, written out so its code stays out of here.
      registerSyncSenderLoader('challenges', () => import('../features/challenges/api/challenge-sync'));
      if (cancelled) return;
      unsubscribe = onItemSynced((item) => {
        if (item.table === CHARACTERS_TABLE) void refreshCharacterViews(queryClient);
      });
      stop = syncQueue.start();
    });
    return () => {
      cancelled = true;
      stop?.();
      unsubscribe?.();
    };
  }, [isPending, userId, queryClient]);

  return null;
}
