import type { PayPalButtonsComponentOptions, PayPalNamespace } from '@paypal/paypal-js';
import { createDoubleEnvironment, type DoubleEnvironmentOptions } from '../shared/DoubleEnvironment';
import { PaypalButtonsImpl } from './PaypalButtonsImpl';

/** `window.paypal` as the double installs it: `Buttons` and `version`. */
export type PaypalDoubleNamespace = Required<Pick<PayPalNamespace, 'Buttons' | 'version'>>;

/** Options of {@link installPaypalDouble}. */
export interface PaypalDoubleOptions extends DoubleEnvironmentOptions {
  /** The `client-id` of the SDK URL (`sb-sandbox-{api_key}`). Defaults to `''` (calls are refused). */
  clientId?: string;
}

/** Installs `window.paypal.Buttons(...)` backed by the sandbox's PayPal API, and returns the namespace. */
export function installPaypalDouble(
  win: Window & typeof globalThis,
  options: PaypalDoubleOptions = {},
): PaypalDoubleNamespace {
  const env = createDoubleEnvironment(win, options);
  const paypal: PaypalDoubleNamespace = {
    Buttons: (buttonOptions?: PayPalButtonsComponentOptions) =>
      new PaypalButtonsImpl(env, options.clientId ?? '', buttonOptions),
    version: '5.0.0-sandbox-double',
  };
  Object.assign(win, { paypal });
  return paypal;
}
