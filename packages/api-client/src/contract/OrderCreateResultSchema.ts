import * as v from 'valibot';
import { OrderConfirmationSchema } from './OrderConfirmationSchema';
import { readRedirect, redirectEntries, redirectHasUrl } from './RedirectSchema';

/**
 * Answer of `POST /order-create`: a redirect (`redirect`, `redirect_url`) or the confirmation to
 * store before showing the order-confirmation page (spec §4).
 *
 * Assumption: the confirmation, when sent, sits under `confirmation` and is shaped like
 * `GET /order/{order_id}` (its `order.cart_id` too, which may be left out here: the answer is about
 * the cart the request named); `order_id` is optional.
 */
export const OrderCreateResultSchema = v.pipe(
  v.object({
    ...redirectEntries,
    order_id: v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))),
    confirmation: v.optional(v.nullable(OrderConfirmationSchema)),
  }),
  redirectHasUrl(),
  v.transform((result) => ({
    ...readRedirect(result),
    order_id: result.order_id ?? null,
    confirmation: result.confirmation ?? null,
  })),
);
