import { type CheckoutRoute, checkoutRoutes } from '@checkout/api-client/contract';

/** Each route as a pattern of the path's end (the base may have a path of its own), with its method. */
const PATTERNS = Object.entries(checkoutRoutes as Record<string, CheckoutRoute>)
  .map(([name, route]) => ({
    name,
    method: route.method,
    pattern: new RegExp(`${route.path.split('?')[0]?.replace(/\{[a-z_]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => b.pattern.source.length - a.pattern.source.length);

/** The api-client's function a platform request is (`getCart`), from its method and URL; `other` for none. */
export function platformCallOf(method: string, url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return 'other';
  }
  const upper = method.toUpperCase();
  return PATTERNS.find((route) => route.method === upper && route.pattern.test(path))?.name ?? 'other';
}
