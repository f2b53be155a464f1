import type { WireContact } from '@checkout/api-client';
import type { Contact as ValidContact } from '@checkout/validation';

/** The contact in the platform's terms (`notes` sent as `note`), from a validated contact. */
export function toWireContact(contact: ValidContact): WireContact {
  const address = (value: ValidContact['address']['billing']) => {
    const { notes } = value;
    const text = (name: Exclude<keyof typeof value, 'notes'>) => {
      const field: unknown = value[name];
      return typeof field === 'string' ? field : null;
    };
    return {
      address_addition: text('address_addition'),
      alpha2: text('alpha2'),
      alpha3: text('alpha3'),
      city: text('city'),
      company: text('company'),
      country: text('country'),
      first_name: text('first_name'),
      last_name: text('last_name'),
      note: typeof notes === 'string' ? notes : null,
      postal_code: text('postal_code'),
      region: text('region'),
      street: text('street'),
      street_number: text('street_number'),
    };
  };
  return {
    email: contact.email,
    phone: contact.phone || null,
    default_locale: contact.default_locale || null,
    date_of_birth: contact.date_of_birth || null,
    vat_number: contact.vat_number || null,
    address: { billing: address(contact.address.billing), shipping: address(contact.address.shipping) },
  };
}
