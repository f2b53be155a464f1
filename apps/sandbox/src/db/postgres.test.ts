import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './createDatabase';
import type { Database } from './Database';
import { allMigrations, migrate } from './migrate';

// The DATABASE_URL path speaks the PostgreSQL wire protocol through `pg`. An embedded PostgreSQL
// behind a socket server stands in for a PostgreSQL server, so the adapter is tested without one.
let server: PGLiteSocketServer;
let embedded: PGlite;
let db: Database;

beforeAll(async () => {
  embedded = await PGlite.create();
  server = new PGLiteSocketServer({ db: embedded, port: 0, host: '127.0.0.1', maxConnections: 10 });
  await server.start();
  db = await createDatabase({ kind: 'postgres', url: `postgresql://postgres@${server.getServerConn()}/postgres` });
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
  await embedded?.close();
});

describe('the PostgreSQL adapter (DATABASE_URL)', () => {
  it('migrates, writes, reads and rolls back a failed transaction', async () => {
    expect(db.engine).toBe('postgres');
    expect(await migrate(db)).toEqual(allMigrations.map((m) => m.name));
    await db.query("INSERT INTO merchants (api_key, name, link_secret) VALUES ('pg', 'Over the wire', 's')");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO merchants (api_key, name, link_secret) VALUES ('pg2', 'Rolled back', 's')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query('SELECT api_key FROM merchants ORDER BY api_key')).toEqual([{ api_key: 'pg' }]);
    expect(await migrate(db)).toEqual([]);
  });
});
