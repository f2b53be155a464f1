// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeFileOf } from '../../server/preload/pagePreloads';
import { createAppRouter, createQueryClient } from '../router';
import { describePage } from '../ssr/describePage';
import type { AppServices } from './AppServices';

const facts = (path: string) => describePage(new URL(path, 'https://checkout.test'));

describe('the facts of a page, from its routes', () => {
  it.each([
    ['/de/demo-all/cart-1', 'payment', 'checkout.title', true, true, []],
    ['/de/demo-all/cart-1/order-confirmation', 'checkout', 'pageTitle.confirmation', true, false, ['confirmation']],
    ['/de/demo-all/cart-1/redirected', 'payment', 'pageTitle.return', false, false, ['confirmation']],
    ['/de/demo-all/cart-1/stripe-redirected', 'payment', 'pageTitle.return', false, false, ['confirmation']],
    ['/de/demo-all/cart-1/mollie-redirected', 'payment', 'pageTitle.return', false, false, ['confirmation']],
    ['/de/demo-all/cart-1/mollie-redirected/v2', 'payment', 'pageTitle.return', false, false, ['confirmation']],
    ['/fi/demo-all/update-payment-method', 'update', 'pageTitle.update', false, false, ['update']],
    ['/fi/demo-all/updated-successfully', 'update', 'pageTitle.update', false, false, ['update']],
    ['/fi/demo-all/stripe-update-flow-redirected', 'update', 'pageTitle.update', false, false, ['update']],
    ['/fi/demo-all/mollie-update-flow-redirected', 'update', 'pageTitle.update', false, false, ['update']],
    ['/fi/demo-all/redirected-payment-update', 'update', 'pageTitle.update', false, false, ['update']],
    ['/fi/error/quote-unavailable', 'plain', 'pageTitle.error', false, false, []],
    ['/fi/cart/create', 'plain', 'checkout.title', false, false, ['cartCreate']],
    ['/fi/system-test', 'plain', 'checkout.title', false, false, ['system']],
    ['/fi/demo-all', 'plain', 'checkout.title', false, false, []],
    ['/fi/', 'plain', 'checkout.title', false, false, []],
  ])(
    '%s: %s, titled %s, tag manager %s, country names %s, areas %j',
    (path, kind, titleId, tagManager, countryNames, areas) => {
      expect(facts(path)).toMatchObject({ kind, titleId, tagManager, countryNames, messageAreas: areas });
    },
  );

  it('names the api key of a merchant page only', () => {
    expect(facts('/de/demo-all/cart-1').apiKey).toBe('demo-all');
    expect(facts('/de/demo-all/update-payment-method').apiKey).toBe('demo-all');
    expect(facts('/de/cart/create').apiKey).toBeNull();
    expect(facts('/de/demo-all').apiKey).toBeNull();
  });

  it('lists the matched routes outermost first', () => {
    expect(facts('/de/demo-all/cart-1/mollie-redirected/v2').routeIds).toEqual([
      '__root__',
      '/$lang',
      '/$lang/$apiKey',
      '/$lang/$apiKey/$cartId/mollie-redirected/v2',
    ]);
  });

  it('treats an unknown page below a cart as a cart page without SDKs', () => {
    expect(facts('/de/demo-all/cart-1/no-such-page').kind).toBe('checkout');
  });
});

describe('the route chunks the server preloads', () => {
  it('are named after a route file that exists, for every route of the app', () => {
    const router = createAppRouter(createQueryClient(), {} as AppServices);
    const routes = fileURLToPath(new URL('../routes/', import.meta.url));
    const ids = Object.keys(router.routesById);
    expect(ids.length).toBeGreaterThan(15);
    for (const id of ids) expect(existsSync(join(routes, routeFileOf(id))), id).toBe(true);
  });
});
