import * as v from 'valibot';
import { ExtraSchema } from './ExtraSchema';
import { WireContactSchema } from './WireContactSchema';

/** Body of `POST /validate-limits`: `contact`, `extras` and `cart_id` (spec §3); the answer is a cart. */
export const LimitsValidationRequestSchema = v.object({
  contact: WireContactSchema,
  extras: v.array(ExtraSchema),
  cart_id: v.string(),
});
