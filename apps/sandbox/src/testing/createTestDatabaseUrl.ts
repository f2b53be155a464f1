import { randomBytes } from 'node:crypto';
import { TEST_DATABASE_URL_VARIABLE } from './testEngines';

/** A new empty database in the test cluster: its URL, and `drop()` for after the file. */
export interface TestDatabaseUrl {
  url: string;
  drop: () => Promise<void>;
}

async function admin<T>(work: (query: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const url = process.env[TEST_DATABASE_URL_VARIABLE];
  if (!url) throw new Error(`${TEST_DATABASE_URL_VARIABLE} is not set: there is no PostgreSQL to test against.`);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/**
 * Creates a database of its own for one test file in the cluster `SANDBOX_TEST_DATABASE_URL`
 * names, so files running at once never share tables.
 */
export async function createTestDatabaseUrl(): Promise<TestDatabaseUrl> {
  const name = `sandbox_${randomBytes(6).toString('hex')}`;
  await admin((query) => query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env[TEST_DATABASE_URL_VARIABLE] as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((query) => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
