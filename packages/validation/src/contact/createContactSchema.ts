import * as v from 'valibot';
import type { AddressField } from '../addressFields';
import { checkDateOfBirth } from '../checkDateOfBirth';
import { checkEmail } from '../checkEmail';
import { type Contact, type ContactField, defaultContactRequired } from '../contactFields';
import { type AddressInput, createAddressSchema } from '../createAddressSchema';
import { isVatNumber } from '../isVatNumber';
import { normalizePhoneNumber } from '../phone/normalizePhoneNumber';
import { plainObject } from '../plainObject';
import { textField } from '../textField';
import { contactFieldCheck } from './contactFieldCheck';

/** Per-field required switches of a contact: its own fields, and `billing`/`shipping` for the addresses. */
export type ContactRequired = Partial<Record<ContactField, boolean>> & {
  /** Switches of the billing address fields. */
  readonly billing?: Partial<Record<AddressField, boolean>>;
  /** Switches of the shipping address fields. */
  readonly shipping?: Partial<Record<AddressField, boolean>>;
};

/** Options of {@link createContactSchema}. */
export interface ContactSchemaOptions {
  /** Required switches over the spec's defaults, e.g. `{ phone: true, vat_number: false }`. Defaults to `{}`. */
  readonly required?: ContactRequired;
  /** Whether the credit check is on, so the date of birth must show an adult (18+). Defaults to `false`. */
  readonly creditCheck?: boolean;
  /** The current date for the date-of-birth checks. Defaults to `new Date()` at each validation. */
  readonly today?: Date;
}

/** The input a contact schema accepts: every field optional, `null` read as empty. */
export type ContactInput = { readonly [Field in ContactField]?: string | null } & {
  readonly address?: { readonly billing?: AddressInput; readonly shipping?: AddressInput };
};

/**
 * Builds the valibot schema of a contact with its billing and shipping addresses (spec §3, §5):
 * required defaults switchable per field, email pattern without whitespace, a phone number valid for
 * its country (national numbers read in the billing country) output in E.164, a real date of birth
 * in the past (18+ with `creditCheck`), and a plausible VAT number for the billing country.
 */
export function createContactSchema(options: ContactSchemaOptions = {}): v.GenericSchema<ContactInput, Contact> {
  const required = { ...defaultContactRequired, ...options.required };
  const address = v.pipe(
    plainObject<NonNullable<ContactInput['address']>>(),
    v.object(
      {
        billing: createAddressSchema({ required: options.required?.billing ?? {} }),
        shipping: createAddressSchema({ required: options.required?.shipping ?? {} }),
      },
      'invalid_type',
    ),
  );
  const today = (): Date => options.today ?? new Date();
  return v.pipe(
    plainObject<ContactInput>(),
    v.object(
      {
        email: textField(required.email, [checkEmail]),
        phone: textField(required.phone),
        default_locale: textField(required.default_locale),
        date_of_birth: textField(required.date_of_birth, [
          (value) => checkDateOfBirth(value, { requireAdult: options.creditCheck ?? false, today: today() }),
        ]),
        vat_number: textField(required.vat_number),
        address,
      },
      'invalid_type',
    ),
    contactFieldCheck('phone', (phone, alpha2) =>
      normalizePhoneNumber(phone, alpha2) === null ? 'phone_invalid' : null,
    ),
    contactFieldCheck('vat_number', (vatNumber, alpha2) =>
      isVatNumber(vatNumber, alpha2) ? null : 'vat_number_invalid',
    ),
    v.transform(
      (contact): Contact => ({
        ...contact,
        phone: contact.phone === '' ? '' : (normalizePhoneNumber(contact.phone, contact.address.billing.alpha2) ?? ''),
      }),
    ),
  );
}
