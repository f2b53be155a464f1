import * as v from 'valibot';

/**
 * Body of creating or updating a cart item (`POST`/`PUT /cart/{cart_id}/items/{item_id}`).
 *
 * Assumption: the spec shows "with body" only; we send the `quantity`.
 */
export const CartItemRequestSchema = v.object({
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

/** Body of creating or updating a cart item. */
export type CartItemRequest = v.InferOutput<typeof CartItemRequestSchema>;
