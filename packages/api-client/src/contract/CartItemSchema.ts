import { type SubscriptionFrequency, subscriptionFrequencies } from '@checkout/reference-data';
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
 * `price`, optional line `total` (price × quantity when absent), optional `image`, and for the
 * platform's subscription and rental products an optional `subscription` (`frequency` of spec §4
 * and `interval`, e.g. every 2 weeks) and `rental` (`months`).
 */
export const CartItemWireSchema = v.object({
  id: IdSchema,
  sku: v.string(),
  name: v.string(),
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  price: DecimalSchema,
  total: v.optional(DecimalSchema),
  image: v.optional(v.nullable(v.string())),
  subscription: v.optional(
    v.nullable(
      v.object({
        // A frequency the checkout does not know is read as no subscription detail, never a failure.
        frequency: v.string(),
        interval: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1)), 1),
      }),
    ),
  ),
  rental: v.optional(v.nullable(v.object({ months: v.pipe(v.number(), v.safeInteger(), v.minValue(1)) }))),
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
  /** How often a subscription line renews (every `interval` `frequency` units), `null` for other lines. */
  readonly subscription: { readonly frequency: SubscriptionFrequency; readonly interval: number } | null;
  /** How long a rental line runs, `null` for other lines. */
  readonly rental: { readonly months: number } | null;
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
    subscription: readSubscription(item.subscription),
    rental: item.rental ?? null,
  };
}

const frequencies: ReadonlySet<string> = new Set(subscriptionFrequencies);

function readSubscription(wire: { frequency: string; interval: number } | null | undefined): CartItem['subscription'] {
  if (!wire || !frequencies.has(wire.frequency)) return null;
  return { frequency: wire.frequency as SubscriptionFrequency, interval: wire.interval };
}
