import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../testing/createTestDatabaseUrl';
import { openTestDatabase } from '../testing/openTestDatabase';
import { testEngines } from '../testing/testEngines';
import { createDatabase } from './createDatabase';
import type { Database } from './Database';
import { DataDirLockedError } from './dataDirLock';
import { allMigrations, migrate } from './migrate';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the file-backed database', () => {
  it('migrates once, keeps data across a restart', async () => {
    const first = await createDatabase({ kind: 'directory', path: dataDir });
    expect(await migrate(first)).toEqual(allMigrations.map((m) => m.name));
    await first.query("INSERT INTO merchants (api_key, name, link_secret) VALUES ('m1', 'Merchant', 's')");
    await first.close();

    const second = await createDatabase({ kind: 'directory', path: dataDir });
    expect(await migrate(second)).toEqual([]);
    expect(await second.query('SELECT api_key, name FROM merchants')).toEqual([{ api_key: 'm1', name: 'Merchant' }]);
    await second.close();
  });

  it('refuses a second opening of a folder that is open, and keeps the first one’s writes (issue 26 item 11)', async () => {
    const first = await createDatabase({ kind: 'directory', path: dataDir });
    try {
      await expect(createDatabase({ kind: 'directory', path: dataDir })).rejects.toThrow(DataDirLockedError);
      await first.query("INSERT INTO merchants (api_key, name, link_secret) VALUES ('m2', 'Second', 's')");
    } finally {
      await first.close();
    }
    const reopened = await createDatabase({ kind: 'directory', path: dataDir });
    expect(await reopened.query("SELECT name FROM merchants WHERE api_key = 'm2'")).toEqual([{ name: 'Second' }]);
    await reopened.close();
  });
});

describe.each(testEngines())('the %s database', (engine) => {
  /** Two sandboxes starting at once on one empty database: two connections (PGlite has one). */
  const twoSandboxes = async (): Promise<{ first: Database; second: Database; close: () => Promise<void> }> => {
    if (engine === 'pglite') {
      const db = await openTestDatabase('pglite');
      return { first: db, second: db, close: () => db.close() };
    }
    const created = await createTestDatabaseUrl();
    const [first, second] = await Promise.all([
      createDatabase({ kind: 'postgres', url: created.url }),
      createDatabase({ kind: 'postgres', url: created.url }),
    ]);
    return {
      first,
      second,
      close: async () => {
        await Promise.all([first.close(), second.close()]);
        await created.drop();
      },
    };
  };

  it('migrates once when two sandboxes start on one empty database at the same time (finding 5)', async () => {
    const { first, second, close } = await twoSandboxes();
    try {
      const applied = await Promise.all([migrate(first), migrate(second)]);
      expect(applied.flat().sort()).toEqual(allMigrations.map((m) => m.name).sort());
      expect(await first.query('SELECT count(*)::int AS count FROM schema_migrations')).toEqual([
        { count: allMigrations.length },
      ]);
      expect(await migrate(second)).toEqual([]);

      expect(first.engine).toBe(engine);
      await first.query("INSERT INTO merchants (api_key, name, link_secret) VALUES ('m1', 'Kept', 's')");
      await expect(
        first.transaction(async (tx) => {
          await tx.query("INSERT INTO merchants (api_key, name, link_secret) VALUES ('m2', 'Rolled back', 's')");
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await second.query('SELECT api_key FROM merchants')).toEqual([{ api_key: 'm1' }]);
    } finally {
      await close();
    }
  });
});
