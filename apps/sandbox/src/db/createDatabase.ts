import { mkdirSync } from 'node:fs';
import type { Database, Queryable, Row } from './Database';
import { lockDataDir } from './dataDirLock';

/** Where the sandbox keeps its data. */
export type DatabaseLocation =
  | { kind: 'memory' }
  | { kind: 'directory'; path: string }
  | { kind: 'postgres'; url: string };

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // PGlite does not lock its folder: a second process on it would silently lose writes.
  const lock = dataDir ? lockDataDir(dataDir) : null;
  let db: InstanceType<typeof PGlite>;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    db = dataDir ? new PGlite(dataDir) : new PGlite();
    await db.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const wrap = (q: Pick<typeof db, 'query'>): Queryable => ({
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await q.query<T>(sql, [...params])).rows,
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: async () => {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const query = async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
    (await pool.query<T>(sql, [...params])).rows;
  return {
    engine: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<T>(sql, [...params])).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens the sandbox database: embedded PGlite (in memory or file-backed) or PostgreSQL. */
export function createDatabase(location: DatabaseLocation): Promise<Database> {
  switch (location.kind) {
    case 'memory':
      return openPglite(undefined);
    case 'directory':
      return openPglite(location.path);
    case 'postgres':
      return openPostgres(location.url);
    default:
      return location satisfies never;
  }
}
