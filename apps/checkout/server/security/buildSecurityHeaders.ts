import type { RuntimeConfig } from '../readRuntimeConfig';
import type { PageKind } from './classifyPage';
import type { MerchantScriptLists } from './MerchantAssetApproval';
import { merchantAssetsFor } from './merchantAssetsFor';
import inventory from './scriptInventory.json';

/** One entry of the committed script inventory (`scriptInventory.json`, PCI DSS 6.4.3). */
export interface InventoryEntry {
  id: string;
  owner: string;
  justification: string;
  when: 'always' | 'sandbox' | 'payment-page' | 'checkout-page' | 'captcha' | 'maps' | 'flags';
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
  /** Stylesheet sources beyond our own. Defaults to none. */
  style?: string[];
  /** Font sources beyond our own. Defaults to none. */
  font?: string[];
}

/** Security settings of the server beyond the runtime configuration. */
export interface SecurityOptions extends MerchantScriptLists {
  /** `frame-ancestors` sources (`FRAME_ANCESTORS`). Defaults to `["'none'"]`. */
  frameAncestors: string[];
  /** Where browsers send CSP violation reports, `null` for none. */
  reportUri: string | null;
}

/** The inventory's entries, typed. */
export const scriptInventory: readonly InventoryEntry[] = inventory.entries as InventoryEntry[];

const origin = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Whether an inventory entry applies to a page. */
function applies(entry: InventoryEntry, page: PageKind, config: RuntimeConfig): boolean {
  const payment = page === 'payment' || page === 'update';
  switch (entry.when) {
    case 'always':
      return true;
    case 'sandbox':
      return config.sandboxOrigin !== null;
    case 'payment-page':
      return payment;
    case 'checkout-page':
      return page === 'payment' || page === 'checkout';
    case 'captcha':
      return page === 'payment' && config.captchaSiteKey !== null;
    case 'maps':
      return page === 'payment' && config.placesApiBase !== null;
    case 'flags':
      return page !== 'plain' && config.featureFlagsUrl !== null;
    default:
      return entry.when satisfies never;
  }
}

/** Replaces `config:*` placeholders of the inventory with the configured origins. */
function resolveSources(sources: string[], config: RuntimeConfig, merchantHosts: string[]): string[] {
  return sources
    .flatMap((source) => {
      switch (source) {
        case 'config:apiBases':
          return [config.checkoutApiBase, config.generalApiBase, config.utilsApiBase].map(origin);
        case 'config:sandboxOrigin':
          return [config.sandboxOrigin];
        case 'config:captchaScriptOrigin':
          return [origin(config.captchaScriptUrl)];
        case 'config:placesOrigin':
          return [origin(config.placesApiBase)];
        case 'config:featureFlagsOrigin':
          return [origin(config.featureFlagsUrl)];
        case 'config:merchantScriptHosts':
          return merchantHosts;
        default:
          return [source];
      }
    })
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The security headers of an HTML page: a Content-Security-Policy built from the script inventory
 * for this page (provider hosts only where payments happen, merchant hosts only on checkout pages),
 * with a per-response nonce, and the other headers a payment page needs.
 */
export function buildSecurityHeaders(input: {
  page: PageKind;
  apiKey: string | null;
  nonce: string;
  config: RuntimeConfig;
  options: SecurityOptions;
  https: boolean;
}): Record<string, string> {
  const { page, config, options } = input;
  const merchant = merchantAssetsFor(page, input.apiKey, config, options);
  // A pinned file is allowed by its exact path (CSP source expressions carry no query).
  const merchantHosts = merchant
    ? [...merchant.hosts, ...merchant.files.map((file) => new URL(file.src)).map((url) => url.origin + url.pathname)]
    : [];
  const entries = scriptInventory.filter((entry) => applies(entry, page, config));
  const collect = (kind: 'script' | 'connect' | 'frame' | 'img' | 'style' | 'font') =>
    unique(entries.flatMap((entry) => resolveSources(entry[kind] ?? [], config, merchantHosts)));

  const frames = collect('frame');
  const directives = [
    "default-src 'self'",
    `script-src ${[...collect('script'), `'nonce-${input.nonce}'`].join(' ')}`,
    // React and the UI kit set style attributes (theme variables); styles cannot run code.
    // Merchant stylesheets (`links.global`) from approved hosts, and the fonts they load.
    `style-src ${["'self'", "'unsafe-inline'", ...collect('style')].join(' ')}`,
    `img-src ${collect('img').join(' ')}`,
    `font-src ${["'self'", ...collect('font')].join(' ')}`,
    `connect-src ${collect('connect').join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors.join(' ')}`,
    ...(options.reportUri ? [`report-uri ${options.reportUri}`] : []),
  ];
  // Payment Request (wallets) is allowed to the providers' own frames, nothing else.
  const paymentHosts = unique(
    entries
      .filter((entry) => entry.when === 'payment-page')
      .flatMap((entry) => entry.frame.filter((host) => host.startsWith('https://') && !host.includes('*'))),
  );
  const headers: Record<string, string> = {
    'content-security-policy': directives.join('; '),
    // Links carry an api key, a cart id and update hashes: never send them on.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    // PayPal and 3-D Secure may open windows that must be able to talk back.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': [
      `payment=(self${paymentHosts.map((h) => ` "${h}"`).join('')})`,
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'usb=()',
    ].join(', '),
    'cache-control': 'no-store',
  };
  // For browsers that predate frame-ancestors.
  if (options.frameAncestors.includes("'none'")) headers['x-frame-options'] = 'DENY';
  if (input.https) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
