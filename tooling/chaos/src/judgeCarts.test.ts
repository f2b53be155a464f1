import { describe, expect, it } from 'vitest';
import { judgeCarts, type OrderRecord } from './judgeCarts';
import type { LedgerCart } from './LedgerSchema';
import type { ShopperScreen } from './ShopperScreen';
import type { ShownOutcome } from './ShownOutcome';

const cart = (cart_id: string, charges: number, refunds: number, orders: number, drafts = 0): LedgerCart => ({
  api_key: 'demo-all',
  cart_id,
  charges,
  refunds,
  orders,
  drafts,
});
const screen = (cartId: string, shown: ShownOutcome, tab = 'a'): ShopperScreen => ({
  cartId,
  tab,
  path: 'stripe-v1',
  browser: false,
  shown,
});
const confirmed = (orderId: string): ShownOutcome => ({ kind: 'confirmed', orderId });
const failed: ShownOutcome = { kind: 'failed', reason: 'Your card was declined.' };
const waiting: ShownOutcome = { kind: 'being-confirmed', reason: 'the answer was lost' };
const orders = (entries: [string, OrderRecord][]) => new Map(entries);

const kinds = (input: Parameters<typeof judgeCarts>[0]) =>
  judgeCarts(input).flatMap((v) => v.problems.map((p) => p.kind));

describe('judgeCarts', () => {
  it('passes a paid cart whose shopper sees its order, and a declined one that took nothing', () => {
    const verdicts = judgeCarts({
      cartIds: ['paid', 'declined'],
      ledger: [cart('paid', 1, 0, 1)],
      screens: [screen('paid', confirmed('ord_1')), screen('declined', failed)],
      orders: orders([['ord_1', { cartId: 'paid', status: 'open' }]]),
    });
    expect(verdicts.map((v) => v.problems)).toEqual([[], []]);
    expect(verdicts[1]).toMatchObject({ charges: 0, refunds: 0, orders: 0 });
  });

  it('fails a double charge', () => {
    expect(
      kinds({
        cartIds: ['c'],
        ledger: [cart('c', 2, 0, 1)],
        screens: [screen('c', confirmed('ord_1'))],
        orders: orders([['ord_1', { cartId: 'c', status: 'open' }]]),
      }),
    ).toContain('double-charge');
  });

  it('fails a cart charged twice even when the second charge was refunded', () => {
    expect(
      kinds({
        cartIds: ['c'],
        ledger: [cart('c', 2, 1, 1)],
        screens: [screen('c', confirmed('ord_1'))],
        orders: orders([['ord_1', { cartId: 'c', status: 'open' }]]),
      }),
    ).toEqual(['charged-twice']);
  });

  it('fails an orphan charge: money taken, no order, no refund', () => {
    expect(
      kinds({ cartIds: ['c'], ledger: [cart('c', 1, 0, 0)], screens: [screen('c', waiting)], orders: orders([]) }),
    ).toEqual(['orphan-charge']);
  });

  it('passes a charge that recovery refunded because no order could be written', () => {
    expect(
      kinds({ cartIds: ['c'], ledger: [cart('c', 1, 1, 0)], screens: [screen('c', failed)], orders: orders([]) }),
    ).toEqual([]);
  });

  it('fails two live orders, and an order without a charge', () => {
    expect(kinds({ cartIds: ['c'], ledger: [cart('c', 2, 0, 2)], screens: [], orders: orders([]) })).toEqual([
      'double-charge',
      'two-orders',
    ]);
    expect(kinds({ cartIds: ['c'], ledger: [cart('c', 0, 0, 1)], screens: [], orders: orders([]) })).toEqual([
      'order-without-charge',
    ]);
  });

  it('fails a confirmation of an order that is not live on that cart', () => {
    const problems = judgeCarts({
      cartIds: ['c', 'd'],
      ledger: [cart('c', 1, 0, 1), cart('d', 1, 0, 1)],
      screens: [
        screen('c', confirmed('ord_missing')),
        screen('c', confirmed('ord_cancelled'), 'b'),
        screen('d', confirmed('ord_of_c')),
        screen('d', confirmed('ord_stray'), 'b'),
      ],
      orders: orders([
        ['ord_missing', null],
        ['ord_cancelled', { cartId: 'c', status: 'cancelled' }],
        ['ord_of_c', { cartId: 'c', status: 'open' }],
        ['ord_stray', { cartId: null, status: 'open' }],
      ]),
    }).flatMap((v) => v.problems.map((p) => p.detail));
    expect(problems).toEqual([
      'tab a shows order ord_missing confirmed, but the platform has no such order',
      'tab b shows order ord_cancelled confirmed, but it is cancelled',
      'tab a shows order ord_of_c confirmed, but it is the order of cart c',
      'tab b shows order ord_stray confirmed, but it is not the order of this cart',
    ]);
  });

  it('fails a shopper shown a failure while the cart was charged', () => {
    expect(
      kinds({ cartIds: ['c'], ledger: [cart('c', 1, 0, 1)], screens: [screen('c', failed)], orders: orders([]) }),
    ).toEqual(['wrong-outcome']);
  });

  it("passes a tab shown a failure when the shopper's other tab confirms the order", () => {
    expect(
      kinds({
        cartIds: ['c'],
        ledger: [cart('c', 1, 0, 1)],
        screens: [screen('c', failed), screen('c', confirmed('ord_1'), 'b')],
        orders: orders([['ord_1', { cartId: 'c', status: 'open' }]]),
      }),
    ).toEqual([]);
  });

  it('never counts "being confirmed" as a wrong outcome', () => {
    expect(
      kinds({ cartIds: ['c'], ledger: [cart('c', 1, 0, 1)], screens: [screen('c', waiting)], orders: orders([]) }),
    ).toEqual([]);
  });
});
