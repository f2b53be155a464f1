import { describe, expect, it, vi } from 'vitest';
import type { PayRequest } from '../contract/PaymentAdapter';
import type { PortPaymentStatus } from '../contract/PaymentPortData';
import { createRedirectAllowlist } from '../redirect/createRedirectAllowlist';
import { createFakeAdapter } from '../testing/createFakeAdapter';
import { apiFailure, type TestConfirmation, testConfirmation } from '../testing/createFakePort';
import type { PayAttempt } from './createPayAttempt';
import type { PayAttemptStore } from './PayAttemptStore';
import { type PayAttemptOptions, runPayAttempt } from './runPayAttempt';

const amount = { amount: 4999, currency: 'EUR' };
const fingerprint = 'cart-1 49.99 EUR card';
const paymentMethod = { payment_method_payload: { payment_method_id: 'pm_1', return_url: 'https://c.example/r' } };
const confirmed = { status: 'confirmed', orderId: 'o1', confirmation: testConfirmation('o1') } as const;
const status = (state: PortPaymentStatus['state'], orderId: string | null = null): PortPaymentStatus => ({
  state,
  order_id: orderId,
});

/** A tab's `sessionStorage` for one cart: what is written is kept as JSON, across "reloads" (new runs). */
function tabStorage(initial: PayAttempt | null = null) {
  let raw = initial === null ? null : JSON.stringify(initial);
  const store: PayAttemptStore = {
    read: () => (raw === null ? null : JSON.parse(raw)),
    write: (attempt) => {
      raw = JSON.stringify(attempt);
    },
    clear: () => {
      raw = null;
    },
  };
  return { store, kept: () => (raw === null ? null : (JSON.parse(raw) as PayAttempt)) };
}

/** A Stripe v1 adapter as the page has it: a press without the attempt's PaymentMethod creates one (`pm_1`), then the order answers in turn. */
function cardAdapter(...answers: (() => Promise<typeof confirmed>)[]) {
  const created: string[] = [];
  const adapter = createFakeAdapter('stripe-v1');
  adapter.pay.mockImplementation(async (request: PayRequest) => {
    if (!request.submission) {
      created.push('pm_1');
      request.onSubmission?.(paymentMethod);
    }
    const answer = answers.shift();
    if (answer === undefined) throw new Error('No more answers.');
    return answer();
  });
  return { adapter, created };
}

let keys = 0;
function options(
  adapter: ReturnType<typeof cardAdapter>['adapter'],
  store: PayAttemptStore,
  checkStatus: PayAttemptOptions<TestConfirmation>['checkStatus'],
  overrides: Partial<PayAttemptOptions<TestConfirmation>> = {},
): PayAttemptOptions<TestConfirmation> {
  return {
    adapter,
    amount,
    allowlist: createRedirectAllowlist(),
    store,
    fingerprint,
    checkStatus,
    createKey: () => `key-${++keys}`,
    ...overrides,
  };
}

const lost = () => Promise.reject(apiFailure(500, 'Failed to fetch', 'network'));
const keyReused = () =>
  Promise.reject(apiFailure(422, 'Already sent with different details.', 'http', 'idempotency_key_reused'));

describe('runPayAttempt', () => {
  it('keeps the attempt with its PaymentMethod before the order is sent, and a reload continues it: same key, same PaymentMethod', async () => {
    const tab = tabStorage();
    const first = cardAdapter(lost);
    const checkStatus = vi.fn(() => Promise.resolve(status('none')));
    const failed = await runPayAttempt(options(first.adapter, tab.store, checkStatus));
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'network' } });
    const kept = tab.kept();
    expect(kept).toEqual({ idempotencyKey: expect.any(String), fingerprint, submission: paymentMethod });

    // The page reloads: a new adapter (its card field empty), the same tab storage.
    const reloaded = cardAdapter(() => Promise.resolve(confirmed));
    expect(await runPayAttempt(options(reloaded.adapter, tab.store, checkStatus))).toEqual(confirmed);
    expect(reloaded.created).toEqual([]);
    expect(reloaded.adapter.pay).toHaveBeenCalledWith(
      expect.objectContaining({ idempotencyKey: kept?.idempotencyKey, submission: paymentMethod }),
    );
    expect(tab.kept()).toBeNull();
  });

  // Issue 41, finding 1: after the platform charged and died, Pay again sent a new body, then a new key.
  it('asks the platform first when the kept attempt was sent, and shows the order it wrote without paying again', async () => {
    const tab = tabStorage({ idempotencyKey: 'key-sent', fingerprint, submission: paymentMethod });
    const { adapter } = cardAdapter();
    const result = await runPayAttempt(options(adapter, tab.store, () => Promise.resolve(status('ordered', 'o7'))));
    expect(result).toEqual({ status: 'confirmed', orderId: 'o7', confirmation: null });
    expect(adapter.pay).not.toHaveBeenCalled();
    expect(tab.kept()).toBeNull();
  });

  // Issue 41, finding 2: the order existed, yet the shopper read 422 "reload the page", then 409.
  it('shows the order the platform wrote when the answer was lost, instead of an error', async () => {
    const tab = tabStorage();
    const { adapter } = cardAdapter(lost);
    const result = await runPayAttempt(options(adapter, tab.store, () => Promise.resolve(status('ordered', 'o1'))));
    expect(result).toEqual({ status: 'confirmed', orderId: 'o1', confirmation: null });
    expect(tab.kept()).toBeNull();
  });

  it.each(['charging', 'charged'] as const)(
    'says the payment is being confirmed while the cart is %s, keeping the attempt',
    async (state) => {
      const tab = tabStorage();
      const { adapter } = cardAdapter(lost);
      const result = await runPayAttempt(options(adapter, tab.store, () => Promise.resolve(status(state, 'o1'))));
      expect(result).toEqual({ status: 'confirming', state, orderId: 'o1' });
      expect(tab.kept()?.submission).toEqual(paymentMethod);
    },
  );

  describe('a draft waiting at its provider (a 3-D Secure challenge, a hosted page)', () => {
    const url = 'https://hooks.stripe.com/3d_secure/abc';
    const pending = {
      adapterId: 'stripe-v1',
      flow: 'checkout',
      orderId: 'o1',
      target: null,
      idempotencyKey: 'k',
    } as const;
    const toProvider = () => Promise.resolve({ status: 'redirect', url, pending }) as never;

    it('asks for the attempt’s own draft once more under its key after a lost answer: the key replays the way to the provider', async () => {
      const tab = tabStorage();
      const { adapter } = cardAdapter(lost, toProvider);
      const result = await runPayAttempt(options(adapter, tab.store, () => Promise.resolve(status('pending', 'o1'))));
      expect(result).toEqual({ status: 'redirect', url, pending });
      const [first, second] = adapter.pay.mock.calls.map(([request]) => request);
      expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
      expect(second?.submission).toEqual(paymentMethod);
      expect(tab.kept()).toBeNull();
    });

    it('sends a kept attempt again under its key after a reload when its draft waits', async () => {
      const tab = tabStorage({ idempotencyKey: 'key-sent', fingerprint, submission: paymentMethod });
      const { adapter } = cardAdapter(toProvider);
      await runPayAttempt(options(adapter, tab.store, () => Promise.resolve(status('pending', 'o1'))));
      expect(adapter.pay).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ idempotencyKey: 'key-sent', submission: paymentMethod }),
      );
    });

    it('says the payment is being confirmed for a draft that is not the attempt’s own, sending nothing', async () => {
      const tab = tabStorage({ idempotencyKey: 'key-sent', fingerprint: 'another method', submission: paymentMethod });
      const { adapter } = cardAdapter();
      const result = await runPayAttempt(options(adapter, tab.store, () => Promise.resolve(status('pending', 'o1'))));
      expect(result).toEqual({ status: 'confirming', state: 'pending', orderId: 'o1' });
      expect(adapter.pay).not.toHaveBeenCalled();
    });
  });

  it('keeps the attempt and says the platform could not be asked when its status cannot be read', async () => {
    const tab = tabStorage();
    const { adapter } = cardAdapter(lost);
    const result = await runPayAttempt(options(adapter, tab.store, lost));
    expect(result).toMatchObject({ status: 'unanswered', error: { code: 'network' } });
    expect(tab.kept()?.submission).toEqual(paymentMethod);
  });

  // Issue 41, finding 1: 422 → a new key → 409 → 422 → a new key that charged again.
  it('never moves to a new key while the platform says the cart is charging or charged', async () => {
    for (const state of ['charging', 'charged'] as const) {
      const tab = tabStorage();
      const { adapter } = cardAdapter(keyReused);
      const result = await runPayAttempt(options(adapter, tab.store, () => Promise.resolve(status(state))));
      expect(result).toMatchObject({ status: 'confirming', state });
      expect(adapter.pay).toHaveBeenCalledOnce();
    }
  });

  it('pays once more with a new key and the same PaymentMethod after a 422 reused key, once nothing is charging', async () => {
    const tab = tabStorage();
    const { adapter, created } = cardAdapter(keyReused, () => Promise.resolve(confirmed));
    const result = await runPayAttempt(options(adapter, tab.store, () => Promise.resolve(status('none'))));
    expect(result).toEqual(confirmed);
    const [first, second] = adapter.pay.mock.calls.map(([request]) => request);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(second?.submission).toEqual(paymentMethod);
    expect(created).toEqual(['pm_1']);
  });

  it('ends the attempt on a decline: the next press is a new attempt', async () => {
    const tab = tabStorage();
    const { adapter } = cardAdapter(() => Promise.reject(apiFailure(402, 'Your card was declined.')));
    const checkStatus = vi.fn(() => Promise.resolve(status('none')));
    const result = await runPayAttempt(options(adapter, tab.store, checkStatus));
    expect(result).toMatchObject({ status: 'failed', error: { code: 'declined' } });
    expect(tab.kept()).toBeNull();
    expect(checkStatus).not.toHaveBeenCalled();
  });

  it('ends the attempt once the browser goes to the provider: the pending return carries it on', async () => {
    const tab = tabStorage();
    const url = 'https://hooks.stripe.com/3d_secure/abc';
    const pending = {
      adapterId: 'stripe-v1',
      flow: 'checkout',
      orderId: 'o1',
      target: null,
      idempotencyKey: 'k',
    } as const;
    const { adapter } = cardAdapter(() => Promise.resolve({ status: 'redirect', url, pending }) as never);
    expect(await runPayAttempt(options(adapter, tab.store, lost))).toEqual({ status: 'redirect', url, pending });
    expect(tab.kept()).toBeNull();
  });

  it('starts a new attempt for another amount or method only once the platform says nothing is charging', async () => {
    const sent = { idempotencyKey: 'key-old', fingerprint: 'another amount', submission: paymentMethod };
    const busy = tabStorage(sent);
    const first = cardAdapter();
    const waiting = await runPayAttempt(options(first.adapter, busy.store, () => Promise.resolve(status('charging'))));
    expect(waiting).toMatchObject({ status: 'confirming' });
    expect(first.adapter.pay).not.toHaveBeenCalled();

    const free = tabStorage(sent);
    const second = cardAdapter(() => Promise.resolve(confirmed));
    await runPayAttempt(options(second.adapter, free.store, () => Promise.resolve(status('none'))));
    const [request] = second.adapter.pay.mock.calls[0] ?? [];
    expect(request?.idempotencyKey).not.toBe('key-old');
    expect(request?.submission).toBeNull();
  });

  it('asks nothing before the first send, and ignores a kept record that is no attempt', async () => {
    const tab = tabStorage({ idempotencyKey: '', fingerprint: 7, submission: 'x' } as unknown as PayAttempt);
    const checkStatus = vi.fn(lost);
    const { adapter } = cardAdapter(() => Promise.resolve(confirmed));
    expect(await runPayAttempt(options(adapter, tab.store, checkStatus))).toEqual(confirmed);
    expect(checkStatus).not.toHaveBeenCalled();
  });
});
