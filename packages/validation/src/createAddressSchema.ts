import { getCountry } from '@checkout/reference-data';
import * as v from 'valibot';
import { type Address, type AddressField, defaultAddressRequired } from './addressFields';
import { hasDigit } from './hasDigit';
import { isRegionOfCountry } from './isRegionOfCountry';
import { normalizePostalCode } from './normalizePostalCode';
import { plainObject } from './plainObject';
import { type TextFieldCheck, textField } from './textField';

/** Options of {@link createAddressSchema}. */
export interface AddressSchemaOptions {
  /** Per-field required switches over the spec's defaults (`{ company: true }`). Defaults to `defaultAddressRequired`. */
  readonly required?: Partial<Record<AddressField, boolean>>;
}

const fieldChecks: Partial<Record<AddressField, readonly TextFieldCheck[]>> = {
  alpha2: [(value) => (getCountry(value) === undefined ? 'country_invalid' : null)],
  street_number: [(value) => (hasDigit(value) ? null : 'street_number_digit')],
};

/** The input an address schema accepts: every field optional, `null` read as empty. */
export type AddressInput = { readonly [Field in AddressField]?: string | null };

/**
 * Builds the valibot schema of a billing or shipping address (spec §3, §5): the spec's required
 * defaults overridden per field, a street number with a digit, a known `alpha2` with the matching
 * `alpha3`, and a region from the country's list when `@checkout/reference-data` has one. The output
 * is trimmed, with upper-case country codes, the postal code as `normalizePostalCode` writes it and
 * `region: null` when empty. The postal-code → region
 * hint is a warning, so it is not part of the schema: see `getAddressWarnings`.
 */
export function createAddressSchema(options: AddressSchemaOptions = {}): v.GenericSchema<AddressInput, Address> {
  const required = { ...defaultAddressRequired, ...options.required };
  const field = (name: AddressField) => textField(required[name], fieldChecks[name]);
  return v.pipe(
    plainObject<AddressInput>(),
    v.object(
      {
        address_addition: field('address_addition'),
        alpha2: field('alpha2'),
        alpha3: field('alpha3'),
        city: field('city'),
        company: field('company'),
        country: field('country'),
        first_name: field('first_name'),
        last_name: field('last_name'),
        notes: field('notes'),
        postal_code: field('postal_code'),
        region: field('region'),
        street: field('street'),
        street_number: field('street_number'),
      },
      'invalid_type',
    ),
    v.forward(
      v.partialCheck(
        [['alpha2'], ['alpha3']],
        ({ alpha2, alpha3 }) => alpha3 === '' || alpha2 === '' || getCountry(alpha2)?.alpha3 === alpha3.toUpperCase(),
        'country_invalid',
      ),
      ['alpha3'],
    ),
    v.forward(
      v.partialCheck(
        [['alpha2'], ['region']],
        ({ alpha2, region }) => isRegionOfCountry(alpha2, region),
        'region_not_in_country',
      ),
      ['region'],
    ),
    v.transform(
      (address): Address => ({
        ...address,
        alpha2: address.alpha2.toUpperCase(),
        alpha3: address.alpha3.toUpperCase(),
        postal_code: normalizePostalCode(address.postal_code, address.alpha2),
        region: address.region === '' ? null : address.region,
      }),
    ),
  );
}
