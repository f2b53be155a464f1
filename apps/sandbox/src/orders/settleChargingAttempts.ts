import { IDEMPOTENCY_LEASE_MS } from '../idempotency/runIdempotent';
import type { FindProvider } from '../providers/FindProvider';
import type { SandboxContext } from '../SandboxContext';
import { giveUpDraft } from './giveUpDraft';
import { DRAFT_TTL_MS } from './lockCartForOrder';
import { chargingAttempts } from './payAttempts';
import { type Settlement, settlePayAttempt } from './settlePayAttempt';

/** How many attempts each settlement reached, and the stale drafts it opened or gave up. */
export type SettlementCounts = Record<Settlement | 'draftsOpened' | 'draftsGivenUp', number>;

/** Takes a cart for the settlement unless a request holds it; the release, or `null`. */
async function leaseCart(ctx: SandboxContext, cartId: string, holder: string) {
  const now = ctx.now();
  const [taken] = await ctx.db.query(
    `UPDATE carts SET lock_holder = $2, lock_until = $3
     WHERE id = $1 AND (lock_until IS NULL OR lock_until <= $4) RETURNING id`,
    [cartId, holder, new Date(now.getTime() + IDEMPOTENCY_LEASE_MS), now],
  );
  if (!taken) return null;
  return async () => {
    await ctx.db.query('UPDATE carts SET lock_holder = NULL, lock_until = NULL WHERE id = $1 AND lock_holder = $2', [
      cartId,
      holder,
    ]);
  };
}

/**
 * Settles every attempt left `charging` whose cart no request holds (its lock's lease ended: the
 * request crashed or gave up), one cart at a time under a lease of its own, so that no charge stays
 * without an order or a refund. Drafts older than `DRAFT_TTL_MS` are settled too, as a provider's
 * webhook would: a payment the provider took after the order was created (a 3-D Secure challenge, a
 * hosted page) whose word never reached the platform opens its order; one never paid is given up.
 * Run at start-up and every `SANDBOX_SETTLE_EVERY_MS` (30 s).
 */
export async function settleChargingAttempts(ctx: SandboxContext, findProvider: FindProvider) {
  const counts: SettlementCounts = {
    ordered: 0,
    refunded: 0,
    failed: 0,
    void: 0,
    moved: 0,
    draftsOpened: 0,
    draftsGivenUp: 0,
  };
  for (const attempt of await chargingAttempts(ctx.db)) {
    const release = await leaseCart(ctx, attempt.cart_id, `settle:${attempt.id}`);
    if (!release) continue;
    try {
      counts[await settlePayAttempt(ctx, findProvider, attempt, { complete: true })] += 1;
    } finally {
      await release();
    }
  }
  const drafts = await ctx.db.query<{ id: string; cart_id: string; gateway: string; payment_reference: string | null }>(
    "SELECT id, cart_id, gateway, payment_reference FROM orders WHERE status = 'draft' AND created_at <= $1",
    [new Date(ctx.now().getTime() - DRAFT_TTL_MS)],
  );
  for (const draft of drafts) {
    const release = await leaseCart(ctx, draft.cart_id, `settle:${draft.id}`);
    if (!release) continue;
    try {
      const status = await giveUpDraft(ctx, findProvider, draft);
      if (status === 'open') counts.draftsOpened += 1;
      else if (status === 'cancelled') counts.draftsGivenUp += 1;
    } finally {
      await release();
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
