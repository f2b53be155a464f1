import { WireAddressSchema } from '@checkout/api-client/contract';
import * as v from 'valibot';

const MoneySchema = v.object({
  amount: v.pipe(v.number(), v.safeInteger()),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
});

/**
 * What the shopper chose for an order, in the shape of `OrderConfirmation['order']` (minor units):
 * shipping method, delivery date and slot, voucher and both addresses, each `null` when unknown. It
 * checks what comes from browser storage or another tab, so only these fields are read back (nothing
 * of a card or token could ride along), with only the valibot actions the page already ships.
 */
export const ChosenDetailsSchema = v.object({
  shipping_method: v.optional(
    v.nullable(v.object({ id: v.string(), name: v.nullable(v.string()), price: v.nullable(MoneySchema) })),
    null,
  ),
  delivery: v.optional(v.nullable(v.object({ date: v.nullable(v.string()), timeslot: v.nullable(v.string()) })), null),
  voucher: v.optional(v.nullable(v.object({ code: v.string(), discount: v.nullable(MoneySchema) })), null),
  billing_address: v.optional(v.nullable(WireAddressSchema), null),
  shipping_address: v.optional(v.nullable(WireAddressSchema), null),
});

/** What the shopper chose for an order. */
export type ChosenDetails = v.InferOutput<typeof ChosenDetailsSchema>;
