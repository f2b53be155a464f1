import type { Queryable } from '../db/Database';
import type { SendRequest } from './createTestSandbox';

/** A Stripe PaymentMethod for a card of `demo-all`, as Stripe.js creates one in the browser (v1 Card Element, one per press). */
export async function createCardPaymentMethod(send: SendRequest, number = '4242424242424242'): Promise<string> {
  const response = await send(
    'POST',
    '/sandbox/stripe/v1/payment_methods',
    { type: 'card', card: { number } },
    { authorization: 'Bearer pk_test_sandbox_demo-all' },
  );
  return ((await response.json()) as { id: string }).id;
}

/** Succeeded PaymentIntents of a cart: what the shopper's card was charged. */
export async function cardCharges(db: Queryable, cartId: string): Promise<number | undefined> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM provider_objects WHERE provider = 'stripe' AND kind = 'payment_intent'
       AND status = 'succeeded' AND document->>'cart_id' = $1`,
    [cartId],
  );
  return row?.count;
}
