import * as v from 'valibot';
import { WireAddressSchema } from './WireAddressSchema';

const text = v.optional(v.nullable(v.string()));

/** The shopper's contact details with billing and shipping address (spec §3). */
export const WireContactSchema = v.object({
  email: v.string(),
  phone: text,
  default_locale: text,
  date_of_birth: text,
  vat_number: text,
  address: v.object({
    billing: WireAddressSchema,
    shipping: WireAddressSchema,
  }),
});

/** The shopper's contact details on the wire; the form's validated ones are `Contact` of `@checkout/validation`. */
export type WireContact = v.InferOutput<typeof WireContactSchema>;
