/**
 * What a shopper's screen says at the end: the confirmation of an order the platform confirmed,
 * "your payment is being confirmed" (the platform does not know yet, or could not be reached), or
 * a failure (declined, not completed) that invites paying again.
 */
export type ShownOutcome =
  | { readonly kind: 'confirmed'; readonly orderId: string }
  | { readonly kind: 'being-confirmed'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };
