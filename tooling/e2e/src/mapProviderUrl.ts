const STRIPE_JS = /^js\.stripe\.com$/;
const STRIPE_API = /^api\.stripe\.com$/;
const STRIPE_HOOKS = /^hooks\.stripe\.com$/;
const ADYEN_CDN = /^checkoutshopper-[a-z-]+\.cdn\.adyen\.com$/;
const ADYEN_API = /^checkoutshopper-[a-z-]+\.adyen\.com$/;
const BRAINTREE_JS = /^js\.braintreegateway\.com$/;
const BRAINTREE_API = /^api\.braintreegateway\.com$/;
const BRAINTREE_ASSETS = /^assets\.braintreegateway\.com$/;
const PAYPAL = /^www\.(sandbox\.)?paypal\.com$/;
const MOLLIE = /^www\.mollie\.com$/;
// No real provider: the sandbox names the offline gateway's hosted page here (`SANDBOX_PROVIDER_HOSTS`).
const OFFLINE_GATEWAY = /^pay\.offline-gateway\.example$/;
const MAPS_JS = /^maps\.googleapis\.com$/;
const PLACES_API = /^places\.googleapis\.com$/;

/** Every host a provider's script, API or hosted page lives on (the production policy's sources, asset hosts included). */
const PROVIDER_HOST =
  /^((js|api|hooks)\.stripe\.com|checkoutshopper-[a-z-]+(\.cdn)?\.adyen\.com|(js|assets|api|client-analytics)\.braintreegateway\.com|[a-z0-9-]+\.braintree-api\.com|www\.(sandbox\.)?paypal\.com|www\.paypalobjects\.com|www\.mollie\.com|pay\.offline-gateway\.example|(maps|places)\.googleapis\.com)$/;

/** A provider's real path on a host, and the sandbox path that answers it (`$1` is the rest of the path). */
const RULES: readonly (readonly [host: RegExp, path: RegExp, sandboxPath: string])[] = [
  // The official script URLs (`defaultSdkUrls`): the sandbox's doubles.
  [STRIPE_JS, /^\/v3\/?$/, '/sandbox/sdk/stripe.js'],
  [ADYEN_CDN, /^\/checkoutshopper\/sdk\/[\w.-]+\/adyen\.js$/, '/sandbox/sdk/adyen.js'],
  [BRAINTREE_JS, /^\/web\/dropin\/[\w.-]+\/js\/dropin(\.min)?\.js$/, '/sandbox/sdk/braintree-dropin.js'],
  [PAYPAL, /^\/sdk\/js$/, '/sandbox/sdk/paypal.js'],
  [MAPS_JS, /^\/maps\/api\/js$/, '/sandbox/sdk/maps.js'],
  // The APIs the SDKs call and the hosted pages (`SANDBOX_PROVIDER_HOSTS`): the sandbox's stand-ins.
  [STRIPE_API, /^\/v1\/(.+)$/, '/sandbox/stripe/v1/$1'],
  [STRIPE_HOOKS, /^\/3d_secure_2\/hosted\/(.+)$/, '/sandbox/stripe/3ds/$1'],
  [ADYEN_API, /^\/checkoutshopper\/3ds\/(.+)$/, '/sandbox/adyen/3ds/$1'],
  [ADYEN_API, /^\/checkoutshopper\/v3\/analytics$/, '/sandbox/adyen/v3/analytics'],
  [BRAINTREE_API, /^\/merchants\/(.+)$/, '/sandbox/braintree/merchants/$1'],
  [BRAINTREE_ASSETS, /^\/3ds\/acs\/(.+)$/, '/sandbox/braintree/3ds/$1'],
  [BRAINTREE_ASSETS, /^\/3ds\/challenge\/(.+)$/, '/sandbox/braintree/challenge/$1'],
  [PAYPAL, /^\/(v2\/checkout\/orders(\/.+)?|v1\/billing\/subscriptions(\/.+)?|checkoutnow)$/, '/sandbox/paypal/$1'],
  [MOLLIE, /^\/checkout\/select-method\/(.+)$/, '/sandbox/mollie/checkout/$1'],
  [OFFLINE_GATEWAY, /^\/pay\/(.+)$/, '/sandbox/offlinegateway/pay/$1'],
  // Places API (New), as the Maps JavaScript API's places library calls it.
  [PLACES_API, /^\/v1\/(places(:autocomplete|\/[^/]+))$/, '/sandbox/places/v1/$1'],
];

/**
 * The sandbox URL that answers a request to a provider's host, or `null` when the sandbox has no
 * stand-in for it. The query is kept. A hosted page's own form posts to its sandbox path on the
 * provider's host (`/sandbox/...`): only a navigation may go there, so an SDK double calling a
 * sandbox path instead of the provider's real one is caught.
 */
export function mapProviderUrl(url: string, sandboxUrl: string, navigation: boolean): string | null {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' || !PROVIDER_HOST.test(parsed.hostname)) return null;
  const base = sandboxUrl.replace(/\/+$/, '');
  if (navigation && parsed.pathname.startsWith('/sandbox/')) return `${base}${parsed.pathname}${parsed.search}`;
  for (const [host, path, sandboxPath] of RULES) {
    const match = host.test(parsed.hostname) ? path.exec(parsed.pathname) : null;
    if (match) return `${base}${sandboxPath.replace('$1', match[1] ?? '')}${parsed.search}`;
  }
  return null;
}
