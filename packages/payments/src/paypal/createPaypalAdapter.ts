import type { OnApproveData, PayPalNamespace } from '@paypal/paypal-js';
import { mountOncePerElement } from '../adapters/mountOncePerElement';
import { readReturnOrderId } from '../adapters/readReturnOrderId';
import { settleOrderReturn } from '../adapters/settleOrderReturn';
import { shareUntilFailure } from '../adapters/shareUntilFailure';
import { submissionOf } from '../adapters/submissionOf';
import { toPayOutcome } from '../adapters/toPayOutcome';
import type {
  PaymentAdapter,
  PaymentAdapterOptions,
  PaymentMountCallbacks,
  PaymentMountHandle,
} from '../contract/PaymentAdapter';
import type { PaymentMethodPayload, PaymentMoney, PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError, PROVIDER_NOT_RECOGNIZED_MESSAGE } from '../PaymentError';
import { resolveSdkUrl } from '../sdk/resolveSdkUrl';
import { toDecimalAmount } from './toDecimalAmount';

interface PaypalSession {
  readonly paypal: PayPalNamespace;
  readonly planId: string | null;
  readonly amount: PaymentMoney | null;
}

interface Waiter {
  resolve(payload: PaymentMethodPayload): void;
  reject(error: PaymentError): void;
}

/** The message of a missing client id; the host shows its own translated notice for `not_configured`. */
const PAYPAL_NOT_CONFIGURED = 'PayPal is not configured for this shop: no client id.';

/**
 * PayPal JS SDK buttons (https://developer.paypal.com/sdk/js/reference/): loads the SDK through the
 * injected `SdkLoader` with `client-id` from the psp endpoint (`intent=subscription&vault=true` when the
 * cart has a `plan_id`), renders the buttons, and turns the shopper's approval into
 * `{ paypal_order_id, return_url }` or `{ subscription_id }` for the order. The approval happens in PayPal's
 * window: the adapter reports it with `onChange({ complete: true })`, and `pay` uses it (or waits for it).
 * When the platform's capture needs the payer again (PayPal's `PAYER_ACTION_REQUIRED`), it answers a
 * redirect to the `payer-action` page, which returns to `redirected` (`return_url`).
 */
export function createPaypalAdapter<TConfirmation extends PaymentOrderConfirmation>(
  options: PaymentAdapterOptions<TConfirmation>,
): PaymentAdapter<TConfirmation> {
  const { port, sdk, returnUrl } = options;
  const session = shareUntilFailure<PaypalSession>();
  const mounted = mountOncePerElement<PaymentMountHandle>();
  let approval: PaymentMethodPayload | null = null;
  let waiter: Waiter | null = null;

  async function start(amount: PaymentMoney | null, signal: AbortSignal | undefined): Promise<PaypalSession> {
    try {
      const data = await port.getPaypalData({ signal });
      // The platform's client id first, then the host's configuration (ADR 0012).
      const clientId = data.paypal_client_id ?? options.publicConfig?.paypal?.clientId ?? null;
      if (clientId === null) throw new PaymentError('not_configured', PAYPAL_NOT_CONFIGURED);
      const url = new URL(resolveSdkUrl('paypal', sdk));
      url.searchParams.set('client-id', clientId);
      url.searchParams.set('components', 'buttons');
      if (amount !== null) url.searchParams.set('currency', amount.currency);
      url.searchParams.set('intent', data.plan_id === null ? 'capture' : 'subscription');
      if (data.plan_id !== null) url.searchParams.set('vault', 'true');
      const loaded = await sdk.loader.loadScript({ name: 'paypal', url: url.href, globalName: 'paypal', signal });
      if (
        typeof loaded !== 'object' ||
        loaded === null ||
        !('Buttons' in loaded) ||
        typeof loaded.Buttons !== 'function'
      ) {
        throw new PaymentError('sdk_unavailable', 'The PayPal SDK did not define paypal.Buttons.');
      }
      return { paypal: loaded as PayPalNamespace, planId: data.plan_id, amount };
    } catch (error) {
      throw PaymentError.from(error);
    }
  }

  function settle(result: PaymentMethodPayload | PaymentError): void {
    const current = waiter;
    waiter = null;
    if (result instanceof PaymentError) current?.reject(result);
    else if (current !== null) current.resolve(result);
    else approval = result;
  }

  async function render(element: HTMLElement, callbacks: PaymentMountCallbacks = {}): Promise<PaymentMountHandle> {
    const loaded = session.peek();
    if (loaded === null) throw new PaymentError('server', 'The PayPal adapter was used before load().');
    const { paypal, planId, amount } = await loaded;
    const buttons = paypal.Buttons?.({
      ...(planId === null
        ? {
            createOrder: (_data, actions) => {
              if (amount === null)
                return Promise.reject(new PaymentError('invalid', 'PayPal needs the amount to pay.'));
              const value = toDecimalAmount(amount);
              return actions.order.create({
                intent: 'CAPTURE',
                purchase_units: [{ amount: { currency_code: amount.currency, value } }],
              });
            },
          }
        : { createSubscription: (_data, actions) => actions.subscription.create({ plan_id: planId }) }),
      onApprove: (data: OnApproveData) => {
        const payload = approvalPayload(data, planId);
        settle(payload);
        if (!(payload instanceof PaymentError)) callbacks.onChange?.({ complete: true });
        return Promise.resolve();
      },
      onCancel: () => {
        approval = null;
        settle(new PaymentError('cancelled', 'The PayPal payment was cancelled.'));
        callbacks.onChange?.({ complete: false });
      },
      onError: (error) => {
        const message = typeof error.message === 'string' ? error.message : 'PayPal reported an error.';
        const failure = new PaymentError('server', message, { cause: error });
        if (waiter === null) callbacks.onError?.(failure);
        settle(failure);
      },
    });
    if (buttons === undefined || !buttons.isEligible()) {
      throw new PaymentError('sdk_unavailable', 'PayPal is not available for this payment.');
    }
    try {
      await buttons.render(element);
    } catch (error) {
      throw new PaymentError('sdk_unavailable', 'The PayPal buttons could not be shown.', { cause: error });
    }
    callbacks.onReady?.();
    return {
      unmount() {
        if (!mounted.forget(element)) return;
        buttons.close().catch(() => undefined);
      },
    };
  }

  /** The approval the shopper gave in PayPal's window, waiting for it when none came yet. */
  function approved(signal: AbortSignal | undefined): Promise<PaymentMethodPayload> {
    if (approval !== null) {
      const payload = approval;
      approval = null;
      return Promise.resolve(payload);
    }
    return new Promise<PaymentMethodPayload>((resolve, reject) => {
      waiter?.reject(new PaymentError('cancelled', 'A newer PayPal payment attempt replaced this one.'));
      const abort = () => {
        waiter = null;
        reject(new PaymentError('cancelled', 'The PayPal payment was cancelled.'));
      };
      signal?.addEventListener('abort', abort, { once: true });
      waiter = {
        resolve: (payload) => {
          signal?.removeEventListener('abort', abort);
          resolve(payload);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', abort);
          reject(error);
        },
      };
    });
  }

  return {
    id: 'paypal',
    provider: 'paypal',
    hasWidget: true,
    load(context) {
      return session.get(() => start(context.amount, context.signal)).then(() => undefined);
    },
    mount(element, callbacks) {
      return mounted.mount(element, () => render(element, callbacks));
    },
    async pay(request) {
      // PayPal has no payment-method update (providers.md): the dispatch never sends it here.
      if (request.isUpdateContainer) throw new PaymentError('provider_not_recognized', PROVIDER_NOT_RECOGNIZED_MESSAGE);
      try {
        if (request.signal?.aborted) throw new PaymentError('cancelled', 'The PayPal payment was cancelled.');
        // One approval per attempt. A capture that needs the payer again (PAYER_ACTION_REQUIRED) sends them
        // to PayPal and back to `redirected`.
        const submission = await submissionOf(request, async () => {
          const approval = await approved(request.signal);
          return 'paypal_order_id' in approval ? { ...approval, return_url: returnUrl('redirected') } : approval;
        });
        const result = await port.createOrder(submission, {
          idempotencyKey: request.idempotencyKey,
          signal: request.signal,
        });
        return toPayOutcome(result, {
          adapterId: 'paypal',
          flow: 'checkout',
          target: null,
          idempotencyKey: request.idempotencyKey,
        });
      } catch (error) {
        throw PaymentError.from(error);
      }
    },
    updatePaymentMethod: () =>
      Promise.reject(new PaymentError('provider_not_recognized', PROVIDER_NOT_RECOGNIZED_MESSAGE)),
    async handleReturn(context) {
      // The buttons approve in a popup; a full-page return (`redirected`, after a payer action) is settled by
      // the order's status: PayPal's `token` and `PayerID` on the URL prove nothing.
      const orderId = readReturnOrderId(context);
      if (orderId === null)
        throw new PaymentError('invalid', 'The returned PayPal payment could not be identified.', {
          detail: 'return_unidentified',
        });
      return settleOrderReturn(port, orderId, { signal: context.signal });
    },
    unmount() {
      for (const handle of mounted.all()) handle.then((value) => value.unmount()).catch(() => undefined);
    },
  };
}

function approvalPayload(data: OnApproveData, planId: string | null): PaymentMethodPayload | PaymentError {
  if (planId !== null) {
    return data.subscriptionID
      ? { subscription_id: data.subscriptionID }
      : new PaymentError('server', 'PayPal approved no subscription.');
  }
  return data.orderID ? { paypal_order_id: data.orderID } : new PaymentError('server', 'PayPal approved no order.');
}
