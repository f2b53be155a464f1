import type { PageFacts } from '../../src/app/pageFacts';
import type { RuntimeConfig } from '../readRuntimeConfig';
import type { MerchantScriptLists } from './MerchantAssetApproval';
import { merchantAssetsFor } from './merchantAssetsFor';
import inventory from './scriptInventory.json';

/** One entry of the committed script inventory (`scriptInventory.json`, PCI DSS 6.4.3). */
export interface InventoryEntry {
  id: string;
  owner: string;
  justification: string;
  when: 'always' | 'sandbox' | 'payment-page' | 'checkout-page' | 'tag-manager' | 'captcha' | 'maps' | 'flags';
  /** Script sources for browsers without 'strict-dynamic' (CSP2); newer browsers trust the page's nonce instead. */
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
  /** Stylesheet sources beyond our own. Defaults to none. */
  style?: string[];
  /** Font sources beyond our own. Defaults to none. */
  font?: string[];
  /** `style-src-attr` sources (style attributes). Defaults to none. */
  styleAttr?: string[];
}

/** Security settings of the server beyond the runtime configuration. */
export interface SecurityOptions extends MerchantScriptLists {
  /** `frame-ancestors` sources (`FRAME_ANCESTORS`). Defaults to `["'none'"]`. */
  frameAncestors: string[];
  /** Where browsers send CSP violation reports (`report-uri`, and `report-to` over https), `null` for none. */
  reportUri: string | null;
}

/** Which page the headers are for, and how it was asked for. */
export interface PagePolicyInput {
  /** The page, as its routes describe it (`describePage`): its class decides the policy. */
  page: PageFacts;
  /** This response's nonce, for its own scripts and style elements. */
  nonce: string;
  config: RuntimeConfig;
  options: SecurityOptions;
  /** Whether the page was asked for over https (HSTS; the Reporting API, which Chromium honours over https only). */
  https: boolean;
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
function applies(entry: InventoryEntry, facts: PageFacts, config: RuntimeConfig): boolean {
  const page = facts.kind;
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
    case 'tag-manager':
      return facts.tagManager;
    case 'captcha':
      return page === 'payment' && config.captchaSiteKey !== null;
    case 'maps':
      return page === 'payment' && config.mapsApiKey !== null;
    case 'flags':
      return page !== 'plain' && config.featureFlagsUrl !== null;
    default:
      return entry.when satisfies never;
  }
}

/** A URL as a CSP source expression: origin and path (source expressions carry no query). */
const withoutQuery = (url: string | null | undefined): string | null => {
  const base = origin(url);
  return base && url ? base + new URL(url).pathname : null;
};

/** Replaces `config:*` placeholders of the inventory with the configured origins and files. */
function resolveSources(sources: string[], config: RuntimeConfig, merchantFiles: string[]): string[] {
  return sources
    .flatMap((source) => {
      switch (source) {
        case 'config:apiBases':
          return [config.checkoutApiBase, config.generalApiBase, config.utilsApiBase].map(origin);
        case 'config:sandboxOrigin':
          return [config.sandboxOrigin];
        case 'config:sandboxSdkPath':
          return [config.sandboxOrigin ? `${config.sandboxOrigin}/sandbox/sdk/` : null];
        case 'config:captchaScriptOrigin':
          return [origin(config.captchaScriptUrl)];
        case 'config:captchaScript':
          return [withoutQuery(config.captchaScriptUrl)];
        case 'config:mapsScript':
          return [withoutQuery(config.mapsScriptUrl)];
        case 'config:featureFlagsOrigin':
          return [origin(config.featureFlagsUrl)];
        case 'config:merchantFiles':
          return merchantFiles.map(withoutQuery);
        case 'config:merchantFileOrigins':
          return merchantFiles.map(origin);
        default:
          return [source];
      }
    })
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
}

const unique = (values: string[]) => [...new Set(values)];

/** The Reporting API endpoint name the policy's `report-to` refers to. */
const REPORT_GROUP = 'csp';

/**
 * The security headers of an HTML page: a Content-Security-Policy whose scripts and style elements
 * run by this response's nonce ('strict-dynamic': what they load runs too, so the app's loaders decide
 * which provider, tag-manager and merchant scripts a page class loads), with the inventory's sources
 * for this page's class as the fallback of browsers without 'strict-dynamic', its reports sent to
 * `reportUri`, and the other headers a payment page needs.
 */
export function buildSecurityHeaders(input: PagePolicyInput): Record<string, string> {
  const { page, config, options, nonce } = input;
  const merchant = merchantAssetsFor(page.kind, page.apiKey, options);
  const merchantFiles = merchant ? merchant.files.map((file) => file.src) : [];
  const entries = scriptInventory.filter((entry) => applies(entry, page, config));
  const collect = (kind: 'script' | 'connect' | 'frame' | 'img' | 'style' | 'font' | 'styleAttr') =>
    unique(entries.flatMap((entry) => resolveSources(entry[kind] ?? [], config, merchantFiles)));

  const frames = collect('frame');
  const styleElements = ["'self'", `'nonce-${nonce}'`, ...collect('style')].join(' ');
  const styleAttributes = collect('styleAttr');
  // Chromium takes `report-to` over `report-uri` and honours `Reporting-Endpoints` over https only: on
  // http (`pnpm start`) a policy naming both would report nothing.
  const reportTo = options.reportUri !== null && input.https;
  const directives = [
    "default-src 'self'",
    `script-src ${[`'nonce-${nonce}'`, "'strict-dynamic'", ...collect('script')].join(' ')}`,
    // `style-src` for browsers without the -elem and -attr directives.
    `style-src ${styleElements}`,
    `style-src-elem ${styleElements}`,
    `style-src-attr ${styleAttributes.length ? styleAttributes.join(' ') : "'none'"}`,
    `img-src ${collect('img').join(' ')}`,
    `font-src ${["'self'", ...collect('font')].join(' ')}`,
    `connect-src ${collect('connect').join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors.join(' ')}`,
    ...(options.reportUri ? [`report-uri ${options.reportUri}`] : []),
    ...(reportTo ? [`report-to ${REPORT_GROUP}`] : []),
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
  if (reportTo) headers['reporting-endpoints'] = `${REPORT_GROUP}="${options.reportUri}"`;
  // For browsers that predate frame-ancestors.
  if (options.frameAncestors.includes("'none'")) headers['x-frame-options'] = 'DENY';
  if (input.https) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
