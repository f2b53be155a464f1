import { providerMigrations } from '../providers/migrations';
import type { Database } from './Database';
import { type Migration, migrations } from './migrations';

/** Every migration of the sandbox, in order: the platform's tables, then the provider sandboxes'. */
export const allMigrations: readonly Migration[] = [...migrations, ...providerMigrations];

/** Applies every migration not yet recorded in `schema_migrations`, in order, each in a transaction. */
export async function migrate(db: Database, list: readonly Migration[] = allMigrations): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const migration of list) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    });
    applied.push(migration.name);
  }
  return applied;
}
