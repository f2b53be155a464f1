import type { Database } from './db/Database';

/** What every route module of the sandbox is given. */
export interface SandboxContext {
  db: Database;
  /** Origin under which browsers reach the sandbox: hosted provider pages and SDK doubles live there. */
  publicUrl: string;
  /**
   * Whether hosted pages, 3-D Secure challenges and the provider APIs SDKs call are named on the
   * providers' own hosts (`SANDBOX_PROVIDER_HOSTS`, see `browserUrl`). Defaults to `false`.
   */
  providerHosts?: boolean;
  /** The current time; tests replace it. */
  now: () => Date;
  /**
   * Whether a request may kill the process with `X-Sandbox-Fault: crash=after-charge`
   * (`SANDBOX_CRASH_FAULTS=1`: crash tests and `pnpm chaos` only). Defaults to `false`.
   */
  crashFaults?: boolean;
}
