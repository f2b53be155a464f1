import type { Database, Queryable } from './Database';

/**
 * A transaction seen as a database, for code written against {@link Database} (a provider
 * sandbox): its statements and nested transactions run inside `tx`, and it cannot be closed.
 */
export function joinTransaction(tx: Queryable, engine: Database['engine']): Database {
  return {
    engine,
    query: (sql, params) => tx.query(sql, params),
    exec: async (sql) => {
      await tx.query(sql);
    },
    transaction: (work) => work(tx),
    close: () => Promise.reject(new Error('A joined transaction is closed by its owner.')),
  };
}
