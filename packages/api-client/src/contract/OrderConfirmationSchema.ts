import { orderStatuses } from '@checkout/reference-data';
import * as v from 'valibot';
import { zeroMoney } from '../money/zeroMoney';
import { CartItemWireSchema, readCartItem } from './CartItemSchema';
import { CurrencyCodeSchema } from './CurrencyCodeSchema';
import { DecimalSchema } from './DecimalSchema';
import { IdSchema } from './IdSchema';
import { moneyTransform } from './moneyTransform';
import { WireAddressSchema } from './WireAddressSchema';

/** Order statuses of spec §4; an unknown one is kept as text. */
const OrderStatusSchema = v.union([v.picklist(orderStatuses), v.string()]);

const text = v.optional(v.nullable(v.string()));

/**
 * Order confirmation: the order's items plus order data (spec §3), amounts in minor units.
 *
 * Assumption: `{ order: { id, cart_id?, number?, status?, currency, sum_total_due, created_at?,
 * shipping_method?, delivery?, voucher?, billing_address?, shipping_address? }, items }`, items
 * shaped like cart items, in the order's currency. What the shopper chose (`shipping_method`
 * `{ id, name?, price? }`, `delivery` `{ date?, timeslot? }`, `voucher` `{ code, discount? }` and
 * both addresses) is optional: a platform that does not send it reads as `null`.
 *
 * `cart_id` is the cart the order was created from. An order read (`GET /order/{order_id}`) must
 * send it: the checkout shows an order, and keeps it as the tab's confirmation, only under the
 * address of that cart, so an answer without it (read as `null`) is an order that cannot be shown to
 * belong to the cart and is not shown (the not-found page). The `confirmation` of an order-create
 * answer should send it too; without it, it is read as the order of the cart the request named.
 */
export const OrderConfirmationSchema = v.pipe(
  v.object({
    order: v.object({
      id: IdSchema,
      cart_id: v.optional(v.nullable(IdSchema)),
      number: text,
      status: v.optional(v.nullable(OrderStatusSchema)),
      currency: CurrencyCodeSchema,
      sum_total_due: DecimalSchema,
      created_at: text,
      shipping_method: v.optional(
        v.nullable(v.object({ id: IdSchema, name: text, price: v.optional(v.nullable(DecimalSchema)) })),
      ),
      delivery: v.optional(v.nullable(v.object({ date: text, timeslot: text }))),
      voucher: v.optional(v.nullable(v.object({ code: v.string(), discount: v.optional(v.nullable(DecimalSchema)) }))),
      billing_address: v.optional(v.nullable(WireAddressSchema)),
      shipping_address: v.optional(v.nullable(WireAddressSchema)),
    }),
    items: v.array(CartItemWireSchema),
  }),
  moneyTransform(({ order, items }, read) => {
    const money = (decimal: string | number | null | undefined, path: string) =>
      decimal === undefined || decimal === null ? null : (read(decimal, order.currency, path) ?? null);
    const method = order.shipping_method;
    const date = order.delivery?.date || null;
    const timeslot = order.delivery?.timeslot || null;
    return {
      order: {
        id: order.id,
        cart_id: order.cart_id ?? null,
        number: order.number ?? null,
        status: order.status ?? null,
        currency: order.currency,
        sum_total_due: read(order.sum_total_due, order.currency, 'order.sum_total_due') ?? zeroMoney(order.currency),
        created_at: order.created_at ?? null,
        shipping_method: method
          ? { id: method.id, name: method.name ?? null, price: money(method.price, 'order.shipping_method.price') }
          : null,
        delivery: date || timeslot ? { date, timeslot } : null,
        voucher: order.voucher
          ? { code: order.voucher.code, discount: money(order.voucher.discount, 'order.voucher.discount') }
          : null,
        billing_address: order.billing_address ?? null,
        shipping_address: order.shipping_address ?? null,
      },
      items: items.map((item, index) => readCartItem(item, order.currency, `items.${index}`, read)),
    };
  }),
);

/** An order confirmation with amounts in minor units. */
export type OrderConfirmation = v.InferOutput<typeof OrderConfirmationSchema>;
