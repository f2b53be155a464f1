import type { Dropin, Options as DropinOptions, PaymentMethodPayload as DropinPayload } from 'braintree-web-drop-in';
import { mountOncePerElement } from '../adapters/mountOncePerElement';
import { readReturnOrderId } from '../adapters/readReturnOrderId';
import { settleOrderReturn } from '../adapters/settleOrderReturn';
import { shareUntilFailure } from '../adapters/shareUntilFailure';
import { submissionOf } from '../adapters/submissionOf';
import { toPayOutcome } from '../adapters/toPayOutcome';
import type {
  PaymentAdapter,
  PaymentAdapterOptions,
  PaymentFlow,
  PaymentMountCallbacks,
  PaymentMountHandle,
  UpdatePaymentMethodOutcome,
  UpdatePaymentMethodRequest,
} from '../contract/PaymentAdapter';
import type { PaymentMethodPayload, PaymentMoney, PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError } from '../PaymentError';
import { toDecimalAmount } from '../paypal/toDecimalAmount';
import { resolveSdkUrl } from '../sdk/resolveSdkUrl';
import { toBraintreePaymentError } from './toBraintreePaymentError';
import { toThreeDSecureShopper } from './toThreeDSecureShopper';

/** `window.braintree` as Drop-in's hosted script (or the sandbox double) defines it. */
interface BraintreeGlobal {
  readonly dropin: { create(options: DropinOptions): Promise<Dropin> };
}

/** Options of {@link createBraintreeAdapter}. */
export interface BraintreeAdapterOptions<TConfirmation extends PaymentOrderConfirmation>
  extends PaymentAdapterOptions<TConfirmation> {
  /**
   * Asks Drop-in for 3-D Secure on cards at checkout (never in the update flow, which has no amount);
   * on a merchant account without 3-D Secure Drop-in cannot set it up, and the card form is shown
   * without it. Defaults to `true`.
   */
  readonly threeDSecure?: boolean;
}

interface MountedDropin {
  readonly dropin: Dropin;
  /** Whether Drop-in was created with 3-D Secure. */
  readonly threeDSecure: boolean;
  readonly handle: PaymentMountHandle;
}

/**
 * Braintree Drop-in (https://developer.paypal.com/braintree/docs/guides/drop-in/overview/javascript/v3/):
 * loads Drop-in's script through the injected `SdkLoader` (the same path in sandbox and
 * production; the script defines `braintree.dropin`), fetches a client token from the psp endpoint
 * (cart, or customer in the update flow), mounts `dropin.create({ container })` and sends
 * `{ nonce, device_data, return_url }` with the order (or `{ nonce, device_data }` with the
 * payment-method update). A platform answering a redirect (its hosted 3-D Secure step-up) is
 * followed, and the return on `redirected` is settled from the order's status.
 */
export function createBraintreeAdapter<TConfirmation extends PaymentOrderConfirmation>(
  options: BraintreeAdapterOptions<TConfirmation>,
): PaymentAdapter<TConfirmation> {
  const { port, sdk, returnUrl } = options;
  const session = shareUntilFailure<{ braintree: BraintreeGlobal; clientToken: string; flow: PaymentFlow }>();
  const mounted = mountOncePerElement<MountedDropin>();
  let current: MountedDropin | null = null;

  async function start(flow: PaymentFlow, signal: AbortSignal | undefined) {
    try {
      const url = resolveSdkUrl('braintree-dropin', sdk);
      const [loaded, data] = await Promise.all([
        sdk.loader.loadScript({ name: 'braintree-dropin', url, globalName: 'braintree', signal }),
        port.getBraintreeData(flow === 'update' ? 'customer' : 'cart', { signal }),
      ]);
      if (!isBraintreeGlobal(loaded))
        throw new PaymentError('sdk_unavailable', 'Drop-in did not define braintree.dropin.');
      return { braintree: loaded, clientToken: data.client_token, flow };
    } catch (error) {
      throw PaymentError.from(error);
    }
  }

  async function create(element: HTMLElement, callbacks: PaymentMountCallbacks = {}): Promise<MountedDropin> {
    const loaded = session.peek();
    if (loaded === null) throw new PaymentError('server', 'The Braintree adapter was used before load().');
    const { braintree, clientToken, flow } = await loaded;
    const base = { authorization: clientToken, container: element, locale: options.locale, dataCollector: true };
    let threeDSecure = flow === 'checkout' && options.threeDSecure !== false;
    let dropin: Dropin;
    try {
      dropin = await braintree.dropin.create(threeDSecure ? { ...base, threeDSecure: true } : base);
    } catch (error) {
      if (!threeDSecure || !isThreeDSecureNotEnabled(error)) throw toBraintreePaymentError(error);
      // The merchant account has no 3-D Secure: Drop-in without it, and the platform's rules decide.
      threeDSecure = false;
      try {
        dropin = await braintree.dropin.create(base);
      } catch (retryError) {
        throw toBraintreePaymentError(retryError);
      }
    }
    dropin.on('paymentMethodRequestable', () => callbacks.onChange?.({ complete: true }));
    dropin.on('noPaymentMethodRequestable', () => callbacks.onChange?.({ complete: false }));
    const entry: MountedDropin = {
      dropin,
      threeDSecure,
      handle: {
        unmount() {
          if (!mounted.forget(element)) return;
          if (current === entry) current = null;
          dropin.teardown().catch(() => undefined);
        },
      },
    };
    current = entry;
    callbacks.onReady?.();
    return entry;
  }

  /** Drop-in's entry as a nonce plus device data, with 3-D Secure when enabled. */
  async function requestPayload(amount: PaymentMoney | null): Promise<PaymentMethodPayload> {
    if (current === null) throw new PaymentError('invalid', 'The Braintree form is not shown yet.');
    let payload: DropinPayload;
    const threeDSecure = current.threeDSecure && amount !== null;
    try {
      payload = threeDSecure
        ? await current.dropin.requestPaymentMethod({
            threeDSecure: { amount: toDecimalAmount(amount), ...toThreeDSecureShopper(port.getShopper?.() ?? null) },
          })
        : await current.dropin.requestPaymentMethod();
    } catch (error) {
      throw toBraintreePaymentError(error);
    }
    if (
      threeDSecure &&
      'liabilityShiftPossible' in payload &&
      payload.liabilityShiftPossible &&
      !payload.liabilityShifted
    ) {
      current.dropin.clearSelectedPaymentMethod();
      throw new PaymentError('authentication_failed', 'The card could not be authenticated.');
    }
    return payload.deviceData === undefined
      ? { nonce: payload.nonce }
      : { nonce: payload.nonce, device_data: payload.deviceData };
  }

  async function updatePaymentMethod(request: UpdatePaymentMethodRequest): Promise<UpdatePaymentMethodOutcome> {
    try {
      const payload = await requestPayload(null);
      const answer = await port.updatePaymentMethods(
        request.target,
        { payment_method_payload: payload },
        { idempotencyKey: request.idempotencyKey, signal: request.signal },
      );
      if (!answer.redirect || answer.redirect_url === null) return { status: 'updated' };
      const orderId = request.target.scope === 'order' ? request.target.orderId : null;
      const pending = {
        adapterId: 'braintree',
        flow: 'update',
        orderId,
        target: request.target,
        idempotencyKey: request.idempotencyKey,
      } as const;
      return { status: 'redirect', url: answer.redirect_url, pending };
    } catch (error) {
      throw PaymentError.from(error);
    }
  }

  return {
    id: 'braintree',
    provider: 'braintree',
    hasWidget: true,
    load(context) {
      return session.get(() => start(context.flow, context.signal)).then(() => undefined);
    },
    mount(element, callbacks) {
      return mounted.mount(element, () => create(element, callbacks)).then((value) => value.handle);
    },
    async pay(request) {
      if (request.isUpdateContainer) {
        return updatePaymentMethod({
          target: request.target,
          idempotencyKey: request.idempotencyKey,
          signal: request.signal,
        });
      }
      try {
        if (request.signal?.aborted) throw new PaymentError('cancelled', 'The payment was cancelled.');
        // A card that arrives without liability shift may be sent to the platform's hosted 3-D Secure
        // challenge (a redirect answer), which returns to `redirected`. One nonce per attempt.
        const submission = await submissionOf(request, async () => ({
          ...(await requestPayload(request.amount)),
          return_url: returnUrl('redirected'),
        }));
        const result = await port.createOrder(submission, {
          idempotencyKey: request.idempotencyKey,
          signal: request.signal,
        });
        // A nonce is single-use: a failed order needs a fresh one from Drop-in.
        return toPayOutcome(result, {
          adapterId: 'braintree',
          flow: 'checkout',
          target: null,
          idempotencyKey: request.idempotencyKey,
        });
      } catch (error) {
        current?.dropin.clearSelectedPaymentMethod();
        throw PaymentError.from(error);
      }
    },
    updatePaymentMethod,
    async handleReturn(context) {
      // Drop-in pays in the page; a return (`redirected` after the platform's step-up challenge,
      // `redirected-payment-update`) only asks the server.
      const orderId = readReturnOrderId(context);
      const update =
        context.pending?.flow === 'update' || /\/redirected-payment-update\/?$/.test(safePath(context.url));
      if (update) {
        // No platform call reports the replaced method: the return is submitted, never "updated".
        if (orderId === null) return { status: 'submitted' };
        const settled = await settleOrderReturn(port, orderId, { signal: context.signal });
        return settled.status === 'pending' ? settled : { status: 'submitted' };
      }
      if (orderId === null)
        throw new PaymentError('invalid', 'The returned Braintree payment could not be identified.', {
          detail: 'return_unidentified',
        });
      return settleOrderReturn(port, orderId, { signal: context.signal });
    },
    unmount() {
      for (const entry of mounted.all()) {
        entry.then((value) => value.handle.unmount()).catch(() => undefined);
      }
    },
  };
}

function isBraintreeGlobal(value: unknown): value is BraintreeGlobal {
  if (typeof value !== 'object' || value === null || !('dropin' in value)) return false;
  const dropin: unknown = value.dropin;
  return typeof dropin === 'object' && dropin !== null && 'create' in dropin && typeof dropin.create === 'function';
}

/** Drop-in's create failure on an account without 3-D Secure (braintree-web's `THREEDS_NOT_ENABLED`). */
function isThreeDSecureNotEnabled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('braintreeWebError' in error)) return false;
  const inner: unknown = error.braintreeWebError;
  return typeof inner === 'object' && inner !== null && 'code' in inner && inner.code === 'THREEDS_NOT_ENABLED';
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}
