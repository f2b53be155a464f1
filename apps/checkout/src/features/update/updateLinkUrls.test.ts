import { describe, expect, it } from 'vitest';
import { toSuccessSearch } from './toSuccessSearch';
import { toUpdateLinkQuery } from './toUpdateLinkQuery';
import type { UpdateLink } from './UpdateLink';
import { updateTargetOf } from './UpdateLink';
import { updateReturnUrl } from './updateReturnUrl';

const one: UpdateLink = {
  apiKey: 'demo-all',
  customerId: 'cus_demo',
  hash: 'f'.repeat(64),
  orderId: 'ord_1',
  isUpdateAll: false,
  currency: 'EUR',
};
const all: UpdateLink = { ...one, orderId: null, isUpdateAll: true };

describe('update link URLs', () => {
  it('targets the order of a one-order link and the customer of an all-orders link', () => {
    expect(updateTargetOf(one)).toEqual({ scope: 'order', orderId: 'ord_1' });
    expect(updateTargetOf(all)).toEqual({ scope: 'customer', customerId: 'cus_demo' });
  });

  it('hands the provider a return URL with the link and the adapter, on the app origin', () => {
    const url = new URL(
      updateReturnUrl('http://127.0.0.1:4000', 'de', one, 'stripe-update-flow-redirected', 'stripe-v2'),
    );
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4000/de/demo-all/stripe-update-flow-redirected');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      customer_id: 'cus_demo',
      hash: one.hash,
      order_id: 'ord_1',
      is_update_all: '0',
      currency: 'EUR',
      adapter: 'stripe-v2',
    });
  });

  it('leaves the order out of an all-orders return URL, so the return cannot target one order', () => {
    const url = new URL(updateReturnUrl('http://127.0.0.1:4000', 'en', all, 'mollie-update-flow-redirected', 'mollie'));
    expect(url.searchParams.has('order_id')).toBe(false);
    expect(url.searchParams.get('is_update_all')).toBe('1');
  });

  it('gives updated-successfully the customer, the hash and the order only for one order', () => {
    expect(toSuccessSearch(one)).toEqual({ customer_id: 'cus_demo', hash: one.hash, order_id: 'ord_1' });
    expect(toSuccessSearch(all)).toEqual({ customer_id: 'cus_demo', hash: one.hash });
    expect(toUpdateLinkQuery(all)).not.toHaveProperty('order_id');
  });
});
