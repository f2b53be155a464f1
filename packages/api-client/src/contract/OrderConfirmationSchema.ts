import { orderStatuses } from '@checkout/reference-data';
import * as v from 'valibot';
import { zeroMoney } from '../money/zeroMoney';
import { CartItemWireSchema, readCartItem } from './CartItemSchema';
import { CurrencyCodeSchema } from './CurrencyCodeSchema';
import { DecimalSchema } from './DecimalSchema';
import { IdSchema } from './IdSchema';
import { moneyTransform } from './moneyTransform';

/** Order statuses of spec §4; an unknown one is kept as text. */
const OrderStatusSchema = v.union([v.picklist(orderStatuses), v.string()]);

/**
 * Order confirmation: the order's items plus order data (spec §3), amounts in minor units.
 *
 * Assumption: `{ order: { id, number?, status?, currency, sum_total_due, created_at? }, items }`,
 * items shaped like cart items, in the order's currency.
 */
export const OrderConfirmationSchema = v.pipe(
  v.object({
    order: v.object({
      id: IdSchema,
      number: v.optional(v.nullable(v.string())),
      status: v.optional(v.nullable(OrderStatusSchema)),
      currency: CurrencyCodeSchema,
      sum_total_due: DecimalSchema,
      created_at: v.optional(v.nullable(v.string())),
    }),
    items: v.array(CartItemWireSchema),
  }),
  moneyTransform(({ order, items }, read) => ({
    order: {
      id: order.id,
      number: order.number ?? null,
      status: order.status ?? null,
      currency: order.currency,
      sum_total_due: read(order.sum_total_due, order.currency, 'order.sum_total_due') ?? zeroMoney(order.currency),
      created_at: order.created_at ?? null,
    },
    items: items.map((item, index) => readCartItem(item, order.currency, `items.${index}`, read)),
  })),
);

/** An order confirmation with amounts in minor units. */
export type OrderConfirmation = v.InferOutput<typeof OrderConfirmationSchema>;
