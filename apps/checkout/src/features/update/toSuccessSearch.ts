import type { UpdateLink } from './UpdateLink';

/** The query of updated-successfully (spec §2: `customer_id`, `hash`, `order_id`); no `order_id` after an all-orders update. */
export function toSuccessSearch(link: UpdateLink): { customer_id: string; hash: string; order_id?: string } {
  return {
    customer_id: link.customerId,
    hash: link.hash,
    ...(link.orderId === null ? {} : { order_id: link.orderId }),
  };
}
