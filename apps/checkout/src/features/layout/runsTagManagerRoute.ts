/**
 * The routes whose pages run the merchant's Google Tag Manager: the checkout page (its steps go to the
 * data layer) and the order confirmation (the purchase). Never a provider return (its address holds the
 * provider's secrets), an update page or a page without a merchant. The server lists the tag manager in
 * the same pages' policy (`server/security/runsTagManager.ts`).
 */
const TAG_MANAGER_ROUTES: ReadonlySet<string> = new Set([
  '/$lang/$apiKey/$cartId/',
  '/$lang/$apiKey/$cartId/order-confirmation',
]);

/** Whether the page whose deepest matched route is `routeId` runs the merchant's Google Tag Manager. */
export function runsTagManagerRoute(routeId: string | undefined): boolean {
  return routeId !== undefined && TAG_MANAGER_ROUTES.has(routeId);
}
