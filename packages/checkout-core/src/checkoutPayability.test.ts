import { type CartItem, defaultCheckoutSettings } from '@checkout/api-client';
import { CartSchema } from '@checkout/api-client/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type CheckoutPayabilityInput, checkoutPayability } from './checkoutPayability';

const cart = v.parse(CartSchema, {
  id: 'cart-1',
  currency: 'EUR',
  items: [{ id: 'a', sku: 'tripod', name: 'Tripod', quantity: 1, price: '89.00' }],
  sum_total_due: '89.00',
});
const standard = { id: 'standard', name: 'Standard', price: { amount: 490, currency: 'EUR' } };

/** A form ready to pay at a merchant with shipping choice on and every check off. */
function ready(): CheckoutPayabilityInput {
  return {
    values: { paymentMethodId: 'invoice', shippingMethodId: 'standard', deliveryDate: null },
    data: {
      cart,
      settings: { ...defaultCheckoutSettings, shippingChoice: true },
      delivery: null,
      methods: [standard],
      methodsLoading: false,
    },
    validation: { checkboxesValid: true, contactValid: true },
    checks: { creditValid: true, botToken: null, outOfStock: [] },
  };
}

describe('checkoutPayability', () => {
  it('is payable when the form is complete and nothing is checked', () => {
    expect(checkoutPayability(ready())).toEqual({ payable: true, blockers: [] });
  });

  it('does not count a shipping method the country no longer offers as chosen', () => {
    const input = ready();
    expect(checkoutPayability({ ...input, values: { ...input.values, shippingMethodId: 'express' } }).blockers).toEqual(
      ['shipping_method_missing'],
    );
  });

  it('blocks on a failed credit check, a missing bot token and lines out of stock where the merchant checks them', () => {
    const input = ready();
    const settings = { ...input.data.settings, checks: { ...input.data.settings.checks, credit: true, bot: true } };
    const blocked = checkoutPayability({
      ...input,
      data: { ...input.data, settings },
      checks: { creditValid: false, botToken: null, outOfStock: ['a'] },
    });
    expect(blocked.blockers).toEqual(['credit_check_invalid', 'bot_check_token_missing', 'stock_invalid']);
  });

  it('asks a delivery date only for a rental cart of a merchant that checks dates, when dates are offered', () => {
    const input = ready();
    const rental = { ...cart, items: [{ ...cart.items[0], rental: { months: 12 } } as CartItem] };
    const settings = { ...input.data.settings, deliveryDates: true };
    const delivery = { dates: ['2026-12-01'], possible_timeslots: [] };
    const withDates = (items: CartItem[], offered: typeof delivery | null) =>
      checkoutPayability({ ...input, data: { ...input.data, settings, cart: { ...cart, items }, delivery: offered } })
        .blockers;
    expect(withDates(rental.items, delivery)).toEqual(['delivery_date_missing']);
    expect(withDates(rental.items, null)).toEqual([]);
    expect(withDates(cart.items, delivery)).toEqual([]);
  });
});
