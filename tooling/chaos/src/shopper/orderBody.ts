import type { OrderCreateRequest } from '@checkout/api-client';

const address = {
  first_name: 'Chaos',
  last_name: 'Shopper',
  street: 'Hauptstraße',
  street_number: '1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'Germany',
  alpha2: 'DE',
  alpha3: 'DEU',
};

/** The order body the checkout sends for a `demo-all` cart: a valid German shopper, the terms accepted. */
export function orderBody(cartId: string, method: string, payload: Record<string, unknown>): OrderCreateRequest {
  return {
    cart_id: cartId,
    checkboxes: { terms: true },
    contact: {
      email: `${cartId}@example.com`,
      phone: '+49 30 1234567',
      date_of_birth: '1985-12-10',
      address: { billing: address, shipping: address },
    },
    extras: [],
    payment_method: method,
    payment_method_payload: payload,
    shipping: null,
  };
}
