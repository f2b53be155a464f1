import type {
  ConfirmCardPaymentData,
  ConfirmCardPaymentOptions,
  ConfirmCardSetupData,
  ConfirmCardSetupOptions,
  ConfirmPaymentData,
  ConfirmSetupData,
  CreatePaymentMethodData,
  CreatePaymentMethodFromElements,
  PaymentIntent,
  PaymentIntentResult,
  PaymentMethod,
  PaymentMethodResult,
  SetupIntent,
  SetupIntentResult,
  StripeElementsOptionsClientSecret,
  StripeElementsOptionsMode,
  StripeError,
} from '@stripe/stripe-js';
import type { DoubleEnvironment } from '../shared/DoubleEnvironment';
import { IntegrationError } from '../shared/IntegrationError';
import { callStripeApi, type StripeApiResult } from './callStripeApi';
import {
  confirmIntent,
  retrieveIntent,
  type StripeIntentKind,
  type StripePaymentMethodInput,
  type StripeRedirectMode,
} from './confirmIntent';
import type { StripeConfirmOptions, StripeDoubleSurface, StripeElementsDouble } from './StripeDoubleSurface';
import { StripeElementImpl } from './StripeElementImpl';
import { StripeElementsImpl } from './StripeElementsImpl';

// The sandbox answers Stripe's own JSON; these casts are the one place it becomes Stripe.js's types.
const asPaymentIntent = (result: StripeApiResult): PaymentIntentResult =>
  result.error ? { error: result.error } : { paymentIntent: result.object as unknown as PaymentIntent };
const asSetupIntent = (result: StripeApiResult): SetupIntentResult =>
  result.error ? { error: result.error } : { setupIntent: result.object as unknown as SetupIntent };

/** A Stripe.js instance double bound to a publishable key and the sandbox's Stripe API. */
export class StripeDouble implements StripeDoubleSurface {
  private readonly env: DoubleEnvironment;
  private readonly publishableKey: string;

  constructor(env: DoubleEnvironment, publishableKey: string) {
    if (typeof publishableKey !== 'string' || publishableKey === '') {
      throw new IntegrationError(
        'missing_argument',
        'Please call Stripe() with your publishable key. You used an empty string.',
      );
    }
    this.env = env;
    this.publishableKey = publishableKey;
  }

  /** No-op kept for `@stripe/stripe-js`'s `loadStripe`, which registers itself on the instance. */
  _registerWrapper(): void {}

  elements(options?: StripeElementsOptionsClientSecret | StripeElementsOptionsMode): StripeElementsDouble {
    return new StripeElementsImpl(this.env.document, options ? { ...options } : {});
  }

  async confirmPayment(
    options: StripeConfirmOptions<ConfirmPaymentData>,
  ): Promise<PaymentIntentResult | { error: StripeError }> {
    return asPaymentIntent(await this.confirmWithElements('payment_intent', options));
  }

  async confirmSetup(
    options: StripeConfirmOptions<ConfirmSetupData>,
  ): Promise<SetupIntentResult | { error: StripeError }> {
    return asSetupIntent(await this.confirmWithElements('setup_intent', options));
  }

  async confirmCardPayment(
    clientSecret: string,
    data?: ConfirmCardPaymentData,
    options?: ConfirmCardPaymentOptions,
  ): Promise<PaymentIntentResult> {
    return asPaymentIntent(await this.confirmCard('payment_intent', clientSecret, data?.payment_method, options));
  }

  async confirmCardSetup(
    clientSecret: string,
    data?: ConfirmCardSetupData,
    options?: ConfirmCardSetupOptions,
  ): Promise<SetupIntentResult> {
    return asSetupIntent(await this.confirmCard('setup_intent', clientSecret, data?.payment_method, options));
  }

  async createPaymentMethod(
    data: CreatePaymentMethodData | CreatePaymentMethodFromElements,
  ): Promise<PaymentMethodResult> {
    const element =
      'elements' in data ? this.elementsOf(data.elements)?.mountedElement() : 'card' in data ? data.card : undefined;
    const input = this.cardOf(element);
    if ('error' in input) return { error: input.error };
    if (!('card' in input)) {
      return {
        error: {
          type: 'invalid_request_error',
          message: 'The sandbox double creates card PaymentMethods from an Element only.',
        },
      };
    }
    const result = await callStripeApi(this.env, this.publishableKey, '/payment_methods', {
      method: 'POST',
      body: {
        type: 'card',
        card: {
          number: input.card.number,
          exp_month: input.card.expMonth,
          exp_year: input.card.expYear,
          cvc: input.card.cvc,
        },
      },
    });
    return result.error ? { error: result.error } : { paymentMethod: result.object as unknown as PaymentMethod };
  }

  async retrievePaymentIntent(clientSecret: string): Promise<PaymentIntentResult> {
    return asPaymentIntent(await retrieveIntent(this.env, this.publishableKey, 'payment_intent', clientSecret));
  }

  async retrieveSetupIntent(clientSecret: string): Promise<SetupIntentResult> {
    return asSetupIntent(await retrieveIntent(this.env, this.publishableKey, 'setup_intent', clientSecret));
  }

  private elementsOf(elements: unknown): StripeElementsImpl | null {
    return elements instanceof StripeElementsImpl ? elements : null;
  }

  /** The card typed into an element double, its validation error, or the `pm_...` id given instead. */
  private cardOf(element: unknown): StripePaymentMethodInput | { error: StripeError } {
    if (typeof element === 'string') return { paymentMethodId: element };
    if (!(element instanceof StripeElementImpl)) {
      throw new IntegrationError('invalid_argument', 'Please provide a mounted Element created by this Stripe double.');
    }
    const error = element.validate();
    const card = element.readCard();
    return error || !card
      ? { error: error ?? { type: 'validation_error', message: 'Your card number is incomplete.' } }
      : { card };
  }

  private async confirmWithElements(
    kind: StripeIntentKind,
    options: StripeConfirmOptions<ConfirmPaymentData | ConfirmSetupData>,
  ): Promise<StripeApiResult> {
    const method = kind === 'payment_intent' ? 'confirmPayment' : 'confirmSetup';
    const elements = this.elementsOf(options.elements);
    const clientSecret = options.clientSecret ?? elements?.clientSecret;
    if (!clientSecret) {
      throw new IntegrationError(
        'missing_argument',
        `stripe.${method}(): the \`clientSecret\` argument is required (or create elements with one).`,
      );
    }
    const returnUrl = options.confirmParams?.return_url;
    const redirect = options.redirect ?? 'always';
    if (redirect === 'always' && !returnUrl) {
      throw new IntegrationError(
        'missing_argument',
        `stripe.${method}(): the \`confirmParams.return_url\` argument is required unless passing \`redirect: 'if_required'\``,
      );
    }
    const paymentMethodId = options.confirmParams?.payment_method;
    const input = this.cardOf(typeof paymentMethodId === 'string' ? paymentMethodId : elements?.mountedElement());
    if ('error' in input) return { error: input.error };
    const mode: StripeRedirectMode =
      redirect === 'always' && returnUrl ? { redirect, returnUrl } : { redirect: 'if_required' };
    return confirmIntent({
      env: this.env,
      publishableKey: this.publishableKey,
      kind,
      clientSecret,
      paymentMethod: input,
      mode,
    });
  }

  private async confirmCard(
    kind: StripeIntentKind,
    clientSecret: string,
    paymentMethod: unknown,
    options: { handleActions?: boolean } | undefined,
  ): Promise<StripeApiResult> {
    if (typeof clientSecret !== 'string' || !clientSecret.includes('_secret_')) {
      throw new IntegrationError(
        'invalid_argument',
        'Invalid value for clientSecret: it should be a client secret of the form {id}_secret_{secret}.',
      );
    }
    const element =
      typeof paymentMethod === 'string' ? paymentMethod : (paymentMethod as { card?: unknown } | undefined)?.card;
    const input = this.cardOf(element);
    if ('error' in input) return { error: input.error };
    const mode: StripeRedirectMode = { redirect: options?.handleActions === false ? 'manual' : 'if_required' };
    return confirmIntent({
      env: this.env,
      publishableKey: this.publishableKey,
      kind,
      clientSecret,
      paymentMethod: input,
      mode,
    });
  }
}
