// @vitest-environment jsdom
import type {
  CreateOrderActions,
  CreateSubscriptionActions,
  OnApproveActions,
  OnCancelledActions,
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
  PayPalNamespace,
} from '@paypal/paypal-js';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentReturnRoute } from '../contract/PaymentReturnRoute';
import type { SdkScriptRequest } from '../contract/SdkLoader';
import { PaymentError } from '../PaymentError';
import { apiFailure, confirmedOrder, createFakePort, testConfirmation } from '../testing/createFakePort';
import { createPaypalAdapter } from './createPaypalAdapter';

/** The PayPal namespace stand-in, typed with paypal-js's published types; it keeps the options the adapter passed. */
function fakePaypal(eligible = true) {
  let options: PayPalButtonsComponentOptions = {};
  const buttons: PayPalButtonsComponent = {
    close: vi.fn(() => Promise.resolve()),
    isEligible: () => eligible,
    render: vi.fn(() => Promise.resolve()),
    updateProps: vi.fn(() => Promise.resolve()),
    resume: vi.fn(),
    hasReturned: () => false,
  };
  const namespace: PayPalNamespace = {
    Buttons: vi.fn((given?: PayPalButtonsComponentOptions) => {
      options = given ?? {};
      return buttons;
    }),
    version: '5.0.0',
  };
  return {
    namespace,
    buttons,
    options: () => options,
    approve: (data: { orderID: string; subscriptionID?: string }) => options.onApprove?.(data, {} as OnApproveActions),
    cancel: () => options.onCancel?.({}, {} as OnCancelledActions),
  };
}

function setup(
  options: {
    planId?: string | null;
    loadError?: Error;
    eligible?: boolean;
    clientId?: string | null;
    configured?: string;
  } = {},
) {
  const fake = fakePaypal(options.eligible);
  const requests: SdkScriptRequest[] = [];
  const port = createFakePort({
    getPaypalData: vi.fn(() =>
      Promise.resolve({
        paypal_client_id: options.clientId === undefined ? 'sb-sandbox-k' : options.clientId,
        plan_id: options.planId ?? null,
      }),
    ),
    createOrder: vi.fn(() => Promise.resolve(confirmedOrder('o1'))),
  });
  const adapter = createPaypalAdapter({
    port,
    sdk: {
      mode: 'sandbox',
      sandboxOrigin: 'http://127.0.0.1:4010',
      loader: {
        loadScript: vi.fn((request: SdkScriptRequest) => {
          requests.push(request);
          return options.loadError ? Promise.reject(options.loadError) : Promise.resolve(fake.namespace);
        }),
      },
    },
    returnUrl: (route: PaymentReturnRoute) => `http://127.0.0.1:5173/en/k/c1/${route}`,
    publicConfig: { paypal: options.configured === undefined ? null : { clientId: options.configured } },
  });
  return { adapter, port, fake, requests };
}

async function mounted(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options);
  await context.adapter.load({ flow: 'checkout', amount: { amount: 2599, currency: 'EUR' } });
  const onChange = vi.fn();
  await context.adapter.mount(document.createElement('div'), { onChange });
  return { ...context, onChange };
}

const checkout = { idempotencyKey: 'k1', amount: { amount: 2599, currency: 'EUR' }, isUpdateContainer: false } as const;

describe('createPaypalAdapter', () => {
  it('prefers the platform’s client id, then the configured one, else rejects with not_configured (ADR 0012)', async () => {
    const clientIdOf = async (options: Parameters<typeof setup>[0]) => {
      const { adapter, requests } = setup(options);
      await adapter.load({ flow: 'checkout', amount: null });
      return new URL(requests[0]?.url ?? '').searchParams.get('client-id');
    };
    expect(await clientIdOf({ clientId: 'platform-id', configured: 'configured-id' })).toBe('platform-id');
    expect(await clientIdOf({ clientId: null, configured: 'configured-id' })).toBe('configured-id');
    const { adapter, requests } = setup({ clientId: null });
    await expect(adapter.load({ flow: 'checkout', amount: null })).rejects.toMatchObject({ code: 'not_configured' });
    expect(requests).toEqual([]);
  });

  it('loads the SDK with the merchant’s client id, currency and capture intent', async () => {
    const { adapter, requests } = setup();
    await adapter.load({ flow: 'checkout', amount: { amount: 2599, currency: 'EUR' } });
    expect(requests.map((r) => [r.url, r.globalName])).toEqual([
      [
        'http://127.0.0.1:4010/sandbox/sdk/paypal.js?client-id=sb-sandbox-k&components=buttons&currency=EUR&intent=capture',
        'paypal',
      ],
    ]);
  });

  it('rejects with sdk_unavailable when the SDK cannot be loaded', async () => {
    const { adapter } = setup({
      loadError: new PaymentError('sdk_unavailable', 'The paypal SDK could not be loaded.'),
    });
    await expect(adapter.load({ flow: 'checkout', amount: null })).rejects.toMatchObject({ code: 'sdk_unavailable' });
  });

  it('rejects the mount with sdk_unavailable when PayPal is not eligible', async () => {
    const { adapter } = setup({ eligible: false });
    await adapter.load({ flow: 'checkout', amount: null });
    await expect(adapter.mount(document.createElement('div'))).rejects.toMatchObject({ code: 'sdk_unavailable' });
  });

  it('creates the PayPal order for the cart amount in minor units converted once', async () => {
    const { fake } = await mounted();
    const create = vi.fn(() => Promise.resolve('PAYPAL-ORDER'));
    const actions: CreateOrderActions = { order: { create } };
    await fake.options().createOrder?.({ paymentSource: 'paypal' }, actions);
    expect(create).toHaveBeenCalledWith({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '25.99' } }],
    });
  });

  it('sends the approved PayPal order id with the order and reports the approval', async () => {
    const { adapter, port, fake, onChange } = await mounted();
    await fake.approve({ orderID: 'PAYPAL-ORDER' });
    expect(onChange).toHaveBeenCalledWith({ complete: true });
    const outcome = await adapter.pay(checkout);
    expect(port.createOrder).toHaveBeenCalledWith(
      {
        payment_method_payload: {
          paypal_order_id: 'PAYPAL-ORDER',
          return_url: 'http://127.0.0.1:5173/en/k/c1/redirected',
        },
      },
      { idempotencyKey: 'k1', signal: undefined },
    );
    expect(outcome).toMatchObject({ status: 'confirmed', orderId: 'o1' });
  });

  it('sends the attempt’s approved PayPal order again on its retry, without waiting for another approval (issue 41)', async () => {
    const { adapter, port } = await mounted();
    const submission = {
      payment_method_payload: { paypal_order_id: 'KEPT', return_url: 'http://127.0.0.1:5173/en/k/c1/redirected' },
    };
    await expect(adapter.pay({ ...checkout, submission })).resolves.toMatchObject({ status: 'confirmed' });
    expect(port.createOrder).toHaveBeenCalledExactlyOnceWith(submission, { idempotencyKey: 'k1', signal: undefined });
  });

  it('waits for the approval when paying first', async () => {
    const { adapter, port, fake } = await mounted();
    const paying = adapter.pay(checkout);
    await fake.approve({ orderID: 'LATER' });
    await expect(paying).resolves.toMatchObject({ status: 'confirmed' });
    expect(port.createOrder).toHaveBeenCalledWith(
      { payment_method_payload: { paypal_order_id: 'LATER', return_url: 'http://127.0.0.1:5173/en/k/c1/redirected' } },
      expect.anything(),
    );
  });

  it('subscriptions: loads with intent=subscription and sends the subscription id', async () => {
    const { adapter, port, fake, requests } = await mounted({ planId: 'P-1' });
    expect(requests[0]?.url).toContain('intent=subscription&vault=true');
    const create = vi.fn(() => Promise.resolve('I-SUB'));
    const actions = { subscription: { create, revise: vi.fn() } } satisfies CreateSubscriptionActions;
    await fake.options().createSubscription?.({}, actions);
    expect(create).toHaveBeenCalledWith({ plan_id: 'P-1' });
    await fake.approve({ orderID: 'O', subscriptionID: 'I-SUB' });
    await adapter.pay(checkout);
    expect(port.createOrder).toHaveBeenCalledWith(
      { payment_method_payload: { subscription_id: 'I-SUB' } },
      expect.anything(),
    );
  });

  it('rejects a waiting payment with cancelled when the shopper closes PayPal', async () => {
    const { adapter, port, fake, onChange } = await mounted();
    const paying = adapter.pay(checkout);
    fake.cancel();
    await expect(paying).rejects.toMatchObject({ code: 'cancelled' });
    expect(onChange).toHaveBeenCalledWith({ complete: false });
    expect(port.createOrder).not.toHaveBeenCalled();
  });

  it('keeps the platform’s decline message as is', async () => {
    const { adapter, port, fake } = await mounted();
    vi.mocked(port.createOrder).mockRejectedValueOnce(apiFailure(402, 'The PayPal payment was cancelled.'));
    await fake.approve({ orderID: 'X' });
    await expect(adapter.pay(checkout)).rejects.toMatchObject({
      code: 'declined',
      message: 'The PayPal payment was cancelled.',
    });
  });

  it('surfaces a server failure as a retryable server error', async () => {
    const { adapter, port, fake } = await mounted();
    vi.mocked(port.createOrder).mockRejectedValueOnce(apiFailure(500, 'Server error'));
    await fake.approve({ orderID: 'X' });
    await expect(adapter.pay(checkout)).rejects.toMatchObject({ code: 'server', retryable: true });
  });

  it('returns the platform’s redirect with what to keep', async () => {
    const { adapter, port, fake } = await mounted();
    vi.mocked(port.createOrder).mockResolvedValueOnce({
      redirect: true,
      redirect_url: 'https://www.paypal.com/checkoutnow?token=X',
      order_id: 'o3',
      confirmation: null,
    });
    await fake.approve({ orderID: 'X' });
    await expect(adapter.pay(checkout)).resolves.toEqual({
      status: 'redirect',
      url: 'https://www.paypal.com/checkoutnow?token=X',
      pending: { adapterId: 'paypal', flow: 'checkout', orderId: 'o3', target: null, idempotencyKey: 'k1' },
    });
  });

  it('settles a payer-action return on redirected from the order’s status, not from PayPal’s token and PayerID', async () => {
    const { adapter, port } = setup();
    const url = 'http://127.0.0.1:5173/en/k/c1/redirected?token=X&PayerID=FORGED';
    const pending = {
      adapterId: 'paypal',
      flow: 'checkout',
      orderId: 'o3',
      target: null,
      idempotencyKey: 'k1',
    } as const;
    vi.mocked(port.getOrder).mockResolvedValueOnce(testConfirmation('o3', 'open'));
    await expect(adapter.handleReturn({ url, pending })).resolves.toMatchObject({ status: 'confirmed', orderId: 'o3' });
    vi.mocked(port.getOrder).mockResolvedValueOnce(testConfirmation('o3', 'cancelled'));
    await expect(adapter.handleReturn({ url, pending })).rejects.toMatchObject({ code: 'declined' });
    expect(port.getOrder).toHaveBeenCalledWith('o3', expect.anything());
  });

  it('refuses the update flow with “Payment provider type not recognized.”', async () => {
    const { adapter } = setup();
    const target = { scope: 'order', orderId: 'o' } as const;
    await expect(
      adapter.pay({ idempotencyKey: 'u', amount: null, isUpdateContainer: true, target }),
    ).rejects.toMatchObject({
      code: 'provider_not_recognized',
      message: 'Payment provider type not recognized.',
    });
  });
});
