import type { CoreConfiguration } from '@adyen/adyen-web';
import type { DoubleEnvironment } from '../shared/DoubleEnvironment';

/** Adyen Web's API root of an environment (`test`, `live`, `live-us`, ...); anything else is `test`, as in Adyen Web. */
function checkoutshopperUrl(environment: string | undefined): string {
  const name = environment && /^(test|live(-[a-z]+)?)$/.test(environment) ? environment : 'test';
  return `https://checkoutshopper-${name}.adyen.com/checkoutshopper/`;
}

/**
 * Makes the call Adyen Web makes first at `AdyenCheckout()`, its analytics set-up
 * (`POST checkoutshopper/v3/analytics?clientKey=...` on the environment's host), so a page's
 * `connect-src` meets Adyen's API host as with the real SDK; like Adyen Web, a failure is not fatal.
 */
export async function setUpAnalytics(env: DoubleEnvironment, configuration: CoreConfiguration): Promise<void> {
  const url = `${checkoutshopperUrl(configuration.environment)}v3/analytics?clientKey=${encodeURIComponent(configuration.clientKey ?? '')}`;
  try {
    await env.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channel: 'Web',
        platform: 'Web',
        flavor: 'dropin',
        locale: configuration.locale ?? 'en-US',
      }),
    });
  } catch {
    // Adyen Web goes on without analytics.
  }
}
