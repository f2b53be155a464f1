import * as v from 'valibot';
import type { Money } from '../money/Money';
import { zeroMoney } from '../money/zeroMoney';
import { DecimalSchema } from './DecimalSchema';
import { IdSchema } from './IdSchema';
import type { MoneyReader } from './moneyTransform';

/**
 * One cart or order line on the wire, amounts as decimals in the enclosing cart's currency.
 *
 * Assumption: the spec shows no item fields; we read `id`, `sku`, `name`, `quantity`, unit
 * `price`, optional line `total` (price × quantity when absent) and optional `image`.
 */
export const CartItemWireSchema = v.object({
  id: IdSchema,
  sku: v.string(),
  name: v.string(),
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  price: DecimalSchema,
  total: v.optional(DecimalSchema),
  image: v.optional(v.nullable(v.string())),
});

/** One cart or order line with amounts in minor units. */
export interface CartItem {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly price: Money;
  readonly total: Money;
  readonly image: string | null;
}

/** Converts a wire line's amounts with `read`, reporting failures at `path`. */
export function readCartItem(
  item: v.InferOutput<typeof CartItemWireSchema>,
  currency: string,
  path: string,
  read: MoneyReader,
): CartItem {
  const price = read(item.price, currency, `${path}.price`) ?? zeroMoney(currency);
  const total =
    item.total === undefined
      ? { amount: price.amount * item.quantity, currency: price.currency }
      : (read(item.total, currency, `${path}.total`) ?? zeroMoney(currency));
  return {
    id: item.id,
    sku: item.sku,
    name: item.name,
    quantity: item.quantity,
    price,
    total,
    image: item.image ?? null,
  };
}
