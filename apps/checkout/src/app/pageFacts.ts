import type { MessageArea } from '@checkout/i18n';

/**
 * What a page may load from the outside (its policy class): `payment` (the checkout page and its
 * provider returns: provider SDKs, captcha, maps, merchant scripts), `update` (the update-payment flow:
 * provider SDKs, never merchant scripts), `checkout` (other cart pages: merchant scripts, no SDKs),
 * `plain` (everything else).
 */
export type PageKind = 'payment' | 'update' | 'checkout' | 'plain';

/** What the server and the app know of a page before rendering it, all from its route matches. */
export interface PageFacts {
  /** Its policy class. */
  readonly kind: PageKind;
  /** The merchant's api key of a checkout or update page, else `null`. */
  readonly apiKey: string | null;
  /** The message areas of `@checkout/i18n` it shows beyond the core part of the catalogue. */
  readonly messageAreas: readonly MessageArea[];
  /** The catalogue message of its document title. */
  readonly titleId: string;
  /** Whether it runs the merchant's Google Tag Manager. */
  readonly tagManager: boolean;
  /** Whether it needs its language's country names. */
  readonly countryNames: boolean;
  /** Its matched routes' ids, outermost first (the route chunks it loads). */
  readonly routeIds: readonly string[];
}

/** One route match as {@link pageFacts} reads it (the router's matches, or `router.matchRoutes(path)`). */
export interface PageMatch {
  readonly routeId: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly staticData?: {
    readonly pageKind?: PageKind;
    readonly messageAreas?: readonly MessageArea[];
    readonly pageTitle?: string;
    readonly tagManager?: boolean;
    readonly countryNames?: boolean;
  };
}

/** The facts of a page from its route matches, outermost first. */
export function pageFacts(matches: readonly PageMatch[]): PageFacts {
  // The innermost route that declares a class; the root's is `plain`.
  const kind = matches.findLast((match) => match.staticData?.pageKind)?.staticData?.pageKind ?? 'plain';
  const page = matches.at(-1)?.staticData;
  const apiKey = matches.at(-1)?.params?.apiKey;
  return {
    kind,
    apiKey: kind !== 'plain' && typeof apiKey === 'string' ? apiKey : null,
    messageAreas: [...new Set(matches.flatMap((match) => match.staticData?.messageAreas ?? []))],
    titleId: matches.findLast((match) => match.staticData?.pageTitle)?.staticData?.pageTitle ?? 'checkout.title',
    tagManager: page?.tagManager === true,
    countryNames: page?.countryNames === true,
    routeIds: matches.map((match) => match.routeId),
  };
}
