import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from './CheckoutFormValues';
import { shippingLocationChange } from './shippingLocationChange';

const form = { ...emptyCheckoutForm('DE'), billing: { ...emptyCheckoutForm('DE').billing, postal_code: '80331' } };

describe('shippingLocationChange', () => {
  it('moves the cart when the billing country changes while it is the shipping address', () => {
    expect(shippingLocationChange(form, 'billing', { alpha2: 'AT' })).toEqual({ alpha2: 'AT', postalCode: '80331' });
  });

  it('leaves the cart where it ships when only the billing country of a separate shipping address changes', () => {
    expect(shippingLocationChange({ ...form, sameAsBilling: false }, 'billing', { alpha2: 'AT' })).toBeNull();
    expect(shippingLocationChange({ ...form, sameAsBilling: false }, 'shipping', { alpha2: 'AT' })).toEqual({
      alpha2: 'AT',
      postalCode: '',
    });
  });

  it('does nothing for the same country or a change of another field', () => {
    expect(shippingLocationChange(form, 'billing', { alpha2: 'DE' })).toBeNull();
    expect(shippingLocationChange(form, 'billing', { city: 'Wien' })).toBeNull();
  });
});
