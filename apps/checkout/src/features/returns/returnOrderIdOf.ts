/**
 * The order a provider return's address names (`order_id`, read as `readReturnOrderId` of `@checkout/payments`
 * reads it: the first value, as text, an id of letters, digits, `_` and `-` only), or `null`.
 */
export function returnOrderIdOf(searchStr: string): string | null {
  const id = new URLSearchParams(searchStr).get('order_id');
  return id !== null && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}
