import { providerRecordOf, recordRefund } from '../providers/authorizeOnce';
import type { FindProvider } from '../providers/FindProvider';
import type { SandboxContext } from '../SandboxContext';
import { movePayAttempt, type PayAttemptRecord, providerKeyOf } from './payAttempts';
import { writeOrder } from './writeOrder';

/** What became of a charging attempt: its order written, its charge refunded, declined, or never charged. */
export type Settlement = 'ordered' | 'refunded' | 'failed' | 'void' | 'moved';

/**
 * Settles an attempt left `charging` by a request that did not finish (a crash, a lost lease, a
 * new request for another amount), as a platform reconciles with its provider. The caller holds
 * the cart (an order request's lock or the settlement's lease). What the provider recorded under
 * the attempt's key decides: nothing (it never got the request) is `void`; a decline is `failed`;
 * a payment left open at the provider (a redirect nobody saw) is expired first; money taken
 * writes the attempt's order when `complete` and the cart can still take it, and is refunded
 * otherwise. `moved` when another request or settlement moved the attempt on first.
 */
export async function settlePayAttempt(
  ctx: SandboxContext,
  findProvider: FindProvider,
  attempt: PayAttemptRecord,
  options: { complete: boolean },
): Promise<Settlement> {
  const key = providerKeyOf(attempt);
  const move = async (to: 'failed' | 'void'): Promise<Settlement> =>
    (await movePayAttempt(ctx.db, attempt.id, to, ctx.now(), 'charging')) ? to : 'moved';
  const outcome = (await providerRecordOf(ctx.db, attempt.api_key, attempt.gateway, key))?.outcome;
  if (!outcome) return move('void');
  if (outcome.kind === 'declined' || outcome.kind === 'invalid') return move('failed');
  if (outcome.kind !== 'paid') {
    const expire = findProvider(attempt.gateway)?.expire;
    if (!expire || (await expire(outcome.reference, ctx)) !== 'paid') return move('void');
  }
  if (options.complete) {
    const written = await ctx.db
      .transaction(async (tx) => {
        const [cart] = await tx.query<{ status: string }>('SELECT status FROM carts WHERE id = $1 FOR UPDATE', [
          attempt.cart_id,
        ]);
        const [live] = await tx.query("SELECT id FROM orders WHERE cart_id = $1 AND status <> 'cancelled'", [
          attempt.cart_id,
        ]);
        if (cart?.status !== 'open' || live) return false;
        return writeOrder(tx, {
          attempt,
          status: 'open',
          reference: outcome.reference,
          document: attempt.order_document,
          now: ctx.now(),
        });
      })
      .catch((error: unknown) => {
        console.error(error);
        return false;
      });
    if (written) return 'ordered';
  }
  return ctx.db.transaction(async (tx): Promise<Settlement> => {
    if (!(await movePayAttempt(tx, attempt.id, 'refunded', ctx.now(), 'charging'))) return 'moved';
    await recordRefund(tx, attempt.api_key, attempt.gateway, key, ctx.now());
    return 'refunded';
  });
}
