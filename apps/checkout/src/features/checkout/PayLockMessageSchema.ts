import type { OrderConfirmation } from '@checkout/api-client';
import { ChosenDetailsSchema } from '@checkout/checkout-core';
import { subscriptionFrequencies } from '@checkout/reference-data';
import * as v from 'valibot';

const count = (min: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(min));
const CurrencySchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
const MoneySchema = v.object({ amount: v.pipe(v.number(), v.safeInteger()), currency: CurrencySchema });
const ItemSchema = v.object({
  id: v.string(),
  sku: v.string(),
  name: v.string(),
  quantity: count(0),
  price: MoneySchema,
  total: MoneySchema,
  image: v.nullable(v.string()),
  subscription: v.nullable(v.object({ frequency: v.picklist(subscriptionFrequencies), interval: count(1) })),
  rental: v.nullable(v.object({ months: count(1) })),
});

/** A confirmation as this checkout keeps it (minor units, after the api-client read the platform's answer). */
const ConfirmationSchema = v.object({
  order: v.object({
    id: v.string(),
    // The tab keeps the confirmation only when it names this cart (`paymentStorage`).
    cart_id: v.nullable(v.string()),
    number: v.nullable(v.string()),
    status: v.nullable(v.string()),
    currency: CurrencySchema,
    sum_total_due: MoneySchema,
    created_at: v.nullable(v.string()),
    ...ChosenDetailsSchema.entries,
  }),
  items: v.array(ItemSchema),
});

/**
 * How a pay attempt ended, as the paying tab tells the other tabs of its cart: `confirmed` with the order id and
 * the confirmation the platform returned, or only the kind (`redirect`: the payment goes on at a provider page in
 * that tab; `failed`, `stopped`: nothing was paid).
 */
export type PayLockMessage =
  | {
      readonly kind: 'confirmed';
      readonly orderId: string | null;
      readonly confirmation: OrderConfirmation | null;
    }
  | { readonly kind: 'redirect' | 'failed' | 'stopped' };

/**
 * A message on the pay-lock channel is untrusted input (any script of the origin, or a tab of another
 * deployment, may post): only this shape is accepted (unknown keys dropped), the order id as the
 * confirmation route accepts it. Only valibot actions the page already ships: each new one grows its
 * startup chunk (`build/startupChunks.ts`).
 */
export const PayLockMessageSchema: v.GenericSchema<unknown, PayLockMessage> = v.union([
  v.object({
    kind: v.literal('confirmed'),
    orderId: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
    confirmation: v.nullable(ConfirmationSchema),
  }),
  v.object({ kind: v.picklist(['redirect', 'failed', 'stopped']) }),
]);
