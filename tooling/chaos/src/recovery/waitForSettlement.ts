import type { LedgerCart } from '../LedgerSchema';
import { readCartLedgers } from './readCartLedgers';
import { readLedger } from './readLedger';

/** Options of {@link waitForSettlement}. */
export interface SettlementWait {
  readonly sandboxUrl: string;
  readonly apiKey: string;
  /** The run's carts (the merchant has seeded ones too). */
  readonly cartIds: ReadonlySet<string>;
  /** Epoch ms after which it stops waiting. */
  readonly until: number;
}

/** What the wait saw last. */
export interface Settlement {
  /** Whether every charge had an order or a refund before `until`. */
  readonly settled: boolean;
  readonly waitedMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const orphaned = (cart: LedgerCart) => cart.charges - cart.refunds > cart.orders;

/**
 * Reads the ledger until no cart of the run has a charge without an order or a refund (the
 * sandbox settles an attempt charged without an order once its lease has expired, at start-up and
 * every `SANDBOX_SETTLE_EVERY_MS`), or until `until`. One read of the merchant's ledger per round;
 * the carts it shows orphaned are read again one by one before they count. An unreachable sandbox
 * is asked again.
 */
export async function waitForSettlement(wait: SettlementWait): Promise<Settlement> {
  const started = Date.now();
  for (;;) {
    try {
      const suspects = (await readLedger(wait.sandboxUrl, wait.apiKey))
        .filter((cart) => wait.cartIds.has(cart.cart_id) && orphaned(cart))
        .map((cart) => cart.cart_id);
      const confirmed = (await readCartLedgers(wait.sandboxUrl, wait.apiKey, suspects)).filter(orphaned);
      if (confirmed.length === 0) return { settled: true, waitedMs: Date.now() - started };
    } catch (error) {
      if (Date.now() >= wait.until) throw error;
    }
    if (Date.now() >= wait.until) return { settled: false, waitedMs: Date.now() - started };
    await sleep(1000);
  }
}
