import { parseArgs } from 'node:util';
import type { DatabaseLocation } from '../db/createDatabase';

/** How the sandbox process runs. */
export interface SandboxOptions {
  port: number;
  host: string;
  database: DatabaseLocation;
  /** Wipe the data and seed it again before serving. */
  reset: boolean;
  /** Name provider pages and APIs on the providers' own hosts (`SANDBOX_PROVIDER_HOSTS=1`). */
  providerHosts: boolean;
  /** Let a request kill the process at a chosen point (`SANDBOX_CRASH_FAULTS=1`). */
  crashFaults: boolean;
  /** How often charges left without an order are settled (`SANDBOX_SETTLE_EVERY_MS`, 30 000). */
  settleEveryMs: number;
}

/**
 * Reads the sandbox's options from flags and environment: `--port`/`PORT` (4010),
 * `--host`/`HOST` (127.0.0.1), `--memory`, `--data-dir`/`SANDBOX_DATA_DIR` (`defaultDataDir`),
 * `DATABASE_URL` (a PostgreSQL server instead of the embedded database), `--reset`,
 * `SANDBOX_PROVIDER_HOSTS` (`1` or `true`: provider pages on the providers' hosts),
 * `SANDBOX_CRASH_FAULTS` (`1` or `true`: `X-Sandbox-Fault: crash=…` kills the process),
 * `SANDBOX_SETTLE_EVERY_MS` (settlement period, at least 100 ms).
 */
export function readSandboxOptions(argv: string[], env: NodeJS.ProcessEnv, defaultDataDir: string): SandboxOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      memory: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const port = Number(values.port ?? env.PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid port: ${values.port ?? env.PORT}`);
  const databaseUrl = env.DATABASE_URL?.trim();
  const database: DatabaseLocation = values.memory
    ? { kind: 'memory' }
    : databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'directory', path: values['data-dir'] ?? env.SANDBOX_DATA_DIR ?? defaultDataDir };
  const isOn = (value: string | undefined) => ['1', 'true'].includes(value?.trim().toLowerCase() ?? '');
  const settleEveryMs = Number(env.SANDBOX_SETTLE_EVERY_MS ?? 30_000);
  if (!Number.isInteger(settleEveryMs) || settleEveryMs < 100)
    throw new Error(`Invalid SANDBOX_SETTLE_EVERY_MS: ${env.SANDBOX_SETTLE_EVERY_MS}`);
  return {
    port,
    host: values.host ?? env.HOST ?? '127.0.0.1',
    database,
    reset: values.reset,
    providerHosts: isOn(env.SANDBOX_PROVIDER_HOSTS),
    crashFaults: isOn(env.SANDBOX_CRASH_FAULTS),
    settleEveryMs,
  };
}
