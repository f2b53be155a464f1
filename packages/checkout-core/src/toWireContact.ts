import type { WireContact } from '@checkout/api-client';
import { toServerAddress, type Contact as ValidContact } from '@checkout/validation';

/**
 * The contact in the platform's terms, from a validated contact: each address through validation's
 * `toServerAddress` (`notes` sent as `note`), empty optional fields sent as `null`.
 */
export function toWireContact(contact: ValidContact): WireContact {
  return {
    email: contact.email,
    phone: contact.phone || null,
    default_locale: contact.default_locale || null,
    date_of_birth: contact.date_of_birth || null,
    vat_number: contact.vat_number || null,
    address: {
      billing: toServerAddress(contact.address.billing),
      shipping: toServerAddress(contact.address.shipping),
    },
  };
}
