import { describe, expect, it } from 'vitest';
import { classifyPage } from '../../server/security/classifyPage';
import { createAppRouter, createQueryClient } from '../router';
import type { AppServices } from './AppServices';
import { pageKind } from './pageKind';

// Issue 30: the policy class of a page is declared by its route (`staticData.pageKind`); until the server
// reads it from the render's matches, its path classification must agree with the routes on every page.
const router = createAppRouter(createQueryClient(), {} as AppServices);
const routes = Object.values(router.routesById);
const SAMPLE_PARAMS: Record<string, string> = {
  $lang: 'de',
  $apiKey: 'demo-all',
  $apiKey_: 'demo-all',
  $cartId: 'cart-1',
};
const pathOf = (fullPath: string) =>
  fullPath
    .split('/')
    .map((segment) => SAMPLE_PARAMS[segment] ?? segment)
    .join('/')
    .replace(/\/$/, '');

describe('the policy class of each route', () => {
  it('is declared by every provider-return route (a route named `…redirected…`)', () => {
    const returns = routes.filter((route) => /redirected/.test(route.id));
    expect(returns.length).toBeGreaterThanOrEqual(7);
    for (const route of returns) expect(route.options.staticData?.pageKind, route.id).toMatch(/^(payment|update)$/);
  });

  it.each(
    routes
      .map((route) => pathOf(route.fullPath))
      .filter((path) => path !== '')
      .concat(['/de/demo-all/cart-1/no-such-page', '/de/cart/create', '/de/demo-all/no/such/page']),
  )('%s: the server classifies it as its routes declare', (path) => {
    expect(classifyPage(path)).toBe(pageKind(router.matchRoutes(path)));
  });
});
