import type { StripeConstructorOptions } from '@stripe/stripe-js';
import { createDoubleEnvironment, type DoubleEnvironmentOptions } from '../shared/DoubleEnvironment';
import { StripeDouble } from './StripeDouble';
import type { StripeDoubleConstructor } from './StripeDoubleSurface';

/** The Stripe.js release train `@stripe/stripe-js` 10.2 expects, so `loadStripe` does not warn. */
export const STRIPE_DOUBLE_VERSION = 'endive';

/** Installs `window.Stripe(publishableKey, options)` backed by the sandbox's Stripe API, and returns it. */
export function installStripeDouble(
  win: Window & typeof globalThis,
  options: DoubleEnvironmentOptions = {},
): StripeDoubleConstructor {
  const env = createDoubleEnvironment(win, options);
  const Stripe = Object.assign(
    (publishableKey: string, _options?: StripeConstructorOptions) => new StripeDouble(env, publishableKey),
    { version: STRIPE_DOUBLE_VERSION },
  );
  Object.assign(win, { Stripe });
  return Stripe;
}
