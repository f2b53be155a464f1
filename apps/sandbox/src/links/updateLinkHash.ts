import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an update-payment link grants: one order, or all orders of the customer. */
export interface UpdateLinkScope {
  customerId: string;
  orderId: string;
  isUpdateAll: boolean;
}

function canonical(scope: UpdateLinkScope): string {
  // A link for all orders grants the customer's whole account: the order id is not part of it.
  return ['v1', scope.customerId, scope.isUpdateAll ? '' : scope.orderId, scope.isUpdateAll ? 'all' : 'one'].join('\n');
}

/**
 * Signs an update-payment link: `hex(HMAC-SHA256(secret, "v1\n{customer_id}\n{order_id}\n{all|one}"))`,
 * with an empty order id for a link that updates all of the customer's orders.
 * This is the reference scheme a platform uses to issue links the checkout accepts.
 */
export function signUpdateLink(secret: string, scope: UpdateLinkScope): string {
  return createHmac('sha256', secret).update(canonical(scope)).digest('hex');
}

/** Tells whether `hash` signs `scope`, in constant time; any malformed hash is simply `false`. */
export function verifyUpdateLink(secret: string, scope: UpdateLinkScope, hash: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(hash)) return false;
  const expected = Buffer.from(signUpdateLink(secret, scope), 'hex');
  return timingSafeEqual(expected, Buffer.from(hash, 'hex'));
}
