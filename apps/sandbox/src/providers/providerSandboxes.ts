import { adyenSandbox } from './adyen';
import { braintreeSandbox } from './braintree';
import { mollieSandbox } from './mollie';
import { offlineGatewaySandbox } from './offlinegateway';
import type { ProviderSandbox } from './ProviderSandbox';
import { paypalSandbox } from './paypal';
import { stripeSandbox } from './stripe';

/** Every provider sandbox, one per gateway the checkout pays with (payone has none: it is a gateway value only). */
export const providerSandboxes: readonly ProviderSandbox[] = [
  stripeSandbox,
  adyenSandbox,
  braintreeSandbox,
  mollieSandbox,
  paypalSandbox,
  offlineGatewaySandbox,
];

/** The provider sandbox of a gateway, or `null` (payone, unknown values). */
export function findProviderSandbox(gateway: string): ProviderSandbox | null {
  return providerSandboxes.find((sandbox) => sandbox.gateway === gateway) ?? null;
}
