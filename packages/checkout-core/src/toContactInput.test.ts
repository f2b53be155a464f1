import { validateContact } from '@checkout/validation/contact';
import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from './CheckoutFormValues';
import { toContactInput } from './toContactInput';

const names = (alpha2: string) => ({ DE: 'Germany', AT: 'Austria' })[alpha2] ?? alpha2;

function filledForm() {
  const form = emptyCheckoutForm('DE');
  form.email = 'ada@example.com';
  form.vat_number = 'DE123456789';
  form.billing = {
    ...form.billing,
    first_name: 'Ada',
    last_name: 'Lovelace',
    street: 'Marienplatz',
    street_number: '8',
    postal_code: '80331',
    city: 'München',
    notes: 'Ring twice',
  };
  return form;
}

describe('toContactInput', () => {
  it('completes the country from its alpha-2 and validates as a whole', () => {
    const input = toContactInput(filledForm(), names, 'de');
    expect(input.address.billing).toMatchObject({ alpha2: 'DE', alpha3: 'DEU', country: 'Germany' });
    expect(validateContact(input).success).toBe(true);
  });

  it('copies the billing address to shipping while the toggle is on', () => {
    const input = toContactInput(filledForm(), names, 'en');
    expect(input.address.shipping).toEqual(input.address.billing);
  });

  it('uses the separate shipping address when the toggle is off', () => {
    const form = filledForm();
    form.sameAsBilling = false;
    form.shipping = { ...form.billing, alpha2: 'AT', city: 'Wien' };
    expect(toContactInput(form, names, 'en').address.shipping).toMatchObject({ alpha3: 'AUT', city: 'Wien' });
  });
});
