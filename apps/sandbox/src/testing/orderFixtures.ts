/** A valid German address, as the checkout sends it for billing and shipping. */
export const testAddress = {
  first_name: 'Alex',
  last_name: 'Muster',
  street: 'Hauptstraße',
  street_number: '1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'Germany',
  alpha2: 'DE',
  alpha3: 'DEU',
};

/** A valid contact with {@link testAddress} for billing and shipping. */
export const testContact = { email: 'alex@example.com', address: { billing: testAddress, shipping: testAddress } };

/** A valid order-create body for `cartId`, paid by invoice; `extra` overrides or adds fields. */
export function testOrder(cartId: string, extra: Record<string, unknown> = {}) {
  return {
    cart_id: cartId,
    checkboxes: { terms: true },
    contact: testContact,
    extras: [],
    payment_method: 'invoice',
    ...extra,
  };
}
