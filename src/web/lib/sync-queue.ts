// The offline sync queue (SPEC sections 3 and 4). A remote write that failed because the network or the
// server was down is kept in localStorage under `sync_queue` and sent again later: when the browser comes
// back online, when the tab becomes visible again, at start-up with an active session, and on the next add.
// Every queued item goes, whatever its table: a table whose sender the page has not loaded yet has it
// loaded first (`loadSender`).
//
// Decisions where SPEC is terse:
// - A batch is the queue as it stands when processing starts. Items are sent in order and each one
//   leaves storage only after it went through, so a reload in the middle loses nothing and a failed item
//   simply stays at the front. The batch stops at the first failure: later items often depend on earlier
//   ones (an update of a character whose insert has not reached the server yet).
// - An item the server refuses for good (a 4xx other than auth) is dropped and logged: retrying cannot
//   help and it would block everything behind it. The transport says which errors are worth a retry.
// - Each item remembers the user who made it; items of another user stay untouched (they are never sent
//   with the wrong session) and do not block the current user's items.
// - Failures are only logged (SPEC: failed saves are not shown to the user).

export const SYNC_QUEUE_KEY = 'sync_queue';

export type SyncOperation = 'insert' | 'update' | 'delete';

export interface SyncQueueItem<Data = unknown> {
  table: string;
  operation: SyncOperation;
  data: Data;
  /** Milliseconds since the epoch when the change was made. */
  timestamp: number;
  /** The user who made the change; absent in items written before users were tracked. */
  userId?: string;
}

/** Sends one item to the server. Throws when it did not go through. */
export type SyncTransport = (item: SyncQueueItem) => Promise<void>;

export interface SyncQueueOptions {
  /** Where the queue lives (window.localStorage in the browser); null when storage is unavailable. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  transport: SyncTransport;
  /** Whether a failed item should stay for another try (network, 5xx) or be dropped (refused for good). */
  isRetryable?: (error: unknown) => boolean;
  /** The signed-in user's id, or null without an active session (then nothing is sent). */
  currentUserId: () => string | null;
  isOnline?: () => boolean;
  log?: (message: string, error?: unknown) => void;
  /** Told after each item that reached the server. */
  onSynced?: (item: SyncQueueItem) => void;
  /**
   * Whether this item can be sent now (e.g. its table's sender is loaded). Items answering false stay
   * where they are and are skipped, like another user's items.
   */
  canSend?: (item: SyncQueueItem) => boolean;
  /**
   * Loads the sender of a table that has items waiting but cannot send them yet (`canSend` false): the
   * features' senders live in their own chunks. Called before each batch that needs it; `canSend` is
   * asked again afterwards. A failure is logged and the items wait for the next run.
   */
  loadSender?: (table: string) => Promise<void>;
}

export interface SyncResult {
  /** False when the run was skipped (offline, no session) or an item failed. */
  ok: boolean;
  sent: number;
  remaining: number;
}

export interface SyncQueue {
  /** Stores the item at the back and tries to send the queue. */
  add: (item: Omit<SyncQueueItem, 'timestamp' | 'userId'> & { timestamp?: number }) => Promise<SyncResult>;
  /** Sends what is queued; while a batch runs, callers share it and one more batch follows it. */
  process: () => Promise<SyncResult>;
  items: () => SyncQueueItem[];
  /** Retries when the browser comes online or the tab becomes visible; answers a function that stops it. */
  start: (target?: SyncEventTarget) => () => void;
}

/** What `start` listens to: window and document in the browser. */
export interface SyncEventTarget {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

function isItem(value: unknown): value is SyncQueueItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.table === 'string' &&
    (item.operation === 'insert' || item.operation === 'update' || item.operation === 'delete') &&
    typeof item.timestamp === 'number'
  );
}

function sameItem(a: SyncQueueItem, b: SyncQueueItem): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function createSyncQueue(options: SyncQueueOptions): SyncQueue {
  const {
    storage,
    transport,
    currentUserId,
    isRetryable = () => true,
    isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine),
    log = (message, error) => console.warn(`[sync] ${message}`, error ?? ''),
    onSynced,
    canSend = () => true,
    loadSender,
  } = options;

  let running: Promise<SyncResult> | null = null;
  let again = false;

  function read(): SyncQueueItem[] {
    try {
      const raw = storage()?.getItem(SYNC_QUEUE_KEY);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isItem) : [];
    } catch {
      return [];
    }
  }

  function write(items: SyncQueueItem[]): void {
    try {
      storage()?.setItem(SYNC_QUEUE_KEY, JSON.stringify(items));
    } catch (error) {
      log('no se pudo guardar la cola de sincronización', error);
    }
  }

  /** Removes the first stored item equal to `item` (the queue may have grown meanwhile). */
  function remove(item: SyncQueueItem): void {
    const items = read();
    const index = items.findIndex((stored) => sameItem(stored, item));
    if (index >= 0) {
      items.splice(index, 1);
      write(items);
    }
  }

  async function runBatch(): Promise<SyncResult> {
    const userId = currentUserId();
    const mine = read().filter((item) => !item.userId || item.userId === userId);
    if (!userId || !isOnline()) return { ok: false, sent: 0, remaining: mine.filter(canSend).length };
    if (loadSender) {
      const missing = [...new Set(mine.filter((item) => !canSend(item)).map((item) => item.table))];
      await Promise.all(
        missing.map((table) => loadSender(table).catch((error: unknown) => log(`no se pudo cargar el envío de ${table}; se reintentará`, error))),
      );
    }
    const batch = mine.filter(canSend);

    let sent = 0;
    for (const item of batch) {
      try {
        await transport(item);
      } catch (error) {
        if (isRetryable(error)) {
          // It never left storage: it stays at the front, with everything queued after it.
          log(`no se pudo sincronizar (${item.table} ${item.operation}); se reintentará`, error);
          return { ok: false, sent, remaining: read().length };
        }
        log(`el servidor rechazó un cambio pendiente (${item.table} ${item.operation}); se descarta`, error);
        remove(item);
        continue;
      }
      remove(item);
      sent += 1;
      onSynced?.(item);
    }
    return { ok: true, sent, remaining: read().length };
  }

  function process(): Promise<SyncResult> {
    if (running) {
      // One batch at a time: whatever was added meanwhile goes in the batch that follows this one.
      again = true;
      return running;
    }
    running = (async () => {
      let result: SyncResult;
      try {
        result = await runBatch();
        while (again && result.ok) {
          again = false;
          const next = await runBatch();
          result = { ok: next.ok, sent: result.sent + next.sent, remaining: next.remaining };
        }
      } catch (error) {
        log('error inesperado al sincronizar', error);
        result = { ok: false, sent: 0, remaining: read().length };
      } finally {
        again = false;
        running = null;
      }
      return result;
    })();
    return running;
  }

  return {
    items: read,
    process,
    add(item) {
      const full: SyncQueueItem = {
        table: item.table,
        operation: item.operation,
        data: item.data,
        timestamp: item.timestamp ?? Date.now(),
        ...(currentUserId() ? { userId: currentUserId() as string } : {}),
      };
      write([...read(), full]);
      return process();
    },
    start(target) {
      const events: SyncEventTarget | null =
        target ?? (typeof window === 'undefined' ? null : { window, document });
      if (!events) return () => {};
      const onOnline = () => void process();
      const onVisible = () => {
        if (events.document.visibilityState === 'visible') void process();
      };
      events.window.addEventListener('online', onOnline);
      events.document.addEventListener('visibilitychange', onVisible);
      void process();
      return () => {
        events.window.removeEventListener('online', onOnline);
        events.document.removeEventListener('visibilitychange', onVisible);
      };
    },
  };
}
