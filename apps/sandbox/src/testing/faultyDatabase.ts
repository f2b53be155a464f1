import type { Database, Queryable } from '../db/Database';

/**
 * What goes wrong at the first statement matching `at`: `crash` ends the process there (the
 * statement never runs, an open transaction is rolled back as PostgreSQL does when a connection
 * drops, and nothing the process does afterwards reaches the database or settles); `error`
 * makes that one statement fail as a database error would, once.
 */
export interface DatabaseFault {
  kind: 'crash' | 'error';
  at: RegExp;
}

/** Thrown inside a transaction to roll it back when the process "dies" there. */
class SimulatedCrash extends Error {}

/** A promise that never settles: what every caller of a dead process waits for. */
const never = () => new Promise<never>(() => {});

/**
 * Wraps a database so that a test can crash "the process" using it (another app on the same
 * database plays the restarted process), or make one statement fail.
 */
export function faultyDatabase(db: Database, fault: DatabaseFault): Database & { readonly struck: boolean } {
  let struck = false;
  let crashed = false;
  /** Whether the statement is hit: the first match strikes; after a crash every statement is. */
  const hit = (sql: string) => {
    if (crashed) return true;
    if (struck || !fault.at.test(sql)) return false;
    struck = true;
    if (fault.kind === 'crash') crashed = true;
    return true;
  };
  const wrap = (target: Queryable, inTransaction: boolean): Queryable => ({
    query: (sql, params) => {
      if (!hit(sql)) return target.query(sql, params);
      if (fault.kind === 'error')
        return Promise.reject(new Error('terminating connection due to administrator command'));
      return inTransaction ? Promise.reject(new SimulatedCrash()) : never();
    },
  });
  return {
    engine: db.engine,
    get struck() {
      return struck;
    },
    query: wrap(db, false).query,
    exec: (sql) => (crashed ? never() : db.exec(sql)),
    transaction: async (work) => {
      if (crashed) return never();
      try {
        return await db.transaction(async (tx) => {
          const result = await work(wrap(tx, true));
          // A dead process never commits, even if its code swallowed the failure.
          if (crashed) throw new SimulatedCrash();
          return result;
        });
      } catch (error) {
        if (crashed) return never();
        throw error;
      }
    },
    // The database belongs to the test's sandbox, which closes it.
    close: async () => {},
  };
}
