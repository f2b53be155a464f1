import type { AttemptRecord } from './AttemptRecord';
import type { CartVerdict } from './judgeCarts';

/** Everything a chaos run prints at its end. */
export interface ChaosSummary {
  readonly seed: string;
  /** The command that draws the same plan (`--only CART` added replays one cart). */
  readonly replay: string;
  /** Attempts planned. */
  readonly planned: number;
  readonly records: readonly AttemptRecord[];
  readonly verdicts: readonly CartVerdict[];
  /** The sandbox's kills by the harness, self-kills by the crash fault, restarts and downtime. */
  readonly sandbox: {
    readonly kills: number;
    readonly crashes: number;
    readonly restarts: number;
    readonly downMs: number;
  };
  /** Whether every charge had an order or a refund before the recovery wait ended. */
  readonly settled: boolean;
  readonly seconds: { readonly attempts: number; readonly recovery: number; readonly total: number };
  /** Set when the time limit stopped the run before every planned attempt ran. */
  readonly timedOut: boolean;
}
