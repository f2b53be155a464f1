import type {
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeConstructorOptions,
  StripeElements,
  StripePaymentElement,
} from '@stripe/stripe-js';
import { mountOncePerElement } from '../adapters/mountOncePerElement';
import { shareUntilFailure } from '../adapters/shareUntilFailure';
import { submissionOf } from '../adapters/submissionOf';
import { toPayOutcome } from '../adapters/toPayOutcome';
import type {
  PaymentAdapter,
  PaymentAdapterOptions,
  PaymentFlow,
  PaymentMountHandle,
  PayOutcome,
  PayRequest,
  UpdatePaymentMethodOutcome,
} from '../contract/PaymentAdapter';
import type {
  PaymentMethodPayload,
  PaymentMethodUpdateTarget,
  PaymentOrderConfirmation,
} from '../contract/PaymentPortData';
import { PaymentError, PROVIDER_NOT_RECOGNIZED_MESSAGE } from '../PaymentError';
import { resolveSdkUrl } from '../sdk/resolveSdkUrl';
import { settleStripeReturn } from './settleStripeReturn';
import { toStripePaymentError } from './toStripePaymentError';
import { withReturnQuery } from './withReturnQuery';

/** The part of Stripe.js the adapter calls, typed with Stripe.js's own declarations. */
type StripeSdk = Pick<
  Stripe,
  'elements' | 'createPaymentMethod' | 'confirmPayment' | 'confirmSetup' | 'confirmCardSetup'
>;

/** `window.Stripe` as the script (or the sandbox double) defines it. */
type StripeFactory = (publishableKey: string, options?: StripeConstructorOptions) => StripeSdk;

interface StripeSession {
  readonly stripe: StripeSdk;
  readonly flow: PaymentFlow;
  /** PaymentIntent (checkout v2) or SetupIntent (update) secret; `null` for a v1 checkout. */
  readonly clientSecret: string | null;
}

interface MountedElement {
  readonly elements: StripeElements;
  readonly element: StripeCardElement | StripePaymentElement;
  readonly handle: PaymentMountHandle;
}

/**
 * Stripe (https://docs.stripe.com/payments/payment-element): version 1 mounts the Card Element,
 * creates a PaymentMethod and lets the platform confirm (`{ payment_method_id, return_url }`);
 * version 2 (the default) mounts the Payment Element on the cart's PaymentIntent, creates the order
 * with `{ payment_intent_id }`, confirms in the browser (redirecting only when required) and has the
 * platform verify the intent. The update flow creates the link's customer with its SetupIntent
 * (`createStripeCustomer`, ADR 0013), confirms it in the browser (v2 `confirmSetup`, v1
 * `confirmCardSetup`) and sends `{ setup_intent_id }`. Stripe.js is loaded through the injected
 * `SdkLoader` in both modes.
 */
export function createStripeAdapter<TConfirmation extends PaymentOrderConfirmation>(
  options: PaymentAdapterOptions<TConfirmation>,
): PaymentAdapter<TConfirmation> {
  const { port, sdk, returnUrl, customerId = null } = options;
  const version = options.version === 1 ? 1 : 2;
  const id = version === 1 ? 'stripe-v1' : 'stripe-v2';
  const session = shareUntilFailure<StripeSession>();
  const mounted = mountOncePerElement<MountedElement>();
  let current: MountedElement | null = null;

  async function start(flow: PaymentFlow, signal: AbortSignal | undefined): Promise<StripeSession> {
    try {
      const url = resolveSdkUrl('stripe', sdk);
      const [factory, key, clientSecret] = await Promise.all([
        sdk.loader.loadScript({ name: 'stripe', url, globalName: 'Stripe', signal }),
        port.getStripeKey({ signal }),
        flow === 'checkout' && version === 1 ? null : loadClientSecret(flow, signal),
      ]);
      if (typeof factory !== 'function') throw new PaymentError('sdk_unavailable', 'Stripe.js did not define Stripe.');
      const stripe = (factory as StripeFactory)(key.key, {
        ...(key.account_id === null ? {} : { stripeAccount: key.account_id }),
        locale: (options.locale ?? 'auto') as StripeConstructorOptions['locale'],
      });
      return { stripe, flow, clientSecret };
    } catch (error) {
      throw PaymentError.from(error);
    }
  }

  async function loadClientSecret(flow: PaymentFlow, signal: AbortSignal | undefined): Promise<string> {
    if (flow === 'update' && customerId === null) {
      throw new PaymentError('server', 'The Stripe update flow needs the link’s customer.');
    }
    // The update's SetupIntent comes with the link's customer, so the confirmed card is stored for them.
    const secret =
      flow === 'update' && customerId !== null
        ? (await port.createStripeCustomer(customerId, { signal })).client_secret
        : (await port.getStripeData({ signal })).client_secret;
    if (secret === null || secret === '') throw new PaymentError('server', 'Stripe sent no client secret.');
    return secret;
  }

  async function ready(): Promise<StripeSession> {
    const loaded = session.peek();
    if (loaded === null) throw new PaymentError('server', 'The Stripe adapter was used before load().');
    return loaded;
  }

  async function mountInto(
    element: HTMLElement,
    callbacks: Parameters<PaymentAdapter['mount']>[1],
  ): Promise<MountedElement> {
    const { stripe, clientSecret } = await ready();
    // The Card Element (v1) takes no intent; its SetupIntent is confirmed with `confirmCardSetup`.
    const elements = version === 1 || clientSecret === null ? stripe.elements() : stripe.elements({ clientSecret });
    const widget = version === 1 ? elements.create('card') : elements.create('payment', { layout: 'tabs' });
    const onChange = (event: StripeCardElementChangeEvent) => {
      callbacks?.onChange?.({ complete: event.complete });
      if (event.error !== undefined) callbacks?.onError?.(toStripePaymentError(event.error));
    };
    // Both element types emit `ready` and `change`; the overloads differ only in the event type.
    (widget as StripeCardElement).on('ready', () => callbacks?.onReady?.());
    (widget as StripeCardElement).on('change', onChange);
    widget.mount(element);
    const entry: MountedElement = {
      elements,
      element: widget,
      handle: {
        unmount() {
          if (!mounted.forget(element)) return;
          widget.destroy();
          if (current === entry) current = null;
        },
      },
    };
    current = entry;
    return entry;
  }

  function mountedWidget(): MountedElement {
    if (current === null) throw new PaymentError('invalid', 'The Stripe form is not shown yet.');
    return current;
  }

  /** v1: the Card Element's entry as a PaymentMethod. */
  async function createPaymentMethod(stripe: StripeSdk): Promise<string> {
    const { element } = mountedWidget();
    const result = await stripe.createPaymentMethod({ type: 'card', card: element as StripeCardElement });
    if (result.error !== undefined) throw toStripePaymentError(result.error);
    return result.paymentMethod.id;
  }

  /** v2: validates the Payment Element before any server call, as Stripe requires. */
  async function submitElements(): Promise<StripeElements> {
    const { elements } = mountedWidget();
    const submitted = await elements.submit();
    if (submitted.error !== undefined) throw toStripePaymentError(submitted.error);
    return elements;
  }

  async function payCheckout(request: PayRequest, stripe: StripeSdk): Promise<PayOutcome<TConfirmation>> {
    const pending = { adapterId: id, flow: 'checkout', target: null, idempotencyKey: request.idempotencyKey } as const;
    const call = { idempotencyKey: request.idempotencyKey, signal: request.signal };
    if (version === 1) {
      // One PaymentMethod per attempt: its retries send the same one (`submissionOf`).
      const submission = await submissionOf(request, async () => ({
        payment_method_id: await createPaymentMethod(stripe),
        return_url: returnUrl('stripe-redirected'),
      }));
      return toPayOutcome(await port.createOrder(submission, call), pending);
    }
    const elements = await submitElements();
    const submission = await submissionOf(request, async () => ({
      payment_intent_id: intentIdOf((await ready()).clientSecret),
    }));
    const result = await port.createOrder(submission, call);
    const outcome = toPayOutcome(result, pending);
    if (outcome.status === 'redirect' || outcome.confirmation?.order.status === 'open') return outcome;
    const orderId = outcome.orderId;
    if (orderId === null) throw new PaymentError('server', 'The platform created no order for the Stripe payment.');
    // Stripe.js leaves for `return_url` itself when a method needs it, so the URL carries the order id.
    const confirmed = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: withReturnQuery(returnUrl('stripe-redirected'), { order_id: orderId }) },
      redirect: 'if_required',
    });
    if (confirmed.error !== undefined) throw toStripePaymentError(confirmed.error);
    const verification = await port.verifyStripeIntent(confirmed.paymentIntent.id, orderId, { signal: request.signal });
    if (verification.redirect && verification.redirect_url !== null) {
      return { status: 'redirect', url: verification.redirect_url, pending: { ...pending, orderId } };
    }
    if (!verification.verified) throw new PaymentError('server', 'The Stripe payment could not be verified.');
    return { status: 'confirmed', orderId, confirmation: await port.getOrder(orderId, { signal: request.signal }) };
  }

  async function payUpdate(
    target: PaymentMethodUpdateTarget,
    idempotencyKey: string,
    signal: AbortSignal | undefined,
    session: StripeSession,
  ): Promise<UpdatePaymentMethodOutcome> {
    const { stripe, clientSecret } = session;
    if (clientSecret === null) throw new PaymentError('server', 'The Stripe update has no SetupIntent.');
    const back = withReturnQuery(returnUrl('stripe-update-flow-redirected'), targetQuery(target));
    const confirmed =
      version === 1
        ? await stripe.confirmCardSetup(clientSecret, {
            payment_method: { card: mountedWidget().element as StripeCardElement },
            return_url: back,
          })
        : await stripe.confirmSetup({
            elements: await submitElements(),
            confirmParams: { return_url: back },
            redirect: 'if_required',
          });
    if (confirmed.error !== undefined) throw toStripePaymentError(confirmed.error);
    const payload: PaymentMethodPayload = { setup_intent_id: confirmed.setupIntent.id, return_url: back };
    const answer = await port.updatePaymentMethods(
      target,
      { payment_method_payload: payload },
      { idempotencyKey, signal },
    );
    if (!answer.redirect || answer.redirect_url === null) return { status: 'updated' };
    const orderId = target.scope === 'order' ? target.orderId : null;
    return {
      status: 'redirect',
      url: answer.redirect_url,
      pending: { adapterId: id, flow: 'update', orderId, target, idempotencyKey },
    };
  }

  return {
    id,
    provider: 'stripe',
    hasWidget: true,
    load(context) {
      return session.get(() => start(context.flow, context.signal)).then(() => undefined);
    },
    mount(element, callbacks) {
      return mounted.mount(element, () => mountInto(element, callbacks)).then((value) => value.handle);
    },
    async pay(request) {
      try {
        const loaded = await ready();
        if (request.signal?.aborted) throw new PaymentError('cancelled', 'The payment was cancelled.');
        if (request.isUpdateContainer)
          return await payUpdate(request.target, request.idempotencyKey, request.signal, loaded);
        return await payCheckout(request, loaded.stripe);
      } catch (error) {
        throw PaymentError.from(error);
      }
    },
    updatePaymentMethod: () =>
      Promise.reject(new PaymentError('provider_not_recognized', PROVIDER_NOT_RECOGNIZED_MESSAGE)),
    handleReturn: (context) => settleStripeReturn(port, id, context),
    unmount() {
      for (const entry of mounted.all()) {
        entry.then((value) => value.handle.unmount()).catch(() => undefined);
      }
    },
  };
}

/** The PaymentIntent id inside its client secret (`pi_123_secret_456` → `pi_123`), as Stripe documents it. */
function intentIdOf(clientSecret: string | null): string {
  const match = clientSecret === null ? null : /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret);
  if (match?.[1] === undefined) throw new PaymentError('server', 'Stripe sent an unexpected client secret.');
  return match[1];
}

function targetQuery(target: PaymentMethodUpdateTarget): Record<string, string> {
  return target.scope === 'order' ? { order_id: target.orderId } : { customer_id: target.customerId };
}
