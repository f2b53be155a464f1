import { type AddressField, addressFields, type ContactField, contactFields } from '@checkout/validation';
import type { ContactRequired } from '@checkout/validation/contact';
import * as v from 'valibot';

const switches = v.record(v.string(), v.boolean());

function isContactField(key: string): key is ContactField {
  return (contactFields as readonly string[]).includes(key);
}

function addressSwitches(wire: Record<string, boolean> | undefined): Partial<Record<AddressField, boolean>> {
  const result: Partial<Record<AddressField, boolean>> = {};
  for (const [key, value] of Object.entries(wire ?? {})) {
    // The server calls the notes field `note`; the form calls it `notes`.
    const field = key === 'note' ? 'notes' : key;
    if ((addressFields as readonly string[]).includes(field)) result[field as AddressField] = value;
  }
  return result;
}

/**
 * The merchant's per-field required switches, read into `@checkout/validation`'s `ContactRequired`
 * (contact fields at the top, address fields under `billing` and `shipping`).
 *
 * Assumption: the platform sends the same nesting with booleans; the server's `note` is read as
 * `notes`, and unknown field names are dropped rather than failing the answer.
 */
export const RequiredFieldsSchema = v.pipe(
  v.looseObject({ billing: v.optional(switches), shipping: v.optional(switches) }),
  v.transform((wire): ContactRequired => {
    const contact: Partial<Record<ContactField, boolean>> = {};
    for (const [key, value] of Object.entries(wire)) {
      if (isContactField(key) && typeof value === 'boolean') contact[key] = value;
    }
    return { ...contact, billing: addressSwitches(wire.billing), shipping: addressSwitches(wire.shipping) };
  }),
);
