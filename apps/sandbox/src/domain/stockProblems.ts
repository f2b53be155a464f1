import type { Queryable } from '../db/Database';
import type { CartDocument } from '../store/records';

/** Ids of the cart's lines whose product has fewer units in stock than the line asks for. */
export async function stockProblems(db: Queryable, apiKey: string, cart: CartDocument): Promise<string[]> {
  if (cart.items.length === 0) return [];
  const rows = await db.query<{ sku: string; stock: number }>(
    "SELECT sku, (document->>'stock')::int AS stock FROM products WHERE api_key = $1 AND sku = ANY($2::text[])",
    [apiKey, cart.items.map((line) => line.sku)],
  );
  const stock = new Map(rows.map((row) => [row.sku, row.stock]));
  return cart.items.filter((line) => (stock.get(line.sku) ?? 0) < line.quantity).map((line) => line.id);
}
