import * as v from 'valibot';
import { ADYEN_ENVIRONMENTS, type ProviderPublicConfig } from '../../src/ProviderPublicConfigSchema';

/** The public provider values of every merchant this server knows, global ones below them (ADR 0012). */
export interface ProviderDirectory {
  /** The values every merchant gets unless its own entry says otherwise (`/config.json` has these). */
  readonly global: ProviderPublicConfig;
  /** The values of one merchant's pages: its entry per provider, else the global one. */
  forMerchant(apiKey: string | null): ProviderPublicConfig;
}

/** What the values may look like: public keys only; a secret key in the configuration stops the server. */
const AdyenSchema = v.pipe(
  v.object({
    clientKey: v.pipe(v.string(), v.regex(/^(test|live)_[A-Za-z0-9]{4,}$/, 'must be a client key (test_… or live_…)')),
    environment: v.picklist(ADYEN_ENVIRONMENTS, `must be one of ${ADYEN_ENVIRONMENTS.join(', ')}`),
  }),
  v.check(
    ({ clientKey, environment }) => clientKey.startsWith('test_') === (environment === 'test'),
    'a test_ client key goes with the test environment, a live_ one with a live environment',
  ),
);
const StripeSchema = v.object({
  publishableKey: v.pipe(
    v.string(),
    v.regex(
      /^pk_(test|live)_[A-Za-z0-9_-]+$/,
      'must be a publishable key (pk_test_… or pk_live_…), never a secret key',
    ),
  ),
});
const PaypalSchema = v.object({
  clientId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,128}$/, 'must be a PayPal client id')),
});
const MerchantEntrySchema = v.strictObject({
  adyen: v.optional(AdyenSchema),
  stripe: v.optional(StripeSchema),
  paypal: v.optional(PaypalSchema),
});
const MerchantFileSchema = v.record(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'api key')),
  MerchantEntrySchema,
);

type MerchantEntry = v.InferOutput<typeof MerchantEntrySchema>;

/** The key the sandbox's Stripe stand-in gives each merchant (`apps/sandbox`, `publishableKey`). */
const sandboxStripeKey = (apiKey: string) => `pk_test_sandbox_${apiKey}`;

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Parses `value` or stops with where and why, never echoing a value (it could be a secret pasted by mistake). */
function parseOrStop<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, where: string) {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output as v.InferOutput<TSchema>;
  const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'} ${issue.message}`);
  throw new Error(`${where}: ${problems.join('; ')}.`);
}

function globalEntry(env: NodeJS.ProcessEnv, sandbox: boolean): MerchantEntry {
  const adyenKey = text(env.ADYEN_CLIENT_KEY);
  const stripeKey = text(env.STRIPE_PUBLISHABLE_KEY);
  const paypalId = text(env.PAYPAL_CLIENT_ID);
  const where = 'Provider configuration (environment)';
  return {
    adyen: adyenKey
      ? parseOrStop(AdyenSchema, { clientKey: adyenKey, environment: text(env.ADYEN_ENVIRONMENT) ?? 'live' }, where)
      : sandbox
        ? { clientKey: 'test_sandbox', environment: 'test' }
        : undefined,
    stripe: stripeKey ? parseOrStop(StripeSchema, { publishableKey: stripeKey }, where) : undefined,
    paypal: paypalId ? parseOrStop(PaypalSchema, { clientId: paypalId }, where) : undefined,
  };
}

/**
 * Reads the public provider values: global ones from `ADYEN_CLIENT_KEY` + `ADYEN_ENVIRONMENT`
 * (default `live`), `STRIPE_PUBLISHABLE_KEY` and `PAYPAL_CLIENT_ID`; per merchant from the JSON
 * file `PROVIDER_CONFIG_FILE` (`{ "<api_key>": { "adyen": { "clientKey", "environment" },
 * "stripe": { "publishableKey" }, "paypal": { "clientId" } } }`). Against the sandbox (`sandbox`)
 * the sandbox's own keys fill what is not configured. Malformed values, secret keys included, stop
 * the server with the path of the value and the rule it breaks.
 */
export function readProviderDirectory(
  env: NodeJS.ProcessEnv,
  options: { readonly sandbox: boolean; readonly readFile: (path: string) => string },
): ProviderDirectory {
  const global = globalEntry(env, options.sandbox);
  const file = text(env.PROVIDER_CONFIG_FILE);
  let merchants: Record<string, MerchantEntry> = {};
  if (file) {
    let json: unknown;
    try {
      json = JSON.parse(options.readFile(file));
    } catch (error) {
      throw new Error(`PROVIDER_CONFIG_FILE (${file}) is not a readable JSON file.`, { cause: error });
    }
    merchants = parseOrStop(MerchantFileSchema, json, `PROVIDER_CONFIG_FILE (${file})`);
  }
  const resolve = (entry: MerchantEntry | undefined, apiKey: string | null): ProviderPublicConfig => ({
    adyen: entry?.adyen ?? global.adyen ?? null,
    stripe:
      entry?.stripe ??
      global.stripe ??
      (options.sandbox && apiKey !== null ? { publishableKey: sandboxStripeKey(apiKey) } : null),
    paypal: entry?.paypal ?? global.paypal ?? null,
  });
  return {
    global: resolve(undefined, null),
    forMerchant: (apiKey) =>
      resolve(apiKey !== null && Object.hasOwn(merchants, apiKey) ? merchants[apiKey] : undefined, apiKey),
  };
}
