import type { PayAttempt } from './createPayAttempt';

/**
 * Where the host keeps one cart's pay attempt so that it survives a reload (the checkout: the tab's
 * `sessionStorage`, per api key and cart). `read` returns what was written, or anything else the storage
 * holds (planted, corrupted, older): `runPayAttempt` checks it before use.
 */
export interface PayAttemptStore {
  /** The kept attempt as written, or `null`. */
  read(): unknown;
  /** Keeps `attempt`, replacing the one before. */
  write(attempt: PayAttempt): void;
  /** Forgets the attempt: it has an outcome. */
  clear(): void;
}
