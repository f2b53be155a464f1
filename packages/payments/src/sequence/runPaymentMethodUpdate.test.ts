import { describe, expect, it } from 'vitest';
import type { PaymentAdapterId } from '../contract/PaymentProviderId';
import { createRedirectAllowlist } from '../redirect/createRedirectAllowlist';
import { createFakeAdapter } from '../testing/createFakeAdapter';
import { apiFailure } from '../testing/createFakePort';
import { createPayAttempt } from './createPayAttempt';
import { runPaymentMethodUpdate } from './runPaymentMethodUpdate';

const allowlist = createRedirectAllowlist({ sandboxOrigin: 'http://127.0.0.1:4010' });
const attempt = createPayAttempt({ createKey: () => 'update-key' });
const orderTarget = { scope: 'order', orderId: 'o9' } as const;
const customerTarget = { scope: 'customer', customerId: 'c1' } as const;

describe('runPaymentMethodUpdate', () => {
  it.each([
    { id: 'stripe-v1', call: 'pay' },
    { id: 'stripe-v2', call: 'pay' },
    { id: 'adyen', call: 'pay' },
    { id: 'braintree', call: 'update' },
    { id: 'mollie', call: 'update' },
  ] as const)('dispatches $id to $call', async ({ id, call }) => {
    const adapter = createFakeAdapter(id);
    const result = await runPaymentMethodUpdate({ attempt, adapter, target: orderTarget, allowlist });
    expect(result).toEqual({ status: 'updated' });
    if (call === 'pay') {
      expect(adapter.pay).toHaveBeenCalledWith({
        idempotencyKey: 'update-key',
        amount: null,
        isUpdateContainer: true,
        target: orderTarget,
        signal: undefined,
      });
      expect(adapter.updatePaymentMethod).not.toHaveBeenCalled();
    } else {
      expect(adapter.updatePaymentMethod).toHaveBeenCalledWith({
        idempotencyKey: 'update-key',
        target: orderTarget,
        signal: undefined,
      });
      expect(adapter.pay).not.toHaveBeenCalled();
    }
  });

  it.each(['paypal', 'offline'] satisfies PaymentAdapterId[])(
    'answers "Payment provider type not recognized." for %s',
    async (id) => {
      const adapter = createFakeAdapter(id);
      const result = await runPaymentMethodUpdate({ attempt, adapter, target: customerTarget, allowlist });
      expect(result).toMatchObject({
        status: 'failed',
        error: { code: 'provider_not_recognized', message: 'Payment provider type not recognized.' },
      });
      expect(adapter.pay).not.toHaveBeenCalled();
      expect(adapter.updatePaymentMethod).not.toHaveBeenCalled();
    },
  );

  it('updates all orders of a customer with the customer target', async () => {
    const adapter = createFakeAdapter('braintree');
    await runPaymentMethodUpdate({ attempt, adapter, target: customerTarget, allowlist });
    expect(adapter.updatePaymentMethod).toHaveBeenCalledWith(expect.objectContaining({ target: customerTarget }));
  });

  it('follows an allowlisted provider redirect', async () => {
    const url = 'http://127.0.0.1:4010/sandbox/mollie/checkout/tr_1';
    const pending = {
      adapterId: 'mollie',
      flow: 'update',
      orderId: 'o9',
      target: orderTarget,
      idempotencyKey: 'update-key',
    } as const;
    const adapter = createFakeAdapter('mollie', {
      update: () => Promise.resolve({ status: 'redirect', url, pending }),
    });
    expect(await runPaymentMethodUpdate({ attempt, adapter, target: orderTarget, allowlist })).toEqual({
      status: 'redirect',
      url,
      pending,
    });
  });

  it('refuses a provider redirect off the allowlist', async () => {
    const pending = {
      adapterId: 'mollie',
      flow: 'update',
      orderId: null,
      target: customerTarget,
      idempotencyKey: 'k',
    } as const;
    const adapter = createFakeAdapter('mollie', {
      update: () => Promise.resolve({ status: 'redirect', url: 'https://evil.com/', pending }),
    });
    const result = await runPaymentMethodUpdate({ attempt, adapter, target: customerTarget, allowlist });
    expect(result.status === 'failed' && result.error.code).toBe('redirect_refused');
  });

  it('fails with no_provider and ends in progress without an adapter', async () => {
    const events: boolean[] = [];
    const result = await runPaymentMethodUpdate({
      attempt,
      adapter: null,
      target: orderTarget,
      allowlist,
      onInProgressChange: (value) => events.push(value),
    });
    expect(result.status === 'failed' && result.error.code).toBe('no_provider');
    expect(events).toEqual([true, false]);
  });

  it('keeps the attempt after a timeout of the 40 s all-orders update so a retry reuses the key', async () => {
    const adapter = createFakeAdapter('braintree', { update: () => Promise.reject(apiFailure(500, '', 'timeout')) });
    const result = await runPaymentMethodUpdate({ attempt, adapter, target: customerTarget, allowlist });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'network' }, attempt });
  });
});
