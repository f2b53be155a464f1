import type { SandboxContext } from '../../SandboxContext';

/**
 * Where each provider has the page or API a sandbox path stands in for, with `SANDBOX_PROVIDER_HOSTS`
 * on; a browser test in production configuration routes these hosts back to the sandbox.
 */
const PROVIDER_PLACES: readonly (readonly [sandboxPrefix: string, providerPrefix: string])[] = [
  ['/sandbox/stripe/3ds/', 'https://hooks.stripe.com/3d_secure_2/hosted/'],
  ['/sandbox/adyen/3ds/', 'https://checkoutshopper-test.adyen.com/checkoutshopper/3ds/'],
  ['/sandbox/mollie/checkout/', 'https://www.mollie.com/checkout/select-method/'],
  ['/sandbox/paypal/', 'https://www.paypal.com/'],
  // Braintree's 3-D Secure pages (the in-page challenge frame, the platform's step-up) are on its assets host.
  ['/sandbox/braintree/3ds/', 'https://assets.braintreegateway.com/3ds/acs/'],
  ['/sandbox/braintree/challenge/', 'https://assets.braintreegateway.com/3ds/challenge/'],
  ['/sandbox/braintree/', 'https://api.braintreegateway.com/'],
  // The offline gateway is no real provider: its hosted page stands on a fixed example origin, which
  // the checkout refuses unless its operator lists it (`REDIRECT_ORIGINS`).
  ['/sandbox/offlinegateway/pay/', 'https://pay.offline-gateway.example/pay/'],
];

/**
 * The URL a browser is sent to for a sandbox path (a hosted page, a 3-D Secure challenge, a provider
 * API the SDK calls): on the sandbox's public origin, or, with `ctx.providerHosts`, at the provider's
 * own host and path, so the checkout's production redirect allowlist and policy meet what they meet live.
 */
export function browserUrl(ctx: Pick<SandboxContext, 'publicUrl' | 'providerHosts'>, path: string): string {
  const place = ctx.providerHosts ? PROVIDER_PLACES.find(([prefix]) => path.startsWith(prefix)) : undefined;
  return place ? `${place[1]}${path.slice(place[0].length)}` : `${ctx.publicUrl}${path}`;
}
