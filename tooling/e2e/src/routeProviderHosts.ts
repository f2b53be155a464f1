import type { BrowserContext } from 'playwright-core';
import { mapProviderUrl } from './mapProviderUrl';

/** What {@link routeProviderHosts} saw. */
export interface ProviderRoutes {
  /** `METHOD url` of every https request the sandbox has no stand-in for (answered 404). */
  unmapped: () => string[];
}

/** Adyen Web's stylesheet has no double; the adapter loads it beside the script, so the route answers an empty one. */
const ADYEN_STYLESHEET =
  /^https:\/\/checkoutshopper-[a-z-]+\.cdn\.adyen\.com\/checkoutshopper\/sdk\/[\w.-]+\/adyen\.css$/;

/**
 * Answers every https request of a browser context from the sandbox (`mapProviderUrl`): the providers'
 * official script URLs get the sandbox's doubles, their API and hosted-page URLs the sandbox's
 * stand-ins, so a page in production configuration meets the providers' hosts while nothing leaves
 * the machine. The page's own Content-Security-Policy still decides what may load (a refused request
 * never reaches the route). Redirects are handed to the browser, not followed here. CORS preflights
 * are answered by Playwright itself (it allows the asking origin); the sandbox's CORS headers decide
 * the actual response, which carries the page's `Origin`.
 */
export async function routeProviderHosts(context: BrowserContext, sandboxUrl: string): Promise<ProviderRoutes> {
  const unmapped: string[] = [];
  await context.route(
    (url) => url.protocol === 'https:',
    async (route) => {
      const request = route.request();
      if (ADYEN_STYLESHEET.test(request.url())) {
        await route.fulfill({ status: 200, contentType: 'text/css', body: '/* Adyen Web stylesheet stand-in */\n' });
        return;
      }
      const target = mapProviderUrl(request.url(), sandboxUrl, request.isNavigationRequest());
      if (target === null) {
        unmapped.push(`${request.method()} ${request.url()}`);
        await route.fulfill({
          status: 404,
          contentType: 'text/plain',
          body: 'The sandbox has no stand-in for this URL.',
        });
        return;
      }
      const response = await route.fetch({ url: target, maxRedirects: 0 });
      await route.fulfill({ response });
    },
  );
  return { unmapped: () => [...unmapped] };
}
