import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettlement } from '../orders/createSettlement';
import { providerSandboxes } from '../providers/providerSandboxes';
import { createTestClock } from '../testing/createTestClock';
import { createTestSandbox, readEnvelope, type TestSandbox } from '../testing/createTestSandbox';
import { testOrder } from '../testing/orderFixtures';

const order = testOrder;
const CREATE = '/api/demo-all/order-create';
const RETURN_URL = 'http://127.0.0.1:3000/en/demo-all/cart-normal/redirected';
const STRIPE_KEY = { authorization: 'Bearer pk_test_sandbox_demo-all' };
const DRAFT_TTL_MS = 30 * 60_000;
type Created = { order_id: string; redirect: boolean; redirect_url?: string };

// Drafts run on PGlite only: they add no database behaviour beyond the order tests' lock and lease.
describe('drafts: a payment left open at its provider never blocks its cart for good (finding 4)', () => {
  const clock = createTestClock(new Date('2026-11-20T10:00:00Z'));
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ providers: providerSandboxes, now: clock.now });
  });
  afterAll(() => sandbox?.close());
  beforeEach(() => sandbox.reset());

  const create = async (body: unknown, idempotencyKey: string) => {
    const response = await sandbox.send('POST', CREATE, body, { 'idempotency-key': idempotencyKey });
    return { status: response.status, body: (await response.json()) as { data: Created } & Record<string, unknown> };
  };
  /** An order left at Mollie's hosted page: the shopper never chose an outcome. */
  const mollieDraft = async (cartId = 'cart-normal') => {
    const created = await create(
      order(cartId, { payment_method: 'mollie', payment_method_payload: { return_url: RETURN_URL } }),
      `mollie-${cartId}`,
    );
    expect(created.body.data.redirect).toBe(true);
    return created.body.data;
  };
  const statusOf = async (orderId: string) =>
    (await sandbox.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0]?.status;
  const cartDraftId = async (cartId = 'cart-normal') =>
    (await readEnvelope<{ draft_id: string | null }>(await sandbox.send('GET', `/api/demo-all/cart/${cartId}`))).data
      .draft_id;

  it('names a fresh draft on its cart, and refuses another attempt with the draft order id', async () => {
    const draft = await mollieDraft();
    expect(await cartDraftId()).toBe(draft.order_id);
    const other = await create(order('cart-normal'), 'invoice-while-draft');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'order_exists', order_id: draft.order_id });
    expect(await statusOf(draft.order_id)).toBe('draft');
  });

  it('gives the draft up when the next attempt names it (draft_id): its payment expires, the new order is made', async () => {
    const draft = await mollieDraft();
    const next = await create(order('cart-normal', { draft_id: draft.order_id }), 'invoice-over-draft');
    expect(next.status).toBe(201);
    expect(await statusOf(draft.order_id)).toBe('cancelled');
    expect((await sandbox.send('GET', new URL(draft.redirect_url ?? '').pathname)).status).toBe(404);
    expect(await cartDraftId()).toBeNull();
  });

  it('gives up a draft older than 30 minutes on the next attempt', async () => {
    const draft = await mollieDraft();
    clock.advance(DRAFT_TTL_MS + 1_000);
    expect((await create(order('cart-normal'), 'invoice-after-ttl')).status).toBe(201);
    expect(await statusOf(draft.order_id)).toBe('cancelled');
  });

  it('opens a stale draft its provider reports paid instead of charging again', async () => {
    const draft = await mollieDraft();
    // Mollie took the payment but its word never reached the platform.
    await sandbox.db.query(
      "UPDATE provider_objects SET status = 'paid' WHERE provider = 'mollie' AND id = (SELECT payment_reference FROM orders WHERE id = $1)",
      [draft.order_id],
    );
    clock.advance(DRAFT_TTL_MS + 1_000);
    const next = await create(order('cart-normal'), 'invoice-after-paid');
    expect(next.status).toBe(409);
    expect(next.body).toMatchObject({ code: 'order_exists', order_id: draft.order_id });
    expect(await statusOf(draft.order_id)).toBe('open');
  });

  it('opens a stale draft its provider took the money for, and gives an unpaid one up, without waiting for an attempt (issue 41)', async () => {
    const paid = await mollieDraft('cart-normal');
    const unpaid = await mollieDraft('cart-voucher');
    await sandbox.db.query(
      "UPDATE provider_objects SET status = 'paid' WHERE provider = 'mollie' AND id = (SELECT payment_reference FROM orders WHERE id = $1)",
      [paid.order_id],
    );
    const settlement = createSettlement(
      { db: sandbox.db, publicUrl: 'http://127.0.0.1:4010', now: clock.now },
      providerSandboxes,
    );
    await settlement.run();
    expect(await statusOf(paid.order_id)).toBe('draft');
    clock.advance(DRAFT_TTL_MS + 1_000);
    await settlement.run();
    expect(await statusOf(paid.order_id)).toBe('open');
    expect(await statusOf(unpaid.order_id)).toBe('cancelled');
    const ledger = await sandbox.send('GET', '/sandbox/ledger?api_key=demo-all&cart_id=cart-normal');
    expect(await ledger.json()).toMatchObject({ carts: [{ charges: 1, refunds: 0, orders: 1, drafts: 0 }] });
  });

  it('gives the draft of a 3-D Secure visit left open up on POST /cart/{cart_id}/reset, keeping the cart as it was', async () => {
    await sandbox.send('POST', '/api/demo-all/cart/cart-voucher/voucher', { voucher_code: 'SAVE5', email: '' });
    const method = await sandbox.send(
      'POST',
      '/sandbox/stripe/v1/payment_methods',
      { type: 'card', card: { number: '4000002760003184' } },
      STRIPE_KEY,
    );
    const { id } = (await method.json()) as { id: string };
    const draft = await create(
      order('cart-voucher', {
        payment_method: 'stripe-card',
        payment_method_payload: { payment_method_id: id, return_url: RETURN_URL },
      }),
      'three-ds-left-open',
    );
    expect(draft.body.data.redirect).toBe(true);
    const reset = await sandbox.send('POST', '/api/demo-all/cart/cart-voucher/reset');
    expect(reset.status).toBe(200);
    expect((await readEnvelope<{ voucher: { code: string } | null }>(reset)).data.voucher?.code).toBe('SAVE5');
    expect(await statusOf(draft.body.data.order_id)).toBe('cancelled');
    expect((await sandbox.send('GET', new URL(draft.body.data.redirect_url ?? '').pathname)).status).toBe(404);
    expect((await create(order('cart-voucher'), 'invoice-after-reset')).status).toBe(201);
  });

  it('lets a Payment Element retry after a decline pay with the same intent, charging once', async () => {
    const stripe = await readEnvelope<{ client_secret: string }>(
      await sandbox.send('GET', '/api/demo-all/cart/cart-normal/psp/stripe'),
    );
    const intentId = stripe.data.client_secret.split('_secret_')[0] as string;
    const body = order('cart-normal', {
      payment_method: 'stripe-payment-element',
      payment_method_payload: { payment_intent_id: intentId },
    });
    const confirm = (number: string) =>
      sandbox.send(
        'POST',
        `/sandbox/stripe/v1/payment_intents/${intentId}/confirm`,
        { client_secret: stripe.data.client_secret, payment_method_data: { card: { number } } },
        STRIPE_KEY,
      );
    const first = await create(body, 'element-attempt-1');
    expect((await confirm('4000000000000002')).status).toBe(402);
    const second = await create(body, 'element-attempt-2');
    expect(second.status).toBe(201);
    expect((await confirm('4242424242424242')).status).toBe(200);
    expect(await statusOf(first.body.data.order_id)).toBe('cancelled');
    expect(await statusOf(second.body.data.order_id)).toBe('open');
  });
});
