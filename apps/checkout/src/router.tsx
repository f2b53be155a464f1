import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { AppServices } from './app/AppServices';
import { currentConnection, shouldPrefetch } from './app/shouldPrefetch';
import { MINIMUM_LOADING_MS } from './app/useMinimumDuration';
import { routeTree } from './routeTree.gen';

/** Creates the query client with the spec's cache policy: 300 000 ms stale time, no retries (§9). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 300_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Creates the app's router around one query client and the app's services. */
export function createAppRouter(queryClient: QueryClient, services: AppServices) {
  return createRouter({
    routeTree,
    context: { queryClient, services },
    // Prefetching on hover is skipped on 2g and data-saver connections (spec §2).
    defaultPreload: shouldPrefetch(currentConnection()) ? 'intent' : false,
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    // A loading indicator, once shown, stays at least 200 ms so fast loads do not flicker (spec §9).
    defaultPendingMinMs: MINIMUM_LOADING_MS,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
