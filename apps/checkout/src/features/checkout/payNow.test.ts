import { type Cart, CheckoutApiError, type OrderConfirmation } from '@checkout/api-client';
import {
  createPayAttempt,
  type PaymentAdapter,
  PaymentError,
  type PayRequest,
  type PendingPaymentReturn,
  type PortPaymentStatus,
  runPayAttempt,
} from '@checkout/payments';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/AppServices';
import type { RuntimeConfig } from '../../runtimeConfig';
import { paymentStorage } from '../payment/paymentStorage';
import { type PayNowContext, payNow } from './payNow';
import type { UsePayOptions } from './payOptions';

// The real allowlist check of `followRedirect`, with the page's navigation recorded instead of made.
const assign = vi.hoisted(() => vi.fn());
vi.mock('@checkout/payments', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@checkout/payments')>();
  return {
    ...actual,
    runPayAttempt: vi.fn(actual.runPayAttempt),
    followRedirect: (url: string, allowlist: Parameters<typeof actual.followRedirect>[1]) =>
      actual.followRedirect(url, allowlist, { assign }),
  };
});

const REFUSED = 'For your safety, we stopped a redirect to an unknown address.';
const OUT_OF_STOCK = 'Some items are out of stock.';
const intl = createIntl({
  locale: 'en',
  messages: {
    'error.payment.redirectRefused': REFUSED,
    'error.stock.outOfStock': OUT_OF_STOCK,
    'checkout.payNoAnswer': 'Try again later.',
    'checkout.payStatusUnknown': 'We could not find out whether your payment went through.',
    'error.payment.notCompleted': 'The payment was not completed.',
  },
  onError: () => undefined,
});
const pending: PendingPaymentReturn = {
  adapterId: 'mollie',
  flow: 'checkout',
  orderId: 'order-1',
  target: null,
  idempotencyKey: 'key-1',
};
/** `readRuntimeConfig` against a real platform: no sandbox. */
const production = { checkoutApiBase: 'https://api.platform.example', sandboxOrigin: null };
/** `readRuntimeConfig` for `pnpm start`: the sandbox is the platform. */
const sandbox = { checkoutApiBase: 'http://127.0.0.1:4010', sandboxOrigin: 'http://127.0.0.1:4010' };

/** An adapter whose `pay` answers a redirect to `url`, as Mollie's does with the platform's `redirect_url`. */
function redirectingAdapter(url: string): PaymentAdapter<OrderConfirmation> {
  return {
    id: 'mollie',
    provider: 'mollie',
    hasWidget: false,
    pay: vi.fn(async () => ({ status: 'redirect' as const, url, pending })),
  } as unknown as PaymentAdapter<OrderConfirmation>;
}

function context(
  url: string,
  config: Pick<RuntimeConfig, 'checkoutApiBase' | 'sandboxOrigin'>,
  adapter: PaymentAdapter<OrderConfirmation> = redirectingAdapter(url),
) {
  const calls = { errors: [] as string[][], states: [] as (string | null)[] };
  const getPaymentStatus = vi.fn<(cartId: string) => Promise<{ data: PortPaymentStatus }>>(() =>
    Promise.reject(new Error('The platform was not asked.')),
  );
  const given: PayNowContext = {
    options: {
      lang: 'en',
      apiKey: 'demo',
      cart: { id: 'cart-1', sum_total_due: { amount: 1000, currency: 'EUR' } } as unknown as Cart,
      adapter,
      paymentMethodId: 'card',
      stockCheck: false,
      creditCheck: { enabled: false, run: vi.fn() },
      isPayable: () => true,
      onConfirmed: vi.fn(),
    } as unknown as UsePayOptions,
    intl,
    services: { config, api: () => ({ getPaymentStatus }) } as unknown as AppServices,
    navigate: vi.fn(),
    setErrors: (errors) => calls.errors.push(errors),
    setPayState: (state) => calls.states.push(state),
    // No timer: the platform is asked again at once.
    wait: () => Promise.resolve(),
    textOf: (message) => (message.kind === 'message' ? intl.formatMessage({ id: message.id }) : message.text),
  };
  return { given, calls, getPaymentStatus };
}

afterEach(() => {
  assign.mockReset();
  sessionStorage.clear();
});

describe('payNow', () => {
  it('follows a provider page after storing the pending return', async () => {
    const url = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';
    const { given, calls } = context(url, production);
    await payNow(given);
    expect(assign).toHaveBeenCalledExactlyOnceWith(url);
    expect(paymentStorage.readPending('demo', 'cart-1')).toEqual(pending);
    expect(calls.errors).toEqual([]);
  });

  it('stays on the page with the translated error when the redirect_url is off the allowlist', async () => {
    const { given, calls } = context('https://evil.example/phish', production);
    // A failed outcome frees Pay (`usePay` keeps it locked only for a confirmation or a redirect).
    expect(await payNow(given)).toEqual({ kind: 'failed' });
    expect(assign).not.toHaveBeenCalled();
    expect(calls.errors).toEqual([[REFUSED]]);
    expect(paymentStorage.readPending('demo', 'cart-1')).toBeNull();
  });

  it('refuses the platform’s own origin in production, and follows the sandbox’s page only when it is configured', async () => {
    const onPlatform = context('https://api.platform.example/hosted/phish', production);
    await payNow(onPlatform.given);
    expect(onPlatform.calls.errors).toEqual([[REFUSED]]);
    expect(assign).not.toHaveBeenCalled();

    const sandboxPage = 'http://127.0.0.1:4010/sandbox/mollie/checkout/tr_1';
    const inProduction = context(sandboxPage, production);
    await payNow(inProduction.given);
    expect(inProduction.calls.errors).toEqual([[REFUSED]]);
    expect(assign).not.toHaveBeenCalled();

    const inSandbox = context(sandboxPage, sandbox);
    await payNow(inSandbox.given);
    expect(inSandbox.calls.errors).toEqual([]);
    expect(assign).toHaveBeenCalledExactlyOnceWith(sandboxPage);
  });

  it('does not navigate, and frees Pay, when a redirect the sequence let through is refused at the navigation', async () => {
    vi.mocked(runPayAttempt).mockResolvedValueOnce({ status: 'redirect', url: 'https://evil.example/phish', pending });
    const { given, calls } = context('https://www.mollie.com/checkout/select-method/7UhSN1zuXS', production);
    expect(await payNow(given)).toEqual({ kind: 'failed' });
    expect(assign).not.toHaveBeenCalled();
    expect(calls.errors).toEqual([[REFUSED]]);
    expect(paymentStorage.readPending('demo', 'cart-1')).toBeNull();
  });

  it('tells the shopper to try again when the credit check got no readable answer, not the generic error', async () => {
    const { given, calls } = context('https://www.mollie.com/checkout/select-method/7UhSN1zuXS', production);
    const unanswered = new CheckoutApiError('network', 'Failed to fetch', { status: 0 });
    const creditCheck = { enabled: true, run: vi.fn().mockRejectedValue(unanswered) };
    await payNow({ ...given, options: { ...given.options, creditCheck } });
    expect(calls.errors).toEqual([['Try again later.']]);
  });

  /** The order call's 409, as the pay sequence reports it: a `PaymentError` caused by the platform's answer. */
  const conflict = (serverMessage: string, serverCode: string) => {
    const answer = new CheckoutApiError('http', serverMessage, { status: 409, serverMessage, serverCode });
    return {
      status: 'failed' as const,
      attempt: createPayAttempt(),
      error: new PaymentError('invalid', serverMessage, { status: 409, cause: answer }),
    };
  };

  it('reads a 409 with the platform code out_of_stock as out of stock, whatever language its message is in', async () => {
    vi.mocked(runPayAttempt).mockResolvedValueOnce(conflict('Einige Artikel sind nicht vorrätig.', 'out_of_stock'));
    const onOutOfStock = vi.fn();
    const { given, calls } = context('https://www.mollie.com/checkout/select-method/7UhSN1zuXS', production);
    await payNow({ ...given, options: { ...given.options, onOutOfStock } });
    expect(onOutOfStock).toHaveBeenCalledOnce();
    expect(calls.errors).toEqual([[OUT_OF_STOCK]]);
  });

  it('does not read a 409 whose message mentions stock as out of stock when its code says otherwise', async () => {
    vi.mocked(runPayAttempt).mockResolvedValueOnce(
      conflict('The stock of this order is being processed.', 'order_in_progress'),
    );
    const onOutOfStock = vi.fn();
    const { given, calls } = context('https://www.mollie.com/checkout/select-method/7UhSN1zuXS', production);
    await payNow({ ...given, options: { ...given.options, onOutOfStock } });
    expect(onOutOfStock).not.toHaveBeenCalled();
    expect(calls.errors).not.toEqual([[OUT_OF_STOCK]]);
  });

  describe('a pay attempt whose outcome the platform knows (issue 41)', () => {
    const paymentMethod = { payment_method_payload: { payment_method_id: 'pm_1' } };
    const status = (state: PortPaymentStatus['state'], orderId: string | null = null) => ({
      data: { state, order_id: orderId },
    });
    const lostAnswer = () => new CheckoutApiError('network', 'Failed to fetch', { status: 500 });
    /** A Stripe v1 adapter: a press without the attempt's PaymentMethod creates one, then the order call answers `answer`. */
    function cardAdapter(answer: () => Promise<unknown>) {
      return {
        id: 'stripe-v1',
        provider: 'stripe',
        hasWidget: true,
        pay: vi.fn(async (request: PayRequest) => {
          if (!request.submission) request.onSubmission?.(paymentMethod);
          return answer();
        }),
      } as unknown as PaymentAdapter<OrderConfirmation> & { pay: ReturnType<typeof vi.fn> };
    }
    const confirmationRoute = (orderId: string) => ({
      to: '/$lang/$apiKey/$cartId/order-confirmation',
      params: { lang: 'en', apiKey: 'demo', cartId: 'cart-1' },
      search: { order_id: orderId },
    });

    // Finding 2: the order existed, yet the shopper read 422 "reload the page", then 409.
    it('goes to the confirmation of the order the platform wrote when the order answer was lost', async () => {
      const { given, calls, getPaymentStatus } = context(
        '',
        production,
        cardAdapter(() => Promise.reject(lostAnswer())),
      );
      getPaymentStatus.mockResolvedValueOnce(status('ordered', 'ord_1'));
      expect(await payNow(given)).toEqual({ kind: 'confirmed', orderId: 'ord_1', confirmation: null });
      expect(given.navigate).toHaveBeenCalledExactlyOnceWith(confirmationRoute('ord_1'));
      expect(given.options.onConfirmed).toHaveBeenCalledOnce();
      expect(calls.errors).toEqual([]);
    });

    // Finding 1: after the platform charged and died, Pay again sent a new PaymentMethod, then a new key.
    it('keeps the attempt through a reload, and on the next press shows the order the platform wrote without paying again', async () => {
      const offline = context(
        '',
        production,
        cardAdapter(() => Promise.reject(lostAnswer())),
      );
      offline.getPaymentStatus.mockRejectedValueOnce(lostAnswer());
      await payNow(offline.given);
      expect(offline.calls.errors).toEqual([['We could not find out whether your payment went through.']]);

      // The page reloaded: a new adapter, the same tab storage.
      const adapter = cardAdapter(() => Promise.reject(new Error('Paid again.')));
      const reloaded = context('', production, adapter);
      reloaded.getPaymentStatus.mockResolvedValueOnce(status('ordered', 'ord_1'));
      expect(await payNow(reloaded.given)).toMatchObject({ kind: 'confirmed', orderId: 'ord_1' });
      expect(adapter.pay).not.toHaveBeenCalled();
      expect(reloaded.given.navigate).toHaveBeenCalledExactlyOnceWith(confirmationRoute('ord_1'));
    });

    it('says the payment is being confirmed while the platform holds it, and shows the order once written', async () => {
      const { given, calls, getPaymentStatus } = context(
        '',
        production,
        cardAdapter(() => Promise.reject(lostAnswer())),
      );
      getPaymentStatus
        .mockResolvedValueOnce(status('charging'))
        .mockResolvedValueOnce(status('charged'))
        .mockResolvedValueOnce(status('ordered', 'ord_1'));
      expect(await payNow(given)).toMatchObject({ kind: 'confirmed', orderId: 'ord_1' });
      expect(calls.states).toEqual(['confirming', null]);
      expect(given.navigate).toHaveBeenCalledExactlyOnceWith(confirmationRoute('ord_1'));
      expect(calls.errors).toEqual([]);
    });

    it('says so when the payment is still not confirmed after its reads, and leaves Pay to check again', async () => {
      const { given, calls, getPaymentStatus } = context(
        '',
        production,
        cardAdapter(() => Promise.reject(lostAnswer())),
      );
      getPaymentStatus.mockResolvedValue(status('charging'));
      expect(await payNow(given)).toEqual({ kind: 'failed' });
      expect(calls.states).toEqual(['confirming', 'unconfirmed']);
      expect(given.navigate).not.toHaveBeenCalled();
      // Pay (or "Check again") asks the platform first and sends nothing while it still charges.
      getPaymentStatus.mockReset();
      getPaymentStatus.mockResolvedValueOnce(status('ordered', 'ord_1'));
      expect(await payNow(given)).toMatchObject({ kind: 'confirmed', orderId: 'ord_1' });
      expect(given.options.adapter).toMatchObject({ pay: expect.any(Function) });
      expect((given.options.adapter as unknown as { pay: ReturnType<typeof vi.fn> }).pay).toHaveBeenCalledOnce();
    });

    it('tells the shopper to try again, keeping the attempt, when the platform says nothing was charged', async () => {
      const adapter = cardAdapter(() => Promise.reject(lostAnswer()));
      const { given, calls, getPaymentStatus } = context('', production, adapter);
      getPaymentStatus.mockResolvedValue(status('none'));
      await payNow(given);
      expect(calls.errors).toEqual([['Try again later.']]);
      adapter.pay.mockImplementationOnce(async (request: PayRequest) => {
        expect(request.submission).toEqual(paymentMethod);
        return { status: 'confirmed', orderId: 'ord_2', confirmation: null };
      });
      expect(await payNow(given)).toMatchObject({ kind: 'confirmed', orderId: 'ord_2' });
      const [first, second] = adapter.pay.mock.calls.map(([request]) => (request as PayRequest).idempotencyKey);
      expect(second).toBe(first);
    });
  });
});
