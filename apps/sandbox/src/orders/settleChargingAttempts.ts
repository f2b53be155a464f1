import { IDEMPOTENCY_LEASE_MS } from '../idempotency/runIdempotent';
import type { FindProvider } from '../providers/FindProvider';
import type { SandboxContext } from '../SandboxContext';
import { chargingAttempts } from './payAttempts';
import { type Settlement, settlePayAttempt } from './settlePayAttempt';

/** How many attempts each settlement reached. */
export type SettlementCounts = Record<Settlement, number>;

/**
 * Settles every attempt left `charging` whose cart no request holds (its lock's lease ended: the
 * request crashed or gave up), one cart at a time under a lease of its own, so that no charge stays
 * without an order or a refund. Run at start-up and every `SANDBOX_SETTLE_EVERY_MS` (30 s).
 */
export async function settleChargingAttempts(ctx: SandboxContext, findProvider: FindProvider) {
  const counts: SettlementCounts = { ordered: 0, refunded: 0, failed: 0, void: 0, moved: 0 };
  for (const attempt of await chargingAttempts(ctx.db)) {
    const holder = `settle:${attempt.id}`;
    const now = ctx.now();
    const [taken] = await ctx.db.query(
      `UPDATE carts SET lock_holder = $2, lock_until = $3
       WHERE id = $1 AND (lock_until IS NULL OR lock_until <= $4) RETURNING id`,
      [attempt.cart_id, holder, new Date(now.getTime() + IDEMPOTENCY_LEASE_MS), now],
    );
    if (!taken) continue;
    try {
      counts[await settlePayAttempt(ctx, findProvider, attempt, { complete: true })] += 1;
    } finally {
      await ctx.db.query('UPDATE carts SET lock_holder = NULL, lock_until = NULL WHERE id = $1 AND lock_holder = $2', [
        attempt.cart_id,
        holder,
      ]);
    }
  }
  return counts;
}

/**
 * Ends every lease at once: for a database only this process uses (the embedded one, held by the
 * data folder's lock), so at start-up no request of a crashed process can still be running.
 */
export async function endLeasesOfDeadProcesses(ctx: SandboxContext): Promise<void> {
  const now = ctx.now();
  await ctx.db.query("UPDATE idempotency_records SET lease_until = $1 WHERE state = 'running'", [now]);
  await ctx.db.query('UPDATE carts SET lock_holder = NULL, lock_until = NULL WHERE lock_holder IS NOT NULL');
}
