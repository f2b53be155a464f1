import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/**
 * Answer of `GET /cart/{cart_id}/psp/stripe`.
 *
 * Assumption: an optional `client_secret` (payment or setup intent), `customer_id` and API
 * `version` (1 or 2).
 */
export const StripeDataSchema = v.object({
  client_secret: text,
  customer_id: text,
  version: v.optional(v.nullable(v.picklist([1, 2]))),
});
