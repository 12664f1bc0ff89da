// The embedded database: a new DATA_DIR gets its cluster (created in a worker thread, see
// create-cluster.worker.mjs), and what is stored there is still there after the server reopens it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client';
import { presetSuggestions } from './schema';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-db-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded database in DATA_DIR', () => {
  // Creating a cluster runs initdb in WebAssembly: seconds on a quiet machine, more when every core is busy.
  it('creates a new folder, keeps what is written across a reopen, and uses the small buffer cache', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'nested', 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      await migrateDatabase(first);
      await first.db.insert(presetSuggestions).values({ textPrompt: 'Un dragón que aprende a cantar' });
    } finally {
      await first.close();
    }

    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await migrateDatabase(again);
      const rows = await again.db.select({ text: presetSuggestions.textPrompt }).from(presetSuggestions);
      expect(rows.map((r) => r.text)).toEqual(['Un dragón que aprende a cantar']);
      const setting = await again.db.execute<{ shared_buffers: string }>('show shared_buffers');
      expect((setting as unknown as { rows: { shared_buffers: string }[] }).rows[0].shared_buffers).toBe('32MB');
    } finally {
      await again.close();
    }
  });
});
