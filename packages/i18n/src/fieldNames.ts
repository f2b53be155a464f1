/** Form fields with a localized label (`field.<name>`), named by the last segment of an issue path. */
export const fieldNames = [
  'email',
  'phone',
  'default_locale',
  'date_of_birth',
  'vat_number',
  'first_name',
  'last_name',
  'company',
  'street',
  'street_number',
  'address_addition',
  'postal_code',
  'city',
  'region',
  'country',
  'alpha2',
  'alpha3',
  'notes',
  'voucher_code',
  'social_security',
] as const;

/** A form field with a localized label. */
export type FieldName = (typeof fieldNames)[number];

const fieldNameSet: ReadonlySet<string> = new Set(fieldNames);

/** The message id of a field's label for an issue path (`address.billing.first_name` → `field.first_name`), or `field.generic`. */
export function getFieldLabelId(path: string): string {
  const last = path.split('.').at(-1) ?? '';
  return fieldNameSet.has(last) ? `field.${last}` : 'field.generic';
}
