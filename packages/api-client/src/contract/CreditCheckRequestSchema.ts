import * as v from 'valibot';
import { DecimalSchema } from './DecimalSchema';
import { WireContactSchema } from './WireContactSchema';

/**
 * Body of `POST /cart/{cart_id}/crif-validate`: `contact`, the amount and `social_security`.
 *
 * The spec reads the amount once as `order_value` and once as `sum_total_due` (spec §3, §7), so
 * the schema accepts either and the client sends both with the same decimal. Assumption:
 * `social_security` is an optional string.
 */
export const CreditCheckRequestSchema = v.pipe(
  v.object({
    contact: WireContactSchema,
    order_value: v.optional(DecimalSchema),
    sum_total_due: v.optional(DecimalSchema),
    social_security: v.optional(v.nullable(v.string())),
  }),
  v.check(
    (body) => body.order_value !== undefined || body.sum_total_due !== undefined,
    'Expected order_value or sum_total_due',
  ),
);
