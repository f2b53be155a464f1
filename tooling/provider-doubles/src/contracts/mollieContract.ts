/**
 * What Mollie documents and the checkout relies on, as data (Mollie has no browser SDK, so no type
 * package): the payment statuses of https://docs.mollie.com/docs/status-change, each with what it
 * means for the order (`paid`: the shopper paid, or the payment is authorised and will be captured;
 * `unpaid`: definitive, nothing was taken; `undecided`: nothing final yet, no webhook), and the
 * return: Mollie sends the shopper to `redirectUrl` exactly as given, with nothing appended, so the
 * return is identified only by our own `order_id` (Mollie's examples put the shop's order id there).
 */
export const mollieContract = {
  statuses: {
    open: 'undecided',
    canceled: 'unpaid',
    pending: 'undecided',
    authorized: 'paid',
    expired: 'unpaid',
    failed: 'unpaid',
    paid: 'paid',
  } satisfies Record<string, 'paid' | 'unpaid' | 'undecided'>,
  /** The query parameters Mollie appends to `redirectUrl`: none. */
  returnParameters: [] as readonly string[],
  /** The checkout's own identifier of the order in its return URL. */
  returnIdentifier: 'order_id',
} as const;

/** A Mollie payment status the contract documents. */
export type MollieStatus = keyof typeof mollieContract.statuses;
