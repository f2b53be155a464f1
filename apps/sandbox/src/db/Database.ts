/** A row as the database returns it. */
export type Row = Record<string, unknown>;

/** The few operations the sandbox needs, the same on PGlite and on PostgreSQL. */
export interface Queryable {
  /** Runs one parameterised statement (`$1`, `$2`, ...) and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A database connection: queries, transactions and shutdown. */
export interface Database extends Queryable {
  /** Runs several statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction; it is rolled back when `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Which engine answers: `pglite` (embedded) or `postgres` (`DATABASE_URL`). */
  readonly engine: 'pglite' | 'postgres';
}
