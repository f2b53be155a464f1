import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUpdateLink } from './parseUpdateLink';

const hash = 'a'.repeat(64);
const valid = { customer_id: 'cus_demo', order_id: 'ord_demo_1', hash, is_update_all: '0', currency: 'eur' };

describe('parseUpdateLink', () => {
  it('reads a one-order link', () => {
    expect(parseUpdateLink('demo-all', valid)).toEqual({
      apiKey: 'demo-all',
      customerId: 'cus_demo',
      hash,
      orderId: 'ord_demo_1',
      isUpdateAll: false,
      currency: 'EUR',
    });
  });

  it('reads an all-orders link and drops its order id, which the hash does not cover', () => {
    expect(parseUpdateLink('demo-all', { ...valid, is_update_all: '1' })).toMatchObject({
      isUpdateAll: true,
      orderId: null,
    });
    expect(parseUpdateLink('demo-all', { customer_id: 'cus_demo', hash, is_update_all: 'true' })).toMatchObject({
      isUpdateAll: true,
      orderId: null,
      currency: null,
    });
  });

  it.each([
    ['no customer', { ...valid, customer_id: undefined }],
    ['no hash', { ...valid, hash: undefined }],
    ['a short hash', { ...valid, hash: 'abc' }],
    ['a hash with a slash', { ...valid, hash: `${hash}/x` }],
    ['no order on a one-order link', { ...valid, order_id: undefined }],
    ['an unknown flag', { ...valid, is_update_all: 'yes' }],
    ['a malformed order id', { ...valid, order_id: '../ord' }],
    ['a malformed customer id', { ...valid, customer_id: 'cus demo' }],
    ['a malformed currency', { ...valid, currency: 'EURO' }],
    ['a customer id that is not text', { ...valid, customer_id: { id: 1 } }],
  ])('refuses a link with %s', (_case, search) => {
    expect(parseUpdateLink('demo-all', search)).toBeNull();
  });

  it('refuses an unsafe api key', () => {
    expect(parseUpdateLink('demo/all', valid)).toBeNull();
  });

  it('never accepts a customer or order id outside the safe id format, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (customerId, orderId) => {
        const link = parseUpdateLink('demo-all', { ...valid, customer_id: customerId, order_id: orderId });
        if (link !== null) {
          expect(link.customerId).toMatch(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/);
          expect(link.orderId).toMatch(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/);
        }
      }),
    );
  });
});
