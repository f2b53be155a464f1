import * as v from 'valibot';
import { AddressSchema } from './AddressSchema';

const text = v.optional(v.nullable(v.string()));

/** The shopper's contact details with billing and shipping address (spec §3). */
export const ContactSchema = v.object({
  email: v.string(),
  phone: text,
  default_locale: text,
  date_of_birth: text,
  vat_number: text,
  address: v.object({
    billing: AddressSchema,
    shipping: AddressSchema,
  }),
});

/** The shopper's contact details on the wire. */
export type Contact = v.InferOutput<typeof ContactSchema>;
