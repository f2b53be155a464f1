import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AddressField, addressFields, defaultAddressRequired } from './addressFields';
import { validateAddress } from './validateAddress';

const berlin = {
  first_name: 'Zoë',
  last_name: 'Müller-Łukasiewicz',
  street: 'Straße des 17. Juni',
  street_number: '135',
  postal_code: '10623',
  city: 'Berlin',
  country: 'Deutschland',
  alpha2: 'DE',
  alpha3: 'DEU',
};

const toronto = {
  first_name: 'Jean',
  last_name: 'Tremblay',
  street: 'Queen St W',
  street_number: '100',
  postal_code: 'M5H 2N2',
  city: 'Toronto',
  country: 'Canada',
  alpha2: 'CA',
  alpha3: 'CAN',
  region: 'ON',
};

const codesAt = (input: unknown, path: string) =>
  validateAddress(input)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.code);

describe('validateAddress', () => {
  it('writes a Canadian postal code typed in lower case in capitals, with its space', () => {
    expect(validateAddress({ ...toronto, postal_code: 'm5h2n2' }).output?.postal_code).toBe('M5H 2N2');
  });

  it('accepts a complete German address with unicode names and fills the optional fields', () => {
    const result = validateAddress(berlin);
    expect(result).toMatchObject({ success: true, issues: [] });
    expect(result.output).toEqual({ ...berlin, address_addition: '', company: '', notes: '', region: null });
  });

  it('trims leading and trailing spaces and upper-cases the country codes', () => {
    const result = validateAddress({ ...berlin, city: '  Berlin ', alpha2: ' de', alpha3: 'deu ' });
    expect(result.output).toMatchObject({ city: 'Berlin', alpha2: 'DE', alpha3: 'DEU' });
  });

  it.each([
    ['first_name', '   '],
    ['last_name', ''],
    ['street', null],
    ['street_number', undefined],
    ['postal_code', '\t'],
    ['city', ''],
    ['country', ''],
    ['alpha2', ''],
    ['alpha3', ''],
  ])('reports required on %s when it is %j', (field, value) => {
    expect(codesAt({ ...berlin, [field]: value }, field)).toEqual(['required']);
  });

  it.each([
    ['street_number', 'a', 'street_number_digit'],
    ['street_number', '🏠', 'street_number_digit'],
    ['alpha2', 'XX', 'country_invalid'],
    ['alpha3', 'AUT', 'country_invalid'],
    ['city', 42, 'invalid_type'],
  ])('reports on %s = %j the code %s', (field, value, code) => {
    expect(codesAt({ ...berlin, [field]: value }, field)).toEqual([code]);
  });

  it.each(['12', '12a', '12-14', ' 7 ', '١٢'])('accepts the street number %j', (streetNumber) => {
    expect(validateAddress({ ...berlin, street_number: streetNumber }).success).toBe(true);
  });

  it('accepts 10 000-character names and emoji in optional fields', () => {
    const result = validateAddress({ ...berlin, first_name: 'ä'.repeat(10_000), notes: 'Bitte klingeln 🔔' });
    expect(result.success).toBe(true);
  });

  it.each([
    ['ON', true],
    ['Ontario', true],
    ['on', true],
    ['QC', true],
    ['Bavaria', false],
    ['NSW', false],
  ] as const)('checks that the region %j belongs to Canada (%s)', (region, belongs) => {
    expect(codesAt({ ...toronto, region }, 'region')).toEqual(belongs ? [] : ['region_not_in_country']);
  });

  it('accepts any region for a country without a region list', () => {
    expect(validateAddress({ ...berlin, region: 'Bayern' }).success).toBe(true);
  });

  it('warns without failing when the postal code derives to another region', () => {
    const result = validateAddress({ ...toronto, region: 'QC' });
    expect(result.success).toBe(true);
    expect(result.issues).toEqual([
      { code: 'postal_code_region_mismatch', path: 'postal_code', severity: 'warning', params: { region: 'ON' } },
    ]);
  });

  it.each(['NT', 'NU', 'Nunavut', 'Northwest Territories'])(
    'accepts the region %s while the postal code only derives to NT/NU',
    (region) => {
      const result = validateAddress({ ...toronto, postal_code: 'X0', region });
      expect(result).toMatchObject({ success: true, issues: [] });
    },
  );

  it('warns when a full X postal code of Nunavut comes with the Northwest Territories', () => {
    const result = validateAddress({ ...toronto, postal_code: 'X0A 0H0', region: 'NT' });
    expect(result.issues.map((issue) => [issue.code, issue.params])).toEqual([
      ['postal_code_region_mismatch', { region: 'NU' }],
    ]);
  });

  it('gives no warning when no region is chosen', () => {
    expect(validateAddress({ ...toronto, region: null }).issues).toEqual([]);
  });

  it.each([[null], ['Berlin'], [[]], [42]])('reports invalid_type for the non-object %j', (input) => {
    expect(validateAddress(input)).toMatchObject({ success: false, issues: [{ code: 'invalid_type', path: '' }] });
  });

  it('lets each required switch decide whether an empty field is an error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<AddressField>(...addressFields),
        fc.boolean(),
        fc.constantFrom('', '  ', null, undefined),
        (field, isRequired, empty) => {
          const result = validateAddress({ ...berlin, [field]: empty }, { required: { [field]: isRequired } });
          const required = result.issues.filter((issue) => issue.path === field && issue.code === 'required');
          expect(required.length).toBe(isRequired ? 1 : 0);
        },
      ),
    );
  });

  it('requires exactly the spec defaults when no switch is given', () => {
    const empty = validateAddress({});
    const requiredFields = empty.issues.filter((issue) => issue.code === 'required').map((issue) => issue.path);
    expect(new Set(requiredFields)).toEqual(new Set(addressFields.filter((field) => defaultAddressRequired[field])));
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...addressFields), fc.anything())), (input) => {
        expect(typeof validateAddress(input).success).toBe('boolean');
      }),
    );
  });
});
