// @vitest-environment jsdom
import type { Dropin, Options as DropinOptions, PaymentMethodPayload } from 'braintree-web-drop-in';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentReturnRoute } from '../contract/PaymentReturnRoute';
import type { SdkScriptRequest } from '../contract/SdkLoader';
import { PaymentError } from '../PaymentError';
import { apiFailure, confirmedOrder, createFakePort, testConfirmation } from '../testing/createFakePort';
import { createBraintreeAdapter } from './createBraintreeAdapter';

const CARD = {
  type: 'CreditCard',
  nonce: 'fake-valid-nonce',
  deviceData: '{"device_session_id":"d1"}',
} as PaymentMethodPayload;

/** A Drop-in stand-in whose members are checked against the published Drop-in types. */
function fakeBraintree(payload: PaymentMethodPayload | Error = CARD) {
  const dropin: Partial<Dropin> = {
    on: vi.fn() as Dropin['on'],
    requestPaymentMethod: vi.fn(() =>
      payload instanceof Error ? Promise.reject(payload) : Promise.resolve(payload),
    ) as unknown as Dropin['requestPaymentMethod'],
    teardown: vi.fn(() => Promise.resolve()) as unknown as Dropin['teardown'],
    clearSelectedPaymentMethod: vi.fn(),
  };
  const create = vi.fn((_options: DropinOptions) => Promise.resolve(dropin as Dropin));
  return { global: { dropin: { create } }, dropin, create };
}

function setup(options: { payload?: PaymentMethodPayload | Error; threeDSecure?: boolean; loadError?: Error } = {}) {
  const fake = fakeBraintree(options.payload);
  const requests: SdkScriptRequest[] = [];
  const port = createFakePort({
    getBraintreeData: vi.fn(() => Promise.resolve({ client_token: 'token-1' })),
    createOrder: vi.fn(() => Promise.resolve(confirmedOrder('o1'))),
    updatePaymentMethods: vi.fn(() => Promise.resolve({ redirect: false, redirect_url: null })),
    getOrder: vi.fn((id: string) => Promise.resolve(testConfirmation(id))),
  });
  const adapter = createBraintreeAdapter({
    port,
    sdk: {
      mode: 'sandbox',
      sandboxOrigin: 'http://127.0.0.1:4010',
      loader: {
        loadScript: vi.fn((request: SdkScriptRequest) => {
          requests.push(request);
          return options.loadError ? Promise.reject(options.loadError) : Promise.resolve(fake.global);
        }),
      },
    },
    returnUrl: (route: PaymentReturnRoute) => `http://127.0.0.1:5173/en/k/c1/${route}`,
    threeDSecure: options.threeDSecure,
  });
  return { adapter, port, fake, requests };
}

async function mounted(options: Parameters<typeof setup>[0] = {}, flow: 'checkout' | 'update' = 'checkout') {
  const context = setup(options);
  await context.adapter.load({ flow, amount: null });
  await context.adapter.mount(document.createElement('div'));
  return context;
}

const checkout = { idempotencyKey: 'k1', amount: { amount: 1050, currency: 'EUR' }, isUpdateContainer: false } as const;

describe('createBraintreeAdapter', () => {
  it('loads the Drop-in double through the SdkLoader and the cart’s client token', async () => {
    const { adapter, port, requests } = setup();
    await adapter.load({ flow: 'checkout', amount: null });
    expect(requests.map((r) => [r.name, r.url, r.globalName])).toEqual([
      ['braintree-dropin', 'http://127.0.0.1:4010/sandbox/sdk/braintree-dropin.js', 'braintree'],
    ]);
    expect(port.getBraintreeData).toHaveBeenCalledWith('cart', { signal: undefined });
  });

  it('rejects with sdk_unavailable when the script does not define braintree.dropin', async () => {
    const { adapter } = setup({
      loadError: new PaymentError('sdk_unavailable', 'The braintree-dropin SDK could not be loaded.'),
    });
    await expect(adapter.load({ flow: 'checkout', amount: null })).rejects.toMatchObject({ code: 'sdk_unavailable' });
  });

  it('creates one Drop-in per container with the client token and data collection', async () => {
    const { adapter, fake } = setup();
    await adapter.load({ flow: 'checkout', amount: null });
    const container = document.createElement('div');
    const [first, second] = await Promise.all([adapter.mount(container), adapter.mount(container)]);
    expect(first).toBe(second);
    expect(fake.create).toHaveBeenCalledTimes(1);
    expect(fake.create).toHaveBeenCalledWith(
      expect.objectContaining({ authorization: 'token-1', container, dataCollector: true }),
    );
    first.unmount();
    expect(fake.dropin.teardown).toHaveBeenCalledTimes(1);
  });

  it('sends the nonce and device data with the order', async () => {
    const { adapter, port } = await mounted();
    const outcome = await adapter.pay(checkout);
    expect(port.createOrder).toHaveBeenCalledWith(
      {
        payment_method_payload: {
          nonce: 'fake-valid-nonce',
          device_data: '{"device_session_id":"d1"}',
          return_url: 'http://127.0.0.1:5173/en/k/c1/redirected',
        },
      },
      { idempotencyKey: 'k1', signal: undefined },
    );
    expect(outcome).toMatchObject({ status: 'confirmed', orderId: 'o1' });
  });

  it('follows the platform’s step-up redirect for a card the issuer could not authenticate, keeping the order for the return', async () => {
    const payload = { ...CARD, liabilityShiftPossible: false, liabilityShifted: false } as PaymentMethodPayload;
    const { adapter, port, fake } = await mounted({ payload, threeDSecure: true });
    vi.mocked(port.createOrder).mockResolvedValueOnce({
      redirect: true,
      redirect_url: 'https://assets.braintreegateway.com/3ds/challenge',
      order_id: 'o2',
      confirmation: null,
    });
    await expect(adapter.pay(checkout)).resolves.toEqual({
      status: 'redirect',
      url: 'https://assets.braintreegateway.com/3ds/challenge',
      pending: { adapterId: 'braintree', flow: 'checkout', orderId: 'o2', target: null, idempotencyKey: 'k1' },
    });
    expect(fake.dropin.clearSelectedPaymentMethod).not.toHaveBeenCalled();
  });

  it('settles the step-up return on redirected from the pending order’s status', async () => {
    const { adapter, port } = setup();
    const pending = {
      adapterId: 'braintree',
      flow: 'checkout',
      orderId: 'o2',
      target: null,
      idempotencyKey: 'k1',
    } as const;
    vi.mocked(port.getOrder).mockResolvedValueOnce(testConfirmation('o2', 'open'));
    await expect(
      adapter.handleReturn({ url: 'http://127.0.0.1:5173/en/k/c1/redirected', pending }),
    ).resolves.toMatchObject({ status: 'confirmed', orderId: 'o2' });
    expect(port.getOrder).toHaveBeenCalledWith('o2', expect.anything());
  });

  it('sends the attempt’s nonce again on its retry and asks Drop-in for none (issue 41)', async () => {
    const { adapter, port, fake } = await mounted();
    const onSubmission = vi.fn();
    await adapter.pay({ ...checkout, onSubmission }).catch(() => undefined);
    const [submission] = onSubmission.mock.calls[0] ?? [];
    expect(submission).toEqual(vi.mocked(port.createOrder).mock.calls[0]?.[0]);
    await adapter.pay({ ...checkout, submission });
    expect(fake.dropin.requestPaymentMethod).toHaveBeenCalledTimes(1);
    expect(vi.mocked(port.createOrder).mock.calls[1]?.[0]).toEqual(submission);
  });

  it('keeps the decline message as is and clears the used nonce', async () => {
    const { adapter, port, fake } = await mounted();
    vi.mocked(port.createOrder).mockRejectedValueOnce(apiFailure(402, 'Your card was declined.'));
    await expect(adapter.pay(checkout)).rejects.toMatchObject({ code: 'declined', message: 'Your card was declined.' });
    expect(fake.dropin.clearSelectedPaymentMethod).toHaveBeenCalled();
  });

  it('rejects an empty Drop-in as invalid before calling the platform', async () => {
    const error = Object.assign(new Error('No payment method is available.'), { name: 'DropinError' });
    const { adapter, port } = await mounted({ payload: error });
    await expect(adapter.pay(checkout)).rejects.toMatchObject({
      code: 'invalid',
      message: 'No payment method is available.',
    });
    expect(port.createOrder).not.toHaveBeenCalled();
  });

  it.each([
    ['passes', true, 'confirmed'],
    ['fails', false, 'authentication_failed'],
  ] as const)('with 3-D Secure on: a challenge that %s ends %s', async (_title, liabilityShifted, expected) => {
    const payload = { ...CARD, liabilityShiftPossible: true, liabilityShifted } as PaymentMethodPayload;
    const { adapter, fake } = await mounted({ payload, threeDSecure: true });
    const result = await adapter.pay(checkout).then(
      (outcome) => outcome.status,
      (error: PaymentError) => error.code,
    );
    expect(fake.dropin.requestPaymentMethod).toHaveBeenCalledWith({ threeDSecure: { amount: '10.50' } });
    expect(result).toBe(expected);
  });

  it('asks for 3-D Secure by default at checkout, with the amount and the shopper data the checkout has', async () => {
    const { adapter, port, fake } = await mounted();
    port.getShopper.mockReturnValue({
      email: 'ada@example.com',
      phone: '+49 30 1234567',
      billing: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: 'Marienplatz',
        streetNumber: '8',
        addition: null,
        postalCode: '80331',
        city: 'München',
        region: null,
        countryCode: 'de',
      },
    });
    await adapter.pay(checkout);
    expect(fake.create.mock.calls[0]?.[0]).toMatchObject({ threeDSecure: true });
    expect(fake.dropin.requestPaymentMethod).toHaveBeenCalledWith({
      threeDSecure: {
        amount: '10.50',
        email: 'ada@example.com',
        mobilePhoneNumber: '49301234567',
        billingAddress: {
          givenName: 'Ada',
          surname: 'Lovelace',
          streetAddress: 'Marienplatz 8',
          locality: 'München',
          postalCode: '80331',
          countryCodeAlpha2: 'DE',
        },
      },
    });
  });

  it('shows Drop-in without 3-D Secure when the merchant account has none, and never asks for it in the update flow', async () => {
    const context = setup();
    const notEnabled = Object.assign(new Error('3D Secure failed to set up.'), {
      name: 'DropinError',
      braintreeWebError: { code: 'THREEDS_NOT_ENABLED' },
    });
    context.fake.create.mockRejectedValueOnce(notEnabled);
    await context.adapter.load({ flow: 'checkout', amount: null });
    await context.adapter.mount(document.createElement('div'));
    expect(context.fake.create.mock.calls.map((call) => 'threeDSecure' in call[0])).toEqual([true, false]);
    await context.adapter.pay(checkout);
    expect(context.fake.dropin.requestPaymentMethod).toHaveBeenCalledWith();

    const update = await mounted({}, 'update');
    expect(update.fake.create.mock.calls[0]?.[0]).not.toHaveProperty('threeDSecure');
  });

  it('rejects a closed challenge (Drop-in rejects) with authentication_failed, before calling the platform', async () => {
    const closed = Object.assign(new Error('Something went wrong during 3D Secure authentication. Please try again.'), {
      name: 'DropinError',
      braintreeWebError: { code: 'THREEDS_CARDINAL_SDK_CANCELED', type: 'CUSTOMER' },
    });
    const { adapter, port } = await mounted({ payload: closed });
    await expect(adapter.pay(checkout)).rejects.toMatchObject({ code: 'authentication_failed' });
    expect(port.createOrder).not.toHaveBeenCalled();
  });

  it('rejects with cancelled when the attempt was aborted', async () => {
    const { adapter, port } = await mounted();
    const controller = new AbortController();
    controller.abort();
    await expect(adapter.pay({ ...checkout, signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
    expect(port.createOrder).not.toHaveBeenCalled();
  });

  it('surfaces a server failure as a retryable server error', async () => {
    const { adapter, port } = await mounted();
    vi.mocked(port.createOrder).mockRejectedValueOnce(apiFailure(503, 'Server error'));
    await expect(adapter.pay(checkout)).rejects.toMatchObject({ code: 'server', retryable: true });
  });

  it('update flow: uses the customer token and updates the payment method with the nonce', async () => {
    const { adapter, port } = await mounted({}, 'update');
    const target = { scope: 'order', orderId: 'o9' } as const;
    const outcome = await adapter.updatePaymentMethod({ idempotencyKey: 'u1', target });
    expect(port.getBraintreeData).toHaveBeenCalledWith('customer', { signal: undefined });
    expect(port.updatePaymentMethods).toHaveBeenCalledWith(
      target,
      { payment_method_payload: { nonce: 'fake-valid-nonce', device_data: '{"device_session_id":"d1"}' } },
      { idempotencyKey: 'u1', signal: undefined },
    );
    expect(outcome).toEqual({ status: 'updated' });
  });

  it('update flow: returns the platform’s redirect with what to keep', async () => {
    const { adapter, port } = await mounted({}, 'update');
    vi.mocked(port.updatePaymentMethods).mockResolvedValueOnce({
      redirect: true,
      redirect_url: 'https://assets.braintreegateway.com/x',
    });
    const target = { scope: 'customer', customerId: 'cu1' } as const;
    expect(await adapter.updatePaymentMethod({ idempotencyKey: 'u1', target })).toEqual({
      status: 'redirect',
      url: 'https://assets.braintreegateway.com/x',
      pending: { adapterId: 'braintree', flow: 'update', orderId: null, target, idempotencyKey: 'u1' },
    });
  });

  it('reports an update return as submitted, never updated: no platform call reports the replaced method', async () => {
    const { adapter, port } = setup();
    vi.mocked(port.getOrder).mockResolvedValueOnce(testConfirmation('o1', 'open'));
    const base = 'http://127.0.0.1:5173/en/k/redirected-payment-update';
    expect(await adapter.handleReturn({ url: `${base}?order_id=o1`, pending: null })).toEqual({ status: 'submitted' });
    expect(await adapter.handleReturn({ url: base, pending: null })).toEqual({ status: 'submitted' });
  });

  it('settles a return by the order’s status on the server', async () => {
    const { adapter, port } = setup();
    vi.mocked(port.getOrder).mockResolvedValueOnce(testConfirmation('o1', 'cancelled'));
    await expect(
      adapter.handleReturn({ url: 'http://127.0.0.1:5173/en/k/c1/redirected?order_id=o1&status=paid', pending: null }),
    ).rejects.toMatchObject({ code: 'declined' });
  });
});
