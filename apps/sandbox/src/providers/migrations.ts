import type { Migration } from '../db/migrations';

/**
 * Tables of the provider sandboxes: one row per object a provider keeps (Stripe intents and
 * payment methods, Adyen payments, Braintree nonces, Mollie payments, PayPal orders and
 * subscriptions), its state in `status` and the rest as a `jsonb` document.
 */
export const providerMigrations: readonly Migration[] = [
  {
    name: '0100_providers',
    statements: [
      `CREATE TABLE provider_objects (
        id text PRIMARY KEY,
        provider text NOT NULL,
        kind text NOT NULL,
        api_key text NOT NULL,
        status text NOT NULL,
        document jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX provider_objects_kind ON provider_objects (provider, kind, api_key)',
    ],
  },
];
