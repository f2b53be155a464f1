import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../createSandboxApp';
import { createSettlement } from '../orders/createSettlement';
import { providerSandboxes } from '../providers/providerSandboxes';
import { createTestClock } from '../testing/createTestClock';
import {
  createTestSandbox,
  readEnvelope,
  requestSender,
  type SendRequest,
  type TestSandbox,
} from '../testing/createTestSandbox';
import { type DatabaseFault, faultyDatabase } from '../testing/faultyDatabase';
import { testOrder } from '../testing/orderFixtures';
import { cardCharges, createCardPaymentMethod } from '../testing/stripeCards';
import { testEngines } from '../testing/testEngines';
import type { LedgerRow } from './paymentStateRoutes';

const CREATE = '/api/demo-all/order-create';
const STATUS = '/api/demo-all/cart/cart-normal/payment-status';
const key = (value: string) => ({ 'idempotency-key': value });
const LEASE_MS = 120_000;

describe.each(testEngines())('one charge per cart on %s, whatever the keys (issue 41)', (engine) => {
  const clock = createTestClock(new Date('2026-11-20T10:00:00Z'));
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ engine, providers: providerSandboxes, now: clock.now });
  });
  afterAll(() => sandbox?.close());
  beforeEach(() => sandbox.reset());

  const ctx = () => ({ db: sandbox.db, publicUrl: 'http://127.0.0.1:4010', now: clock.now });
  /** An order paid with a new Stripe PaymentMethod for a card, as each press of the v1 Card Element creates one. */
  const cardOrder = async (number?: string, cartId = 'cart-normal') =>
    testOrder(cartId, {
      payment_method: 'stripe-card',
      payment_method_payload: { payment_method_id: await createCardPaymentMethod(sandbox.send, number) },
    });
  const charges = (cartId = 'cart-normal') => cardCharges(sandbox.db, cartId);
  const liveOrders = (cartId = 'cart-normal') =>
    sandbox.db.query("SELECT id, status FROM orders WHERE cart_id = $1 AND status <> 'cancelled'", [cartId]);
  const paymentStatus = async () =>
    (await readEnvelope<{ state: string; order_id: string | null }>(await sandbox.send('GET', STATUS))).data;
  const ledger = async (cartId = 'cart-normal') => {
    const response = await sandbox.send('GET', `/sandbox/ledger?api_key=demo-all&cart_id=${cartId}`);
    return ((await response.json()) as { carts: LedgerRow[] }).carts;
  };
  /** Another sandbox process on the same database, whose database access fails as `fault` says. */
  const otherProcess = (fault: DatabaseFault): { send: SendRequest; db: ReturnType<typeof faultyDatabase> } => {
    const db = faultyDatabase(sandbox.db, fault);
    return { db, send: requestSender(createSandboxApp({ db, providers: providerSandboxes, now: clock.now })) };
  };
  /** Charges the cart in a process that dies before the order is written. */
  const crashAfterCharge = async (body: unknown, requestKey = 'press-1') => {
    const dying = otherProcess({ kind: 'crash', at: /INSERT INTO orders/ });
    void dying.send('POST', CREATE, body, key(requestKey));
    await expect.poll(() => dying.db.struck).toBe(true);
    expect(await charges()).toBe(1);
  };

  it('charges once when, after a crash between charge and order, the shopper pays again with a new key and a new card token (findings 1 and 4)', async () => {
    await crashAfterCharge(await cardOrder());
    clock.advance(LEASE_MS + 1_000);
    const again = await sandbox.send('POST', CREATE, await cardOrder(), key('press-2-new-key'));
    expect(again.status).toBe(201);
    const { data } = await readEnvelope<{ order_id: string; confirmation: { order: { status: string } } }>(again);
    expect(data.confirmation.order.status).toBe('open');
    expect(await charges()).toBe(1);
    expect(await liveOrders()).toEqual([{ id: data.order_id, status: 'open' }]);
    expect(await ledger()).toMatchObject([{ charges: 1, refunds: 0, orders: 1 }]);
  });

  it('answers a new key while the crashed request still holds the cart with 409 in progress, charging nothing', async () => {
    await crashAfterCharge(await cardOrder());
    const early = await sandbox.send('POST', CREATE, await cardOrder(), key('press-2'));
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'order_in_progress' });
    expect(await charges()).toBe(1);
    expect(await paymentStatus()).toEqual({ state: 'charged', order_id: null });
  });

  it('writes the order of a charge left without one when the lease ends, and tells every later key its id', async () => {
    const body = await cardOrder();
    await crashAfterCharge(body);
    const settlement = createSettlement(ctx(), providerSandboxes);
    await settlement.run();
    expect(await liveOrders()).toEqual([]);
    clock.advance(LEASE_MS + 1_000);
    await settlement.run();
    const [order] = await liveOrders();
    expect(order).toMatchObject({ status: 'open' });
    expect(await paymentStatus()).toEqual({ state: 'ordered', order_id: order?.id });
    const retry = await sandbox.send('POST', CREATE, body, key('press-1'));
    expect(await retry.json()).toMatchObject({ code: 'order_exists', order_id: order?.id });
    const newKey = await sandbox.send('POST', CREATE, await cardOrder(), key('press-2'));
    expect(await newKey.json()).toMatchObject({ code: 'order_exists', order_id: order?.id });
    expect(await charges()).toBe(1);
    expect(await ledger()).toMatchObject([{ charges: 1, refunds: 0, orders: 1, attempts: { ordered: 1 } }]);
  });

  it('settles at once after a restart on a database no other process uses', async () => {
    const body = await cardOrder();
    await crashAfterCharge(body);
    await createSettlement(ctx(), providerSandboxes).afterRestart();
    const [order] = await liveOrders();
    expect(order).toMatchObject({ status: 'open' });
    const retry = await sandbox.send('POST', CREATE, body, key('press-1'));
    expect(await retry.json()).toMatchObject({ code: 'order_exists', order_id: order?.id });
  });

  it('refunds a charge left without an order when the cart has changed since, then charges the new total once', async () => {
    await crashAfterCharge(await cardOrder());
    clock.advance(LEASE_MS + 1_000);
    await sandbox.send('PUT', '/api/demo-all/cart/cart-normal/items/li_cart-normal_1', { quantity: 2 });
    const again = await sandbox.send('POST', CREATE, await cardOrder(), key('press-2'));
    expect(again.status).toBe(201);
    expect(await charges()).toBe(2);
    expect(await liveOrders()).toHaveLength(1);
    expect(await ledger()).toMatchObject([
      { charges: 2, refunds: 1, orders: 1, attempts: { refunded: 1, ordered: 1 } },
    ]);
  });

  it('starts a new attempt with a new card after a decline, and charges once', async () => {
    const declined = await sandbox.send('POST', CREATE, await cardOrder('4000000000000002'), key('press-1'));
    expect(declined.status).toBe(402);
    // The merchant's ledger counts no charge for the decline, beside the seeded orders paid with no reference.
    const merchant = await sandbox.send('GET', '/sandbox/ledger?api_key=demo-all');
    expect(((await merchant.json()) as { carts: LedgerRow[] }).carts).toMatchObject([
      { cart_id: 'cart-normal', charges: 0, orders: 0 },
    ]);
    expect(await paymentStatus()).toEqual({ state: 'none', order_id: null });
    const paid = await sandbox.send('POST', CREATE, await cardOrder(), key('press-2'));
    expect(paid.status).toBe(201);
    expect(await charges()).toBe(1);
    expect(await ledger()).toMatchObject([{ charges: 1, refunds: 0, orders: 1, attempts: { failed: 1, ordered: 1 } }]);
  });

  it('says what became of the cart: none, pending for a draft, ordered; 404 for an unknown cart', async () => {
    expect(await paymentStatus()).toEqual({ state: 'none', order_id: null });
    const draft = await sandbox.send(
      'POST',
      CREATE,
      testOrder('cart-normal', {
        payment_method: 'mollie',
        payment_method_payload: { return_url: 'http://127.0.0.1:5173/r' },
      }),
      key('mollie'),
    );
    const { data } = await readEnvelope<{ order_id: string }>(draft);
    expect(await paymentStatus()).toEqual({ state: 'pending', order_id: data.order_id });
    expect((await sandbox.send('GET', '/api/demo-all/cart/no-such-cart/payment-status')).status).toBe(404);
    const paid = await sandbox.send('POST', CREATE, testOrder('cart-voucher'), key('invoice'));
    const { data: ordered } = await readEnvelope<{ order_id: string }>(paid);
    expect(
      (await readEnvelope(await sandbox.send('GET', '/api/demo-all/cart/cart-voucher/payment-status'))).data,
    ).toEqual({ state: 'ordered', order_id: ordered.order_id });
  });
});
