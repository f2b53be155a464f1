import type { OrderConfirmation } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { confirmationStateOf } from './confirmationStateOf';

const withStatus = (status: string | null): OrderConfirmation => ({
  order: {
    id: 'ord_1',
    cart_id: 'cart-1',
    number: null,
    status,
    currency: 'EUR',
    sum_total_due: { amount: 100, currency: 'EUR' },
    created_at: null,
    shipping_method: null,
    delivery: null,
    voucher: null,
    billing_address: null,
    shipping_address: null,
  },
  items: [],
});

describe('confirmationStateOf', () => {
  it.each([
    ['open', 'confirmed'],
    ['fulfilled', 'confirmed'],
    ['draft', 'draft'],
    ['cancelled', 'cancelled'],
    [null, 'received'],
    ['on hold', 'received'],
  ] as const)('reads an order with status %s as %s', (status, state) => {
    expect(confirmationStateOf(withStatus(status))).toBe(state);
  });

  it('thanks nobody when the order could not be read', () => {
    expect(confirmationStateOf(null)).toBe('unavailable');
  });
});
