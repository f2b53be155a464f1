import type { PageFacts } from '../../src/app/pageFacts';

// The app's route tree, as the built server gets it from its render bundle (`describePage` of
// `dist-server/ssr/entry-server.js`). Imported by a path the server's type check does not follow: the
// route tree is the app's code, type-checked with the app's React settings.
const routeTreeModule = '../../src/ssr/describePage';

/** The facts of a page from the app's own routes, for the server's tests. */
export const { describePage } = (await import(/* @vite-ignore */ routeTreeModule)) as {
  describePage: (url: URL) => PageFacts;
};
