import type { Queryable } from '../db/Database';
import type { CartDocument, CartStatus } from './records';

/** A stored cart with its status. */
export interface StoredCart {
  status: CartStatus;
  document: CartDocument;
}

/** The merchant's cart with this id, or `null` (also when it belongs to another merchant). */
export async function findCart(db: Queryable, apiKey: string, cartId: string): Promise<StoredCart | null> {
  const [row] = await db.query<{ status: CartStatus; document: CartDocument }>(
    'SELECT status, document FROM carts WHERE api_key = $1 AND id = $2',
    [apiKey, cartId],
  );
  return row ? { status: row.status, document: row.document } : null;
}

/** Inserts or replaces a cart document. */
export async function saveCart(
  db: Queryable,
  apiKey: string,
  document: CartDocument,
  status: CartStatus = 'open',
): Promise<void> {
  await db.query(
    `INSERT INTO carts (id, api_key, status, document) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET status = $3, document = $4, updated_at = now() WHERE carts.api_key = $2`,
    [document.id, apiKey, status, JSON.stringify(document)],
  );
}
