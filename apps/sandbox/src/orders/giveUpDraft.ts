import type { FindProvider } from '../providers/FindProvider';
import type { SandboxContext } from '../SandboxContext';
import { settleOrder } from '../store/orders';
import type { DraftOrder } from './lockCartForOrder';

/**
 * Gives a draft order up, as a platform does with a payment left open: its provider payment is
 * expired first, so it can no longer be paid, and the draft is cancelled; a payment the provider
 * reports paid opens the order instead. Returns the order's status afterwards.
 */
export async function giveUpDraft(ctx: SandboxContext, findProvider: FindProvider, draft: DraftOrder) {
  const provider = findProvider(draft.gateway);
  const verdict =
    draft.payment_reference && provider?.expire ? await provider.expire(draft.payment_reference, ctx) : 'expired';
  return settleOrder(ctx.db, draft.id, verdict === 'paid' ? 'paid' : 'failed');
}
