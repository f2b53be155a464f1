import * as v from 'valibot';

/**
 * Result of `GET /cart/{cart_id}/stock-validation`.
 *
 * Assumption: `{ valid, out_of_stock }`, the second listing the ids of lines that are out of
 * stock (empty when missing). Out of stock makes the app reload the cart (spec §8).
 */
export const StockValidationSchema = v.object({
  valid: v.boolean(),
  out_of_stock: v.optional(v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), []),
});
