/**
 * What a page may load from the outside (its policy class, the server's `PageKind`): `payment` (the
 * checkout page and its provider returns: provider SDKs, captcha, maps, merchant scripts), `update`
 * (the update-payment flow: provider SDKs, never merchant scripts), `checkout` (other cart pages:
 * merchant scripts, no SDKs), `plain` (everything else).
 */
export type PageKind = 'payment' | 'update' | 'checkout' | 'plain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's policy class; a route without one takes its parent's, the root's is `plain`. */
    readonly pageKind?: PageKind;
  }
}

/** The policy class of a page from its route matches, outermost first: the innermost route that declares one. */
export function pageKind(matches: readonly { readonly staticData?: { readonly pageKind?: PageKind } }[]): PageKind {
  for (const match of [...matches].reverse()) if (match.staticData?.pageKind) return match.staticData.pageKind;
  return 'plain';
}
