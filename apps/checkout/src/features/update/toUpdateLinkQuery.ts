import type { UpdateLink } from './UpdateLink';

/**
 * The link's parameters as a query, for the URLs that must carry them: the return URL handed to
 * the payment provider and the in-app navigation to updated-successfully. `order_id` only on a
 * one-order link, so a return can never mistake an all-orders link for one order.
 */
export function toUpdateLinkQuery(link: UpdateLink): Record<string, string> {
  return {
    customer_id: link.customerId,
    hash: link.hash,
    ...(link.orderId === null ? {} : { order_id: link.orderId }),
    is_update_all: link.isUpdateAll ? '1' : '0',
    ...(link.currency === null ? {} : { currency: link.currency }),
  };
}
