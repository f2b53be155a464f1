import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Whether this render is the server's or the browser's hydration of it (`true`), or the browser's
 * own (`false`): what only the browser knows (its storage) waits for `false`, so the hydrating render
 * matches the server's HTML; React renders again with `false` right after hydrating.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
