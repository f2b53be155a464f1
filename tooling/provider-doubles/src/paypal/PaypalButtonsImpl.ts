import type {
  CreateOrderActions,
  CreateSubscriptionActions,
  OnApproveActions,
  OrderResponseBody,
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
  SubscriptionResponseBody,
} from '@paypal/paypal-js';
import type { DoubleEnvironment } from '../shared/DoubleEnvironment';
import { isRecord } from '../shared/isRecord';
import { openHostedPageDialog } from '../shared/openHostedPageDialog';
import { pollUntil } from '../shared/pollUntil';
import { providerApiUrl } from '../shared/providerApiUrl';
import { requestJson } from '../shared/requestJson';
import { resolveContainer } from '../shared/resolveContainer';

type PaypalKind = 'order' | 'subscription';

const PENDING = new Set(['CREATED', 'APPROVAL_PENDING']);
const APPROVED = new Set(['APPROVED', 'ACTIVE', 'COMPLETED']);

/** PayPal's own path of an order or a subscription; the sandbox serves it under `/sandbox/paypal`. */
const PAYPAL_PATHS: Record<PaypalKind, string> = {
  order: '/v2/checkout/orders',
  subscription: '/v1/billing/subscriptions',
};

/** A PayPal URL: at PayPal's host when the double was loaded from it, else the sandbox's stand-in. */
function paypalUrl(env: DoubleEnvironment, path: string): string {
  return providerApiUrl(env, `/sandbox/paypal${path}`, `https://www.paypal.com${path}`);
}

/** A PayPal error as the JS SDK hands it to `onError`: a plain object with a message. */
function paypalError(message: string, cause?: unknown): Record<string, unknown> {
  return Object.assign(new Error(message, { cause }), { name: 'PayPalError' }) as unknown as Record<string, unknown>;
}

/** Drops the return and cancel URLs: the popup flow the double stands in for never redirects the page. */
function withoutRedirects(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return {};
  const { application_context: _ignored, ...rest } = body;
  return rest;
}

/**
 * PayPal Buttons double: renders one PayPal button; a click runs `createOrder` /
 * `createSubscription` against the sandbox's PayPal API, shows the sandbox approval page in an
 * in-page dialog (the popup of the real SDK), polls the order and calls `onApprove` or `onCancel`.
 */
export class PaypalButtonsImpl implements PayPalButtonsComponent {
  private readonly env: DoubleEnvironment;
  private readonly clientId: string;
  private options: PayPalButtonsComponentOptions;
  private button: HTMLButtonElement | null = null;

  constructor(env: DoubleEnvironment, clientId: string, options: PayPalButtonsComponentOptions = {}) {
    this.env = env;
    this.clientId = clientId;
    this.options = options;
  }

  isEligible = (): boolean => true;

  updateProps = async (props: PayPalButtonsComponentOptions): Promise<void> => {
    this.options = { ...this.options, ...props };
  };

  /** The double never leaves the page for approval, so there is nothing to resume. */
  resume = (): void => undefined;

  hasReturned = (): boolean => false;

  render = async (container: HTMLElement | string): Promise<void> => {
    const target = resolveContainer(this.env.document, container);
    if (!target) throw new Error(`Document is ready and element ${String(container)} does not exist`);
    const button = this.env.document.createElement('button');
    button.type = 'button';
    button.className = 'checkout-provider-double';
    button.dataset.providerDouble = 'paypal';
    button.textContent = this.options.createSubscription ? 'Subscribe with PayPal' : 'Pay with PayPal';
    button.addEventListener('click', () => void this.run());
    target.append(button);
    this.button = button;
  };

  close = async (): Promise<void> => {
    this.button?.remove();
    this.button = null;
  };

  private async create(kind: PaypalKind, body: unknown): Promise<string> {
    const response = await requestJson(this.env, paypalUrl(this.env, PAYPAL_PATHS[kind]), {
      method: 'POST',
      body: withoutRedirects(body),
      bearer: this.clientId,
    });
    if (response.ok && isRecord(response.body) && typeof response.body.id === 'string') return response.body.id;
    const message =
      isRecord(response.body) && typeof response.body.message === 'string'
        ? response.body.message
        : 'PayPal could not be reached.';
    throw paypalError(message, response.body);
  }

  private async fetchObject(kind: PaypalKind, id: string): Promise<Record<string, unknown>> {
    const response = await requestJson(
      this.env,
      paypalUrl(this.env, `${PAYPAL_PATHS[kind]}/${encodeURIComponent(id)}`),
      {
        bearer: this.clientId,
      },
    );
    if (response.ok && isRecord(response.body)) return response.body;
    throw paypalError(`The PayPal ${kind} ${id} could not be read.`, response.body);
  }

  private approveActions(kind: PaypalKind, id: string): OnApproveActions {
    // The sandbox captures through the platform's order creation; the double does not capture in the browser.
    const notHere = () => Promise.reject(paypalError('Capture and authorize happen on the platform in the sandbox.'));
    const get = () => this.fetchObject(kind, id);
    return {
      ...(kind === 'order'
        ? {
            order: {
              capture: notHere,
              authorize: notHere,
              get: () => get() as Promise<unknown> as Promise<OrderResponseBody>,
              patch: () => Promise.resolve(),
            },
          }
        : {
            subscription: {
              get: () => get() as Promise<unknown> as Promise<SubscriptionResponseBody>,
              activate: () => Promise.resolve(),
            },
          }),
      redirect: (url: string) => this.env.navigate(url),
      restart: () => void this.run(),
    };
  }

  private async run(): Promise<void> {
    const { createOrder, createSubscription, onApprove, onCancel, onError } = this.options;
    const kind: PaypalKind = createSubscription ? 'subscription' : 'order';
    let id: string;
    try {
      if (createSubscription) {
        const actions: CreateSubscriptionActions = {
          subscription: {
            create: (body) => this.create('subscription', body),
            revise: () => Promise.reject(paypalError('Revising a subscription is not in the sandbox double.')),
          },
        };
        id = await createSubscription({}, actions);
      } else if (createOrder) {
        const actions: CreateOrderActions = { order: { create: (body) => this.create('order', body) } };
        id = await createOrder({ paymentSource: 'paypal' }, actions);
      } else {
        throw paypalError('Expected createOrder or createSubscription to be passed to paypal.Buttons().');
      }
      if (typeof id !== 'string' || id === '') throw paypalError('Expected an order id to be passed');
    } catch (error) {
      onError?.(isRecord(error) ? error : paypalError(String(error), error));
      return;
    }
    const url = paypalUrl(this.env, `/checkoutnow?token=${encodeURIComponent(id)}`);
    const dialog = openHostedPageDialog(this.env.document, url, { provider: 'paypal', title: 'PayPal' });
    try {
      const settled = await pollUntil(
        async () => {
          const object = await this.fetchObject(kind, id);
          return typeof object.status === 'string' && !PENDING.has(object.status) ? object : undefined;
        },
        this.env.pollIntervalMs,
        dialog.closed,
      );
      dialog.close();
      if (settled && typeof settled.status === 'string' && APPROVED.has(settled.status)) {
        const payer =
          isRecord(settled.payer) && typeof settled.payer.payer_id === 'string' ? settled.payer.payer_id : null;
        await onApprove?.(
          {
            orderID: id,
            payerID: payer,
            subscriptionID: kind === 'subscription' ? id : null,
            facilitatorAccessToken: `A21AA-sandbox-${this.clientId}`,
          },
          this.approveActions(kind, id),
        );
        return;
      }
      onCancel?.({ orderID: id }, { redirect: () => undefined });
    } catch (error) {
      dialog.close();
      onError?.(isRecord(error) ? error : paypalError(String(error), error));
    }
  }
}
