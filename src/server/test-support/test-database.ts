// A fresh, migrated database per test file, cheaply: the global set-up migrates once (a PGlite data
// folder dumped to a file, and a PostgreSQL template database when TEST_DATABASE_URL is set), and
// each file starts from a copy of it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client';

/** Changes whenever a migration changes, so a stale template is never reused. */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), `cuentos-magicos-pglite-${migrationsHash()}.tar.gz`);
}

export function postgresTemplateName(): string {
  return `cm_template_${migrationsHash()}`;
}

export async function preparePgliteTemplate(): Promise<void> {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return;
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await handle.close();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function preparePostgresTemplate(adminUrl: string): Promise<void> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return;
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl, name), poolSize: 1 });
  await migrateDatabase(handle);
  await handle.close();
}

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const file = pgliteTemplateFile();
    if (!fs.existsSync(file)) await preparePgliteTemplate();
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(file)]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `cm_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Copies of one template cannot start at the same instant; retry briefly when another is copying.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${postgresTemplateName()}"`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl, name), poolSize: 10 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}
