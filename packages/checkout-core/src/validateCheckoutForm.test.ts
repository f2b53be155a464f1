import { defaultCheckoutSettings } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from './CheckoutFormValues';
import { checkContact } from './contact/checkContact';
import { validateCheckoutForm } from './validateCheckoutForm';

const nameOf = (alpha2: string) => alpha2;

function validForm() {
  const form = emptyCheckoutForm('DE');
  form.email = 'ada@example.com';
  form.vat_number = 'DE123456789';
  Object.assign(form.billing, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    street: 'Marienplatz',
    street_number: '8',
    postal_code: '80331',
    city: 'München',
  });
  return form;
}

describe('validateCheckoutForm', () => {
  it("accepts a complete form, and gives its contact in the platform's terms", () => {
    const result = validateCheckoutForm(validForm(), defaultCheckoutSettings, nameOf, 'en', checkContact);
    expect(result.contactValid).toBe(true);
    expect([...result.issues.keys()]).toEqual([]);
    expect(result.contact?.address.billing).toHaveProperty('note');
    expect(result.contact?.address.billing).not.toHaveProperty('notes');
  });

  it('counts the contact as not yet valid, with nothing to show, until the contact validator has loaded', () => {
    const result = validateCheckoutForm(validForm(), defaultCheckoutSettings, nameOf, 'en', null);
    expect(result.contactValid).toBe(false);
    expect(result.contact).toBeUndefined();
    expect([...result.issues.keys()]).toEqual([]);
  });

  it('reports a missing first name once, on the billing field, while shipping is the billing address', () => {
    const form = validForm();
    form.billing.first_name = '';
    const result = validateCheckoutForm(form, defaultCheckoutSettings, nameOf, 'en', checkContact);
    expect(result.contactValid).toBe(false);
    expect(result.issues.get('address.billing.first_name')?.code).toBe('required');
    expect(result.issues.has('address.shipping.first_name')).toBe(false);
  });

  it('blocks on a required checkbox that is not accepted and a required extra that is empty', () => {
    const settings = {
      ...defaultCheckoutSettings,
      checkboxes: [{ name: 'terms', label: 'Terms', required: true, url: null }],
      extras: [{ name: 'po', label: 'PO', type: 'text' as const, required: true, options: [] }],
    };
    const result = validateCheckoutForm(validForm(), settings, nameOf, 'en', checkContact);
    expect(result.checkboxesValid).toBe(false);
    expect(result.contactValid).toBe(false);
    expect(result.issues.get('checkboxes.terms')?.code).toBe('required');
    expect(result.issues.get('extras.po')?.code).toBe('required');
  });

  it('asks an adult date of birth when the credit check is on', () => {
    const form = validForm();
    form.date_of_birth = `${new Date().getFullYear() - 10}-01-01`;
    const settings = { ...defaultCheckoutSettings, checks: { ...defaultCheckoutSettings.checks, credit: true } };
    expect(validateCheckoutForm(form, settings, nameOf, 'en', checkContact).issues.get('date_of_birth')?.code).toBe(
      'date_of_birth_underage',
    );
  });
});
