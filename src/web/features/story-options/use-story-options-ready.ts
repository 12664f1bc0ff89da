import { useEffect, useState } from 'react';
import { userStorage } from '../../lib/user-storage';
import { useSession } from '../../queries/session';
import { useStoryOptionsStore } from './store';

/**
 * Whether the story options in the browser are the signed-in user's. On a full page load the page can
 * render before the per-user stores are switched to this user and read back: deciding "nothing chosen"
 * then would send the parent away wrongly.
 */
export function useStoryOptionsReady(): boolean {
  const { data } = useSession();
  const userId = data?.user?.id ?? null;
  const [, setTick] = useState(0);
  useEffect(() => useStoryOptionsStore.persist.onFinishHydration(() => setTick((n) => n + 1)), []);
  useEffect(() => {
    // The switch happens in an effect of the root; look again once it has run.
    if (userId && userStorage.getUserId() !== userId) {
      const timer = setInterval(() => {
        if (userStorage.getUserId() === userId) {
          clearInterval(timer);
          setTick((n) => n + 1);
        }
      }, 25);
      return () => clearInterval(timer);
    }
    return undefined;
  }, [userId]);
  return Boolean(userId) && userStorage.getUserId() === userId && useStoryOptionsStore.persist.hasHydrated();
}
