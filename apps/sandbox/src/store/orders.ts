import type { Queryable } from '../db/Database';

/** What the sandbox keeps of an order (`orders.document`): the wire confirmation plus the inputs. */
export interface OrderDocument {
  confirmation: {
    order: {
      id: string;
      /** The cart the order is for (absent on orders stored before it was kept; the order's row has it). */
      cart_id?: string;
      number: string;
      status: string;
      currency: string;
      sum_total_due: string;
      created_at: string;
      /** What the shopper chose (absent on orders stored before they were kept). */
      shipping_method?: { id: string; name: string; price: string } | null;
      delivery?: { date: string | null; timeslot: string | null } | null;
      voucher?: { code: string; discount: string } | null;
      billing_address?: Record<string, unknown> | null;
      shipping_address?: Record<string, unknown> | null;
    };
    items: { id: string; sku: string; name: string; quantity: number; price: string; total: string }[];
  };
  contact: Record<string, unknown>;
  shipping: string | null;
  checkboxes: Record<string, boolean>;
  extras: { name: string; value: unknown }[];
}

/** An order row. */
export interface OrderRecord {
  id: string;
  api_key: string;
  cart_id: string;
  customer_id: string | null;
  /** `draft` while a redirect payment is pending, `open` once paid, `cancelled` when given up. */
  status: 'draft' | 'open' | 'cancelled' | 'fulfilled';
  gateway: string;
  payment_reference: string | null;
  document: OrderDocument;
}

/** The merchant's order with this id, or `null`. */
export async function findOrder(db: Queryable, apiKey: string, orderId: string): Promise<OrderRecord | null> {
  const [row] = await db.query<OrderRecord & Record<string, unknown>>(
    'SELECT id, api_key, cart_id, customer_id, status, gateway, payment_reference, document FROM orders WHERE api_key = $1 AND id = $2',
    [apiKey, orderId],
  );
  return row ?? null;
}

/** The order with this provider payment reference (intent id, payment id), or `null`. */
export async function findOrderByPaymentReference(db: Queryable, reference: string): Promise<OrderRecord | null> {
  const [row] = await db.query<OrderRecord & Record<string, unknown>>(
    'SELECT id, api_key, cart_id, customer_id, status, gateway, payment_reference, document FROM orders WHERE payment_reference = $1',
    [reference],
  );
  return row ?? null;
}

/** The cart's live order (a draft or an open one; at most one, by `orders_one_per_cart`), or `null`. */
export async function findLiveOrder(
  db: Queryable,
  cartId: string,
): Promise<(Pick<OrderRecord, 'id' | 'status' | 'gateway' | 'payment_reference'> & { created_at: Date }) | null> {
  const [row] = await db.query<
    Pick<OrderRecord, 'id' | 'status' | 'gateway' | 'payment_reference'> & { created_at: Date }
  >(
    "SELECT id, status, gateway, payment_reference, created_at FROM orders WHERE cart_id = $1 AND status <> 'cancelled'",
    [cartId],
  );
  return row ?? null;
}

/**
 * Settles a pending (draft) order after its provider return: `paid` opens it, `failed` cancels it.
 * Either way the cart's `draft_id` no longer names it. Returns the order's status afterwards; an
 * order that is no longer a draft keeps its status.
 */
export async function settleOrder(db: Queryable, orderId: string, outcome: 'paid' | 'failed'): Promise<string | null> {
  const next = outcome === 'paid' ? 'open' : 'cancelled';
  await db.query(
    `UPDATE orders SET status = $2,
       document = jsonb_set(document, '{confirmation,order,status}', to_jsonb($2::text))
     WHERE id = $1 AND status = 'draft'`,
    [orderId, next],
  );
  const [row] = await db.query<{ status: string; cart_id: string }>(
    'SELECT status, cart_id FROM orders WHERE id = $1',
    [orderId],
  );
  if (row) {
    // The pay attempt that wrote the draft goes with it: ordered once paid, failed once given up.
    await db.query(
      `UPDATE pay_attempts SET state = CASE WHEN $2 = 'open' THEN 'ordered' ELSE 'failed' END, updated_at = now()
       WHERE order_id = $1 AND state = 'pending' AND $2 IN ('open', 'cancelled')`,
      [orderId, row.status],
    );
    // A paid order closes its cart, as an order paid at once does; the cart names only a live draft.
    await db.query(
      `UPDATE carts SET status = CASE WHEN $3 = 'open' THEN 'ordered' ELSE status END,
         document = jsonb_set(document, '{draft_id}', 'null'::jsonb)
       WHERE id = $1 AND (document->>'draft_id' = $2 OR $3 = 'open')`,
      [row.cart_id, orderId, row.status],
    );
  }
  return row?.status ?? null;
}
