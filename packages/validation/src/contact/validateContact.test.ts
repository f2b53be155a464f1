import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContactField, contactFields, defaultContactRequired } from '../contactFields';
import { validateContact } from './validateContact';
import { validateContactField } from './validateContactField';

const billing = {
  first_name: 'Zoë',
  last_name: 'Ørsted',
  street: 'Unter den Linden',
  street_number: '77',
  postal_code: '10117',
  city: 'Berlin',
  country: 'Deutschland',
  alpha2: 'DE',
  alpha3: 'DEU',
  notes: 'Hinterhof 🚲',
};

const contact = {
  email: 'zoe@example.com',
  phone: '030 1234567',
  vat_number: 'DE123456789',
  date_of_birth: '1990-05-17',
  address: { billing, shipping: billing },
};

const today = new Date(2026, 10, 22);
const codesAt = (input: unknown, path: string, options = {}) =>
  validateContact(input, { today, ...options })
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.code);

describe('validateContact', () => {
  it('accepts a complete contact and outputs the phone in E.164', () => {
    const result = validateContact(contact, { today });
    expect(result.success).toBe(true);
    expect(result.output?.phone).toBe('+49301234567');
    expect(result.output?.address.billing.notes).toBe('Hinterhof 🚲');
  });

  it.each([
    ['+49 30 1234567', '+49301234567'],
    ['030 1234567', '+49301234567'],
    ['', ''],
  ])('reads the phone %j with a German billing address as %j', (phone, e164) => {
    expect(validateContact({ ...contact, phone }, { today }).output?.phone).toBe(e164);
  });

  it.each([
    ['phone', '+49 1234', 'phone_invalid'],
    ['phone', '📞', 'phone_invalid'],
    ['email', 'zoe @example.com', 'email_whitespace'],
    ['email', 'zoe@example', 'email_invalid'],
    ['email', '', 'required'],
    ['vat_number', 'DE123', 'vat_number_invalid'],
    ['vat_number', ' ', 'required'],
    ['date_of_birth', '2030-01-01', 'date_of_birth_future'],
    ['date_of_birth', '1990-02-30', 'date_of_birth_invalid'],
  ])('reports on %s = %j the code %s', (field, value, code) => {
    expect(codesAt({ ...contact, [field]: value }, field)).toEqual([code]);
  });

  it.each([
    ['01 5123456', 'AT', '+4315123456'],
    ['01 5123456', 'DE', undefined],
    ['030 1234567', 'AT', undefined],
    ['+49 30 1234567', 'AT', '+49301234567'],
  ])('reads the national phone %j in the billing country %s as %s', (phone, alpha2, e164) => {
    const alpha3 = alpha2 === 'AT' ? 'AUT' : 'DEU';
    const vat_number = alpha2 === 'AT' ? 'ATU12345678' : 'DE123456789';
    const input = {
      ...contact,
      phone,
      vat_number,
      address: { billing: { ...billing, alpha2, alpha3 }, shipping: billing },
    };
    expect(validateContact(input, { today }).output?.phone).toBe(e164);
  });

  it('asks for an adult only when the credit check is on', () => {
    const minor = { ...contact, date_of_birth: '2010-06-01' };
    expect(codesAt(minor, 'date_of_birth')).toEqual([]);
    expect(codesAt(minor, 'date_of_birth', { creditCheck: true })).toEqual(['date_of_birth_underage']);
  });

  it('reports issues of several fields at once, nested address paths included', () => {
    const result = validateContact(
      {
        ...contact,
        email: 'x',
        phone: '+49 1234',
        address: { billing: { ...billing, street_number: 'a' }, shipping: billing },
      },
      { today },
    );
    expect(result.issues.map((issue) => `${issue.path}:${issue.code}`).sort()).toEqual([
      'address.billing.street_number:street_number_digit',
      'email:email_invalid',
      'phone:phone_invalid',
    ]);
  });

  it('warns about a postal code of another region on the shipping address without failing', () => {
    const shipping = {
      ...billing,
      alpha2: 'CA',
      alpha3: 'CAN',
      postal_code: 'M5H 2N2',
      region: 'QC',
      country: 'Canada',
    };
    const result = validateContact({ ...contact, address: { billing, shipping } }, { today });
    expect(result.success).toBe(true);
    expect(result.issues).toEqual([
      {
        code: 'postal_code_region_mismatch',
        path: 'address.shipping.postal_code',
        severity: 'warning',
        params: { region: 'ON' },
      },
    ]);
  });

  it('applies separate required switches to billing and shipping', () => {
    const withoutCompany = { ...contact, address: { billing, shipping: billing } };
    const options = { today, required: { billing: { company: true } } };
    expect(codesAt(withoutCompany, 'address.billing.company', options)).toEqual(['required']);
    expect(codesAt(withoutCompany, 'address.shipping.company', options)).toEqual([]);
  });

  it('lets each contact required switch decide whether an empty field is an error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ContactField>(...contactFields),
        fc.option(fc.boolean(), { nil: undefined }),
        (field, switched) => {
          const required = switched === undefined ? {} : { [field]: switched };
          const codes = codesAt({ ...contact, [field]: '' }, field, { required });
          expect(codes).toEqual((switched ?? defaultContactRequired[field]) ? ['required'] : []);
        },
      ),
    );
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record({ email: fc.anything(), phone: fc.string(), address: fc.anything() })),
        (input) => {
          expect(typeof validateContact(input, { today }).success).toBe('boolean');
        },
      ),
    );
  });
});

describe('validateContactField', () => {
  it('returns only the issues of the asked field', () => {
    const values = {
      ...contact,
      email: '',
      address: { billing: { ...billing, street_number: 'Nr.' }, shipping: billing },
    };
    expect(validateContactField('address.billing.street_number', values, { today })).toEqual([
      { code: 'street_number_digit', path: 'address.billing.street_number', severity: 'error' },
    ]);
  });
});
