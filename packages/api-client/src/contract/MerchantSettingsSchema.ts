import * as v from 'valibot';
import { CheckboxDefinitionSchema } from './CheckboxDefinitionSchema';
import { ExtraDefinitionSchema } from './ExtraDefinitionSchema';
import { RequiredFieldsSchema } from './RequiredFieldsSchema';

const flag = v.optional(v.nullable(v.boolean()));

/**
 * Merchant switches the platform may send with the payment options or the cart, each optional.
 *
 * Assumption: the spec lists what can be switched (checks, delivery dates, shipping choice,
 * address autocomplete, per-field required rules, checkboxes, extras, sandbox mode) but no
 * payload; `composeCheckoutSettings` documents what a missing switch means.
 */
export const MerchantSettingsSchema = v.object({
  credit_check: flag,
  bot_check: flag,
  stock_check: flag,
  delivery_dates: flag,
  shipping_choice: flag,
  address_autocomplete: flag,
  sandbox_mode: flag,
  required_fields: v.optional(v.nullable(RequiredFieldsSchema)),
  checkboxes: v.optional(v.nullable(v.array(CheckboxDefinitionSchema))),
  extras: v.optional(v.nullable(v.array(ExtraDefinitionSchema))),
});

/** Merchant switches as sent by the platform. */
export type MerchantSettings = v.InferOutput<typeof MerchantSettingsSchema>;
