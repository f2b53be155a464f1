import type {
  OrderCreateOutcome,
  PaymentMethodUpdateTarget,
  PaymentOrderConfirmation,
  PaymentRedirect,
  PaymentShopper,
  PaymentSubmission,
  PortAdyenPaymentDetails,
  PortAdyenPaymentDetailsRequest,
  PortBraintreeData,
  PortPaypalData,
  PortStripeCustomer,
  PortStripeData,
  PortStripeKey,
  PortStripeVerification,
} from './PaymentPortData';

/** Options of every port call. */
export interface PortCallOptions {
  /** Cancels the call. Defaults to `undefined`. */
  readonly signal?: AbortSignal;
}

/** Options of the port calls that must not run twice: order creation and payment-method updates. */
export interface IdempotentPortCallOptions extends PortCallOptions {
  /** The pay attempt's key, sent as `Idempotency-Key`; the same on a retry of the same attempt. */
  readonly idempotencyKey: string;
}

/**
 * The platform calls the payments code needs, implemented by the host over `@checkout/api-client`
 * (unwrap `.data`, bind the cart, add the checkout state to order bodies). Every method rejects
 * with whatever the client throws; `PaymentError.from` translates it. The port is bound to one
 * cart (checkout) or one update link (update flow): cart-scoped calls take no cart id.
 */
export interface PaymentPort<TConfirmation extends PaymentOrderConfirmation = PaymentOrderConfirmation> {
  /** `POST /order-create` with the checkout state plus `submission`, sending `idempotencyKey`. */
  createOrder(
    submission: PaymentSubmission,
    options: IdempotentPortCallOptions,
  ): Promise<OrderCreateOutcome<TConfirmation>>;
  /** `GET /order/{order_id}`: the server's word on an order, used after every return. */
  getOrder(orderId: string, options?: PortCallOptions): Promise<TConfirmation>;
  /** `PUT /orders/{order_id}/payment-methods` or `PUT /customers/{customer_id}/payment-methods` (40 s timeout, applied by the host) with the link's hash, customer and currency plus `submission`. */
  updatePaymentMethods(
    target: PaymentMethodUpdateTarget,
    submission: PaymentSubmission,
    options: IdempotentPortCallOptions,
  ): Promise<PaymentRedirect>;
  /** `GET /cart/{cart_id}/psp/stripe`. */
  getStripeData(options?: PortCallOptions): Promise<PortStripeData>;
  /** `GET /psp/stripe/cart/{cart_id}/key`. */
  getStripeKey(options?: PortCallOptions): Promise<PortStripeKey>;
  /** `POST /psp/stripe/{id}` for the update link's customer: their Stripe customer and a SetupIntent bound to it (ADR 0013). */
  createStripeCustomer(id: string, options?: PortCallOptions): Promise<PortStripeCustomer>;
  /** `POST /psp/stripe/{intent_id}/order/{order_id}/verify`. */
  verifyStripeIntent(intentId: string, orderId: string, options?: PortCallOptions): Promise<PortStripeVerification>;
  /** `GET /cart/{cart_id}/psp/braintree` (`scope: 'cart'`) or `GET /psp/braintree` (`scope: 'customer'`, update flow). */
  getBraintreeData(scope: 'cart' | 'customer', options?: PortCallOptions): Promise<PortBraintreeData>;
  /** `GET /cart/{cart_id}/psp/paypal`. */
  getPaypalData(options?: PortCallOptions): Promise<PortPaypalData>;
  /** The shopper's contact and billing address at pay time (checkout), for 3-D Secure. Defaults to `undefined` (none known). */
  getShopper?(): PaymentShopper | null;
  /** `POST /adyen/paymentDetails`. */
  submitAdyenPaymentDetails(
    request: PortAdyenPaymentDetailsRequest,
    options?: PortCallOptions,
  ): Promise<PortAdyenPaymentDetails>;
}
