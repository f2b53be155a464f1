import * as v from 'valibot';
import { ContactSchema } from './ContactSchema';
import { ExtraSchema } from './ExtraSchema';

/** Body of `POST /validate-limits`: `contact`, `extras` and `cart_id` (spec §3); the answer is a cart. */
export const LimitsValidationRequestSchema = v.object({
  contact: ContactSchema,
  extras: v.array(ExtraSchema),
  cart_id: v.string(),
});

/** Body of a limits validation. */
export type LimitsValidationRequest = v.InferOutput<typeof LimitsValidationRequestSchema>;
