import type {
  ConfirmCardPaymentData,
  ConfirmCardPaymentOptions,
  ConfirmCardSetupData,
  ConfirmCardSetupOptions,
  ConfirmPaymentData,
  ConfirmSetupData,
  CreatePaymentMethodData,
  CreatePaymentMethodFromElements,
  PaymentIntentResult,
  PaymentMethodResult,
  SetupIntentResult,
  Stripe,
  StripeCardElementOptions,
  StripeConstructorOptions,
  StripeElements,
  StripeElementsOptionsClientSecret,
  StripeElementsOptionsMode,
  StripeElementsUpdateOptions,
  StripeError,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';

/** Events the element double emits. */
export type StripeElementDoubleEvent = 'change' | 'ready' | 'focus' | 'blur';

/** The part of a Stripe Card Element / Payment Element the double implements. */
export interface StripeElementDouble {
  mount(domElement: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
  focus(): void;
  blur(): void;
  clear(): void;
  on(eventType: StripeElementDoubleEvent, handler: (event: unknown) => void): StripeElementDouble;
  once(eventType: StripeElementDoubleEvent, handler: (event: unknown) => void): StripeElementDouble;
  off(eventType: StripeElementDoubleEvent, handler?: (event: unknown) => void): StripeElementDouble;
}

/** The part of Stripe's `elements()` group the double implements. */
export interface StripeElementsDouble {
  create(elementType: 'card', options?: StripeCardElementOptions): StripeElementDouble;
  create(elementType: 'payment', options?: StripePaymentElementOptions): StripeElementDouble;
  getElement(elementType: 'card' | 'payment'): StripeElementDouble | null;
  submit(): ReturnType<StripeElements['submit']>;
  update(options: StripeElementsUpdateOptions): void;
  fetchUpdates(): ReturnType<StripeElements['fetchUpdates']>;
}

/** What `confirmPayment` / `confirmSetup` take, the union of Stripe.js's overloads. */
export interface StripeConfirmOptions<TData> {
  elements?: StripeElements;
  clientSecret?: string;
  confirmParams?: Partial<TData>;
  redirect?: 'always' | 'if_required';
}

/** The part of the Stripe.js instance the double implements, typed with Stripe.js's own types. */
export interface StripeDoubleSurface {
  elements(options?: StripeElementsOptionsClientSecret | StripeElementsOptionsMode): StripeElementsDouble;
  confirmPayment(
    options: StripeConfirmOptions<ConfirmPaymentData>,
  ): Promise<PaymentIntentResult | { error: StripeError }>;
  confirmCardPayment(
    clientSecret: string,
    data?: ConfirmCardPaymentData,
    options?: ConfirmCardPaymentOptions,
  ): Promise<PaymentIntentResult>;
  confirmSetup(options: StripeConfirmOptions<ConfirmSetupData>): Promise<SetupIntentResult | { error: StripeError }>;
  confirmCardSetup(
    clientSecret: string,
    data?: ConfirmCardSetupData,
    options?: ConfirmCardSetupOptions,
  ): Promise<SetupIntentResult>;
  createPaymentMethod(data: CreatePaymentMethodData | CreatePaymentMethodFromElements): Promise<PaymentMethodResult>;
  retrievePaymentIntent(clientSecret: string): Promise<PaymentIntentResult>;
  retrieveSetupIntent(clientSecret: string): Promise<SetupIntentResult>;
}

/** `window.Stripe` as the double installs it. */
export type StripeDoubleConstructor = ((
  publishableKey: string,
  options?: StripeConstructorOptions,
) => StripeDoubleSurface) & { version: string };

/**
 * Compile-time drift check: the real Stripe.js instance must still offer everything the double
 * implements, with compatible parameters; a change in `@stripe/stripe-js` breaks typecheck here.
 */
export type StripeSurfaceCheck = Stripe extends StripeDoubleSurface ? true : never;
const stripeSurfaceCheck: StripeSurfaceCheck = true;
void stripeSurfaceCheck;
