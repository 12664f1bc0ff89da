// The page's one offline sync queue (SPEC section 4) on window.localStorage. Each feature registers the
// sender of its table ('characters', 'challenges'); the queue is started once at the root with the
// session. A sender that lives in a chunk the page has not loaded is registered as a loader: the queue
// loads it when an item of its table is waiting, so every queued item is sent at start-up.
import { ApiError } from './api';
import { createSyncQueue, type SyncQueueItem, type SyncTransport } from './sync-queue';
import { userStorage } from './user-storage';

const senders = new Map<string, SyncTransport>();
const senderLoaders = new Map<string, () => Promise<unknown>>();
const syncedListeners = new Set<(item: SyncQueueItem) => void>();

/**
 * Called after each queued item reaches the server: what the page shows from the server (the library
 * naming a character that was deleted meanwhile) is read again. Answers the unsubscribe function.
 */
export function onItemSynced(listener: (item: SyncQueueItem) => void): () => void {
  syncedListeners.add(listener);
  return () => syncedListeners.delete(listener);
}

/** Registers how the items of one table reach the server. */
export function registerSyncSender(table: string, send: SyncTransport): void {
  senders.set(table, send);
}

/** Registers how to load the module that registers a table's sender (a dynamic import). */
export function registerSyncSenderLoader(table: string, load: () => Promise<unknown>): void {
  senderLoaders.set(table, load);
}

/**
 * Worth another try later: no connection (status 0), the server failing (5xx), a timeout or rate limit,
 * or an expired session. Anything else the server refused (validation, duplicate name, not found) would
 * be refused again.
 */
export function isRetryableSyncError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429;
}

function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const syncQueue = createSyncQueue({
  storage: browserLocalStorage,
  transport: async (item: SyncQueueItem) => {
    const send = senders.get(item.table);
    if (!send) throw new Error(`sin emisor para ${item.table}`);
    await send(item);
  },
  canSend: (item) => senders.has(item.table),
  loadSender: async (table) => {
    await senderLoaders.get(table)?.();
  },
  isRetryable: isRetryableSyncError,
  currentUserId: () => userStorage.getUserId(),
  onSynced: (item) => {
    for (const listener of syncedListeners) listener(item);
  },
});

/** The queued items of one table that belong to the signed-in user, oldest first. */
export function pendingItems(table: string): SyncQueueItem[] {
  const userId = userStorage.getUserId();
  return syncQueue.items().filter((item) => item.table === table && (!item.userId || item.userId === userId));
}
