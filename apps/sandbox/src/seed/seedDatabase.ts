import { randomBytes } from 'node:crypto';
import type { Database } from '../db/Database';
import { toDecimal, toMinor } from '../domain/money';
import type { OrderDocument } from '../store/orders';
import type { CartDocument } from '../store/records';
import { seedCustomers, seedMerchants } from './seedData';

const TABLES = [
  'provider_objects',
  'data_layer_events',
  'captcha_tokens',
  'idempotency_records',
  'pay_attempts',
  'voucher_attempts',
  'vouchers',
  'payment_methods',
  'orders',
  'customers',
  'carts',
  'products',
  'merchants',
];

/** Empties every data table (the schema stays). */
export async function clearDatabase(db: Database): Promise<void> {
  await db.exec(`TRUNCATE ${TABLES.join(', ')} CASCADE`);
}

/**
 * Seeds the demo merchants, products, vouchers, carts, a customer and its orders when the database
 * has no merchant yet. Link secrets are random per database unless `linkSecret` is given.
 * Returns whether it seeded.
 */
export async function seedDatabase(db: Database, options: { linkSecret?: string } = {}): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM merchants');
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    for (const merchant of seedMerchants) {
      await tx.query(
        `INSERT INTO merchants (api_key, name, link_secret, settings, locale_override, styling, theme)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          merchant.api_key,
          merchant.name,
          options.linkSecret ?? randomBytes(32).toString('hex'),
          JSON.stringify(merchant.settings),
          merchant.locale_override && JSON.stringify(merchant.locale_override),
          merchant.styling && JSON.stringify(merchant.styling),
          merchant.theme && JSON.stringify(merchant.theme),
        ],
      );
      for (const product of merchant.products) {
        await tx.query('INSERT INTO products (api_key, sku, document) VALUES ($1, $2, $3)', [
          merchant.api_key,
          product.sku,
          JSON.stringify(product),
        ]);
      }
      for (const [code, voucher] of Object.entries(merchant.vouchers)) {
        await tx.query('INSERT INTO vouchers (api_key, code, document) VALUES ($1, $2, $3)', [
          merchant.api_key,
          code,
          JSON.stringify(voucher),
        ]);
      }
      const bySku = new Map(merchant.products.map((p) => [p.sku, p]));
      for (const { status, cart } of merchant.carts) {
        const document: CartDocument = {
          ...cart,
          currency: merchant.settings.currency,
          items: cart.items.map(([sku, quantity], index) => {
            const product = bySku.get(sku);
            if (!product) throw new Error(`Seed cart ${cart.id} names unknown sku ${sku}`);
            return {
              id: `li_${cart.id}_${index + 1}`,
              sku,
              name: product.name,
              quantity,
              price: product.price,
              image: product.image ?? null,
              subscription: product.subscription ?? null,
              rental: product.rental ?? null,
            };
          }),
        };
        await tx.query('INSERT INTO carts (id, api_key, status, document) VALUES ($1, $2, $3, $4)', [
          document.id,
          merchant.api_key,
          status,
          JSON.stringify(document),
        ]);
      }
    }
    for (const customer of seedCustomers) await seedCustomerOrders(tx, customer);
  });
  return true;
}

async function seedCustomerOrders(tx: Pick<Database, 'query'>, seedCustomer: (typeof seedCustomers)[number]) {
  const merchant = seedMerchants.find((m) => m.api_key === seedCustomer.api_key);
  const product = merchant?.products.find((p) => p.sku === 'camera-x100');
  if (!merchant || !product) throw new Error(`The seed customer ${seedCustomer.id} needs its merchant and its camera.`);
  const currency = merchant.settings.currency;
  await tx.query('INSERT INTO customers (id, api_key, email) VALUES ($1, $2, $3)', [
    seedCustomer.id,
    seedCustomer.api_key,
    seedCustomer.email,
  ]);
  for (const orderId of seedCustomer.orders) {
    const cartId = `cart-${orderId}`;
    const line = { id: `li_${orderId}`, sku: product.sku, name: product.name, quantity: 1, price: product.price };
    const cart: CartDocument = {
      id: cartId,
      currency,
      items: [{ ...line, rental: product.rental ?? null }],
      draft_id: null,
      voucher: null,
      shipping_country: 'DE',
      shipping_method_id: null,
      params: {},
      settings: null,
    };
    const total = toDecimal(toMinor(product.price, currency), currency);
    const document: OrderDocument = {
      confirmation: {
        order: {
          id: orderId,
          number: orderId.toUpperCase(),
          status: 'open',
          currency,
          sum_total_due: total,
          created_at: '2026-01-15T10:00:00.000Z',
        },
        items: [{ ...line, total }],
      },
      contact: { email: seedCustomer.email },
      shipping: null,
      checkboxes: {},
      extras: [],
    };
    await tx.query("INSERT INTO carts (id, api_key, status, document) VALUES ($1, $2, 'ordered', $3)", [
      cartId,
      seedCustomer.api_key,
      JSON.stringify(cart),
    ]);
    await tx.query(
      `INSERT INTO orders (id, api_key, cart_id, customer_id, status, gateway, payment_reference, document)
       VALUES ($1, $2, $3, $4, 'open', 'stripe', NULL, $5)`,
      [orderId, seedCustomer.api_key, cartId, seedCustomer.id, JSON.stringify(document)],
    );
  }
}
