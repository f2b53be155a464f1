import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** Creates the query client with the spec's cache policy: 300 000 ms stale time, no retries (§9). */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 300_000, retry: false } } });
}

/** Creates the app's router around one query client. */
export function createAppRouter(queryClient = createQueryClient()) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent' });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
