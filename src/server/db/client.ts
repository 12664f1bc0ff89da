// Opens the database: PGlite in a local folder (or in memory) by default, PostgreSQL when a URL is
// given. Both speak the PostgreSQL dialect, so the rest of the server sees one Drizzle type.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every notification sent on `channel` (pg_notify) by any server
   * using this database, this one included. On PostgreSQL a dedicated connection listens, and comes
   * back by itself when it is lost. `onHeard` is told whether notifications are being heard: true once
   * listening, false when the connection is lost (those sent meanwhile are missed), true again when back.
   */
  listen(channel: string, onMessage: (payload: string) => void, onHeard?: (heard: boolean) => void): Promise<void>;
}

const LISTEN_RETRY_MS = 1_000;

/** A connection of its own that LISTENs on PostgreSQL channels, reconnecting when it drops. */
function createPgListener(url: string, warn: (line: string) => void) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const hearing = new Set<(heard: boolean) => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = (): Promise<void> => {
    if (closed) return Promise.resolve();
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      const lost = () => {
        if (client !== next) return;
        client = null;
        for (const heard of hearing) heard(false);
        if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), LISTEN_RETRY_MS);
      };
      next.on('error', (error) => {
        warn(`Conexión de avisos a PostgreSQL perdida: ${error.message}`);
        lost();
      });
      next.on('end', lost);
      next.on('notification', (message) => {
        for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN "${channel}"`);
        client = next;
        for (const heard of hearing) heard(true);
      } catch (error) {
        await next.end().catch(() => undefined);
        if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), LISTEN_RETRY_MS);
        throw error;
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel: string, onMessage: (payload: string) => void, onHeard?: (heard: boolean) => void) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Canal no válido: ${channel}`);
      const handlers = channels.get(channel) ?? new Set();
      const isNew = handlers.size === 0;
      handlers.add(onMessage);
      channels.set(channel, handlers);
      if (client) {
        if (isNew) await client.query(`LISTEN "${channel}"`);
        if (onHeard) {
          hearing.add(onHeard);
          onHeard(true);
        }
      } else {
        // Told once connected, now or after a retry.
        if (onHeard) hearing.add(onHeard);
        await connect();
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => undefined);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Where a lost connection is reported (it is replaced); the console by default. */
      warn?: (line: string) => void;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * PGlite's own start-up settings, with a smaller buffer cache: its files sit in the operating system's
 * page cache anyway, and PostgreSQL's default of 128 MB would stay resident in one process for good.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Creates a new cluster in a worker thread, whose memory is all returned when it ends (see the worker). */
function createClusterInWorker(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./create-cluster.worker.mjs', import.meta.url), { workerData: { dataDir } });
    worker.once('message', () => void worker.terminate().then(() => resolve(), reject));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`No se pudo crear la base de datos en ${dataDir} (código ${code}).`));
    });
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    const warn = options.warn ?? ((line: string) => console.warn(line));
    pool.on('error', (error) => warn(`Conexión a PostgreSQL perdida: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const listener = createPgListener(options.url, warn);
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir && !options.loadDataDir && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    await createClusterInWorker(options.dataDir);
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onMessage, onHeard) => {
      // One process, one connection: once listening, every notification is heard.
      await client.listen(channel, onMessage);
      onHeard?.(true);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
