import { describe, expect, it } from 'vitest';
import { createSyncQueue, SYNC_QUEUE_KEY, type SyncQueueItem, type SyncQueueOptions } from './sync-queue';
import { MemoryStorage } from '../test-support/memory-storage';

class NetworkDown extends Error {}
class Refused extends Error {}

/**
 * A fake server: records what reached it, fails while `down` is set or for the ids in `failIds`, and can
 * hold an item in flight until `release()` is called.
 */
function fakeServer() {
  const received: string[] = [];
  const state = {
    down: false,
    failIds: new Set<string>(),
    refuseIds: new Set<string>(),
    inFlight: 0,
    maxInFlight: 0,
    hold: false,
    waiting: [] as (() => void)[],
  };
  async function transport(item: SyncQueueItem): Promise<void> {
    const id = (item.data as { id: string }).id;
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      if (state.hold) await new Promise<void>((resolve) => state.waiting.push(resolve));
      else await Promise.resolve();
      if (state.down || state.failIds.has(id)) throw new NetworkDown('sin conexión');
      if (state.refuseIds.has(id)) throw new Refused('rechazado');
      received.push(`${item.operation}:${id}`);
    } finally {
      state.inFlight -= 1;
    }
  }
  function release() {
    state.hold = false;
    for (const resolve of state.waiting.splice(0)) resolve();
  }
  return { received, state, transport, release };
}

function makeQueue(storage: MemoryStorage, server: ReturnType<typeof fakeServer>, overrides: Partial<SyncQueueOptions> = {}) {
  const logs: string[] = [];
  const queue = createSyncQueue({
    storage: () => storage,
    transport: server.transport,
    isRetryable: (error) => !(error instanceof Refused),
    currentUserId: () => 'user-1',
    isOnline: () => true,
    log: (message) => logs.push(message),
    ...overrides,
  });
  return { queue, logs };
}

const change = (id: string, operation: SyncQueueItem['operation'] = 'update') => ({
  table: 'characters',
  operation,
  data: { id, name: `Personaje ${id}` },
});

/** A queue that kept `ids` while the server was down; the server is back now, nothing sent yet. */
async function queuedWhileDown(ids: string[]) {
  const server = fakeServer();
  server.state.down = true;
  const { queue, logs } = makeQueue(new MemoryStorage(), server);
  for (const id of ids) await queue.add(change(id));
  server.state.down = false;
  return { server, queue, logs };
}

function queuedIds(queue: { items: () => SyncQueueItem[] }): string[] {
  return queue.items().map((item) => `${item.operation}:${(item.data as { id: string }).id}`);
}

describe('offline sync queue', () => {
  it('stores items under sync_queue with table, operation, data, timestamp', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    server.state.down = true;
    const { queue } = makeQueue(storage, server);

    await queue.add({ ...change('a', 'insert'), timestamp: 1234 });

    const stored = JSON.parse(storage.getItem(SYNC_QUEUE_KEY) ?? '[]');
    expect(stored).toEqual([
      { table: 'characters', operation: 'insert', data: { id: 'a', name: 'Personaje a' }, timestamp: 1234, userId: 'user-1' },
    ]);
  });

  it('sends the items in the order they were added', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    server.state.down = true;
    const { queue } = makeQueue(storage, server);
    await queue.add(change('a', 'insert'));
    await queue.add(change('b', 'update'));
    await queue.add(change('c', 'delete'));
    expect(server.received).toEqual([]);

    server.state.down = false;
    const result = await queue.process();

    expect(server.received).toEqual(['insert:a', 'update:b', 'delete:c']);
    expect(result).toEqual({ ok: true, sent: 3, remaining: 0 });
    expect(queue.items()).toEqual([]);
  });

  it('puts a failed item back at the front, ahead of everything queued after it', async () => {
    const { server, queue, logs } = await queuedWhileDown(['a', 'b', 'c']);
    server.state.failIds.add('b');
    const result = await queue.process();

    expect(result.ok).toBe(false);
    expect(server.received).toEqual(['update:a']);
    expect(queuedIds(queue)).toEqual(['update:b', 'update:c']);
    expect(logs.some((l) => l.includes('se reintentará'))).toBe(true);

    // The next add retries: b goes first, the new item last.
    server.state.failIds.clear();
    await queue.add(change('d'));
    expect(server.received).toEqual(['update:a', 'update:b', 'update:c', 'update:d']);
    expect(queue.items()).toEqual([]);
  });

  it('processes one batch at a time: parallel calls share the running batch and nothing is sent twice', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    server.state.down = true;
    const { queue } = makeQueue(storage, server);
    await queue.add(change('a'));
    await queue.add(change('b'));

    server.state.down = false;
    server.state.hold = true;
    const first = queue.process();
    const second = queue.process();
    const third = queue.add(change('c'));
    expect(second).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first request is on its way and nothing else has started.
    expect(server.state.inFlight).toBe(1);
    expect(server.state.waiting).toHaveLength(1);
    server.release();
    await Promise.all([first, second, third]);

    expect(server.state.maxInFlight).toBe(1);
    expect(server.received).toEqual(['update:a', 'update:b', 'update:c']);
    expect(queue.items()).toEqual([]);
  });

  it('loses nothing across a reload: a new queue on the same storage still holds unsent items', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    server.state.down = true;
    const { queue: before } = makeQueue(storage, server);
    await before.add(change('a', 'insert'));
    await before.add(change('b', 'update'));

    // The page is closed while the first item is on its way and never answers.
    server.state.down = false;
    server.state.hold = true;
    void before.process();
    await new Promise((resolve) => setTimeout(resolve, 0));

    const afterServer = fakeServer();
    const { queue: after } = makeQueue(storage, afterServer);
    expect(queuedIds(after)).toEqual(['insert:a', 'update:b']);
    const result = await after.process();
    expect(result.ok).toBe(true);
    expect(afterServer.received).toEqual(['insert:a', 'update:b']);
    expect(after.items()).toEqual([]);
  });

  it('is skipped while offline or without a session, keeping every item', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    let online = false;
    let userId: string | null = 'user-1';
    const { queue } = makeQueue(storage, server, { isOnline: () => online, currentUserId: () => userId });

    const offline = await queue.add(change('a'));
    expect(offline).toEqual({ ok: false, sent: 0, remaining: 1 });

    online = true;
    userId = null;
    const noSession = await queue.process();
    expect(noSession.ok).toBe(false);
    expect(server.received).toEqual([]);
    expect(queue.items()).toHaveLength(1);

    userId = 'user-1';
    expect((await queue.process()).ok).toBe(true);
    expect(server.received).toEqual(['update:a']);
  });

  it('never sends another user’s items and does not let them block the current user', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    let userId = 'user-1';
    server.state.down = true;
    const { queue } = makeQueue(storage, server, { currentUserId: () => userId });
    await queue.add(change('from-user-1'));

    userId = 'user-2';
    server.state.down = false;
    await queue.add(change('from-user-2'));

    expect(server.received).toEqual(['update:from-user-2']);
    expect(queuedIds(queue)).toEqual(['update:from-user-1']);
  });

  it('drops an item the server refuses for good, logs it, and goes on with the rest', async () => {
    const { server, queue, logs } = await queuedWhileDown(['a', 'b']);
    server.state.refuseIds.add('a');
    const result = await queue.process();

    expect(result.ok).toBe(true);
    expect(server.received).toEqual(['update:b']);
    expect(queue.items()).toEqual([]);
    expect(logs.some((l) => l.includes('se descarta'))).toBe(true);
  });

  it('retries when the browser comes online, when the tab becomes visible and at start', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    let online = false;
    const { queue } = makeQueue(storage, server, { isOnline: () => online });
    await queue.add(change('a'));
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    // Start-up while offline: nothing to do yet.
    const stop = queue.start({ window: win, document: doc });
    await settle();
    expect(server.received).toEqual([]);

    online = true;
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(server.received).toEqual(['update:a']);

    online = false;
    await queue.add(change('b'));
    online = true;
    doc.dispatchEvent(new Event('visibilitychange')); // still hidden: no run
    await settle();
    expect(server.received).toEqual(['update:a']);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(server.received).toEqual(['update:a', 'update:b']);

    stop();
    online = false;
    await queue.add(change('c'));
    online = true;
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(server.received).toEqual(['update:a', 'update:b']);

    // A fresh start (the next visit) with an active session sends what was left.
    const { queue: nextVisit } = makeQueue(storage, server);
    nextVisit.start({ window: new EventTarget(), document: doc });
    await settle();
    await nextVisit.process();
    expect(server.received).toEqual(['update:a', 'update:b', 'update:c']);
  });

  it('skips items it cannot send yet without blocking the others', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    server.state.down = true;
    const { queue } = makeQueue(storage, server, { canSend: (item) => item.table !== 'challenges' });
    await queue.add({ table: 'challenges', operation: 'insert', data: { id: 'x' } });
    await queue.add(change('a'));

    server.state.down = false;
    expect((await queue.process()).ok).toBe(true);
    expect(server.received).toEqual(['update:a']);
    expect(queue.items().map((item) => item.table)).toEqual(['challenges']);
  });

  it('at start-up sends every table’s items, loading the senders that are not loaded yet', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    // An earlier visit left a character change, a challenge and another character change.
    server.state.down = true;
    const { queue: earlier } = makeQueue(storage, server);
    await earlier.add(change('a'));
    await earlier.add({ table: 'challenges', operation: 'insert', data: { id: 'x' } });
    await earlier.add(change('b'));
    server.state.down = false;

    // This visit has only the characters' sender at first; the challenges' one loads on demand.
    const loaded = new Set(['characters']);
    const loads: string[] = [];
    const { queue } = makeQueue(storage, server, {
      canSend: (item) => loaded.has(item.table),
      loadSender: async (table) => {
        loads.push(table);
        await Promise.resolve();
        if (table === 'challenges') loaded.add(table);
      },
    });
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const stop = queue.start({ window: new EventTarget(), document: doc });
    await queue.process();
    stop();

    expect(server.received).toEqual(['update:a', 'insert:x', 'update:b']);
    expect(queue.items()).toEqual([]);
    expect(loads).toEqual(['challenges']);
  });

  it('keeps the items of a sender that failed to load, and loads it again on the next run', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    let reachable = false;
    const loaded = new Set(['characters']);
    const { queue, logs } = makeQueue(storage, server, {
      canSend: (item) => loaded.has(item.table),
      loadSender: async (table) => {
        if (!reachable) throw new Error('sin conexión al cargar el código');
        loaded.add(table);
      },
    });
    await queue.add({ table: 'challenges', operation: 'insert', data: { id: 'x' } });
    await queue.add(change('a'));
    expect(server.received).toEqual(['update:a']);
    expect(queue.items().map((item) => item.table)).toEqual(['challenges']);
    expect(logs.some((l) => l.includes('challenges'))).toBe(true);

    reachable = true;
    expect((await queue.process()).ok).toBe(true);
    expect(server.received).toEqual(['update:a', 'insert:x']);
    expect(queue.items()).toEqual([]);
  });

  it('ignores a corrupted stored queue instead of failing', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SYNC_QUEUE_KEY, '{not json');
    const server = fakeServer();
    const { queue } = makeQueue(storage, server);
    expect(queue.items()).toEqual([]);
    await queue.add(change('a'));
    expect(server.received).toEqual(['update:a']);
  });
});
