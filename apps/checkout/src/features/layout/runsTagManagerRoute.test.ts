import { describe, expect, it } from 'vitest';
import { runsTagManagerRoute } from './runsTagManagerRoute';

describe('runsTagManagerRoute', () => {
  it.each([
    ['/$lang/$apiKey/$cartId/', true],
    ['/$lang/$apiKey/$cartId/order-confirmation', true],
    ['/$lang/$apiKey/$cartId/stripe-redirected', false],
    ['/$lang/$apiKey/$cartId/mollie-redirected/v2', false],
    ['/$lang/$apiKey_/update-payment-method', false],
    ['/$lang/error/quote-unavailable', false],
    ['/$lang/cart/create', false],
    [undefined, false],
  ])('runs the tag manager on %s: %s', (routeId, runs) => {
    expect(runsTagManagerRoute(routeId)).toBe(runs);
  });
});
