import type { Queryable } from '../../db/Database';

/** The providers whose objects the sandbox keeps. */
export type ProviderName = 'stripe' | 'adyen' | 'braintree' | 'mollie' | 'paypal' | 'offlinegateway';

/** One object a provider keeps (an intent, a payment, a nonce, an order...). */
export interface ProviderObject<TDocument> {
  id: string;
  provider: ProviderName;
  /** What the object is for the provider: `payment_intent`, `setup_intent`, `payment`, `nonce`... */
  kind: string;
  api_key: string;
  status: string;
  document: TDocument;
}

/** Inserts a provider object. */
export async function insertProviderObject<TDocument>(db: Queryable, object: ProviderObject<TDocument>): Promise<void> {
  await db.query(
    'INSERT INTO provider_objects (id, provider, kind, api_key, status, document) VALUES ($1, $2, $3, $4, $5, $6)',
    [object.id, object.provider, object.kind, object.api_key, object.status, JSON.stringify(object.document)],
  );
}

/** The object with this id of this provider and kind, or `null`. */
export async function findProviderObject<TDocument>(
  db: Queryable,
  provider: ProviderName,
  kind: string,
  id: string,
): Promise<ProviderObject<TDocument> | null> {
  const [row] = await db.query<ProviderObject<TDocument> & Record<string, unknown>>(
    'SELECT id, provider, kind, api_key, status, document FROM provider_objects WHERE id = $1 AND provider = $2 AND kind = $3',
    [id, provider, kind],
  );
  return row ?? null;
}

/** Replaces an object's status and document. */
export async function updateProviderObject<TDocument>(
  db: Queryable,
  object: Pick<ProviderObject<TDocument>, 'id' | 'status' | 'document'>,
): Promise<void> {
  await db.query('UPDATE provider_objects SET status = $2, document = $3, updated_at = now() WHERE id = $1', [
    object.id,
    object.status,
    JSON.stringify(object.document),
  ]);
}

/**
 * Replaces an object's status and document only if its status is still `from`, and tells whether
 * it did: a payment given up meanwhile (a draft's, expired) is never confirmed over.
 */
export async function replaceProviderObject<TDocument>(
  db: Queryable,
  object: Pick<ProviderObject<TDocument>, 'id' | 'status' | 'document'>,
  from: string,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE provider_objects SET status = $2, document = $3, updated_at = now() WHERE id = $1 AND status = $4 RETURNING id',
    [object.id, object.status, JSON.stringify(object.document), from],
  );
  return rows.length > 0;
}

/**
 * Moves an object from `from` to `to` only if it is still in `from`, and tells whether it did:
 * a single-use token (a nonce, a captured order) is consumed exactly once even under races.
 */
export async function transitionProviderObject(db: Queryable, id: string, from: string, to: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE provider_objects SET status = $3, updated_at = now() WHERE id = $1 AND status = $2 RETURNING id',
    [id, from, to],
  );
  return rows.length > 0;
}
