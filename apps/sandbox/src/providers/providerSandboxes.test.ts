import { paymentGateways } from '@checkout/reference-data';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MerchantRecord } from '../store/records';
import { offlineGatewaySandbox } from './offlinegateway';
import { findProviderSandbox, providerSandboxes } from './providerSandboxes';
import {
  createTestbed,
  orderAttempt,
  orderStatus,
  placeOrder,
  seedCart,
  seedMerchant,
  submitOutcome,
  type Testbed,
  updateAttempt,
} from './testing/createTestbed';

const RETURN = 'http://127.0.0.1:4000/en/hosted/cart-1/redirected';

let bed: Testbed;
let merchant: MerchantRecord;

beforeAll(async () => {
  bed = await createTestbed((app, ctx) => {
    for (const sandbox of providerSandboxes) sandbox.register(app, ctx);
  });
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.reset();
  merchant = await seedMerchant(bed.db);
});

describe('providerSandboxes', () => {
  it('has one sandbox per gateway except payone', () => {
    const gateways = providerSandboxes.map((sandbox) => sandbox.gateway);
    expect(new Set(gateways).size).toBe(gateways.length);
    expect([...gateways].sort()).toEqual(paymentGateways.filter((gateway) => gateway !== 'payone').sort());
  });

  it.each(providerSandboxes.map((sandbox) => sandbox.gateway))('finds the %s sandbox', (gateway) => {
    expect(findProviderSandbox(gateway)?.gateway).toBe(gateway);
  });

  it('finds nothing for payone or unknown gateways', () => {
    expect(findProviderSandbox('payone')).toBeNull();
    expect(findProviderSandbox('bitcoin')).toBeNull();
  });

  it('registers every route without clashes', async () => {
    const response = await bed.app.request('/api/demo/psp/braintree');
    expect(response.status).toBe(200);
  });
});

describe('offline gateway', () => {
  it('always pays an order', async () => {
    const cart = await seedCart(bed.db, merchant.api_key);
    const outcome = await placeOrder(
      bed.ctx,
      offlineGatewaySandbox,
      orderAttempt(merchant, cart, 'offlinegateway', {}),
    );
    expect(outcome).toMatchObject({ kind: 'paid', reference: expect.stringMatching(/^offline_/) });
    expect(await orderStatus(bed.db)).toBe('open');
  });

  it('confirms a hosted_confirmation method on its hosted page, which settles the order and returns', async () => {
    const hosted = await seedMerchant(bed.db, {
      api_key: 'hosted',
      settings: {
        payment_methods: [
          { id: 'transfer', gateway: 'offlinegateway', name: 'Bank transfer', hosted_confirmation: true },
        ],
      },
    });
    const cart = await seedCart(bed.db, hosted.api_key);
    const attempt = (payload: Record<string, unknown>, orderId = 'order-1') => ({
      ...orderAttempt(hosted, cart, 'offlinegateway', payload, orderId),
      paymentMethodId: 'transfer',
    });
    expect(
      (await offlineGatewaySandbox.authorize(attempt({ return_url: 'https://evil.example/' }), bed.ctx)).kind,
    ).toBe('invalid');
    const outcome = await placeOrder(bed.ctx, offlineGatewaySandbox, attempt({ return_url: RETURN }));
    if (outcome.kind !== 'redirect') throw new Error(`Expected a redirect, got ${outcome.kind}`);
    expect(await orderStatus(bed.db)).toBe('draft');
    const page = new URL(outcome.redirectUrl).pathname;
    expect(await (await bed.app.request(page)).text()).toContain('Transfer confirmed');
    const back = await submitOutcome(bed.app, page, 'paid');
    expect([back.status, back.headers.get('location')]).toEqual([303, RETURN]);
    expect(await orderStatus(bed.db)).toBe('open');
    expect((await submitOutcome(bed.app, page, 'canceled')).status).toBe(409);
    expect(await offlineGatewaySandbox.expire?.(outcome.reference, bed.ctx)).toBe('paid');
  });

  it('does not update payment methods', async () => {
    const outcome = await offlineGatewaySandbox.authorize(
      updateAttempt(merchant, 'offlinegateway', 'cus-1', {}),
      bed.ctx,
    );
    expect(outcome.kind).toBe('invalid');
  });
});
