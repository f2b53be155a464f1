import { routeFilesOf } from '../preload/pagePreloads';

/**
 * The route files whose pages run the merchant's Google Tag Manager: the checkout page (its steps go to
 * the data layer) and the order confirmation (the purchase). Never a provider return (its address holds
 * the provider's secrets), an update page or a page without a merchant; the app's `MerchantHead` loads
 * it by the same routes (`tagManagerRoutes`).
 */
const TAG_MANAGER_ROUTE_FILES: ReadonlySet<string> = new Set([
  '$lang/$apiKey/$cartId/index.tsx',
  '$lang/$apiKey/$cartId/order-confirmation.tsx',
]);

/** Whether the page at `path` may run the merchant's Google Tag Manager. */
export function runsTagManager(path: string): boolean {
  return TAG_MANAGER_ROUTE_FILES.has(routeFilesOf(path).at(-1) ?? '');
}
