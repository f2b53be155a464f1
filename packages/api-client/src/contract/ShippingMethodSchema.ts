import * as v from 'valibot';
import { CurrencyCodeSchema } from './CurrencyCodeSchema';
import { DecimalSchema } from './DecimalSchema';
import { IdSchema } from './IdSchema';
import { moneyTransform } from './moneyTransform';

/**
 * A shipping method, identified by `id` (spec §3).
 *
 * Assumption: it may also carry a `name` and a `price` in a `currency`; the price becomes
 * `Money` when both are present and is `null` otherwise.
 */
export const ShippingMethodSchema = v.pipe(
  v.object({
    id: IdSchema,
    name: v.optional(v.nullable(v.string())),
    price: v.optional(v.nullable(DecimalSchema)),
    currency: v.optional(v.nullable(CurrencyCodeSchema)),
  }),
  moneyTransform((method, read) => ({
    id: method.id,
    name: method.name ?? null,
    price:
      method.price !== undefined && method.price !== null && method.currency
        ? (read(method.price, method.currency, 'price') ?? null)
        : null,
  })),
);

/** A shipping method with its price in minor units. */
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;
