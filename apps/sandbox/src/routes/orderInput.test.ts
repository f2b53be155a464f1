import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../http/findBodyRefusal';
import { MAX_BODY_BYTES } from '../http/limitBody';
import type { ProviderSandbox } from '../providers/ProviderSandbox';
import { providerSandboxes } from '../providers/providerSandboxes';
import { createTestSandbox, type TestSandbox } from '../testing/createTestSandbox';
import { testAddress, testContact, testOrder } from '../testing/orderFixtures';
import { createCardPaymentMethod } from '../testing/stripeCards';
import { testEngines } from '../testing/testEngines';

const CREATE = '/api/demo-all/order-create';
const key = (value: string) => ({ 'idempotency-key': value });

/** Half of "😀": what a text cut in the middle of an emoji ends with. */
const HIGH = '\ud83d';
const LONE_TEXT = 'The text is not well-formed Unicode (it holds a lone surrogate).';
const LONE_KEY = 'A key is not well-formed Unicode (it holds a lone surrogate).';
const NUL_TEXT = 'The text contains a NUL character.';

/** A contact whose `billing` or `shipping` address has `change` applied. */
const contactWith = (which: 'billing' | 'shipping', change: Record<string, string>) => ({
  ...testContact,
  address: { ...testContact.address, [which]: { ...testAddress, ...change } },
});

/**
 * Order bodies a real platform refuses before anything happens, each with the field its 400 names
 * (issue 41 finding 3: a lone surrogate used to be charged, then refused by PostgreSQL's jsonb).
 */
const hostile: [string, Record<string, unknown>, string, string][] = [
  [
    'a lone surrogate in an extra (the notes)',
    { extras: [{ name: 'purchase_order', value: `PO 17 ${HIGH}` }] },
    'extras.0.value',
    LONE_TEXT,
  ],
  [
    'a lone low surrogate in the first name',
    { contact: contactWith('billing', { first_name: 'Al\udc00ex' }) },
    'contact.address.billing.first_name',
    LONE_TEXT,
  ],
  [
    'a cut emoji in the shipping address note',
    { contact: contactWith('shipping', { note: `Leave it at the door ${HIGH}` }) },
    'contact.address.shipping.note',
    LONE_TEXT,
  ],
  [
    'a NUL in the last name',
    { contact: contactWith('billing', { last_name: 'Mu\u0000ster' }) },
    'contact.address.billing.last_name',
    NUL_TEXT,
  ],
  [
    'a lone surrogate in a checkbox name (a key)',
    { checkboxes: { terms: true, [`x${HIGH}`]: true } },
    'checkboxes',
    LONE_KEY,
  ],
];

describe.each(testEngines())('order creation on %s refuses text it cannot store before charging', (engine) => {
  let sandbox: TestSandbox;
  /** Gateways whose `authorize` was called, in order: a refused body must call none. */
  const authorized: string[] = [];
  const providers: ProviderSandbox[] = providerSandboxes.map((provider) => ({
    ...provider,
    authorize: (attempt, ctx) => {
      authorized.push(provider.gateway);
      return provider.authorize(attempt, ctx);
    },
  }));
  beforeAll(async () => {
    sandbox = await createTestSandbox({ engine, providers });
  });
  afterAll(() => sandbox?.close());
  beforeEach(async () => {
    await sandbox.reset();
    authorized.length = 0;
  });

  /**
   * An order of `cart-normal` paid by a Stripe card, as Stripe.js creates its PaymentMethod: `extra`
   * overrides fields of the body, `payload` adds to `payment_method_payload`.
   */
  const cardOrder = async (extra: Record<string, unknown> = {}, payload: Record<string, unknown> = {}) =>
    testOrder('cart-normal', {
      payment_method: 'stripe-card',
      payment_method_payload: { payment_method_id: await createCardPaymentMethod(sandbox.send), ...payload },
      ...extra,
    });
  /** PaymentIntents of the cart, whatever their status: the provider's trace of an attempt. */
  const intents = async () =>
    (
      await sandbox.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM provider_objects WHERE provider = 'stripe' AND kind = 'payment_intent'
           AND document->>'cart_id' = 'cart-normal'`,
      )
    )[0]?.count;
  const orders = () => sandbox.db.query("SELECT id FROM orders WHERE cart_id = 'cart-normal'");

  it.each(hostile)(
    'refuses %s with 400 on its field, never calls the provider, and takes the clean order',
    async (_, change, path, message) => {
      const response = await sandbox.send('POST', CREATE, await cardOrder(change), key('hostile-attempt'));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: false,
        message: 'The given data was invalid.',
        errors: { [path]: [message] },
      });
      expect(authorized).toEqual([]);
      expect(await intents()).toBe(0);
      expect(await orders()).toEqual([]);

      // Nothing was stored under the key: the same key pays the cart once the text is fixed.
      const clean = await sandbox.send('POST', CREATE, await cardOrder(), key('hostile-attempt'));
      expect(clean.status).toBe(201);
      expect(authorized).toEqual(['stripe']);
      expect(await intents()).toBe(1);
      expect(await orders()).toHaveLength(1);
    },
  );

  it('refuses a lone surrogate in a key of the provider payload, naming the object that holds it', async () => {
    const response = await sandbox.send('POST', CREATE, await cardOrder({}, { '\udfffmeta': 'x' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({ payment_method_payload: [LONE_KEY] });
    expect(authorized).toEqual([]);
    expect(await intents()).toBe(0);
  });

  it(`refuses a provider payload nested deeper than ${MAX_BODY_DEPTH} levels with 400, never calling the provider`, async () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < MAX_BODY_DEPTH; level++) deep = { deep };
    const response = await sandbox.send('POST', CREATE, await cardOrder({}, { deep }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message: 'The request body is nested too deeply.' });
    expect(authorized).toEqual([]);
    expect(await intents()).toBe(0);
  });

  it('refuses an order body over 1 MB with 413, announced or chunked, never calling the provider', async () => {
    const text = JSON.stringify(
      await cardOrder({ extras: [{ name: 'purchase_order', value: 'x'.repeat(MAX_BODY_BYTES) }] }),
    );
    const announced = await sandbox.send('POST', CREATE, text, { 'content-length': String(text.length) });
    expect(announced.status).toBe(413);
    const bytes = new TextEncoder().encode(text);
    const chunked = await sandbox.app.request(CREATE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 65_536)
            controller.enqueue(bytes.subarray(offset, offset + 65_536));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(authorized).toEqual([]);
    expect(await intents()).toBe(0);
    expect(await orders()).toEqual([]);
  });

  it('keeps a well-formed emoji, whose two halves make one character', async () => {
    const response = await sandbox.send(
      'POST',
      CREATE,
      await cardOrder({ extras: [{ name: 'purchase_order', value: 'PO 17 \ud83d\ude00' }] }),
    );
    expect(response.status).toBe(201);
    expect(authorized).toEqual(['stripe']);
  });
});
