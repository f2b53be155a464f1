import { type CheckoutSettingsSources, composeCheckoutSettings } from '@checkout/api-client';
import { COUNTRY_SLOT, type EarlyReadsPlan } from './earlyReadsPlan';

/** The first answers the dependent reads wait for: the platform's JSON bodies, as sent, and the flags. */
export interface FirstAnswers {
  /** The cart's answer body (the platform's `{ status, data }` envelope), `null` when it failed. */
  readonly cart: unknown;
  /** The payment options' answer body, `null` when it failed. */
  readonly paymentOptions: unknown;
  /** The feature flags by name, `undefined` when they could not be read in time. */
  readonly flags: Readonly<Record<string, boolean>> | undefined;
}

/** The `data` of the platform's answer envelope (spec §7), `null` for anything else. */
function dataOf(body: unknown): Record<string, unknown> | null {
  const data = (body as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/**
 * The reads the merchant's settings switch on once the cart, payment options and flags are known:
 * the delivery dates, and the shipping methods of `country` (the form's shipping country, `''` for
 * none). The settings are composed with the app's one `composeCheckoutSettings`, so the early script
 * and the production server decide as the checkout will. Nothing without the cart and the payment
 * options: the app then decides by itself.
 */
export function dependentReads(plan: EarlyReadsPlan, answers: FirstAnswers, country: string): string[] {
  const cart = dataOf(answers.cart);
  const paymentOptions = dataOf(answers.paymentOptions);
  if (cart === null || paymentOptions === null) return [];
  const settings = composeCheckoutSettings({
    cart: cart as CheckoutSettingsSources['cart'],
    paymentOptions: paymentOptions as CheckoutSettingsSources['paymentOptions'],
    flags: answers.flags ?? {},
  });
  const urls: string[] = [];
  if (settings.deliveryDates) urls.push(plan.deliveryDates);
  if (settings.shippingChoice && country !== '') urls.push(shippingMethodsUrl(plan, country));
  return urls;
}

/** The shipping-methods read of one country. */
export function shippingMethodsUrl(plan: EarlyReadsPlan, country: string): string {
  return plan.shippingMethods.replace(COUNTRY_SLOT, encodeURIComponent(country));
}
