import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { AppServices } from './app/AppServices';
import { checkoutApiErrorAdapter } from './app/checkoutApiErrorAdapter';
import { currentConnection, shouldPrefetch } from './app/shouldPrefetch';
import { MINIMUM_LOADING_MS } from './app/useMinimumDuration';
import { routeTree } from './routeTree.gen';

/**
 * Creates the query client with the spec's cache policy: 300 000 ms stale time, no retries (§9). An
 * action (Pay, a voucher, a quantity) runs offline too (`networkMode: 'always'`), so it fails with its
 * network error and the page says the connection failed, instead of waiting without a word.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 300_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Options of {@link createAppRouter}. */
export interface AppRouterOptions {
  /** The response's CSP nonce, which the server render puts on the router's own inline scripts. Defaults to none (the browser). */
  nonce?: string;
}

/**
 * Creates the app's router around one query client and the app's services, the same on the server
 * and in the browser: the query cache travels with the server's render (`setupRouterSsrQueryIntegration`,
 * which also provides the query client to the tree).
 */
export function createAppRouter(queryClient: QueryClient, services: AppServices, options: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient, services },
    // Prefetching on hover is skipped on 2g and data-saver connections (spec §2).
    defaultPreload: shouldPrefetch(currentConnection()) ? 'intent' : false,
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    // A loading indicator, once shown, stays at least 200 ms so fast loads do not flicker (spec §9).
    defaultPendingMinMs: MINIMUM_LOADING_MS,
    scrollRestoration: true,
    ...(options.nonce === undefined ? {} : { ssr: { nonce: options.nonce } }),
  });
  // The router's constructor types leave the adapters to TanStack Start; the router reads them from its options.
  Object.assign(router.options, { serializationAdapters: [checkoutApiErrorAdapter] });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
