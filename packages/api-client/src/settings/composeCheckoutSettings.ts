import type { ContactRequired } from '@checkout/validation/contact';
import type { Cart } from '../contract/CartSchema';
import type { MerchantSettings } from '../contract/MerchantSettingsSchema';
import type { PaymentOptions } from '../contract/PaymentOptionsSchema';
import { type CheckoutSettings, defaultCheckoutSettings } from './CheckoutSettings';

/** Feature-flag names that switch a checkout feature on or off, by setting. */
export const checkoutFeatureFlags = {
  creditCheck: 'checkout_credit_check',
  botCheck: 'checkout_bot_check',
  stockCheck: 'checkout_stock_check',
  deliveryDates: 'checkout_delivery_dates',
  shippingChoice: 'checkout_shipping_choice',
  addressAutocomplete: 'checkout_address_autocomplete',
} as const;

/** The sources {@link composeCheckoutSettings} reads; any of them may be missing. */
export interface CheckoutSettingsSources {
  /** The merchant's payment options. Defaults to `undefined` (not loaded or failed). */
  paymentOptions?: Pick<PaymentOptions, 'settings'> | null;
  /** The cart, whose `settings` override the payment options'. Defaults to `undefined`. */
  cart?: Pick<Cart, 'settings'> | null;
  /** Feature flags by name, as the flag service reports them. Defaults to `{}`. */
  flags?: Readonly<Record<string, boolean | undefined>>;
}

/**
 * Composes {@link CheckoutSettings}: for each switch a defined feature flag wins, then the cart's
 * settings, then the payment options', then {@link defaultCheckoutSettings}. Required-field
 * switches merge (cart over payment options); checkbox and extras lists come whole from the first
 * source that has one. Sandbox mode comes from the platform only, never from a flag.
 */
export function composeCheckoutSettings(sources: CheckoutSettingsSources = {}): CheckoutSettings {
  const layers: MerchantSettings[] = [sources.cart?.settings, sources.paymentOptions?.settings].filter(
    (layer): layer is MerchantSettings => layer !== null && layer !== undefined,
  );
  const flags = sources.flags ?? {};
  const pick = <K extends keyof MerchantSettings>(key: K): MerchantSettings[K] | undefined =>
    layers.map((layer) => layer[key]).find((value) => value !== undefined && value !== null);
  const flagged = (flag: string, key: keyof MerchantSettings, fallback: boolean): boolean => {
    const fromFlag = flags[flag];
    if (typeof fromFlag === 'boolean') return fromFlag;
    const fromPlatform = pick(key);
    return typeof fromPlatform === 'boolean' ? fromPlatform : fallback;
  };
  const defaults = defaultCheckoutSettings;
  return {
    checks: {
      credit: flagged(checkoutFeatureFlags.creditCheck, 'credit_check', defaults.checks.credit),
      bot: flagged(checkoutFeatureFlags.botCheck, 'bot_check', defaults.checks.bot),
      stock: flagged(checkoutFeatureFlags.stockCheck, 'stock_check', defaults.checks.stock),
    },
    deliveryDates: flagged(checkoutFeatureFlags.deliveryDates, 'delivery_dates', defaults.deliveryDates),
    shippingChoice: flagged(checkoutFeatureFlags.shippingChoice, 'shipping_choice', defaults.shippingChoice),
    addressAutocomplete: flagged(
      checkoutFeatureFlags.addressAutocomplete,
      'address_autocomplete',
      defaults.addressAutocomplete,
    ),
    requiredFields: mergeRequired(layers.map((layer) => layer.required_fields)),
    checkboxes: pick('checkboxes') ?? defaults.checkboxes,
    extras: pick('extras') ?? defaults.extras,
    sandboxMode: pick('sandbox_mode') ?? defaults.sandboxMode,
  };
}

/** Merges required switches per field, earlier layers (the cart) over later ones (the payment options). */
function mergeRequired(layers: readonly (ContactRequired | null | undefined)[]): ContactRequired {
  const present = layers.filter((layer): layer is ContactRequired => layer !== null && layer !== undefined).reverse();
  return Object.assign({}, ...present, {
    billing: Object.assign({}, ...present.map((layer) => layer.billing ?? {})),
    shipping: Object.assign({}, ...present.map((layer) => layer.shipping ?? {})),
  });
}
