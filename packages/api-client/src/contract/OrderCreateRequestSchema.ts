import * as v from 'valibot';
import { ExtraSchema } from './ExtraSchema';
import { WireContactSchema } from './WireContactSchema';
import { WireIdSchema } from './WireIdSchema';

/**
 * Body of `POST /order-create` (also used by the Adyen flow): `cart_id`, `checkboxes`, `contact`,
 * `extras`, `payment_method`, `payment_method_payload`, `shipping` and `draft_id` (spec §3).
 *
 * Assumption: `checkboxes` maps checkbox names to whether they were accepted; `payment_method`
 * is the chosen method's id or gateway; `payment_method_payload` is the provider's state (for
 * example `{ item, details: { isUpdateContainer: false } }`); `shipping` is the selected delivery
 * date or timeslot, `null` when none applies.
 */
export const OrderCreateRequestSchema = v.object({
  cart_id: v.string(),
  checkboxes: v.record(v.string(), v.boolean()),
  contact: WireContactSchema,
  extras: v.array(ExtraSchema),
  payment_method: v.pipe(v.string(), v.minLength(1)),
  payment_method_payload: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  shipping: v.optional(v.nullable(v.string())),
  draft_id: v.optional(v.nullable(WireIdSchema)),
});

/** Body of creating an order. */
export type OrderCreateRequest = v.InferInput<typeof OrderCreateRequestSchema>;
