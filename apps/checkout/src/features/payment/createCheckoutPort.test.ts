import type { CheckoutApi } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { createCheckoutPort, type OrderBase } from './createCheckoutPort';

const blank = { address_addition: null, alpha3: null, company: null, country: null, note: null };

describe('createCheckoutPort', () => {
  it('hands the shopper’s contact and billing address to the adapters (3-D Secure data), read at pay time', () => {
    let email = 'ada@example.com';
    const base = (): OrderBase => ({
      cart_id: 'c1',
      checkboxes: {},
      extras: [],
      payment_method: 'braintree',
      contact: {
        email,
        phone: '030 1234567',
        address: {
          billing: {
            ...blank,
            alpha2: 'DE',
            city: 'München',
            first_name: 'Ada',
            last_name: 'Lovelace',
            postal_code: '80331',
            region: null,
            street: 'Marienplatz',
            street_number: '8',
          },
          shipping: { ...blank, alpha2: 'DE' },
        },
      },
    });
    const port = createCheckoutPort({ api: {} as CheckoutApi, cartId: 'c1', orderBase: base });
    email = 'grace@example.com';
    expect(port.getShopper?.()).toEqual({
      email: 'grace@example.com',
      phone: '030 1234567',
      billing: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: 'Marienplatz',
        streetNumber: '8',
        addition: null,
        postalCode: '80331',
        city: 'München',
        region: null,
        countryCode: 'DE',
      },
    });
  });
});
