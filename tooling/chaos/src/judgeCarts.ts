import type { LedgerCart } from './LedgerSchema';
import type { ShopperScreen } from './ShopperScreen';

/**
 * What the platform says of an order a screen names: its status, and the cart whose payment-status
 * names it as its order (`null` when none of the run's carts does); `null` when it has no such order.
 */
export type OrderRecord = { readonly cartId: string | null; readonly status: string } | null;

/** One breach of "one charge per cart, whatever happens". */
export interface CartProblem {
  readonly kind:
    | 'double-charge'
    | 'charged-twice'
    | 'orphan-charge'
    | 'order-without-charge'
    | 'two-orders'
    | 'wrong-outcome';
  readonly detail: string;
}

/** A cart's money, its orders and what its shopper was shown, judged. */
export interface CartVerdict {
  readonly cartId: string;
  readonly charges: number;
  readonly refunds: number;
  readonly orders: number;
  readonly drafts: number;
  readonly screens: readonly ShopperScreen[];
  readonly problems: readonly CartProblem[];
}

/** What {@link judgeCarts} compares. */
export interface VerdictInput {
  /** Every cart of the run (a cart the ledger does not list took no money and has no order). */
  readonly cartIds: readonly string[];
  readonly ledger: readonly LedgerCart[];
  readonly screens: readonly ShopperScreen[];
  /** The platform's record of every order a screen shows as confirmed. */
  readonly orders: ReadonlyMap<string, OrderRecord>;
}

const LIVE = new Set(['open', 'fulfilled']);
const RANK = { confirmed: 2, 'being-confirmed': 1, failed: 0 } as const;

function wrongConfirmations(cartId: string, screens: readonly ShopperScreen[], orders: VerdictInput['orders']) {
  const problems: CartProblem[] = [];
  for (const screen of screens) {
    if (screen.shown.kind !== 'confirmed') continue;
    const { orderId } = screen.shown;
    const order = orders.get(orderId) ?? null;
    const why =
      order === null
        ? 'the platform has no such order'
        : order.cartId !== cartId
          ? order.cartId === null
            ? 'it is not the order of this cart'
            : `it is the order of cart ${order.cartId}`
          : LIVE.has(order.status)
            ? null
            : `it is ${order.status}`;
    if (why)
      problems.push({
        kind: 'wrong-outcome',
        detail: `tab ${screen.tab} shows order ${orderId} confirmed, but ${why}`,
      });
  }
  return problems;
}

/**
 * Holds every cart's money against its orders and its shopper's screens, after recovery:
 * charges − refunds = orders ≤ 1, never more than one charge, and no screen that lies. A screen
 * lies when it confirms an order that is not live on that cart, or when every tab of the shopper
 * says the payment failed while the cart was charged or has an order (the shopper would pay again).
 * "Being confirmed" is never a lie: it promises nothing.
 */
export function judgeCarts(input: VerdictInput): CartVerdict[] {
  const ledger = new Map(input.ledger.map((cart) => [cart.cart_id, cart]));
  return input.cartIds.map((cartId) => {
    const { charges = 0, refunds = 0, orders = 0, drafts = 0 } = ledger.get(cartId) ?? {};
    const screens = input.screens.filter((screen) => screen.cartId === cartId);
    const net = charges - refunds;
    const problems: CartProblem[] = [];
    if (net > 1)
      problems.push({ kind: 'double-charge', detail: `${net} charges kept (${charges} taken, ${refunds} refunded)` });
    else if (charges > 1)
      problems.push({ kind: 'charged-twice', detail: `${charges} charges taken, ${refunds} refunded` });
    if (net > orders)
      problems.push({ kind: 'orphan-charge', detail: `${net - orders} charge(s) without an order or a refund` });
    if (orders > net)
      problems.push({ kind: 'order-without-charge', detail: `${orders} order(s) for ${net} charge(s) kept` });
    if (orders > 1) problems.push({ kind: 'two-orders', detail: `${orders} live orders` });
    problems.push(...wrongConfirmations(cartId, screens, input.orders));
    const best = screens.reduce<ShopperScreen | null>(
      (top, screen) => (top === null || RANK[screen.shown.kind] > RANK[top.shown.kind] ? screen : top),
      null,
    );
    if (best?.shown.kind === 'failed' && (net > 0 || orders > 0)) {
      problems.push({
        kind: 'wrong-outcome',
        detail: `the shopper was shown "${best.shown.reason}" but the cart has ${net} charge(s) kept and ${orders} order(s)`,
      });
    }
    return { cartId, charges, refunds, orders, drafts, screens, problems };
  });
}
