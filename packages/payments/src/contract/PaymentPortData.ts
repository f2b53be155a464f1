/**
 * Shapes the host passes through the `PaymentPort`, mirroring the outputs of
 * `@checkout/api-client` structurally (this package may not import it). Money is integer minor
 * units plus an ISO 4217 code, as everywhere above the api-client. The answers of the providers'
 * platform calls are named `Port…` (`PortStripeData` for the api-client's `StripeData`), so an
 * editor never offers one for the other (docs/adr/0016-one-name-per-concept.md).
 */

/** An amount in integer minor units plus an ISO 4217 currency code. */
export interface PaymentMoney {
  /** Integer minor units (cents for EUR). */
  readonly amount: number;
  /** ISO 4217 code, upper case. */
  readonly currency: string;
}

/** The provider state sent as `payment_method_payload` (see `apps/sandbox/docs/providers.md`). */
export type PaymentMethodPayload = Readonly<Record<string, unknown>>;

/** What an adapter contributes to an order or an update; the host adds cart, contact, checkboxes, extras, shipping and `payment_method`. */
export interface PaymentSubmission {
  /** The provider's payload, `null` when it has none (offline). */
  readonly payment_method_payload: PaymentMethodPayload | null;
}

/** A redirect a payment answer may carry, as the api-client reads it. */
export interface PaymentRedirect {
  /** Whether the browser must leave for `redirect_url`. */
  readonly redirect: boolean;
  /** Where to go when `redirect` is true, else `null`. */
  readonly redirect_url: string | null;
}

/** The least this package reads of an order confirmation (`GET /order/{order_id}`); the host's full type passes through untouched. */
export interface PaymentOrderConfirmation {
  /** The order: its id and status (`open`, `draft`, `cancelled`, `fulfilled`, or unknown text). */
  readonly order: { readonly id: string; readonly status: string | null };
}

/** Answer of `POST /order-create`: a redirect, or the confirmation to store. */
export interface OrderCreateOutcome<TConfirmation> extends PaymentRedirect {
  /** The created (possibly draft) order's id, when sent. */
  readonly order_id: string | null;
  /** The confirmation to store before order-confirmation, when sent. */
  readonly confirmation: TConfirmation | null;
}

/** What {@link PortPaymentStatus} says of a cart's payment. */
export type PortPaymentState =
  /** Nothing is charging or charged: a new attempt may start. */
  | 'none'
  /** An attempt holds the cart and its outcome is not known yet. */
  | 'charging'
  /** The provider took the money but the order is not written yet: the platform completes it. */
  | 'charged'
  /** A draft order waits at its provider (3-D Secure, a hosted page); `order_id` is the draft. */
  | 'pending'
  /** The cart has an open order (`order_id`). */
  | 'ordered';

/** Answer of `GET /cart/{cart_id}/payment-status`: what became of the cart's payment, whichever tab or key paid it. */
export interface PortPaymentStatus {
  readonly state: PortPaymentState;
  /** The order (`ordered`) or draft (`pending`), else `null`. */
  readonly order_id: string | null;
}

/** Whose payment method an update replaces: one order, or every order of a customer (the host applies the 40 s timeout). */
export type PaymentMethodUpdateTarget =
  | { readonly scope: 'order'; readonly orderId: string }
  | { readonly scope: 'customer'; readonly customerId: string };

/** Answer of `GET /cart/{cart_id}/psp/stripe`. */
export interface PortStripeData {
  readonly client_secret: string | null;
  readonly customer_id: string | null;
  readonly version: 1 | 2 | null;
}

/** Answer of `GET /psp/stripe/cart/{cart_id}/key`. */
export interface PortStripeKey {
  readonly key: string;
  readonly account_id: string | null;
}

/** Answer of `POST /psp/stripe/{id}`. */
export interface PortStripeCustomer {
  readonly customer_id: string;
  readonly client_secret: string | null;
}

/** Answer of `POST /psp/stripe/{intent_id}/order/{order_id}/verify`. */
export interface PortStripeVerification extends PaymentRedirect {
  readonly verified: boolean;
}

/** Answer of the Braintree psp calls. */
export interface PortBraintreeData {
  readonly client_token: string;
}

/** The shopper as the checkout knows them at pay time, for provider risk checks (3-D Secure); empty fields are `null`. */
export interface PaymentShopper {
  readonly email: string | null;
  readonly phone: string | null;
  /** The billing address; `countryCode` is ISO 3166-1 alpha-2. */
  readonly billing: {
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly street: string | null;
    readonly streetNumber: string | null;
    readonly addition: string | null;
    readonly postalCode: string | null;
    readonly city: string | null;
    readonly region: string | null;
    readonly countryCode: string | null;
  } | null;
}

/** Answer of `GET /cart/{cart_id}/psp/paypal`. */
export interface PortPaypalData {
  /** `null` when the platform sends none: the adapter then uses `publicConfig.paypal`. */
  readonly paypal_client_id: string | null;
  readonly plan_id: string | null;
}

/** Body of `POST /adyen/paymentDetails`. */
export interface PortAdyenPaymentDetailsRequest {
  readonly details: Readonly<Record<string, unknown>>;
  readonly paymentData: string | null;
  readonly isUpdateContainer: boolean;
}

/** Answer of `POST /adyen/paymentDetails`. */
export interface PortAdyenPaymentDetails extends PaymentRedirect {
  readonly resultCode: string;
  readonly action: Readonly<Record<string, unknown>> | null;
}
