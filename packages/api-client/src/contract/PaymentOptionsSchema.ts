import { isPaymentGateway, type PaymentGateway } from '@checkout/reference-data';
import * as v from 'valibot';
import { IdSchema } from './IdSchema';
import { MerchantSettingsSchema } from './MerchantSettingsSchema';

const PaymentMethodWireSchema = v.object({
  id: IdSchema,
  gateway: v.string(),
  name: v.optional(v.nullable(v.string())),
  version: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger()))),
});

/** A payment method the shopper can choose, on a known gateway. */
export interface PaymentMethodOption {
  readonly id: string;
  readonly gateway: PaymentGateway;
  readonly name: string | null;
  /** Provider API version where it matters (Stripe 1 or 2), else `null`. */
  readonly version: number | null;
}

/**
 * Answer of `GET /payments/{locale}`: the merchant's payment methods and switches.
 *
 * Assumption: the spec names the inputs (api_key, locale) but not the body; we read
 * `payment_methods` (`id`, `gateway`, optional `name` and `version`) and optional `settings`
 * (see `MerchantSettingsSchema`). Methods on a gateway we do not know are left out rather than
 * failing the whole list.
 */
export const PaymentOptionsSchema = v.pipe(
  v.object({
    payment_methods: v.array(PaymentMethodWireSchema),
    settings: v.optional(v.nullable(MerchantSettingsSchema)),
  }),
  v.transform((options) => ({
    payment_methods: options.payment_methods.flatMap((method): PaymentMethodOption[] =>
      isPaymentGateway(method.gateway)
        ? [{ id: method.id, gateway: method.gateway, name: method.name ?? null, version: method.version ?? null }]
        : [],
    ),
    settings: options.settings ?? null,
  })),
);

/** A merchant's payment options. */
export type PaymentOptions = v.InferOutput<typeof PaymentOptionsSchema>;
