import type { Queryable } from '../db/Database';
import type { MerchantRecord, ProductRecord } from './records';

/** The merchant with this api key, or `null`. */
export async function findMerchant(db: Queryable, apiKey: string): Promise<MerchantRecord | null> {
  const [row] = await db.query<MerchantRecord & Record<string, unknown>>(
    'SELECT api_key, name, link_secret, settings, locale_override, styling, theme FROM merchants WHERE api_key = $1',
    [apiKey],
  );
  return row ?? null;
}

/** The product with this sku of the merchant, or `null`. */
export async function findProduct(db: Queryable, apiKey: string, sku: string): Promise<ProductRecord | null> {
  const [row] = await db.query<{ document: ProductRecord }>(
    'SELECT document FROM products WHERE api_key = $1 AND sku = $2',
    [apiKey, sku],
  );
  return row?.document ?? null;
}
