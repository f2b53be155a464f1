import { createHash } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { joinTransaction } from '../db/joinTransaction';
import type { SandboxContext } from '../SandboxContext';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from './ProviderSandbox';

/** What the provider keeps under an idempotency key: the parameters, the outcome it answered, and a refund of it. */
export interface IdempotentAuthorization {
  amount: string;
  currency: string;
  outcome: PaymentOutcome;
  /** The cart the payment was for (checkout); absent on updates and on records of older sandboxes. */
  cart_id?: string | null;
  /** When the platform gave the money back (a charge it could not turn into an order). */
  refunded_at?: string;
}

/** The row id under which the provider keeps `idempotencyKey` of `apiKey`. */
function recordId(apiKey: string, gateway: string, idempotencyKey: string): string {
  return `idem_${createHash('sha256').update(`${apiKey}\n${gateway}\n${idempotencyKey}`).digest('hex').slice(0, 32)}`;
}

/**
 * What the provider recorded under an idempotency key, or `null` when the key never reached it (the
 * provider's work and its record commit together, so no record means nothing was charged).
 */
export async function providerRecordOf(
  db: Queryable,
  apiKey: string,
  gateway: string,
  idempotencyKey: string,
): Promise<IdempotentAuthorization | null> {
  const [row] = await db.query<{ document: IdempotentAuthorization }>(
    'SELECT document FROM provider_objects WHERE id = $1',
    [recordId(apiKey, gateway, idempotencyKey)],
  );
  return row?.document ?? null;
}

/** Records that the charge under an idempotency key was refunded (the money went back to the shopper). */
export async function recordRefund(
  db: Queryable,
  apiKey: string,
  gateway: string,
  idempotencyKey: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE provider_objects SET status = 'refunded', updated_at = $2,
       document = jsonb_set(document, '{refunded_at}', to_jsonb($3::text)) WHERE id = $1`,
    [recordId(apiKey, gateway, idempotencyKey), at, at.toISOString()],
  );
}

/**
 * Authorizes `attempt` as a provider's idempotent API does (Stripe's `Idempotency-Key`): the
 * provider's work and the outcome recorded under `attempt.idempotencyKey` commit in one
 * transaction, and the same key is answered with that outcome, never a second charge; the same
 * key with another amount is refused. Without a key the provider is simply called.
 */
export async function authorizeOnce(
  provider: ProviderSandbox,
  attempt: PaymentAttempt,
  ctx: SandboxContext,
): Promise<PaymentOutcome> {
  const { idempotencyKey } = attempt;
  if (!idempotencyKey) return provider.authorize(attempt, ctx);
  const apiKey = attempt.merchant.api_key;
  const id = recordId(apiKey, provider.gateway, idempotencyKey);
  return ctx.db.transaction(async (tx) => {
    const [seen] = await tx.query<{ document: IdempotentAuthorization }>(
      'SELECT document FROM provider_objects WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (seen) {
      const same = seen.document.amount === attempt.amount && seen.document.currency === attempt.currency;
      return same
        ? seen.document.outcome
        : {
            kind: 'invalid',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          };
    }
    const outcome = await provider.authorize(attempt, { ...ctx, db: joinTransaction(tx, ctx.db.engine) });
    const document: IdempotentAuthorization = {
      amount: attempt.amount,
      currency: attempt.currency,
      outcome,
      cart_id: attempt.cart?.id ?? null,
    };
    await tx.query(
      `INSERT INTO provider_objects (id, provider, kind, api_key, status, document)
       VALUES ($1, $2, 'idempotency_key', $3, 'done', $4)`,
      [id, provider.gateway, apiKey, JSON.stringify(document)],
    );
    return outcome;
  });
}
