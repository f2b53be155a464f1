import * as v from 'valibot';
import { CurrencyCodeSchema } from './CurrencyCodeSchema';

const booleanParam = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((value): boolean => value === true || value === 'true' || value === '1'),
);

/**
 * The details an update-payment link carries: `api_key`, `customer_id`, `hash`, `order_id`,
 * `is_update_all`, `isUpdateContainer` and `currency` (spec §3); booleans may arrive as text.
 */
export const UpdatePaymentDetailsSchema = v.object({
  api_key: v.pipe(v.string(), v.minLength(1)),
  customer_id: v.pipe(v.string(), v.minLength(1)),
  hash: v.pipe(v.string(), v.minLength(1)),
  order_id: v.optional(v.nullable(v.string())),
  is_update_all: v.optional(booleanParam, false),
  isUpdateContainer: v.optional(booleanParam, true),
  currency: v.optional(v.nullable(CurrencyCodeSchema)),
});
