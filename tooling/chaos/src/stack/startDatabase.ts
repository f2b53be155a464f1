/** A throw-away PostgreSQL cluster on loopback: its URL and the function that removes it. */
export interface ChaosDatabase {
  readonly url: string;
  readonly stop: () => void;
}

interface PostgresScripts {
  ensurePostgres: () => string;
  startPostgresCluster: (options: { bin: string; database?: string }) => Promise<ChaosDatabase>;
}

/** Imports a script of `tooling/scripts` (plain JavaScript shared with `pnpm test`) by its URL. */
async function importScript<T>(name: string): Promise<T> {
  const url = new URL(`../../../scripts/${name}`, import.meta.url).href;
  return (await import(url)) as T;
}

/**
 * Starts the same kind of throw-away cluster `pnpm test` starts (`tooling/scripts/postgres-cluster.mjs`,
 * installing Debian's `postgresql` first when missing and running as root): the chaos run wants the
 * engine where concurrent requests really run at once, with a database that outlives `kill -9`.
 */
export async function startDatabase(): Promise<ChaosDatabase> {
  const { ensurePostgres } = await importScript<Pick<PostgresScripts, 'ensurePostgres'>>('ensure-postgres.mjs');
  const { startPostgresCluster } =
    await importScript<Pick<PostgresScripts, 'startPostgresCluster'>>('postgres-cluster.mjs');
  return startPostgresCluster({ bin: ensurePostgres(), database: 'sandbox_chaos' });
}
