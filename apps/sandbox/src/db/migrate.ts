import { providerMigrations } from '../providers/migrations';
import type { Database } from './Database';
import { type Migration, migrations } from './migrations';

/** Every migration of the sandbox, in order: the platform's tables, then the provider sandboxes'. */
export const allMigrations: readonly Migration[] = [...migrations, ...providerMigrations];

/** The advisory lock every sandbox takes to migrate (any number they all agree on). */
const MIGRATION_LOCK = 4_010_001;

/**
 * Applies every migration not yet recorded in `schema_migrations`, in order, all in one
 * transaction under an advisory lock: sandboxes starting together on one database take turns, and
 * the later ones find the work done. (Without the lock both read "nothing applied" and the second
 * fails; even `CREATE TABLE IF NOT EXISTS` races in PostgreSQL.) Returns the names it applied.
 */
export async function migrate(db: Database, list: readonly Migration[] = allMigrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.name)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
