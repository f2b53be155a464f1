import type { CoreConfiguration, DropinConfiguration } from '@adyen/adyen-web';
import { createDoubleEnvironment, type DoubleEnvironmentOptions } from '../shared/DoubleEnvironment';
import { AdyenCheckoutErrorDouble } from './AdyenCheckoutErrorDouble';
import { AdyenCoreImpl } from './AdyenCoreImpl';
import type { AdyenCoreDouble, AdyenWebDouble } from './AdyenDoubleSurface';
import { AdyenDropinImpl } from './AdyenDropinImpl';
import { setUpAnalytics } from './setUpAnalytics';

/**
 * Installs `window.AdyenWeb` (`AdyenCheckout`, `Dropin`, `AdyenCheckoutError`) backed by the sandbox, and returns it;
 * at Adyen's hosts `AdyenCheckout` first sets up analytics on the environment's API host, as Adyen Web does.
 */
export function installAdyenDouble(
  win: Window & typeof globalThis,
  options: DoubleEnvironmentOptions = {},
): AdyenWebDouble & { AdyenCheckoutError: typeof AdyenCheckoutErrorDouble } {
  const env = createDoubleEnvironment(win, options);
  const AdyenWeb = {
    AdyenCheckout: async (configuration: CoreConfiguration): Promise<AdyenCoreDouble> => {
      if (!configuration || typeof configuration !== 'object') {
        throw new AdyenCheckoutErrorDouble('IMPLEMENTATION_ERROR', 'AdyenCheckout needs a configuration object.');
      }
      // At Adyen's hosts the double calls Adyen's API as Adyen Web does; the sandbox's double calls nothing.
      if (env.providerHosts) await setUpAnalytics(env, configuration);
      return new AdyenCoreImpl(env, {
        paymentMethodsResponse: { paymentMethods: [{ name: 'Cards', type: 'scheme', brands: ['visa', 'mc', 'amex'] }] },
        ...configuration,
      });
    },
    Dropin: class Dropin extends AdyenDropinImpl {
      constructor(checkout: AdyenCoreDouble, props?: DropinConfiguration) {
        super(checkout, props);
      }
    },
    AdyenCheckoutError: AdyenCheckoutErrorDouble,
  };
  Object.assign(win, { AdyenWeb });
  return AdyenWeb;
}
