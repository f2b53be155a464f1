import type { CheckoutApi, OrderConfirmation } from '@checkout/api-client';
import { PaymentError, type PaymentPort } from '@checkout/payments';
import { createApiPortCalls } from '../payment/createApiPortCalls';
import type { UpdateLink } from './UpdateLink';

/** Options of {@link createUpdatePort}. */
export interface UpdatePortOptions {
  readonly api: CheckoutApi;
  readonly link: UpdateLink;
  /** The chosen method's gateway (`stripe`, `braintree`, ...), sent as `payment_method`. */
  readonly gateway: string;
  /** Timeout of the all-orders update in ms (see `updateAllTimeoutMs`). */
  readonly updateAllTimeoutMs: number;
  /**
   * The merchant's Stripe publishable key from the runtime configuration (`providers.stripe`): the
   * platform's key call needs a cart, and an update link has none. `null` when not configured.
   */
  readonly stripePublishableKey: string | null;
}

/** The message of a missing key; the page shows its translated notice for `not_configured` (ADR 0012). */
const STRIPE_NOT_CONFIGURED = 'Stripe is not configured for payment-method updates: no publishable key.';

const noCart = (call: string) => () =>
  Promise.reject(new PaymentError('server', `The update flow has no cart for ${call}.`));

/**
 * The payments port for one update link: the update PUTs carry the link's hash, customer and
 * currency (all orders with the long timeout); cart-bound calls are refused, there is no cart.
 */
export function createUpdatePort({
  api,
  link,
  gateway,
  updateAllTimeoutMs,
  stripePublishableKey,
}: UpdatePortOptions): PaymentPort<OrderConfirmation> {
  return {
    ...createApiPortCalls(api),
    createOrder: () => Promise.reject(new PaymentError('server', 'The update flow never creates an order.')),
    async updatePaymentMethods(target, submission, options) {
      const body = {
        hash: link.hash,
        customer_id: link.customerId,
        payment_method: gateway,
        payment_method_payload: submission.payment_method_payload,
        currency: link.currency,
      };
      const call = { idempotencyKey: options.idempotencyKey, signal: options.signal };
      const { data } =
        target.scope === 'order'
          ? await api.updateOrderPaymentMethod(target.orderId, body, call)
          : await api.updateCustomerPaymentMethods(target.customerId, body, { ...call, timeoutMs: updateAllTimeoutMs });
      return { redirect: data.redirect, redirect_url: data.redirect_url ?? null };
    },
    getStripeData: noCart('Stripe payment data'),
    // The platform's key call is cart-bound (`/psp/stripe/cart/{cart_id}/key`): the configuration names the key.
    getStripeKey: () =>
      stripePublishableKey === null
        ? Promise.reject(new PaymentError('not_configured', STRIPE_NOT_CONFIGURED))
        : Promise.resolve({ key: stripePublishableKey, account_id: null }),
    verifyStripeIntent: noCart('Stripe verification'),
    getBraintreeData: async (_scope, options) => ({
      client_token: (await api.getBraintreeClientToken({ signal: options?.signal })).data.client_token,
    }),
    getPaypalData: noCart('PayPal data'),
  };
}
