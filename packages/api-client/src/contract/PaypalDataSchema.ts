import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/**
 * Answer of `GET /cart/{cart_id}/psp/paypal`: `paypal_client_id` and `plan_id` (spec §3). A platform
 * may leave the client id out (`null`, empty): the checkout then uses its configured one (ADR 0012).
 */
export const PaypalDataSchema = v.object({
  paypal_client_id: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((id) => (id === '' ? null : id)),
  ),
  plan_id: text,
});
