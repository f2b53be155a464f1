// @vitest-environment jsdom
import type {
  PaymentIntentResult,
  SetupIntentResult,
  Stripe,
  StripeCardElement,
  StripeConstructor,
  StripeElements,
  StripeError,
} from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentReturnRoute } from '../contract/PaymentReturnRoute';
import type { SdkEnvironment, SdkScriptRequest } from '../contract/SdkLoader';
import { PaymentError } from '../PaymentError';
import {
  apiFailure,
  confirmedOrder,
  createFakePort,
  redirectingOrder,
  testConfirmation,
} from '../testing/createFakePort';
import { createStripeAdapter } from './createStripeAdapter';

const INTENT = 'pi_3Abc';
const SECRET = `${INTENT}_secret_xyz`;
const DECLINED: StripeError = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };

/** A Stripe.js stand-in: each member is checked against Stripe.js's published types (`Partial<...>`), missing ones are never called. */
function fakeStripe(overrides: Partial<Stripe> = {}) {
  const handlers = new Map<string, (event: unknown) => void>();
  const element: Partial<StripeCardElement> = {
    mount: vi.fn(() => {
      handlers.get('ready')?.({});
    }),
    destroy: vi.fn(),
    on: vi.fn((type: string, handler: (event: never) => void) => {
      handlers.set(type, handler as (event: unknown) => void);
      return element as StripeCardElement;
    }) as Partial<StripeCardElement>['on'],
  };
  const elements: Partial<StripeElements> = {
    create: vi.fn(() => element) as unknown as StripeElements['create'],
    submit: vi.fn(() => Promise.resolve({})) as StripeElements['submit'],
  };
  const stripe: Partial<Stripe> = {
    elements: vi.fn(() => elements as StripeElements),
    createPaymentMethod: vi.fn(() =>
      Promise.resolve({ paymentMethod: { id: 'pm_1' } } as Awaited<ReturnType<Stripe['createPaymentMethod']>>),
    ),
    confirmPayment: vi.fn(() =>
      Promise.resolve({ paymentIntent: { id: INTENT, status: 'succeeded' } } as PaymentIntentResult),
    ) as Stripe['confirmPayment'],
    confirmSetup: vi.fn(() =>
      Promise.resolve({ setupIntent: { id: 'seti_1', status: 'succeeded' } } as SetupIntentResult),
    ) as Stripe['confirmSetup'],
    confirmCardSetup: vi.fn(() =>
      Promise.resolve({ setupIntent: { id: 'seti_1', status: 'succeeded' } } as SetupIntentResult),
    ),
    ...overrides,
  };
  const factory: StripeConstructor = vi.fn(() => stripe as Stripe);
  return { factory, stripe, elements, element, emit: (type: string, event: unknown) => handlers.get(type)?.(event) };
}

function setup(
  options: {
    version?: 1 | 2;
    stripe?: Partial<Stripe>;
    loadError?: Error;
    mode?: 'sandbox' | 'production';
    customerId?: string | null;
  } = {},
) {
  const fake = fakeStripe(options.stripe);
  const requests: SdkScriptRequest[] = [];
  const sdk: SdkEnvironment = {
    mode: options.mode ?? 'sandbox',
    sandboxOrigin: 'http://127.0.0.1:4010',
    loader: {
      loadScript: vi.fn((request: SdkScriptRequest) => {
        requests.push(request);
        return options.loadError ? Promise.reject(options.loadError) : Promise.resolve(fake.factory);
      }),
    },
  };
  const port = createFakePort({
    getStripeKey: vi.fn(() => Promise.resolve({ key: 'pk_test_sandbox_k', account_id: null })),
    getStripeData: vi.fn(() => Promise.resolve({ client_secret: SECRET, customer_id: 'cus_1', version: 2 as const })),
    createStripeCustomer: vi.fn(() => Promise.resolve({ customer_id: 'cus_s1', client_secret: 'seti_1_secret_a' })),
    createOrder: vi.fn(() =>
      Promise.resolve({ ...confirmedOrder('o1'), confirmation: testConfirmation('o1', 'draft') }),
    ),
    verifyStripeIntent: vi.fn(() => Promise.resolve({ verified: true, redirect: false, redirect_url: null })),
    getOrder: vi.fn((orderId: string) => Promise.resolve(testConfirmation(orderId))),
    updatePaymentMethods: vi.fn(() => Promise.resolve({ redirect: false, redirect_url: null })),
  });
  const returnUrl = (route: PaymentReturnRoute) => `http://127.0.0.1:5173/en/k/c1/${route}`;
  const customerId = options.customerId === undefined ? 'cu1' : options.customerId;
  const adapter = createStripeAdapter({ port, sdk, returnUrl, version: options.version ?? 2, customerId });
  return { adapter, port, fake, requests };
}

async function mounted(options: Parameters<typeof setup>[0] = {}, flow: 'checkout' | 'update' = 'checkout') {
  const context = setup(options);
  await context.adapter.load({ flow, amount: flow === 'checkout' ? { amount: 1000, currency: 'EUR' } : null });
  await context.adapter.mount(document.createElement('div'));
  return context;
}

const checkout = { idempotencyKey: 'k1', amount: { amount: 1000, currency: 'EUR' }, isUpdateContainer: false } as const;

describe('createStripeAdapter', () => {
  it('loads the sandbox double through the SdkLoader in sandbox mode and Stripe.js in production', async () => {
    const sandbox = setup();
    await sandbox.adapter.load({ flow: 'checkout', amount: null });
    const production = setup({ mode: 'production' });
    await production.adapter.load({ flow: 'checkout', amount: null });
    expect(sandbox.requests.map((r) => [r.url, r.globalName])).toEqual([
      ['http://127.0.0.1:4010/sandbox/sdk/stripe.js', 'Stripe'],
    ]);
    expect(production.requests.map((r) => r.url)).toEqual(['https://js.stripe.com/v3/']);
  });

  it('loads once when load is called twice', async () => {
    const { adapter, port, requests } = setup();
    await Promise.all([
      adapter.load({ flow: 'checkout', amount: null }),
      adapter.load({ flow: 'checkout', amount: null }),
    ]);
    expect(requests).toHaveLength(1);
    expect(port.getStripeData).toHaveBeenCalledTimes(1);
  });

  it('rejects with sdk_unavailable when Stripe.js cannot be loaded, and loads again on the next call', async () => {
    const { adapter } = setup({
      loadError: new PaymentError('sdk_unavailable', 'The stripe SDK could not be loaded.'),
    });
    await expect(adapter.load({ flow: 'checkout', amount: null })).rejects.toMatchObject({ code: 'sdk_unavailable' });
    await expect(adapter.load({ flow: 'checkout', amount: null })).rejects.toMatchObject({ code: 'sdk_unavailable' });
  });

  it('mounts the Payment Element on the intent secret once per element and reports readiness', async () => {
    const { adapter, fake } = setup();
    await adapter.load({ flow: 'checkout', amount: null });
    const element = document.createElement('div');
    const onReady = vi.fn();
    const [first, second] = await Promise.all([adapter.mount(element, { onReady }), adapter.mount(element)]);
    expect(first).toBe(second);
    expect(fake.stripe.elements).toHaveBeenCalledWith({ clientSecret: SECRET });
    expect(fake.elements.create).toHaveBeenCalledWith('payment', { layout: 'tabs' });
    expect(onReady).toHaveBeenCalledTimes(1);
    first.unmount();
    first.unmount();
    expect(fake.element.destroy).toHaveBeenCalledTimes(1);
  });

  it('v2: creates the order with the intent id, confirms it in the browser and has the platform verify it', async () => {
    const { adapter, port, fake } = await mounted();
    const outcome = await adapter.pay(checkout);
    expect(port.createOrder).toHaveBeenCalledWith(
      { payment_method_payload: { payment_intent_id: INTENT } },
      { idempotencyKey: 'k1', signal: undefined },
    );
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: { return_url: 'http://127.0.0.1:5173/en/k/c1/stripe-redirected?order_id=o1' },
      }),
    );
    expect(port.verifyStripeIntent).toHaveBeenCalledWith(INTENT, 'o1', { signal: undefined });
    expect(outcome).toEqual({ status: 'confirmed', orderId: 'o1', confirmation: testConfirmation('o1') });
  });

  it.each([
    ['a declined card', DECLINED, 'declined', 'Your card was declined.'],
    [
      'a failed 3-D Secure challenge',
      {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
      'authentication_failed',
      'We are unable to authenticate your payment method.',
    ],
    ['a lost connection', { type: 'api_connection_error', message: 'Network down.' }, 'network', 'Network down.'],
  ] as const)('v2: rejects %s with its code and Stripe’s message', async (_title, error, code, message) => {
    const { adapter, port } = await mounted({
      stripe: { confirmPayment: vi.fn(() => Promise.resolve({ error })) as Stripe['confirmPayment'] },
    });
    const failure = await adapter.pay(checkout).catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(PaymentError);
    expect(failure).toMatchObject({ code, message });
    expect(port.verifyStripeIntent).not.toHaveBeenCalled();
  });

  it('v2: stops before the order when the Payment Element entry is incomplete', async () => {
    const { adapter, port, fake } = await mounted();
    vi.mocked(fake.elements.submit)?.mockResolvedValueOnce({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    await expect(adapter.pay(checkout)).rejects.toMatchObject({
      code: 'invalid',
      message: 'Your card number is incomplete.',
    });
    expect(port.createOrder).not.toHaveBeenCalled();
  });

  it('rejects with cancelled and calls nothing when the attempt was aborted', async () => {
    const { adapter, port } = await mounted();
    const controller = new AbortController();
    controller.abort();
    await expect(adapter.pay({ ...checkout, signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
    expect(port.createOrder).not.toHaveBeenCalled();
  });

  it('surfaces a server failure of the order creation as a retryable server error', async () => {
    const { adapter, port } = await mounted();
    vi.mocked(port.createOrder).mockRejectedValueOnce(apiFailure(500, 'Server error'));
    const failure = await adapter.pay(checkout).catch((thrown: unknown) => thrown);
    expect(failure).toMatchObject({ code: 'server', message: 'Server error', retryable: true });
  });

  it('v1: sends the PaymentMethod and follows the platform’s 3-D Secure redirect', async () => {
    const { adapter, port } = await mounted({ version: 1 });
    vi.mocked(port.createOrder).mockResolvedValueOnce(
      redirectingOrder('o2', 'http://127.0.0.1:4010/sandbox/stripe/3ds/pi_9'),
    );
    const outcome = await adapter.pay(checkout);
    expect(adapter.id).toBe('stripe-v1');
    expect(port.createOrder).toHaveBeenCalledWith(
      {
        payment_method_payload: {
          payment_method_id: 'pm_1',
          return_url: 'http://127.0.0.1:5173/en/k/c1/stripe-redirected',
        },
      },
      { idempotencyKey: 'k1', signal: undefined },
    );
    expect(outcome).toEqual({
      status: 'redirect',
      url: 'http://127.0.0.1:4010/sandbox/stripe/3ds/pi_9',
      pending: { adapterId: 'stripe-v1', flow: 'checkout', orderId: 'o2', target: null, idempotencyKey: 'k1' },
    });
  });

  it('v1: hands the attempt its PaymentMethod before the order is created', async () => {
    const { adapter, port } = await mounted({ version: 1 });
    const heard: unknown[] = [];
    vi.mocked(port.createOrder).mockImplementationOnce(() => {
      heard.push('order created');
      return Promise.reject(apiFailure(500, '', 'network'));
    });
    await adapter.pay({ ...checkout, onSubmission: (submission) => heard.push(submission) }).catch(() => undefined);
    expect(heard).toEqual([
      {
        payment_method_payload: {
          payment_method_id: 'pm_1',
          return_url: 'http://127.0.0.1:5173/en/k/c1/stripe-redirected',
        },
      },
      'order created',
    ]);
  });

  // Issue 41, finding 1: every press created a new PaymentMethod, so a retry of the same key sent another
  // body (422), and the checkout went on with a new key that charged again.
  it('v1: a retry of the attempt sends its PaymentMethod again and creates none, even with the card field emptied', async () => {
    // After a reload the Card Element is empty: creating a PaymentMethod would fail.
    const incomplete: StripeError = { type: 'validation_error', message: 'Your card number is incomplete.' };
    const createPaymentMethod = vi.fn(() => Promise.resolve({ error: incomplete }));
    const { adapter, port } = await mounted({
      version: 1,
      stripe: { createPaymentMethod } as unknown as Partial<Stripe>,
    });
    const submission = {
      payment_method_payload: {
        payment_method_id: 'pm_kept',
        return_url: 'http://127.0.0.1:5173/en/k/c1/stripe-redirected',
      },
    };
    const onSubmission = vi.fn();
    await adapter.pay({ ...checkout, submission, onSubmission });
    expect(createPaymentMethod).not.toHaveBeenCalled();
    expect(onSubmission).not.toHaveBeenCalled();
    expect(port.createOrder).toHaveBeenCalledExactlyOnceWith(submission, { idempotencyKey: 'k1', signal: undefined });
  });

  it('v1: keeps the platform’s decline message as is', async () => {
    const { adapter, port } = await mounted({ version: 1 });
    vi.mocked(port.createOrder).mockRejectedValueOnce(apiFailure(402, 'Your card was declined.'));
    await expect(adapter.pay(checkout)).rejects.toMatchObject({ code: 'declined', message: 'Your card was declined.' });
  });

  describe('update flow (isUpdateContainer)', () => {
    const target = { scope: 'customer', customerId: 'cu1' } as const;
    const update = { idempotencyKey: 'u1', amount: null, isUpdateContainer: true, target } as const;
    const back = 'http://127.0.0.1:5173/en/k/c1/stripe-update-flow-redirected?customer_id=cu1';
    const sent = [
      target,
      { payment_method_payload: { setup_intent_id: 'seti_1', return_url: back } },
      { idempotencyKey: 'u1', signal: undefined },
    ];

    it.each([1, 2] as const)('v%i: creates the link’s customer, whose SetupIntent it loads', async (version) => {
      const { port } = await mounted({ version }, 'update');
      expect(port.createStripeCustomer).toHaveBeenCalledExactlyOnceWith('cu1', { signal: undefined });
      expect(port.getStripeData).not.toHaveBeenCalled();
    });

    it('v2: mounts the Payment Element on the customer’s SetupIntent, confirms it and sends its id', async () => {
      const { adapter, port, fake } = await mounted({}, 'update');
      const outcome = await adapter.pay(update);
      expect(fake.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'seti_1_secret_a' });
      expect(fake.stripe.confirmSetup).toHaveBeenCalledWith(
        expect.objectContaining({ confirmParams: { return_url: back }, redirect: 'if_required' }),
      );
      expect(port.updatePaymentMethods).toHaveBeenCalledWith(...sent);
      expect(outcome).toEqual({ status: 'updated' });
    });

    it('v1: confirms the customer’s SetupIntent with the Card Element and sends its id', async () => {
      const { adapter, port, fake } = await mounted({ version: 1 }, 'update');
      const outcome = await adapter.pay(update);
      expect(fake.stripe.elements).toHaveBeenCalledWith();
      expect(fake.stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_a', {
        payment_method: { card: fake.element },
        return_url: back,
      });
      expect(fake.stripe.createPaymentMethod).not.toHaveBeenCalled();
      expect(port.updatePaymentMethods).toHaveBeenCalledWith(...sent);
      expect(outcome).toEqual({ status: 'updated' });
    });

    it('v1: keeps Stripe’s decline and updates nothing', async () => {
      const { adapter, port } = await mounted(
        { version: 1, stripe: { confirmCardSetup: vi.fn(() => Promise.resolve({ error: DECLINED })) } },
        'update',
      );
      await expect(adapter.pay(update)).rejects.toMatchObject({ code: 'declined', message: 'Your card was declined.' });
      expect(port.updatePaymentMethods).not.toHaveBeenCalled();
    });

    it('refuses to load without the link’s customer, and creates none', async () => {
      const { adapter, port } = setup({ customerId: null });
      await expect(adapter.load({ flow: 'update', amount: null })).rejects.toMatchObject({ code: 'server' });
      expect(port.createStripeCustomer).not.toHaveBeenCalled();
    });
  });

  it('refuses updatePaymentMethod: the update flow pays with isUpdateContainer', async () => {
    const { adapter } = setup();
    await expect(
      adapter.updatePaymentMethod({ idempotencyKey: 'u', target: { scope: 'order', orderId: 'o' } }),
    ).rejects.toMatchObject({ code: 'provider_not_recognized', message: 'Payment provider type not recognized.' });
  });

  describe('handleReturn', () => {
    const back = 'http://127.0.0.1:5173/en/k/c1/stripe-redirected';

    it('confirms a 3-D Secure return only after the platform verified the intent, ignoring redirect_status', async () => {
      const { adapter, port } = setup();
      const outcome = await adapter.handleReturn({
        url: `${back}?order_id=o1&payment_intent=${INTENT}&payment_intent_client_secret=${SECRET}&redirect_status=failed`,
        pending: null,
      });
      expect(port.verifyStripeIntent).toHaveBeenCalledWith(INTENT, 'o1', { signal: undefined });
      expect(outcome).toEqual({ status: 'confirmed', orderId: 'o1', confirmation: testConfirmation('o1') });
    });

    it('rejects a failed 3-D Secure challenge the platform did not verify, whatever the query says', async () => {
      const { adapter, port } = setup();
      vi.mocked(port.verifyStripeIntent).mockResolvedValueOnce({
        verified: false,
        redirect: false,
        redirect_url: null,
      });
      await expect(
        adapter.handleReturn({
          url: `${back}?order_id=o1&payment_intent=${INTENT}&redirect_status=succeeded`,
          pending: null,
        }),
      ).rejects.toMatchObject({ code: 'authentication_failed' });
      expect(port.getOrder).not.toHaveBeenCalled();
    });

    it('rejects a return without identifiers and asks nothing', async () => {
      const { adapter, port } = setup();
      await expect(
        adapter.handleReturn({ url: `${back}?redirect_status=succeeded`, pending: null }),
      ).rejects.toMatchObject({
        code: 'invalid',
      });
      expect(port.verifyStripeIntent).not.toHaveBeenCalled();
    });

    it('repeats the update with the SetupIntent under a new idempotency key on the update return', async () => {
      const { adapter, port } = setup();
      const target = { scope: 'order', orderId: 'o7' } as const;
      const outcome = await adapter.handleReturn({
        url: 'http://127.0.0.1:5173/en/k/stripe-update-flow-redirected?setup_intent=seti_9&redirect_status=succeeded',
        pending: { adapterId: 'stripe-v2', flow: 'update', orderId: 'o7', target, idempotencyKey: 'u1' },
      });
      expect(port.updatePaymentMethods).toHaveBeenCalledWith(
        target,
        { payment_method_payload: { setup_intent_id: 'seti_9' } },
        { idempotencyKey: 'u1:return', signal: undefined },
      );
      expect(outcome).toEqual({ status: 'updated' });
    });
  });
});
