import type { Database } from '../db/Database';

/** The variable naming a PostgreSQL database in which the tests may create and drop databases. */
export const TEST_DATABASE_URL_VARIABLE = 'SANDBOX_TEST_DATABASE_URL';

/**
 * The engines the database, idempotency, crash and concurrency tests run on: PGlite always,
 * PostgreSQL when `SANDBOX_TEST_DATABASE_URL` is set. `pnpm test` starts a throw-away cluster and
 * sets `SANDBOX_TEST_POSTGRES=required`: then a missing URL fails the tests instead of skipping
 * PostgreSQL.
 */
export function testEngines(env: NodeJS.ProcessEnv = process.env): Database['engine'][] {
  if (env[TEST_DATABASE_URL_VARIABLE]) return ['pglite', 'postgres'];
  if (env.SANDBOX_TEST_POSTGRES === 'required') {
    throw new Error(
      `SANDBOX_TEST_POSTGRES=required but ${TEST_DATABASE_URL_VARIABLE} is not set: PostgreSQL did not start.`,
    );
  }
  return ['pglite'];
}
