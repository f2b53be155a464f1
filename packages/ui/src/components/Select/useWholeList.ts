import { useDeferredValue } from 'react';

/**
 * Whether a long native list (a `select`'s options) may render all of its entries: `false` in the first
 * render, which is the server's and the hydration of it, then `true` in a deferred render that React
 * slices into short tasks. The server's page then carries only the chosen entry, so it is smaller to
 * send and parse and quicker to hydrate; a control cannot change before hydration anyway.
 */
export function useWholeList(): boolean {
  return useDeferredValue(true, false);
}
