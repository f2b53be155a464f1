import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './createDatabase';
import { allMigrations, migrate } from './migrate';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('sandbox database', () => {
  it('migrates once, keeps data across a restart of a file-backed database', async () => {
    const first = await createDatabase({ kind: 'directory', path: dataDir });
    expect(await migrate(first)).toEqual(allMigrations.map((m) => m.name));
    await first.query("INSERT INTO merchants (api_key, name, link_secret) VALUES ('m1', 'Merchant', 's')");
    await first.close();

    const second = await createDatabase({ kind: 'directory', path: dataDir });
    expect(await migrate(second)).toEqual([]);
    expect(await second.query('SELECT api_key, name FROM merchants')).toEqual([{ api_key: 'm1', name: 'Merchant' }]);
    await second.close();
  });

  it('rolls a transaction back when its work throws', async () => {
    const db = await createDatabase({ kind: 'memory' });
    await migrate(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO merchants (api_key, name, link_secret) VALUES ('m2', 'M', 's')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query('SELECT * FROM merchants')).toEqual([]);
    await db.close();
  });
});
