import type { Database } from '../db/Database';
import { findLiveOrder, type OrderRecord } from '../store/orders';
import type { CartDocument } from '../store/records';

/** After this long a draft (a payment left open at its provider) no longer holds its cart against a new attempt. */
export const DRAFT_TTL_MS = 30 * 60_000;

/** The draft order a new attempt may give up. */
export type DraftOrder = Pick<OrderRecord, 'id' | 'gateway' | 'payment_reference'>;

/** What {@link lockCartForOrder} found. */
export type CartLock =
  /** The attempt holds the cart: `renew` extends the lock, `release` gives it back. */
  | {
      kind: 'locked';
      document: CartDocument;
      renew: (until: Date) => Promise<void>;
      release: () => Promise<void>;
    }
  /** The cart has a live order (open, or a draft that still holds it). */
  | { kind: 'ordered'; orderId: string }
  /** Another attempt holds the cart and is still running. */
  | { kind: 'busy' }
  /** A draft the attempt may give up first: older than {@link DRAFT_TTL_MS}, or named by the attempt's `draft_id`. */
  | { kind: 'stale_draft'; draft: DraftOrder };

/** Who asks for the cart, until when, and what the attempt knows of a draft. */
export interface CartLockRequest {
  apiKey: string;
  cartId: string;
  /** The attempt's id (kept when a retry takes its key over, so the retry holds the same lock). */
  holder: string;
  until: Date;
  now: Date;
  /** The order payload's `draft_id`: the draft the shopper saw on the cart (spec §3). */
  draftId: string | null;
  /** The provider payment the attempt pays with, when it names one (a draft paying its own payment again continues it). */
  payment: string | null;
}

/**
 * Takes the cart for an order attempt before any provider is called: under the cart row's lock,
 * in one transaction, it checks for a live order and for another running attempt, then records
 * this attempt as the holder until `until`. A second attempt on the cart is refused here, before
 * it could charge anything.
 */
export async function lockCartForOrder(db: Database, request: CartLockRequest): Promise<CartLock> {
  const { cartId, holder } = request;
  const taken = await db.transaction(async (tx): Promise<Exclude<CartLock, { kind: 'locked' }> | CartDocument> => {
    const [cart] = await tx.query<{ document: CartDocument; lock_holder: string | null; lock_until: Date | null }>(
      'SELECT document, lock_holder, lock_until FROM carts WHERE api_key = $1 AND id = $2 FOR UPDATE',
      [request.apiKey, cartId],
    );
    if (!cart) throw new Error(`The cart ${cartId} disappeared while being ordered.`);
    const live = await findLiveOrder(tx, cartId);
    if (live && live.status !== 'draft') return { kind: 'ordered', orderId: live.id };
    if (live && live.payment_reference !== request.payment) {
      const stale = new Date(live.created_at).getTime() <= request.now.getTime() - DRAFT_TTL_MS;
      return stale || live.id === request.draftId
        ? { kind: 'stale_draft', draft: live }
        : { kind: 'ordered', orderId: live.id };
    }
    const heldByOther =
      cart.lock_holder !== null &&
      cart.lock_holder !== holder &&
      cart.lock_until !== null &&
      new Date(cart.lock_until) > request.now;
    if (heldByOther) return { kind: 'busy' };
    await tx.query('UPDATE carts SET lock_holder = $2, lock_until = $3 WHERE id = $1', [cartId, holder, request.until]);
    return cart.document;
  });
  if ('kind' in taken) return taken;
  return {
    kind: 'locked',
    document: taken,
    renew: async (until) => {
      await db.query('UPDATE carts SET lock_until = $3 WHERE id = $1 AND lock_holder = $2', [cartId, holder, until]);
    },
    release: async () => {
      await db.query('UPDATE carts SET lock_holder = NULL, lock_until = NULL WHERE id = $1 AND lock_holder = $2', [
        cartId,
        holder,
      ]);
    },
  };
}
