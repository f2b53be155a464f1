import { createHash } from 'node:crypto';
import { joinTransaction } from '../db/joinTransaction';
import type { SandboxContext } from '../SandboxContext';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from './ProviderSandbox';

/** What the provider keeps under an idempotency key: the parameters and the outcome it answered. */
interface IdempotentAuthorization {
  amount: string;
  currency: string;
  outcome: PaymentOutcome;
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
  const id = `idem_${createHash('sha256').update(`${apiKey}\n${provider.gateway}\n${idempotencyKey}`).digest('hex').slice(0, 32)}`;
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
    const document: IdempotentAuthorization = { amount: attempt.amount, currency: attempt.currency, outcome };
    await tx.query(
      `INSERT INTO provider_objects (id, provider, kind, api_key, status, document)
       VALUES ($1, $2, 'idempotency_key', $3, 'done', $4)`,
      [id, provider.gateway, apiKey, JSON.stringify(document)],
    );
    return outcome;
  });
}
