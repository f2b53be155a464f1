import type { MessageArea } from '@checkout/i18n';
import type { PageKind } from './pageFacts';

// What a route declares about its page (`staticData`), read through its matches by `pageFacts` (the
// server and the layout) and `loadPageMessages`. Apart from `pageFacts.ts`, which the server imports
// without the router's types.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's policy class; a route without one takes its parent's, the root's is `plain`. */
    readonly pageKind?: PageKind;
    /** The catalogue message (core part) of the page's document title; a route without one takes its parent's, the root's is `checkout.title`. */
    readonly pageTitle?: string;
    /**
     * Whether the page runs the merchant's Google Tag Manager (the checkout page, whose steps go to the
     * data layer, and the confirmation, the purchase): the page's own route only, never inherited.
     */
    readonly tagManager?: boolean;
    /** Whether the page shows address fields, so it needs its language's country names: the page's own route only. */
    readonly countryNames?: boolean;
    /**
     * The message areas of `@checkout/i18n` the page shows beyond the core part of the catalogue:
     * its loader loads them (`loadPageMessages`) and the layout's provider asks for them
     * (`usePageMessageAreas`). Defaults to none.
     */
    readonly messageAreas?: readonly MessageArea[];
  }
}
