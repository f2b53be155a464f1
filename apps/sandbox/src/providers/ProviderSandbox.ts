import type { PaymentGateway } from '@checkout/reference-data';
import type { Hono } from 'hono';
import type { SandboxContext } from '../SandboxContext';
import type { CartDocument, MerchantRecord } from '../store/records';

/** A payment the platform is asked to take: at order creation, or to replace a payment method. */
export interface PaymentAttempt {
  merchant: MerchantRecord;
  gateway: PaymentGateway;
  /** The merchant's payment method (`payment_methods[].id`) the order pays with, when known. */
  paymentMethodId?: string;
  /** `order` for checkout (`POST /order-create`), `update` for the payment-method update flow. */
  purpose: 'order' | 'update';
  /** The cart being paid (checkout), `null` in the update flow. */
  cart: CartDocument | null;
  /** The order id the platform assigned (checkout) or the order being updated (update flow, one order). */
  orderId: string | null;
  customerId: string | null;
  /** Amount as a decimal string in `currency` (`'0.00'` for an update). */
  amount: string;
  currency: string;
  /** `payment_method_payload` as the checkout sent it: the provider state (nonce, intent id, Drop-in data, return URL...). */
  payload: Record<string, unknown>;
  /**
   * The provider's idempotency key, derived from the platform request's (`authorizeOnce`): the
   * provider records its outcome under it and answers a retry with that outcome, never a new charge.
   */
  idempotencyKey?: string;
}

/** What the provider sandbox decided about an attempt. */
export type PaymentOutcome =
  /** Paid (or payment method stored) now; `reference` is the provider's id for it. */
  | { kind: 'paid'; reference: string }
  /**
   * Recorded but not paid yet, with nothing to visit: the checkout completes it in the browser
   * (confirming a Stripe intent, an Adyen action) and then verifies it with the platform.
   */
  | { kind: 'pending'; reference: string }
  /** The shopper must visit `redirectUrl` (hosted page, 3-D Secure); the order stays pending until the return is verified. */
  | { kind: 'redirect'; redirectUrl: string; reference: string }
  /** Refused by the provider with a message shown as is ("Your card was declined."). */
  | { kind: 'declined'; message: string }
  /** The payload does not fit the provider (missing nonce, unknown intent...): a 422 for the checkout. */
  | { kind: 'invalid'; message: string };

/** The server-side half of one payment provider, as the sandbox plays it. */
export interface ProviderSandbox {
  gateway: PaymentGateway;
  /** Decides an order payment or a payment-method update from the payload the checkout sent. */
  authorize(attempt: PaymentAttempt, ctx: SandboxContext): Promise<PaymentOutcome>;
  /** Adds this provider's routes: psp endpoints of spec §7, hosted pages, the API its SDK double calls. */
  register(app: Hono, ctx: SandboxContext): void;
  /**
   * Gives up a pending payment (a draft order's), as a platform cancelling it at the provider:
   * `paid` when the provider had taken it after all, `expired` when it can no longer be paid.
   * Left out by providers that never leave a payment pending.
   */
  expire?(reference: string, ctx: SandboxContext): Promise<'paid' | 'expired'>;
  /**
   * The provider payment an order payload pays with, when it names one the provider already has
   * (a Stripe PaymentIntent): an attempt paying a draft's own payment again replaces that draft.
   */
  paymentOf?(payload: Record<string, unknown>): string | null;
}
