import type { Queryable } from '../../db/Database';

/** A payment method a provider stored for a customer (a card, a mandate, a vaulted nonce). */
export interface StoredPaymentMethod {
  /** The provider's id for it (`pm_...`, `mdt_...`); recording the same id twice keeps the first. */
  id: string;
  customerId: string;
  orderId: string | null;
  provider: string;
  document: Record<string, unknown>;
}

/**
 * Records a payment method in `payment_methods` (the update flow's result). Returns `false`
 * when the customer is unknown, so a provider never invents a customer.
 */
export async function recordPaymentMethod(db: Queryable, method: StoredPaymentMethod): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_methods (id, customer_id, order_id, provider, document)
     SELECT $1, $2, (SELECT id FROM orders WHERE id = $3), $4, $5
     WHERE EXISTS (SELECT 1 FROM customers WHERE id = $2)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [method.id, method.customerId, method.orderId, method.provider, JSON.stringify(method.document)],
  );
  if (rows.length > 0) return true;
  const [existing] = await db.query('SELECT id FROM payment_methods WHERE id = $1', [method.id]);
  return existing !== undefined;
}
