import { WireContactSchema } from '@checkout/api-client/contract';
import { toServerAddress } from '@checkout/validation';
import { validateContact } from '@checkout/validation/contact';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from './CheckoutFormValues';
import { toContactInput } from './toContactInput';
import { toWireContact } from './toWireContact';

const names = (alpha2: string) => ({ DE: 'Germany', AT: 'Austria' })[alpha2] ?? alpha2;

/** A form filled in as a shopper does, with a separate shipping address and delivery notes. */
function validContact() {
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
  form.sameAsBilling = false;
  form.shipping = { ...form.billing, alpha2: 'AT', postal_code: '1010', city: 'Wien', notes: '' };
  const result = validateContact(toContactInput(form, names, 'de'));
  if (!result.output) throw new Error('expected a valid contact');
  return result.output;
}

describe('toWireContact', () => {
  it('sends notes as the server field note', () => {
    const wire = toWireContact(validContact());
    expect(wire.address.billing.note).toBe('Ring twice');
    expect(wire.address.billing).not.toHaveProperty('notes');
  });

  it("gives each address exactly as validation's toServerAddress maps it, a contact the platform's schema reads", () => {
    const contact = validContact();
    const wire = toWireContact(contact);
    expect(wire.address.billing).toEqual(toServerAddress(contact.address.billing));
    expect(wire.address.shipping).toEqual(toServerAddress(contact.address.shipping));
    expect(v.parse(WireContactSchema, wire)).toEqual(wire);
  });

  it("sends the contact's empty optional fields as null", () => {
    expect(toWireContact(validContact())).toMatchObject({ phone: null, date_of_birth: null, email: 'ada@example.com' });
  });
});
