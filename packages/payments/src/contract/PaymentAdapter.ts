import type { PaymentError } from '../PaymentError';
import type { PaymentPort } from './PaymentPort';
import type {
  PaymentMethodUpdateTarget,
  PaymentMoney,
  PaymentOrderConfirmation,
  PaymentSubmission,
} from './PaymentPortData';
import type { PaymentAdapterId, PaymentProviderId } from './PaymentProviderId';
import type { PaymentPublicConfig } from './PaymentPublicConfig';
import type { ReturnUrlBuilder } from './PaymentReturnRoute';
import type { SdkEnvironment } from './SdkLoader';

/** Which flow an adapter serves: paying a cart, or replacing the payment method of existing orders. */
export type PaymentFlow = 'checkout' | 'update';

/** What every adapter factory receives from the host. */
export interface PaymentAdapterOptions<TConfirmation extends PaymentOrderConfirmation = PaymentOrderConfirmation> {
  /** The platform calls, bound to the cart or update link. */
  readonly port: PaymentPort<TConfirmation>;
  /** The mode, loader and script URLs for the provider SDK. */
  readonly sdk: SdkEnvironment;
  /** Builds the absolute return URL of a return route. */
  readonly returnUrl: ReturnUrlBuilder;
  /** The provider version from `resolvePaymentProvider` (Mollie 1 or 2). Defaults to `null`. */
  readonly version?: number | null;
  /** The shopper's language for provider widgets (`en`, `de`, ...). Defaults to `'en'`. */
  readonly locale?: string;
  /** Public provider values from the host's configuration (Adyen's client key, ...). Defaults to none configured. */
  readonly publicConfig?: PaymentPublicConfig;
  /**
   * The update link's customer, for the update flow of providers that make a customer of their own
   * for it (Stripe's `createStripeCustomer`, ADR 0013). Defaults to `null` (checkout).
   */
  readonly customerId?: string | null;
}

/** Creates an adapter; every provider subpath exports one (`createOfflineAdapter`, `createMollieAdapter`, ...). */
export type PaymentAdapterFactory = <TConfirmation extends PaymentOrderConfirmation>(
  options: PaymentAdapterOptions<TConfirmation>,
) => PaymentAdapter<TConfirmation>;

/** Input of {@link PaymentAdapter.load}. */
export interface PaymentLoadContext {
  /** The flow being prepared (Stripe fetches a payment intent for checkout, a setup intent for updates). */
  readonly flow: PaymentFlow;
  /** The amount to pay, for widgets that show or need it; `null` in the update flow. */
  readonly amount: PaymentMoney | null;
  /** Cancels loading. Defaults to `undefined`. */
  readonly signal?: AbortSignal;
}

/** Callbacks of {@link PaymentAdapter.mount}. */
export interface PaymentMountCallbacks {
  /** Called once the widget is shown and usable. Defaults to `undefined`. */
  readonly onReady?: () => void;
  /** Called when the shopper's entry becomes complete or incomplete. Defaults to `undefined`. */
  readonly onChange?: (state: { readonly complete: boolean }) => void;
  /** Called with a typed error the widget reports on its own (not while paying). Defaults to `undefined`. */
  readonly onError?: (error: PaymentError) => void;
}

/** A mounted widget. */
export interface PaymentMountHandle {
  /** Removes the widget and releases what it holds; safe to call twice. */
  unmount(): void;
}

/** Fields every pay request has. */
interface PayRequestBase {
  /** The attempt's idempotency key (see `createPayAttempt`): the same on a retry of the same attempt. */
  readonly idempotencyKey: string;
  /** The amount to pay; `null` in the update flow. */
  readonly amount: PaymentMoney | null;
  /** Cancels what can be cancelled. Defaults to `undefined`. */
  readonly signal?: AbortSignal;
  /**
   * The provider's part this attempt sent already (checkout): sent again as it was, the provider is not
   * asked again, so a retry of the same key carries the same body (a Stripe v1 PaymentMethod, a Braintree
   * nonce, Adyen's state data and a PayPal approval are made once per attempt). Defaults to `null`.
   */
  readonly submission?: PaymentSubmission | null;
  /** Hears the provider's part before the order is created (checkout), for the host to keep with the attempt. Defaults to `undefined`. */
  readonly onSubmission?: (submission: PaymentSubmission) => void;
}

/**
 * Input of {@link PaymentAdapter.pay}: checkout (`isUpdateContainer: false`, creates the order)
 * or, for Stripe and Adyen, the update flow (`isUpdateContainer: true`, updates `target`).
 */
export type PayRequest =
  | (PayRequestBase & { readonly isUpdateContainer: false })
  | (PayRequestBase & { readonly isUpdateContainer: true; readonly target: PaymentMethodUpdateTarget });

/** Input of {@link PaymentAdapter.updatePaymentMethod}. */
export interface UpdatePaymentMethodRequest {
  /** One order or all of a customer's orders. */
  readonly target: PaymentMethodUpdateTarget;
  /** The attempt's idempotency key. */
  readonly idempotencyKey: string;
  /** Cancels what can be cancelled. Defaults to `undefined`. */
  readonly signal?: AbortSignal;
}

/** What the host keeps (e.g. in `sessionStorage`) while the browser is away at a provider, and hands back to `handleReturn`. */
export interface PendingPaymentReturn {
  /** The adapter that left. */
  readonly adapterId: PaymentAdapterId;
  /** Checkout or update flow. */
  readonly flow: PaymentFlow;
  /** The (draft) order the return is about, when known. */
  readonly orderId: string | null;
  /** The update target, in the update flow. */
  readonly target: PaymentMethodUpdateTarget | null;
  /** The attempt's idempotency key, reused if the return must repeat a call. */
  readonly idempotencyKey: string;
}

/** A URL the host must follow (after `isAllowedRedirect`), and what to keep for the return. */
export interface PaymentRedirectOutcome {
  readonly status: 'redirect';
  /** Where to send the browser. */
  readonly url: string;
  /** What to store until the shopper returns. */
  readonly pending: PendingPaymentReturn;
}

/** The order exists and is paid or accepted: store the confirmation and go to order-confirmation. */
export interface PaymentConfirmedOutcome<TConfirmation> {
  readonly status: 'confirmed';
  /** The order id for the order-confirmation route, when the platform sent one. */
  readonly orderId: string | null;
  /** The confirmation to store, when the platform sent one. */
  readonly confirmation: TConfirmation | null;
}

/** The payment method was replaced: go to updated-successfully. */
export interface PaymentUpdatedOutcome {
  readonly status: 'updated';
}

/**
 * A return the platform cannot settle: the shopper came back from the provider, but no platform call
 * reports whether the payment method was replaced (a Mollie mandate, a Braintree update return). The
 * host says what is known (submitted; a confirmation follows), never that the method was changed.
 */
export interface PaymentSubmittedOutcome {
  readonly status: 'submitted';
}

/** What {@link PaymentAdapter.pay} resolves to; failures reject with a `PaymentError`. */
export type PayOutcome<TConfirmation> =
  | PaymentConfirmedOutcome<TConfirmation>
  | PaymentUpdatedOutcome
  | PaymentRedirectOutcome;

/** What {@link PaymentAdapter.updatePaymentMethod} resolves to. */
export type UpdatePaymentMethodOutcome = PaymentUpdatedOutcome | PaymentRedirectOutcome;

/** Input of {@link PaymentAdapter.handleReturn}. */
export interface PaymentReturnContext {
  /** The URL the browser came back to; only identifiers are read from it, never an outcome. */
  readonly url: string;
  /** What the host stored before leaving, or `null` when it is gone (another tab, cleared storage). */
  readonly pending: PendingPaymentReturn | null;
  /** Cancels the server calls. Defaults to `undefined`. */
  readonly signal?: AbortSignal;
}

/** The server's answer after a return: the order not yet settled by the provider. */
export interface PaymentPendingOutcome {
  readonly status: 'pending';
  /** The order that is still being processed, when known. */
  readonly orderId: string | null;
}

/** What {@link PaymentAdapter.handleReturn} resolves to; a declined or cancelled outcome rejects with a `PaymentError`. */
export type PaymentReturnOutcome<TConfirmation> =
  | PaymentConfirmedOutcome<TConfirmation>
  | PaymentUpdatedOutcome
  | PaymentSubmittedOutcome
  | PaymentPendingOutcome
  | PaymentRedirectOutcome;

/**
 * One payment provider behind one contract. The host calls `load` when the shopper picks the
 * provider, `mount` from a mount component (never pays there), `pay` or `updatePaymentMethod`
 * from an event handler, `handleReturn` on a return route, and `unmount` when leaving. Every
 * method rejects only with a `PaymentError`; provider error shapes are translated inside.
 */
export interface PaymentAdapter<TConfirmation extends PaymentOrderConfirmation = PaymentOrderConfirmation> {
  /** The adapter's id. */
  readonly id: PaymentAdapterId;
  /** The provider it belongs to. */
  readonly provider: PaymentProviderId;
  /** Whether it shows a widget; `false` (offline, Mollie) means `mount` renders nothing. */
  readonly hasWidget: boolean;
  /** Loads the SDK (through the injected `SdkLoader`) and the provider data; runs once, later calls share the first promise. */
  load(context: PaymentLoadContext): Promise<void>;
  /** Mounts the widget into `element` (after `load`); the same element twice yields the same widget. */
  mount(element: HTMLElement, callbacks?: PaymentMountCallbacks): Promise<PaymentMountHandle>;
  /** Pays: builds `payment_method_payload`, creates the order (or, with `isUpdateContainer`, updates the target) through the port. */
  pay(request: PayRequest): Promise<PayOutcome<TConfirmation>>;
  /** Replaces the stored payment method (Braintree, Mollie); others reject with `provider_not_recognized`. */
  updatePaymentMethod(request: UpdatePaymentMethodRequest): Promise<UpdatePaymentMethodOutcome>;
  /** Settles a return from the provider by asking the server, never by trusting query parameters. */
  handleReturn(context: PaymentReturnContext): Promise<PaymentReturnOutcome<TConfirmation>>;
  /** Removes every widget this adapter mounted. */
  unmount(): void;
}
