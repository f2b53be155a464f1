import * as v from 'valibot';

/** One cart in `GET /sandbox/ledger`: the provider's own records of money, beside the platform's orders. */
export const LedgerCartSchema = v.object({
  api_key: v.string(),
  cart_id: v.string(),
  /** Money the providers took for the cart, from their records (independent of the orders table). */
  charges: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Refunds of those charges. */
  refunds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Live orders (open or fulfilled). */
  orders: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Open drafts (a payment waiting at its provider). */
  drafts: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** One cart of the ledger. */
export type LedgerCart = v.InferOutput<typeof LedgerCartSchema>;

/** Body of `GET /sandbox/ledger?api_key=…&cart_id=…`. */
export const LedgerSchema = v.object({ carts: v.array(LedgerCartSchema) });
