import type {
  CoreConfiguration,
  Dropin,
  DropinConfiguration,
  ICore,
  PaymentData,
  PaymentMethodsResponse,
  SubmitActions,
} from '@adyen/adyen-web';
import { shareUntilFailure } from '../adapters/shareUntilFailure';
import { submissionOf } from '../adapters/submissionOf';
import { toPayOutcome } from '../adapters/toPayOutcome';
import type {
  PaymentAdapter,
  PaymentAdapterOptions,
  PaymentMountCallbacks,
  PaymentMountHandle,
  PayOutcome,
  PayRequest,
} from '../contract/PaymentAdapter';
import type { PaymentOrderConfirmation } from '../contract/PaymentPortData';
import type { AdyenEnvironment } from '../contract/PaymentPublicConfig';
import { PaymentError, PROVIDER_NOT_RECOGNIZED_MESSAGE } from '../PaymentError';
import { defaultSdkUrls } from '../sdk/defaultSdkUrls';
import { resolveSdkUrl } from '../sdk/resolveSdkUrl';
import { settleAdyenReturn } from './settleAdyenReturn';
import { toAdyenPaymentError } from './toAdyenPaymentError';

const SANDBOX_CONFIG = { clientKey: 'test_sandbox', environment: 'test' } as const;

/** The message of a missing client key; the host shows its own translated notice for `not_configured`. */
const ADYEN_NOT_CONFIGURED = 'Adyen is not configured for this shop: no client key.';

/** Adyen Web's script on the CDN of `environment` (`checkoutshopper-live-us.cdn.adyen.com`, ...), the version of `defaultSdkUrls`. */
function adyenScriptUrl(environment: AdyenEnvironment): string {
  return defaultSdkUrls.adyen.replace('//checkoutshopper-live.cdn.', `//checkoutshopper-${environment}.cdn.`);
}

/** The part of a Drop-in instance the adapter calls, typed with Adyen Web's declarations. */
type DropinSurface = Pick<Dropin, 'mount' | 'unmount' | 'remove' | 'submit' | 'isValid' | 'showValidation'>;

/** `window.AdyenWeb` as Adyen Web's UMD script (or the sandbox double) defines it. */
interface AdyenWebGlobal {
  AdyenCheckout(configuration: CoreConfiguration): Promise<ICore>;
  Dropin: new (checkout: ICore, configuration?: DropinConfiguration) => DropinSurface;
}

/** Options of {@link createAdyenAdapter}. */
export interface AdyenAdapterOptions<TConfirmation extends PaymentOrderConfirmation>
  extends PaymentAdapterOptions<TConfirmation> {
  /** The shopper's country, for the methods Adyen offers. Defaults to `undefined`. */
  readonly countryCode?: string;
  /** The platform's `/paymentMethods` answer for the advanced flow. Defaults to `undefined` (the Drop-in asks for it, as the double does). */
  readonly paymentMethodsResponse?: {
    readonly paymentMethods?: readonly unknown[];
    readonly storedPaymentMethods?: readonly unknown[];
  };
  /** Adyen Web's stylesheet; `null` loads none. Defaults to the `adyen.css` beside the script in production, none in sandbox mode. */
  readonly stylesheetUrl?: string | null;
}

interface Submission {
  readonly data: PaymentData;
  readonly actions: SubmitActions;
}

interface Waiter {
  resolve(submission: Submission): void;
  reject(error: PaymentError): void;
}

/**
 * Adyen Drop-in on the advanced flow (https://docs.adyen.com/online-payments/build-your-integration/advanced-flow/?platform=Web&integration=Drop-in&version=6):
 * Adyen Web 6's UMD script and stylesheet load lazily through the injected `SdkLoader`; `AdyenCheckout`
 * and the Drop-in are created once per adapter (a second mount, as React StrictMode does, re-mounts
 * the same Drop-in). `pay` submits the Drop-in; its state goes to `POST /order-create` (or the update
 * PUT) with `return_url`; a 3-D Secure redirect returns to `redirected` / `redirected-payment-update`,
 * settled by `POST /adyen/paymentDetails`.
 */
export function createAdyenAdapter<TConfirmation extends PaymentOrderConfirmation>(
  options: AdyenAdapterOptions<TConfirmation>,
): PaymentAdapter<TConfirmation> {
  const { port, sdk, returnUrl } = options;
  const session = shareUntilFailure<ICore>();
  let adyenWeb: AdyenWebGlobal | null = null;
  let dropin: Promise<DropinSurface> | null = null;
  let mountedOn: HTMLElement | null = null;
  let callbacks: PaymentMountCallbacks = {};
  let waiter: Waiter | null = null;

  async function start(amount: PayRequest['amount'], signal: AbortSignal | undefined): Promise<ICore> {
    try {
      // The sandbox double accepts any key and runs on `test`; production needs the merchant's configuration.
      const configured = sdk.mode === 'sandbox' ? SANDBOX_CONFIG : (options.publicConfig?.adyen ?? null);
      if (configured === null) throw new PaymentError('not_configured', ADYEN_NOT_CONFIGURED);
      const { environment } = configured;
      const url = resolveSdkUrl('adyen', {
        ...sdk,
        urls: { ...sdk.urls, adyen: sdk.urls?.adyen ?? adyenScriptUrl(environment) },
      });
      addStylesheet(url);
      const loaded = await sdk.loader.loadScript({ name: 'adyen', url, globalName: 'AdyenWeb', signal });
      if (!isAdyenWebGlobal(loaded)) throw new PaymentError('sdk_unavailable', 'Adyen Web did not define AdyenWeb.');
      adyenWeb = loaded;
      return await loaded.AdyenCheckout({
        clientKey: configured.clientKey,
        environment,
        locale: options.locale,
        countryCode: options.countryCode,
        ...(amount === null ? {} : { amount: { value: amount.amount, currency: amount.currency } }),
        ...(options.paymentMethodsResponse === undefined
          ? {}
          : { paymentMethodsResponse: options.paymentMethodsResponse as PaymentMethodsResponse }),
        onSubmit(state, _element, actions) {
          const current = waiter;
          waiter = null;
          // Only `pay` submits (the Drop-in's own button is hidden); anything else is not ours to pay.
          if (current === null) actions.reject();
          else current.resolve({ data: state.data, actions });
        },
        onError(error) {
          const failure = toAdyenPaymentError(error);
          const current = waiter;
          waiter = null;
          if (current === null) callbacks.onError?.(failure);
          else current.reject(failure);
        },
      });
    } catch (error) {
      throw toAdyenPaymentError(error);
    }
  }

  function addStylesheet(scriptUrl: string): void {
    const href =
      options.stylesheetUrl !== undefined
        ? options.stylesheetUrl
        : sdk.mode === 'production'
          ? new URL('adyen.css', scriptUrl).href
          : null;
    const doc = globalThis.document;
    if (href === null || doc === undefined) return;
    if ([...doc.querySelectorAll('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href)) return;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.append(link);
  }

  async function createDropin(): Promise<DropinSurface> {
    const loaded = session.peek();
    if (loaded === null) throw new PaymentError('server', 'The Adyen adapter was used before load().');
    const checkout = await loaded;
    if (adyenWeb === null) throw new PaymentError('sdk_unavailable', 'Adyen Web is not loaded.');
    return new adyenWeb.Dropin(checkout, {
      showPayButton: false,
      onReady: () => callbacks.onReady?.(),
      onChange: (state) => callbacks.onChange?.({ complete: state.isValid === true }),
    });
  }

  /** Submits the Drop-in and waits for its state (`onSubmit`). */
  async function submit(signal: AbortSignal | undefined): Promise<Submission> {
    if (dropin === null) throw new PaymentError('invalid', 'The Adyen form is not shown yet.');
    const instance = await dropin;
    if (!instance.isValid) {
      // Older Adyen Web builds and the sandbox double may lack showValidation; submit() then shows it.
      if (typeof instance.showValidation === 'function') instance.showValidation();
      throw new PaymentError('invalid', 'Please complete the payment details.', { detail: 'incomplete' });
    }
    return new Promise<Submission>((resolve, reject) => {
      waiter?.reject(new PaymentError('cancelled', 'A newer Adyen payment attempt replaced this one.'));
      waiter = { resolve, reject };
      signal?.addEventListener('abort', () => {
        waiter = null;
        reject(new PaymentError('cancelled', 'The payment was cancelled.'));
      });
      instance.submit();
    });
  }

  async function pay(request: PayRequest): Promise<PayOutcome<TConfirmation>> {
    if (request.signal?.aborted) throw new PaymentError('cancelled', 'The payment was cancelled.');
    const update = request.isUpdateContainer;
    // A retry of the checkout attempt sends its state data again and leaves the Drop-in alone.
    const held: { actions: Submission['actions'] | null } = { actions: null };
    const submission = await submissionOf(update ? { ...request, submission: null } : request, async () => {
      const submitted = await submit(request.signal);
      held.actions = submitted.actions;
      return {
        ...submitted.data,
        return_url: returnUrl(update ? 'redirected-payment-update' : 'redirected'),
        isUpdateContainer: update,
      };
    });
    const call = { idempotencyKey: request.idempotencyKey, signal: request.signal };
    try {
      if (!update) {
        const result = await port.createOrder(submission, call);
        const outcome = toPayOutcome(result, {
          adapterId: 'adyen',
          flow: 'checkout',
          target: null,
          idempotencyKey: request.idempotencyKey,
        });
        // On a redirect the Drop-in keeps its loading state while the browser leaves.
        if (outcome.status === 'confirmed') held.actions?.resolve({ resultCode: 'Authorised' });
        return outcome;
      }
      const answer = await port.updatePaymentMethods(request.target, submission, call);
      if (!answer.redirect || answer.redirect_url === null) {
        held.actions?.resolve({ resultCode: 'Authorised' });
        return { status: 'updated' };
      }
      const orderId = request.target.scope === 'order' ? request.target.orderId : null;
      return {
        status: 'redirect',
        url: answer.redirect_url,
        pending: {
          adapterId: 'adyen',
          flow: 'update',
          orderId,
          target: request.target,
          idempotencyKey: request.idempotencyKey,
        },
      };
    } catch (error) {
      held.actions?.reject();
      throw PaymentError.from(error);
    }
  }

  return {
    id: 'adyen',
    provider: 'adyen',
    hasWidget: true,
    load(context) {
      return session.get(() => start(context.amount, context.signal)).then(() => undefined);
    },
    async mount(element, mountCallbacks = {}) {
      callbacks = mountCallbacks;
      if (dropin === null) {
        dropin = createDropin();
        dropin.catch(() => {
          dropin = null;
        });
      }
      let instance: DropinSurface;
      try {
        instance = await dropin;
      } catch (error) {
        throw toAdyenPaymentError(error);
      }
      if (mountedOn !== element) {
        if (mountedOn !== null) instance.unmount();
        instance.mount(element);
        mountedOn = element;
      }
      return {
        unmount() {
          if (mountedOn !== element) return;
          instance.unmount();
          mountedOn = null;
        },
      } satisfies PaymentMountHandle;
    },
    async pay(request) {
      try {
        return await pay(request);
      } catch (error) {
        throw toAdyenPaymentError(error);
      }
    },
    updatePaymentMethod: () =>
      Promise.reject(new PaymentError('provider_not_recognized', PROVIDER_NOT_RECOGNIZED_MESSAGE)),
    handleReturn: (context) => settleAdyenReturn(port, context),
    unmount() {
      const current = dropin;
      dropin = null;
      mountedOn = null;
      current?.then((instance) => instance.remove()).catch(() => undefined);
    },
  };
}

function isAdyenWebGlobal(value: unknown): value is AdyenWebGlobal {
  return (
    typeof value === 'object' &&
    value !== null &&
    'AdyenCheckout' in value &&
    typeof value.AdyenCheckout === 'function' &&
    'Dropin' in value &&
    typeof value.Dropin === 'function'
  );
}
