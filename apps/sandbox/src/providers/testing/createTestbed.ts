import { Hono } from 'hono';
import { createDatabase } from '../../db/createDatabase';
import type { Database } from '../../db/Database';
import { migrate } from '../../db/migrate';
import type { SandboxContext } from '../../SandboxContext';
import { saveCart } from '../../store/carts';
import type { OrderDocument } from '../../store/orders';
import type { CartDocument, MerchantRecord, MerchantSettingsRecord } from '../../store/records';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from '../ProviderSandbox';

/** The origin tests pretend the sandbox runs on. */
export const TEST_PUBLIC_URL = 'http://127.0.0.1:4010';

/** The checkout's return URL used in tests. */
export const TEST_RETURN_URL = 'http://127.0.0.1:3000/en/demo/cart-1/redirected';

/** A memory database with every migration, an app with the modules under test, and seeding helpers. */
export interface Testbed {
  db: Database;
  ctx: SandboxContext;
  app: Hono;
  /** Empties every table (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Opens a testbed: one per test file, since a database takes seconds to start. */
export async function createTestbed(register: (app: Hono, ctx: SandboxContext) => void): Promise<Testbed> {
  const db = await createDatabase({ kind: 'memory' });
  await migrate(db);
  const ctx: SandboxContext = { db, publicUrl: TEST_PUBLIC_URL, now: () => new Date('2030-01-15T10:00:00Z') };
  const app = new Hono();
  register(app, ctx);
  return {
    db,
    ctx,
    app,
    reset: () =>
      db.exec(
        'TRUNCATE merchants, products, carts, customers, orders, payment_methods, provider_objects, captcha_tokens CASCADE',
      ),
    close: () => db.close(),
  };
}

/** Inserts a merchant offering every gateway (or the given settings). */
export async function seedMerchant(
  db: Database,
  overrides: Omit<Partial<MerchantRecord>, 'settings'> & { settings?: Partial<MerchantSettingsRecord> } = {},
): Promise<MerchantRecord> {
  const merchant: MerchantRecord = {
    api_key: 'demo',
    name: 'Demo Rentals',
    link_secret: 'secret',
    locale_override: null,
    styling: null,
    theme: null,
    ...overrides,
    settings: {
      currency: 'EUR',
      payment_methods: [
        { id: '1', gateway: 'stripe', name: 'Card', version: 2 },
        { id: '2', gateway: 'adyen', name: 'Adyen' },
        { id: '3', gateway: 'braintree', name: 'Braintree' },
        { id: '4', gateway: 'mollie', name: 'Mollie' },
        { id: '5', gateway: 'paypal', name: 'PayPal' },
        { id: '6', gateway: 'offlinegateway', name: 'Invoice' },
      ],
      ...overrides.settings,
    },
  };
  await db.query('INSERT INTO merchants (api_key, name, link_secret, settings) VALUES ($1, $2, $3, $4)', [
    merchant.api_key,
    merchant.name,
    merchant.link_secret,
    JSON.stringify(merchant.settings),
  ]);
  return merchant;
}

/** Saves an open cart of two lines (49.90 EUR in total) for the merchant. */
export async function seedCart(
  db: Database,
  apiKey: string,
  overrides: Partial<CartDocument> = {},
): Promise<CartDocument> {
  const cart: CartDocument = {
    id: 'cart-1',
    currency: 'EUR',
    items: [
      { id: 'l1', sku: 'BIKE', name: 'Bike', quantity: 1, price: '39.90' },
      { id: 'l2', sku: 'LOCK', name: 'Lock', quantity: 2, price: '5.00' },
    ],
    draft_id: null,
    voucher: null,
    shipping_country: 'DE',
    shipping_method_id: null,
    params: {},
    settings: null,
    ...overrides,
  };
  await saveCart(db, apiKey, cart);
  return cart;
}

/** Inserts a customer. */
export async function seedCustomer(db: Database, apiKey: string, id = 'cus-1'): Promise<string> {
  await db.query('INSERT INTO customers (id, api_key, email) VALUES ($1, $2, $3)', [id, apiKey, `${id}@example.com`]);
  return id;
}

/** A checkout attempt for the cart, with the given payload. */
export function orderAttempt(
  merchant: MerchantRecord,
  cart: CartDocument,
  gateway: PaymentAttempt['gateway'],
  payload: Record<string, unknown>,
  orderId = 'order-1',
): PaymentAttempt {
  return {
    merchant,
    gateway,
    purpose: 'order',
    cart,
    orderId,
    customerId: null,
    amount: '49.90',
    currency: 'EUR',
    payload,
  };
}

/** An update-flow attempt for the customer's order. */
export function updateAttempt(
  merchant: MerchantRecord,
  gateway: PaymentAttempt['gateway'],
  customerId: string,
  payload: Record<string, unknown>,
  orderId: string | null = null,
): PaymentAttempt {
  return {
    merchant,
    gateway,
    purpose: 'update',
    cart: null,
    orderId,
    customerId,
    amount: '0.00',
    currency: 'EUR',
    payload,
  };
}

/**
 * Plays the platform's `POST /order-create` around `authorize`: the order is stored `open`
 * when paid, `draft` with the payment reference when pending or redirected, not at all otherwise.
 */
export async function placeOrder(
  ctx: SandboxContext,
  sandbox: ProviderSandbox,
  attempt: PaymentAttempt,
): Promise<PaymentOutcome> {
  const outcome = await sandbox.authorize(attempt, ctx);
  if (outcome.kind === 'declined' || outcome.kind === 'invalid' || !attempt.cart || !attempt.orderId) return outcome;
  const status = outcome.kind === 'paid' ? 'open' : 'draft';
  const document: OrderDocument = {
    confirmation: {
      order: {
        id: attempt.orderId,
        number: '1001',
        status,
        currency: attempt.currency,
        sum_total_due: attempt.amount,
        created_at: '2030-01-15T10:00:00Z',
      },
      items: [],
    },
    contact: {},
    shipping: null,
    checkboxes: {},
    extras: [],
  };
  await ctx.db.query(
    `INSERT INTO orders (id, api_key, cart_id, status, gateway, payment_reference, document)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      attempt.orderId,
      attempt.merchant.api_key,
      attempt.cart.id,
      status,
      attempt.gateway,
      outcome.reference,
      JSON.stringify(document),
    ],
  );
  return outcome;
}

/** The status of the order in the database. */
export async function orderStatus(db: Database, orderId = 'order-1'): Promise<string | null> {
  const [row] = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
  return row?.status ?? null;
}

/** Submits a hosted page's form with an outcome, as a browser does. */
export function submitOutcome(app: Hono, path: string, outcome: string): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
    }),
  );
}
