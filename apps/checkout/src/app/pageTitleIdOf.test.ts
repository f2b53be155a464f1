import { describe, expect, it } from 'vitest';
import { pageTitleIdOf } from './pageTitleIdOf';

describe('pageTitleIdOf', () => {
  it.each([
    ['/de/demo-all/cart-normal', 'checkout.title'],
    ['/de/demo-all/cart-normal/order-confirmation', 'pageTitle.confirmation'],
    ['/de/demo-all/cart-normal/redirected', 'pageTitle.return'],
    ['/de/demo-all/cart-normal/stripe-redirected', 'pageTitle.return'],
    ['/de/demo-all/cart-normal/mollie-redirected', 'pageTitle.return'],
    ['/de/demo-all/cart-normal/mollie-redirected/v2', 'pageTitle.return'],
    ['/fi/demo-all/update-payment-method', 'pageTitle.update'],
    ['/fi/demo-all/updated-successfully', 'pageTitle.update'],
    ['/fi/demo-all/stripe-update-flow-redirected', 'pageTitle.update'],
    ['/fi/demo-all/mollie-update-flow-redirected', 'pageTitle.update'],
    ['/fi/demo-all/redirected-payment-update', 'pageTitle.update'],
    ['/fi/error/quote-unavailable', 'pageTitle.error'],
    ['/fi/cart/create', 'checkout.title'],
    ['/fi/', 'checkout.title'],
  ])('titles %s with %s', (path, id) => expect(pageTitleIdOf(path)).toBe(id));
});
