import type { AppServices } from '../app/AppServices';
import { type PageFacts, pageFacts } from '../app/pageFacts';
import { createAppRouter, createQueryClient } from '../router';

let matcher: ReturnType<typeof createAppRouter> | null = null;

/**
 * The facts of the page at `url` (its policy class, title, message areas, route chunks…) from the app's
 * own route tree, without rendering it: the server asks before it writes the response's headers, and for
 * a page it serves as the shell. Matching runs no loader, so the router needs no services.
 */
export function describePage(url: URL): PageFacts {
  matcher ??= createAppRouter(createQueryClient(), {} as AppServices);
  return pageFacts(matcher.matchRoutes(url.pathname, Object.fromEntries(url.searchParams)));
}
