import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/Database';
import type { OrderDocument } from '../store/orders';

/**
 * Where a pay attempt stands: `charging` from before the provider is called until the platform
 * knows the outcome (the money may be taken already); `pending` while its draft order waits at the
 * provider; `ordered` once its order is written; `failed` when declined or its draft was given up;
 * `refunded` when it was charged but no order could be written; `void` when the provider never took it.
 */
export type PayAttemptState = 'charging' | 'pending' | 'ordered' | 'failed' | 'refunded' | 'void';

/** One pay attempt of a cart (`pay_attempts`): what it charges and the order it writes. */
export interface PayAttemptRecord {
  id: string;
  api_key: string;
  cart_id: string;
  gateway: string;
  amount: string;
  currency: string;
  state: PayAttemptState;
  /** The order the attempt writes (`ord_{id}`): the same whichever request or settlement writes it. */
  order_id: string;
  /** The order as the latest request for it described it, written as is when the charge is settled. */
  order_document: OrderDocument;
}

/** What an attempt charges, as an order request asks for it. */
export type IntendedCharge = Pick<PayAttemptRecord, 'api_key' | 'cart_id' | 'gateway' | 'amount' | 'currency'>;

const COLUMNS = 'id, api_key, cart_id, gateway, amount, currency, state, order_id, order_document';

/** The provider idempotency key of an attempt: from the attempt, never from a request's key. */
export const providerKeyOf = (attempt: Pick<PayAttemptRecord, 'id'>) => `pay-attempt:${attempt.id}`;

/** The cart's attempt that is charging, or `null`. */
export async function chargingAttemptOf(db: Queryable, cartId: string): Promise<PayAttemptRecord | null> {
  const [row] = await db.query<PayAttemptRecord & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM pay_attempts WHERE cart_id = $1 AND state = 'charging'`,
    [cartId],
  );
  return row ?? null;
}

/** Every attempt that is charging, oldest first (what settlement looks at). */
export function chargingAttempts(db: Queryable): Promise<PayAttemptRecord[]> {
  return db.query<PayAttemptRecord & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM pay_attempts WHERE state = 'charging' ORDER BY created_at`,
  );
}

/** Whether `attempt` charges what `intended` asks for: the same provider, amount and currency. */
export function chargesTheSame(attempt: PayAttemptRecord, intended: IntendedCharge): boolean {
  return (
    attempt.gateway === intended.gateway && attempt.amount === intended.amount && attempt.currency === intended.currency
  );
}

/** A new attempt's id (its order is `ord_{id}`). */
export const newPayAttemptId = () => randomBytes(8).toString('hex');

/** The order id an attempt writes. */
export const orderIdOf = (attemptId: string) => `ord_${attemptId}`;

/** Writes a new attempt, `charging`, before its provider is called. */
export async function startPayAttempt(
  db: Queryable,
  intended: IntendedCharge & Pick<PayAttemptRecord, 'id' | 'order_document'>,
  now: Date,
): Promise<PayAttemptRecord> {
  const attempt: PayAttemptRecord = { ...intended, state: 'charging', order_id: orderIdOf(intended.id) };
  await db.query(
    `INSERT INTO pay_attempts (id, api_key, cart_id, gateway, amount, currency, state, order_id, order_document,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'charging', $7, $8, $9, $9)`,
    [
      attempt.id,
      attempt.api_key,
      attempt.cart_id,
      attempt.gateway,
      attempt.amount,
      attempt.currency,
      attempt.order_id,
      JSON.stringify(attempt.order_document),
      now,
    ],
  );
  return attempt;
}

/** Keeps the latest request's description of the order an attempt will write. */
export async function describeOrder(db: Queryable, attempt: PayAttemptRecord, document: OrderDocument) {
  await db.query('UPDATE pay_attempts SET order_document = $2 WHERE id = $1', [attempt.id, JSON.stringify(document)]);
  return { ...attempt, order_document: document };
}

/**
 * Moves an attempt on from `from` (any state when omitted); `false` when it was no longer there
 * (another request or settlement moved it first).
 */
export async function movePayAttempt(
  db: Queryable,
  id: string,
  to: PayAttemptState,
  now: Date,
  from?: PayAttemptState,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE pay_attempts SET state = $2, updated_at = $3 WHERE id = $1 AND ($4::text IS NULL OR state = $4)
     RETURNING id`,
    [id, to, now, from ?? null],
  );
  return rows.length > 0;
}
