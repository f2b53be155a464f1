import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../createSandboxApp';
import { providerSandboxes } from '../providers/providerSandboxes';
import { createTestClock } from '../testing/createTestClock';
import { createTestSandbox, requestSender, type SendRequest, type TestSandbox } from '../testing/createTestSandbox';
import { type DatabaseFault, faultyDatabase } from '../testing/faultyDatabase';
import { testOrder } from '../testing/orderFixtures';
import { cardCharges, createCardPaymentMethod } from '../testing/stripeCards';
import { testEngines } from '../testing/testEngines';

const order = testOrder;
const CREATE = '/api/demo-all/order-create';
const key = (value: string) => ({ 'idempotency-key': value });
const LEASE_MS = 120_000;

describe.each(testEngines())('order creation on %s, as strict as a real platform', (engine) => {
  const clock = createTestClock(new Date('2026-11-20T10:00:00Z'));
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ engine, providers: providerSandboxes, now: clock.now });
  });
  afterAll(() => sandbox?.close());
  beforeEach(() => sandbox.reset());

  /** An order of `cart-normal` paid with a new Stripe PaymentMethod for a card (v1 Card Element). */
  const cardPayment = async (number?: string) =>
    order('cart-normal', {
      payment_method: 'stripe-card',
      payment_method_payload: { payment_method_id: await createCardPaymentMethod(sandbox.send, number) },
    });
  const charges = (cartId: string) => cardCharges(sandbox.db, cartId);
  const liveOrders = (cartId: string) =>
    sandbox.db.query("SELECT id, status FROM orders WHERE cart_id = $1 AND status <> 'cancelled'", [cartId]);
  /** Another sandbox process on the same database, whose database access fails as `fault` says. */
  const otherProcess = (fault: DatabaseFault): { send: SendRequest; db: ReturnType<typeof faultyDatabase> } => {
    const db = faultyDatabase(sandbox.db, fault);
    return { db, send: requestSender(createSandboxApp({ db, providers: providerSandboxes, now: clock.now })) };
  };

  it('charges a cart once when two tabs order it at the same time, each with its own keys (finding 1)', async () => {
    const body = await cardPayment();
    const answers = await Promise.all(
      ['tab-a-press-1', 'tab-b-press-1', 'tab-a-press-2', 'tab-b-press-2', 'tab-a-press-3', 'tab-b-press-3'].map((k) =>
        sandbox.send('POST', CREATE, body, key(k)),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await charges('cart-normal')).toBe(1);
    expect(await liveOrders('cart-normal')).toHaveLength(1);
  });

  it('tells a second attempt on an ordered cart the order id (finding 2)', async () => {
    const first = await sandbox.send('POST', CREATE, order('cart-normal'), key('first-attempt'));
    const { data } = (await first.json()) as { data: { order_id: string } };
    const second = await sandbox.send('POST', CREATE, order('cart-normal'), key('second-attempt'));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      status: false,
      message: 'An order for this cart already exists.',
      code: 'order_exists',
      order_id: data.order_id,
    });
  });

  it.each([
    ['while it writes the order', /INSERT INTO orders/],
    ['while it stores its answer', /UPDATE idempotency_records SET state = 'done'/],
  ])(
    'lets the key of a request that crashed %s be taken over once its lease expired, and charges once (finding 2)',
    async (_, at) => {
      const body = await cardPayment();
      const dying = otherProcess({ kind: 'crash', at });
      void dying.send('POST', CREATE, body, key('crash-attempt'));
      await expect.poll(() => dying.db.struck).toBe(true);
      expect(await charges('cart-normal')).toBe(1);

      const leased = await sandbox.send('POST', CREATE, body, key('crash-attempt'));
      expect(leased.status).toBe(409);
      expect(await leased.json()).toMatchObject({ message: 'This order is already being processed.' });
      clock.advance(LEASE_MS + 1_000);
      const retry = await sandbox.send('POST', CREATE, body, key('crash-attempt'));
      expect(retry.status).toBe(201);
      const { data } = (await retry.json()) as { data: { order_id: string } };
      expect(await charges('cart-normal')).toBe(1);
      expect(await liveOrders('cart-normal')).toEqual([{ id: data.order_id, status: 'open' }]);
      const replay = await sandbox.send('POST', CREATE, body, key('crash-attempt'));
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const otherKey = await sandbox.send('POST', CREATE, body, key('after-the-crash'));
      expect(await otherKey.json()).toMatchObject({ code: 'order_exists', order_id: data.order_id });
    },
  );

  it('answers a database error on the order insert with 500, stores nothing, and lets the key create the order (finding 3)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = await cardPayment();
    const flaky = otherProcess({ kind: 'error', at: /INSERT INTO orders/ });
    const failed = await flaky.send('POST', CREATE, body, key('flaky-attempt'));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ status: false, message: 'Server error' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    const retry = await flaky.send('POST', CREATE, body, key('flaky-attempt'));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await charges('cart-normal')).toBe(1);
    expect(await liveOrders('cart-normal')).toHaveLength(1);
  });

  it('refuses a NUL character the database cannot store with 400, not as an existing order (finding 3)', async () => {
    const response = await sandbox.send(
      'POST',
      CREATE,
      order('cart-normal', { extras: [{ name: 'note', value: 'a\u0000b' }] }),
      key('nul-attempt'),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      'extras.0.value': ['The text contains a NUL character.'],
    });
    expect(await liveOrders('cart-normal')).toEqual([]);
  });

  it.each(['k', 'attempt:1/2?x=y&z', '~'.repeat(255)])('accepts the key %j the api-client may send', async (value) => {
    const response = await sandbox.send('POST', CREATE, order('cart-normal'), key(value));
    expect(response.status).toBe(201);
  });

  it.each(['', 'with space', 'x'.repeat(256), 'cl\u00e9'])('refuses the key %j with 400', async (value) => {
    const response = await sandbox.send('POST', CREATE, order('cart-normal'), key(value));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The Idempotency-Key header is malformed.' });
  });

  it('forgets a key after 24 hours, as Stripe does', async () => {
    expect((await sandbox.send('POST', CREATE, order('cart-normal'), key('daily-key'))).status).toBe(201);
    expect((await sandbox.send('POST', CREATE, order('cart-voucher'), key('daily-key'))).status).toBe(422);
    clock.advance(24 * 3_600_000 + 1_000);
    expect((await sandbox.send('POST', CREATE, order('cart-voucher'), key('daily-key'))).status).toBe(201);
  });
});
