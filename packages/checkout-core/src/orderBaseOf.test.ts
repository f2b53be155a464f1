import { defaultCheckoutSettings, type WireContact } from '@checkout/api-client';
import { OrderCreateRequestSchema } from '@checkout/api-client/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from './CheckoutFormValues';
import { orderBaseOf } from './orderBaseOf';

const contact: WireContact = {
  email: 'ada@example.com',
  address: { billing: { city: 'Berlin' }, shipping: { city: 'Berlin' } },
};
const settings = {
  ...defaultCheckoutSettings,
  checkboxes: [
    { name: 'terms', label: 'Terms', required: true, url: null },
    { name: 'newsletter', label: 'News', required: false, url: null },
  ],
  extras: [{ name: 'po', label: 'PO', type: 'text' as const, required: false, options: [] }],
};

describe('orderBaseOf', () => {
  it('sends every checkbox with whether it is accepted, the extras with the delivery slot, the date as shipping', () => {
    const values = {
      ...emptyCheckoutForm('DE'),
      checkboxes: { terms: true },
      deliveryDate: '2026-12-01',
      deliverySlot: 'morning',
    };
    const order = orderBaseOf({
      cart: { id: 'cart-1', draft_id: 'draft-1' },
      settings,
      values,
      contact,
      paymentMethodId: 'invoice',
    });
    expect(order).toEqual({
      cart_id: 'cart-1',
      checkboxes: { terms: true, newsletter: false },
      contact,
      extras: [
        { name: 'po', value: null },
        { name: 'delivery_timeslot', value: 'morning' },
      ],
      payment_method: 'invoice',
      shipping: '2026-12-01',
      draft_id: 'draft-1',
    });
    expect(v.is(OrderCreateRequestSchema, { ...order, payment_method_payload: {} })).toBe(true);
  });

  it('sends no payment method while none of the merchant’s is chosen, and no slot extra without a slot', () => {
    const order = orderBaseOf({
      cart: { id: 'cart-1', draft_id: null },
      settings,
      values: { ...emptyCheckoutForm('DE'), extras: { po: 'PO-7' } },
      contact,
      paymentMethodId: null,
    });
    expect(order.payment_method).toBe('');
    expect(order.extras).toEqual([{ name: 'po', value: 'PO-7' }]);
  });
});
