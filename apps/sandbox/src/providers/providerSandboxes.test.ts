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
  type Testbed,
  updateAttempt,
} from './testing/createTestbed';

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

  it('does not update payment methods', async () => {
    const outcome = await offlineGatewaySandbox.authorize(
      updateAttempt(merchant, 'offlinegateway', 'cus-1', {}),
      bed.ctx,
    );
    expect(outcome.kind).toBe('invalid');
  });
});
