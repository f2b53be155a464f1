import type { ContactRequired } from '@checkout/validation/contact';
import type { CheckboxDefinition } from '../contract/CheckboxDefinitionSchema';
import type { ExtraDefinition } from '../contract/ExtraDefinitionSchema';

/**
 * What a merchant has switched on for the checkout, composed once by `composeCheckoutSettings`
 * from the platform's payment options and cart and the feature flags; the app and the sandbox
 * use this one type (ADR 0002).
 */
export interface CheckoutSettings {
  /** Which checks gate payability (spec §4). */
  readonly checks: {
    /** The credit check. Defaults to `false`. */
    readonly credit: boolean;
    /** The bot check. Defaults to `false`. */
    readonly bot: boolean;
    /** The stock check before paying. Defaults to `true`. */
    readonly stock: boolean;
  };
  /** Whether a delivery date is asked for when availability exists. Defaults to `false`. */
  readonly deliveryDates: boolean;
  /** Whether the shopper picks a shipping method when methods exist. Defaults to `true`. */
  readonly shippingChoice: boolean;
  /** Whether address fields offer autocomplete from the maps service. Defaults to `false`. */
  readonly addressAutocomplete: boolean;
  /** Per-field required switches for `createContactSchema` of `@checkout/validation`; fields left out keep the spec §5 defaults. Defaults to `{ billing: {}, shipping: {} }`. */
  readonly requiredFields: ContactRequired;
  /** Checkboxes to accept before paying. Defaults to `[]`. */
  readonly checkboxes: readonly CheckboxDefinition[];
  /** Extra inputs to ask for. Defaults to `[]`. */
  readonly extras: readonly ExtraDefinition[];
  /** Whether the merchant runs in sandbox mode, so the app loads provider doubles. Defaults to `false`. */
  readonly sandboxMode: boolean;
}

/** The settings when no source says anything (documented per field on {@link CheckoutSettings}). */
export const defaultCheckoutSettings: CheckoutSettings = {
  checks: { credit: false, bot: false, stock: true },
  deliveryDates: false,
  shippingChoice: true,
  addressAutocomplete: false,
  requiredFields: { billing: {}, shipping: {} },
  checkboxes: [],
  extras: [],
  sandboxMode: false,
};
