import type { Database } from './db/Database';

/** What every route module of the sandbox is given. */
export interface SandboxContext {
  db: Database;
  /** Origin under which browsers reach the sandbox: hosted provider pages and SDK doubles live there. */
  publicUrl: string;
  /** The current time; tests replace it. */
  now: () => Date;
}
