import type { Queryable } from '../db/Database';
import type { OrderDocument } from '../store/orders';
import { movePayAttempt, type PayAttemptRecord } from './payAttempts';

/** An attempt's order as it is written: open when paid, a draft while its payment waits at the provider. */
export interface OrderWrite {
  attempt: PayAttemptRecord;
  status: 'open' | 'draft';
  /** The provider's id of the payment. */
  reference: string;
  document: OrderDocument;
  now: Date;
}

/**
 * Writes an attempt's order inside `tx`: the order, its cart (a paid order closes it, a draft is
 * named on it as `draft_id`, spec §3), the cart's lock released, and the attempt moved on from
 * `charging`. `false`, with nothing written, when the attempt was no longer charging (another
 * request or the settlement wrote or refunded it first).
 */
export async function writeOrder(tx: Queryable, write: OrderWrite): Promise<boolean> {
  const { attempt, status, now } = write;
  if (!(await movePayAttempt(tx, attempt.id, status === 'open' ? 'ordered' : 'pending', now, 'charging'))) return false;
  const document: OrderDocument = {
    ...write.document,
    confirmation: { ...write.document.confirmation, order: { ...write.document.confirmation.order, status } },
  };
  await tx.query(
    `INSERT INTO orders (id, api_key, cart_id, status, gateway, payment_reference, document, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      attempt.order_id,
      attempt.api_key,
      attempt.cart_id,
      status,
      attempt.gateway,
      write.reference,
      JSON.stringify(document),
      now,
    ],
  );
  await tx.query(
    `UPDATE carts SET status = $2, document = jsonb_set(document, '{draft_id}', $3::jsonb),
       lock_holder = NULL, lock_until = NULL, updated_at = now() WHERE id = $1`,
    [
      attempt.cart_id,
      status === 'open' ? 'ordered' : 'open',
      JSON.stringify(status === 'draft' ? attempt.order_id : null),
    ],
  );
  return true;
}
