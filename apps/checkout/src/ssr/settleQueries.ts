import type { QueryClient } from '@tanstack/react-query';

/**
 * Waits until no query of `queryClient` is fetching, or until `deadline` (a `Date.now()` time):
 * reads a loader started without waiting (the checkout's dependent reads) are then in the server's
 * render, as the browser's hydration will find them. Resolves to whether everything settled in time.
 */
export async function settleQueries(queryClient: QueryClient, deadline: number, now = Date.now): Promise<boolean> {
  for (;;) {
    // A read that starts once another ends starts in a microtask after it: let those begin first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fetching = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.fetchStatus === 'fetching');
    if (fetching.length === 0) return true;
    const remaining = deadline - now();
    if (remaining <= 0) return false;
    let stop = () => {};
    await Promise.race([
      Promise.allSettled(fetching.map((query) => query.promise)),
      new Promise((resolve) => {
        const timer = setTimeout(resolve, remaining);
        stop = () => clearTimeout(timer);
      }),
    ]);
    stop();
  }
}
