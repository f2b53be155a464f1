import type { CheckoutApi } from '@checkout/api-client';
import { PaymentError } from '@checkout/payments';
import { describe, expect, it, vi } from 'vitest';
import { createUpdatePort } from './createUpdatePort';
import type { UpdateLink } from './UpdateLink';

const link: UpdateLink = {
  apiKey: 'demo',
  customerId: 'customer-1',
  hash: 'hash',
  orderId: 'order-1',
  isUpdateAll: false,
  currency: 'EUR',
};

function portWith(stripePublishableKey: string | null) {
  const api = {
    createStripeCustomer: vi.fn(async () => ({ data: { customer_id: 'cus_1', client_secret: 'seti_1_secret_a' } })),
  };
  const port = createUpdatePort({
    api: api as unknown as CheckoutApi,
    link,
    gateway: 'stripe',
    updateAllTimeoutMs: 40_000,
    stripePublishableKey,
  });
  return { api, port };
}

describe('createUpdatePort', () => {
  it('answers the Stripe key of the runtime configuration, whatever the mode', async () => {
    await expect(portWith('pk_live_merchant').port.getStripeKey()).resolves.toEqual({
      key: 'pk_live_merchant',
      account_id: null,
    });
  });

  it('refuses Stripe without a configured key as not configured (ADR 0012)', async () => {
    const failure = await portWith(null)
      .port.getStripeKey()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentError);
    expect(failure).toMatchObject({ code: 'not_configured' });
  });

  it('creates the Stripe customer through POST /psp/stripe/{id}', async () => {
    const { api, port } = portWith('pk_test_sandbox_demo');
    const signal = new AbortController().signal;
    await expect(port.createStripeCustomer('customer-1', { signal })).resolves.toEqual({
      customer_id: 'cus_1',
      client_secret: 'seti_1_secret_a',
    });
    expect(api.createStripeCustomer).toHaveBeenCalledWith('customer-1', { signal });
  });
});
