import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/** Answer of `POST /psp/stripe/{id}`. Assumption: the created `customer_id` and an optional setup `client_secret`. */
export const StripeCustomerSchema = v.object({
  customer_id: v.pipe(v.string(), v.minLength(1)),
  client_secret: text,
});
