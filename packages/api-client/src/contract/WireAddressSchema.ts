import * as v from 'valibot';

const text = v.optional(v.nullable(v.string()));

/**
 * A billing or shipping address as the platform sends and receives it (spec §3); the server calls
 * the notes field `note`. Every field may be empty on the wire: required-field rules belong to
 * `@checkout/validation`, which checks the form before a request is built.
 */
export const WireAddressSchema = v.object({
  address_addition: text,
  alpha2: text,
  alpha3: text,
  city: text,
  company: text,
  country: text,
  first_name: text,
  last_name: text,
  note: text,
  postal_code: text,
  region: text,
  street: text,
  street_number: text,
});
