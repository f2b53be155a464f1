import { randomUUID } from 'node:crypto';
import { pathFacts } from '../pathFacts';
import type { PurchasePath } from '../purchasePaths';
import type { ShownOutcome } from '../ShownOutcome';
import { answerHostedPage } from './answerHostedPage';
import { isSandboxDown } from './isSandboxDown';
import { orderBody } from './orderBody';
import { patiently } from './patiently';
import { placeOrder } from './placeOrder';
import { adyenDropInState } from './providers/adyenDropInState';
import { approvedPaypalOrder } from './providers/approvedPaypalOrder';
import { braintreeNonce } from './providers/braintreeNonce';
import { confirmStripeIntent } from './providers/confirmStripeIntent';
import { createStripePaymentMethod } from './providers/createStripePaymentMethod';
import type { ShopperContext } from './ShopperContext';
import { showOrderAnswer } from './showOrderAnswer';
import { showSettledOrder } from './showSettledOrder';
import { showVerifiedStripePayment } from './showVerifiedStripePayment';
import { testCards } from './testCards';

/** The cart a tab pays: its id and its total as the platform computed it. */
export interface PayableCart {
  readonly id: string;
  /** The total as a decimal, e.g. `89.00`. */
  readonly amount: string;
  readonly currency: string;
}

/** One press of Pay in one tab: the path, whether the payment is refused, and the chaos on its order creation. */
export interface PayPress {
  readonly path: PurchasePath;
  readonly declined: boolean;
  /** `X-Sandbox-Fault` of the first order creation, or `null`. */
  readonly firstFault: string | null;
  readonly reloadAfterMs: number | null;
}

const lastSegment = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/**
 * Pays a cart once, with a new attempt (a new idempotency key), the way the checkout's adapter
 * for `path` does: the provider's own steps (a PaymentMethod, a nonce, an approved PayPal order),
 * the order creation, then the hosted page or the browser confirmation, and the screen it ends on.
 */
export async function payOnce(ctx: ShopperContext, cart: PayableCart, press: PayPress): Promise<ShownOutcome> {
  const { path, declined } = press;
  const key = randomUUID();
  const returnUrl = (route: string) => `${ctx.returnOrigin}/en/${ctx.apiKey}/${cart.id}/${route}`;
  const order = (payload: Record<string, unknown>) =>
    placeOrder(ctx, {
      cartId: cart.id,
      body: orderBody(cart.id, pathFacts[path].method, payload),
      key,
      firstFault: press.firstFault,
      reloadAfterMs: press.reloadAfterMs,
    });
  /** A hosted page answered `outcome`, then the order's status as the return page reads it. */
  const hosted = async (answer: Awaited<ReturnType<typeof order>>, outcome: string) => {
    if (answer.kind !== 'redirect' || answer.orderId === null) return showOrderAnswer(ctx, cart.id, answer);
    await answerHostedPage(ctx, answer.url, outcome);
    const shown = await showSettledOrder(ctx, answer.orderId);
    if (shown.kind === 'failed') await patiently(ctx, 'cart reset', () => ctx.api().resetCart(cart.id), isSandboxDown);
    return shown;
  };

  switch (path) {
    case 'invoice':
      return showOrderAnswer(ctx, cart.id, await order({}));
    case 'bank-transfer':
      return hosted(await order({ return_url: returnUrl('redirected') }), declined ? 'canceled' : 'paid');
    case 'mollie':
    case 'mollie-v2': {
      const route = path === 'mollie' ? 'mollie-redirected' : 'mollie-redirected/v2';
      return hosted(await order({ return_url: returnUrl(route) }), declined ? 'failed' : 'paid');
    }
    case 'adyen':
      return showOrderAnswer(
        ctx,
        cart.id,
        await order(adyenDropInState(declined ? testCards.declined : testCards.pays, returnUrl('adyen-redirected'))),
      );
    case 'braintree': {
      const nonce = await braintreeNonce(ctx, cart.id, declined ? testCards.declined : testCards.pays, cart.amount);
      return showOrderAnswer(ctx, cart.id, await order({ nonce }));
    }
    case 'paypal': {
      const id = await approvedPaypalOrder(
        ctx,
        cart.id,
        cart.amount,
        cart.currency,
        declined ? 'approve_declined' : 'approve',
      );
      return showOrderAnswer(ctx, cart.id, await order({ paypal_order_id: id }));
    }
    case 'stripe-v1': {
      const pm = await createStripePaymentMethod(ctx, declined ? testCards.declined : testCards.pays);
      return showOrderAnswer(
        ctx,
        cart.id,
        await order({ payment_method_id: pm, return_url: returnUrl('stripe-redirected') }),
      );
    }
    case 'stripe-v1-3ds': {
      const pm = await createStripePaymentMethod(ctx, testCards.challenge);
      const answer = await order({ payment_method_id: pm, return_url: returnUrl('stripe-redirected') });
      if (answer.kind !== 'redirect' || answer.orderId === null) return showOrderAnswer(ctx, cart.id, answer);
      await answerHostedPage(ctx, answer.url, declined ? 'fail' : 'pass');
      return showVerifiedStripePayment(ctx, cart.id, lastSegment(answer.url), answer.orderId);
    }
    case 'stripe-v2':
    case 'stripe-v2-3ds': {
      const { data } = await patiently(ctx, 'stripe data', () => ctx.api().getStripeData(cart.id), isSandboxDown);
      const secret = data.client_secret ?? '';
      const intentId = secret.split('_secret_')[0] ?? '';
      const answer = await order({ payment_intent_id: intentId });
      if (answer.kind !== 'pending') return showOrderAnswer(ctx, cart.id, answer);
      const challenge = path === 'stripe-v2-3ds';
      const card = challenge ? testCards.challenge : declined ? testCards.declined : testCards.pays;
      const back = `${returnUrl('stripe-redirected')}?order_id=${answer.orderId}`;
      const confirmed = await confirmStripeIntent(ctx, secret, card, back);
      if (confirmed.kind === 'declined') return { kind: 'failed', reason: confirmed.message };
      if (confirmed.kind === 'action') await answerHostedPage(ctx, confirmed.url, declined ? 'fail' : 'pass');
      return showVerifiedStripePayment(ctx, cart.id, intentId, answer.orderId);
    }
    default:
      return path satisfies never;
  }
}
