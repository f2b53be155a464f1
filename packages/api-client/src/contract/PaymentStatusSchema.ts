import * as v from 'valibot';
import { IdSchema } from './IdSchema';

/**
 * Answer of `GET /cart/{cart_id}/payment-status`: what became of the cart's payment, whichever tab or
 * key paid it. `ordered`: the cart has an open order (`order_id`); `pending`: a draft order waits at its
 * provider (`order_id` is the draft); `charging`: an attempt holds the cart and its outcome is not known
 * yet; `charged`: the provider took the money and the platform is writing the order; `none`: nothing is
 * charging or charged, a new attempt may start. An unknown state is refused (`invalid_response`).
 */
export const PaymentStatusSchema = v.object({
  state: v.picklist(['none', 'charging', 'charged', 'pending', 'ordered']),
  order_id: v.optional(v.nullable(IdSchema), null),
});

/** What became of a cart's payment (`PaymentStatusSchema`). */
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;
