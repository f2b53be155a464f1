/** One schema change, applied once, in order. */
export interface Migration {
  name: string;
  statements: readonly string[];
}

/**
 * The sandbox schema. Documents the platform keeps whole (carts, orders, merchant settings)
 * are `jsonb`, validated by the api-client's schemas on the way in and out; what the sandbox
 * must enforce itself (uniqueness, idempotency, attempt limits) is in columns and constraints.
 */
export const migrations: readonly Migration[] = [
  {
    name: '0001_initial',
    statements: [
      `CREATE TABLE merchants (
        api_key text PRIMARY KEY,
        name text NOT NULL,
        link_secret text NOT NULL,
        settings jsonb NOT NULL DEFAULT '{}',
        locale_override jsonb,
        styling jsonb,
        theme jsonb
      )`,
      `CREATE TABLE products (
        api_key text NOT NULL REFERENCES merchants(api_key),
        sku text NOT NULL,
        document jsonb NOT NULL,
        PRIMARY KEY (api_key, sku)
      )`,
      `CREATE TABLE carts (
        id text PRIMARY KEY,
        api_key text NOT NULL REFERENCES merchants(api_key),
        status text NOT NULL DEFAULT 'open',
        document jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE customers (
        id text PRIMARY KEY,
        api_key text NOT NULL REFERENCES merchants(api_key),
        email text NOT NULL,
        document jsonb NOT NULL DEFAULT '{}'
      )`,
      `CREATE TABLE orders (
        id text PRIMARY KEY,
        api_key text NOT NULL REFERENCES merchants(api_key),
        cart_id text NOT NULL REFERENCES carts(id),
        customer_id text REFERENCES customers(id),
        status text NOT NULL,
        gateway text NOT NULL,
        payment_reference text,
        document jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      // One live order per cart: a cancelled attempt frees the cart for another.
      "CREATE UNIQUE INDEX orders_one_per_cart ON orders (cart_id) WHERE status <> 'cancelled'",
      `CREATE TABLE payment_methods (
        id text PRIMARY KEY,
        customer_id text NOT NULL REFERENCES customers(id),
        order_id text REFERENCES orders(id),
        provider text NOT NULL,
        document jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE vouchers (
        api_key text NOT NULL REFERENCES merchants(api_key),
        code text NOT NULL,
        document jsonb NOT NULL,
        PRIMARY KEY (api_key, code)
      )`,
      `CREATE TABLE voucher_attempts (
        cart_id text NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX voucher_attempts_cart ON voucher_attempts (cart_id)',
      `CREATE TABLE idempotency_records (
        api_key text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        state text NOT NULL,
        response_status integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (api_key, key)
      )`,
      `CREATE TABLE data_layer_events (
        id bigserial PRIMARY KEY,
        api_key text NOT NULL,
        step text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE captcha_tokens (
        token text PRIMARY KEY,
        used_at timestamptz
      )`,
    ],
  },
  {
    name: '0002_order_safety',
    statements: [
      // Leases: a request holds its key until `lease_until`, renewed while it runs; a retry takes an
      // expired key over and keeps its attempt (order id and provider key derive from it).
      'ALTER TABLE idempotency_records ADD COLUMN attempt_id text, ADD COLUMN lease_token text, ADD COLUMN lease_until timestamptz',
      // Keys of older sandboxes: a record left running by a crash becomes one a retry can take over.
      `UPDATE idempotency_records SET attempt_id = substr(md5(api_key || '/' || key || '/' || created_at::text), 1, 16),
         lease_until = created_at WHERE attempt_id IS NULL`,
      'ALTER TABLE idempotency_records ALTER COLUMN attempt_id SET NOT NULL',
      // Keys are forgotten after 24 hours.
      'CREATE INDEX idempotency_records_created ON idempotency_records (created_at)',
      // The cart lock of an order attempt: taken (under the cart row's lock) before the provider is
      // called, so a second attempt is refused before it charges anything.
      'ALTER TABLE carts ADD COLUMN lock_holder text, ADD COLUMN lock_until timestamptz',
    ],
  },
  {
    name: '0003_pay_attempts',
    statements: [
      // The platform's promise of one charge per cart (ADR 0011): a pay attempt is written before any
      // provider call, names the provider's idempotency key and the order it will write, and holds
      // what that order will be, so a charge whose order was never written can still be settled.
      `CREATE TABLE pay_attempts (
        id text PRIMARY KEY,
        api_key text NOT NULL,
        cart_id text NOT NULL REFERENCES carts(id),
        gateway text NOT NULL,
        amount text NOT NULL,
        currency text NOT NULL,
        state text NOT NULL,
        order_id text NOT NULL,
        order_document jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      // At most one attempt per cart is charging (one live order per cart is `orders_one_per_cart`'s).
      "CREATE UNIQUE INDEX pay_attempts_one_charging ON pay_attempts (cart_id) WHERE state = 'charging'",
      'CREATE INDEX pay_attempts_order ON pay_attempts (order_id)',
    ],
  },
];
