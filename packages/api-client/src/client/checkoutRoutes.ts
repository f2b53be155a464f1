import type { CheckoutRoute } from './defineRoute';
import { onDemandRoutes } from './onDemandRoutes';
import { pageLoadRoutes } from './pageLoadRoutes';

export type { ApiBase, CheckoutRoute } from './defineRoute';
export { DEFAULT_TIMEOUT_MS, UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS } from './defineRoute';

/**
 * Every call of spec §7 by client function name: the one source of the client, the sandbox and the
 * README table. The client holds the calls a page loads with ({@link pageLoadRoutes}) and imports
 * the rest ({@link onDemandRoutes}) on first use; this table, for servers and tests, has both.
 */
export const checkoutRoutes = { ...pageLoadRoutes, ...onDemandRoutes } as const satisfies Record<string, CheckoutRoute>;

/** The name of a client function, one per call. */
export type CheckoutRouteName = keyof typeof checkoutRoutes;
