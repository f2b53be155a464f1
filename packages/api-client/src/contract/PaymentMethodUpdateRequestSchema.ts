import * as v from 'valibot';
import { CurrencyCodeSchema } from './CurrencyCodeSchema';

/**
 * Body of `PUT /orders/{order_id}/payment-methods` and `PUT /customers/{customer_id}/payment-methods`.
 *
 * Assumption: the link's `hash` and `customer_id` prove access (spec §6), `payment_method` names
 * the gateway, `payment_method_payload` is the provider state with `isUpdateContainer: true`, and
 * `currency` is passed through from the link.
 */
export const PaymentMethodUpdateRequestSchema = v.object({
  hash: v.pipe(v.string(), v.minLength(1)),
  customer_id: v.pipe(v.string(), v.minLength(1)),
  payment_method: v.pipe(v.string(), v.minLength(1)),
  payment_method_payload: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  currency: v.optional(v.nullable(CurrencyCodeSchema)),
});

/** Body of a payment-method update. */
export type PaymentMethodUpdateRequest = v.InferInput<typeof PaymentMethodUpdateRequestSchema>;
