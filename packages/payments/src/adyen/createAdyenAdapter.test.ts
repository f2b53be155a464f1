// @vitest-environment jsdom
import type {
  CoreConfiguration,
  Dropin,
  DropinConfiguration,
  ICore,
  PaymentData,
  SubmitActions,
} from '@adyen/adyen-web';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentPublicConfig } from '../contract/PaymentPublicConfig';
import type { PaymentReturnRoute } from '../contract/PaymentReturnRoute';
import type { SdkScriptRequest } from '../contract/SdkLoader';
import { PaymentError } from '../PaymentError';
import {
  apiFailure,
  confirmedOrder,
  createFakePort,
  redirectingOrder,
  testConfirmation,
} from '../testing/createFakePort';
import { createAdyenAdapter } from './createAdyenAdapter';

const STATE = {
  paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4242424242424242' },
  browserInfo: { userAgent: 'jsdom' },
  clientStateDataIndicator: true,
} as unknown as PaymentData;

/** Adyen Web stand-in: `AdyenCheckout` and `Dropin` checked against Adyen Web 6's published types. */
function fakeAdyenWeb(options: { valid?: boolean } = {}) {
  let configuration: CoreConfiguration = {};
  const actions: SubmitActions = { resolve: vi.fn(), reject: vi.fn() };
  const instances: Partial<Dropin>[] = [];
  const checkout = {} as ICore;
  const AdyenCheckout = vi.fn((given: CoreConfiguration) => {
    configuration = given;
    return Promise.resolve(checkout);
  });
  const Dropin = vi.fn(function (this: Partial<Dropin>, _core: ICore, props?: DropinConfiguration) {
    const instance: Partial<Dropin> = {
      mount: vi.fn(() => {
        props?.onReady?.();
        return instance as Dropin;
      }),
      unmount: vi.fn(() => instance as Dropin),
      remove: vi.fn(),
      submit: vi.fn(() => configuration.onSubmit?.({ data: STATE, isValid: true }, instance as Dropin, actions)),
      showValidation: vi.fn(() => instance as Dropin),
    };
    Object.defineProperty(instance, 'isValid', { get: () => options.valid ?? true });
    instances.push(instance);
    return instance;
  });
  return {
    global: { AdyenCheckout, Dropin },
    AdyenCheckout,
    Dropin,
    instances,
    actions,
    configuration: () => configuration,
  };
}

function setup(
  options: {
    valid?: boolean;
    loadError?: Error;
    adyen?: PaymentPublicConfig['adyen'];
    mode?: 'sandbox' | 'production';
  } = {},
) {
  const fake = fakeAdyenWeb(options);
  const requests: SdkScriptRequest[] = [];
  const port = createFakePort({
    createOrder: vi.fn(() => Promise.resolve(confirmedOrder('o1'))),
    updatePaymentMethods: vi.fn(() => Promise.resolve({ redirect: false, redirect_url: null })),
    submitAdyenPaymentDetails: vi.fn(() =>
      Promise.resolve({ resultCode: 'Authorised', action: null, redirect: false, redirect_url: null }),
    ),
    getOrder: vi.fn((id: string) => Promise.resolve(testConfirmation(id))),
  });
  const adapter = createAdyenAdapter({
    port,
    sdk: {
      mode: options.mode ?? 'sandbox',
      sandboxOrigin: 'http://127.0.0.1:4010',
      loader: {
        loadScript: vi.fn((request: SdkScriptRequest) => {
          requests.push(request);
          return options.loadError ? Promise.reject(options.loadError) : Promise.resolve(fake.global);
        }),
      },
    },
    returnUrl: (route: PaymentReturnRoute) => `http://127.0.0.1:5173/en/k/c1/${route}`,
    publicConfig: {
      adyen: options.adyen === undefined ? { clientKey: 'test_KEY', environment: 'test' } : options.adyen,
    },
  });
  return { adapter, port, fake, requests };
}

async function mounted(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options);
  await context.adapter.load({ flow: 'checkout', amount: { amount: 1000, currency: 'EUR' } });
  await context.adapter.mount(document.createElement('div'));
  return context;
}

const checkout = { idempotencyKey: 'k1', amount: { amount: 1000, currency: 'EUR' }, isUpdateContainer: false } as const;
const back = 'http://127.0.0.1:5173/en/k/c1/redirected';

describe('createAdyenAdapter', () => {
  it('loads Adyen Web through the SdkLoader and initialises AdyenCheckout on the test environment in sandbox mode', async () => {
    const { adapter, requests, fake } = setup();
    await adapter.load({ flow: 'checkout', amount: { amount: 1000, currency: 'EUR' } });
    expect(requests.map((r) => [r.url, r.globalName])).toEqual([
      ['http://127.0.0.1:4010/sandbox/sdk/adyen.js', 'AdyenWeb'],
    ]);
    expect(fake.configuration()).toMatchObject({
      clientKey: 'test_sandbox',
      environment: 'test',
      amount: { value: 1000, currency: 'EUR' },
    });
  });

  it('adds Adyen’s stylesheet beside the script in production only', async () => {
    const { adapter } = setup({ mode: 'production', adyen: { clientKey: 'live_KEY', environment: 'live' } });
    await adapter.load({ flow: 'checkout', amount: null });
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(links).toContain('https://checkoutshopper-live.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.css');
  });

  it.each([
    ['test', 'https://checkoutshopper-test.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.js'],
    ['live-us', 'https://checkoutshopper-live-us.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.js'],
    ['live-apse', 'https://checkoutshopper-live-apse.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.js'],
  ] as const)(
    'loads Adyen Web of the configured %s environment from its CDN in production (issue 27)',
    async (environment, url) => {
      const clientKey = environment === 'test' ? 'test_KEY' : 'live_KEY';
      const { adapter, requests, fake } = setup({ mode: 'production', adyen: { clientKey, environment } });
      await adapter.load({ flow: 'checkout', amount: null });
      expect(requests.map((request) => request.url)).toEqual([url]);
      expect(fake.configuration()).toMatchObject({ clientKey, environment });
    },
  );

  it('uses the sandbox’s key and the test environment in sandbox mode whatever is configured', async () => {
    const { adapter, fake } = setup({ adyen: { clientKey: 'live_KEY', environment: 'live-us' } });
    await adapter.load({ flow: 'checkout', amount: null });
    expect(fake.configuration()).toMatchObject({ clientKey: 'test_sandbox', environment: 'test' });
  });

  it('rejects with sdk_unavailable when the script fails', async () => {
    const { adapter } = setup({ loadError: new PaymentError('sdk_unavailable', 'The adyen SDK could not be loaded.') });
    await expect(adapter.load({ flow: 'checkout', amount: null })).rejects.toMatchObject({ code: 'sdk_unavailable' });
  });

  it('rejects with not_configured, before loading anything, when no client key is configured in production (issue 27)', async () => {
    const { adapter, requests } = setup({ adyen: null, mode: 'production' });
    await expect(adapter.load({ flow: 'checkout', amount: null })).rejects.toMatchObject({ code: 'not_configured' });
    expect(requests).toEqual([]);
  });

  it('creates one Drop-in across a StrictMode mount, unmount and mount again', async () => {
    const { adapter, fake } = setup();
    await adapter.load({ flow: 'checkout', amount: null });
    const element = document.createElement('div');
    const first = await adapter.mount(element);
    first.unmount();
    await Promise.all([adapter.mount(element), adapter.mount(element)]);
    expect(fake.AdyenCheckout).toHaveBeenCalledTimes(1);
    expect(fake.Dropin).toHaveBeenCalledTimes(1);
    expect(fake.instances[0]?.mount).toHaveBeenCalledTimes(2);
  });

  it('submits the Drop-in state to order creation with the return URL', async () => {
    const { adapter, port, fake } = await mounted();
    const outcome = await adapter.pay(checkout);
    expect(port.createOrder).toHaveBeenCalledWith(
      { payment_method_payload: { ...STATE, return_url: back, isUpdateContainer: false } },
      { idempotencyKey: 'k1', signal: undefined },
    );
    expect(fake.actions.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' });
    expect(outcome).toMatchObject({ status: 'confirmed', orderId: 'o1' });
  });

  it('sends the attempt’s state data again on its retry without submitting the Drop-in (issue 41)', async () => {
    const { adapter, port, fake } = await mounted();
    const submission = { payment_method_payload: { ...STATE, return_url: back, isUpdateContainer: false } };
    const outcome = await adapter.pay({ ...checkout, submission });
    expect(fake.instances[0]?.submit).not.toHaveBeenCalled();
    expect(port.createOrder).toHaveBeenCalledExactlyOnceWith(submission, { idempotencyKey: 'k1', signal: undefined });
    expect(outcome).toMatchObject({ status: 'confirmed', orderId: 'o1' });
  });

  it('keeps the decline message as is and hands the Drop-in back to the shopper', async () => {
    const { adapter, port, fake } = await mounted();
    vi.mocked(port.createOrder).mockRejectedValueOnce(apiFailure(402, 'Your card was declined.'));
    await expect(adapter.pay(checkout)).rejects.toMatchObject({ code: 'declined', message: 'Your card was declined.' });
    expect(fake.actions.reject).toHaveBeenCalled();
  });

  it('shows validation and calls nothing when the Drop-in entry is incomplete', async () => {
    const { adapter, port, fake } = await mounted({ valid: false });
    await expect(adapter.pay(checkout)).rejects.toMatchObject({ code: 'invalid' });
    expect(fake.instances[0]?.showValidation).toHaveBeenCalled();
    expect(port.createOrder).not.toHaveBeenCalled();
  });

  it('surfaces a server failure as a retryable server error', async () => {
    const { adapter, port } = await mounted();
    vi.mocked(port.createOrder).mockRejectedValueOnce(apiFailure(500, 'Server error'));
    await expect(adapter.pay(checkout)).rejects.toMatchObject({ code: 'server', retryable: true });
  });

  it('rejects with cancelled when the attempt was aborted', async () => {
    const { adapter, port } = await mounted();
    const controller = new AbortController();
    controller.abort();
    await expect(adapter.pay({ ...checkout, signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
    expect(port.createOrder).not.toHaveBeenCalled();
  });

  it('translates the Drop-in’s own errors by name', async () => {
    const { adapter, fake } = setup();
    const onError = vi.fn();
    await adapter.load({ flow: 'checkout', amount: null });
    await adapter.mount(document.createElement('div'), { onError });
    const cancel = Object.assign(new Error('Shopper cancelled'), { name: 'CANCEL' });
    fake.configuration().onError?.(cancel as Parameters<NonNullable<CoreConfiguration['onError']>>[0]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'cancelled' }));
  });

  it('returns the 3-D Secure redirect with what to keep', async () => {
    const { adapter, port } = await mounted();
    vi.mocked(port.createOrder).mockResolvedValueOnce(
      redirectingOrder('o2', 'http://127.0.0.1:4010/sandbox/adyen/3ds/ABC'),
    );
    await expect(adapter.pay(checkout)).resolves.toEqual({
      status: 'redirect',
      url: 'http://127.0.0.1:4010/sandbox/adyen/3ds/ABC',
      pending: { adapterId: 'adyen', flow: 'checkout', orderId: 'o2', target: null, idempotencyKey: 'k1' },
    });
  });

  it('update flow (isUpdateContainer): sends the state to the payment-method update', async () => {
    const { adapter, port } = await mounted();
    const target = { scope: 'customer', customerId: 'cu1' } as const;
    const outcome = await adapter.pay({ idempotencyKey: 'u1', amount: null, isUpdateContainer: true, target });
    expect(port.updatePaymentMethods).toHaveBeenCalledWith(
      target,
      {
        payment_method_payload: {
          ...STATE,
          return_url: 'http://127.0.0.1:5173/en/k/c1/redirected-payment-update',
          isUpdateContainer: true,
        },
      },
      { idempotencyKey: 'u1', signal: undefined },
    );
    expect(outcome).toEqual({ status: 'updated' });
  });

  describe('handleReturn', () => {
    const pending = {
      adapterId: 'adyen',
      flow: 'checkout',
      orderId: 'o2',
      target: null,
      idempotencyKey: 'k1',
    } as const;

    it('confirms a passed challenge only on Adyen’s Authorised from the server', async () => {
      const { adapter, port } = setup();
      const outcome = await adapter.handleReturn({ url: `${back}?redirectResult=R1&resultCode=Refused`, pending });
      expect(port.submitAdyenPaymentDetails).toHaveBeenCalledWith(
        { details: { redirectResult: 'R1' }, paymentData: null, isUpdateContainer: false },
        { signal: undefined },
      );
      expect(outcome).toEqual({ status: 'confirmed', orderId: 'o2', confirmation: testConfirmation('o2') });
    });

    it('rejects a failed challenge with authentication_failed', async () => {
      const { adapter, port } = setup();
      vi.mocked(port.submitAdyenPaymentDetails).mockResolvedValueOnce({
        resultCode: 'Refused',
        action: null,
        redirect: false,
        redirect_url: null,
      });
      await expect(
        adapter.handleReturn({ url: `${back}?redirectResult=R1&resultCode=Authorised`, pending }),
      ).rejects.toMatchObject({ code: 'authentication_failed' });
    });

    it('marks the update return as isUpdateContainer by its route when nothing was stored', async () => {
      const { adapter, port } = setup();
      const outcome = await adapter.handleReturn({
        url: 'http://127.0.0.1:5173/en/k/redirected-payment-update?redirectResult=R2',
        pending: null,
      });
      expect(port.submitAdyenPaymentDetails).toHaveBeenCalledWith(
        { details: { redirectResult: 'R2' }, paymentData: null, isUpdateContainer: true },
        { signal: undefined },
      );
      expect(outcome).toEqual({ status: 'updated' });
    });

    it('rejects a return without redirectResult and asks nothing', async () => {
      const { adapter, port } = setup();
      await expect(adapter.handleReturn({ url: back, pending })).rejects.toMatchObject({ code: 'invalid' });
      expect(port.submitAdyenPaymentDetails).not.toHaveBeenCalled();
    });
  });
});
