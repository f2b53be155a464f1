import * as v from 'valibot';
import { zeroMoney as zero } from '../money/zeroMoney';
import { CartItemWireSchema, readCartItem } from './CartItemSchema';
import { CurrencyCodeSchema } from './CurrencyCodeSchema';
import { DecimalSchema } from './DecimalSchema';
import { IdSchema } from './IdSchema';
import { MerchantSettingsSchema } from './MerchantSettingsSchema';
import { moneyTransform } from './moneyTransform';

/**
 * A cart as the platform sends it: items, optional `draft_id` and `sum_total_due` (spec §3);
 * amounts become `Money` in the cart's currency.
 *
 * Assumption: the spec shows only `items`, `draft_id` and `sum_total_due`. We also read `id`, the
 * cart's `currency` (needed to convert amounts once), each item's `id`, `sku`, `name`,
 * `quantity`, unit `price` and optional line `total` and `image`, an applied `voucher`
 * (`code`, `discount`), the chosen `shipping` (`country`, `method_id` and the `price` that
 * `sum_total_due` includes) and optional merchant `settings` (see `MerchantSettingsSchema`).
 */
export const CartSchema = v.pipe(
  v.object({
    id: IdSchema,
    currency: CurrencyCodeSchema,
    items: v.array(CartItemWireSchema),
    draft_id: v.optional(v.nullable(IdSchema)),
    sum_total_due: DecimalSchema,
    voucher: v.optional(v.nullable(v.object({ code: v.string(), discount: DecimalSchema }))),
    shipping: v.optional(
      v.nullable(
        v.object({
          country: v.optional(v.nullable(v.string())),
          method_id: v.optional(v.nullable(IdSchema)),
          price: v.optional(v.nullable(DecimalSchema)),
        }),
      ),
    ),
    settings: v.optional(v.nullable(MerchantSettingsSchema)),
  }),
  moneyTransform((cart, read) => ({
    id: cart.id,
    currency: cart.currency,
    items: cart.items.map((item, index) => readCartItem(item, cart.currency, `items.${index}`, read)),
    draft_id: cart.draft_id ?? null,
    sum_total_due: read(cart.sum_total_due, cart.currency, 'sum_total_due') ?? zero(cart.currency),
    voucher: cart.voucher
      ? {
          code: cart.voucher.code,
          discount: read(cart.voucher.discount, cart.currency, 'voucher.discount') ?? zero(cart.currency),
        }
      : null,
    // Without a price the platform has charged no shipping the total could include: no line to show.
    shipping:
      cart.shipping?.price !== undefined && cart.shipping.price !== null
        ? {
            country: cart.shipping.country ?? null,
            method_id: cart.shipping.method_id ?? null,
            price: read(cart.shipping.price, cart.currency, 'shipping.price') ?? zero(cart.currency),
          }
        : null,
    settings: cart.settings ?? null,
  })),
);

/** A cart with amounts in minor units. */
export type Cart = v.InferOutput<typeof CartSchema>;
