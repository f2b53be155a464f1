import { type CheckoutSettingsSources, composeCheckoutSettings } from '@checkout/api-client';
import { readCartRecord } from '../features/checkout/cartStorage';
import { defaultCountryOf, shippingCountryOf } from '../features/checkout/formCountry';
import { type EarlyRead, earlyReads, FLAG_WAIT_MS, togglesOf, within } from './earlyReads';
import { COUNTRY_SLOT, type EarlyReadsPlan } from './earlyReadsPlan';

/** What the script runs against: the browser's, or a test's. */
export interface EarlyReadsEnvironment {
  readonly fetch: typeof fetch;
  readonly storage: Pick<Storage, 'getItem' | 'removeItem'> | null;
  readonly reads: Record<string, EarlyRead | undefined>;
  readonly now: number;
}

function browserEnvironment(): EarlyReadsEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage switched off: the form starts empty.
  }
  return { fetch: window.fetch.bind(window), storage, reads: earlyReads(), now: Date.now() };
}

/**
 * The country the checkout form will start with, as the app decides it: the saved form's shipping
 * country, else the language's. A saved form the app would refuse as a whole (a field of the wrong
 * kind) may name a country the app does not use; the app then reads that country's methods itself.
 */
function formShippingCountry(plan: EarlyReadsPlan, env: EarlyReadsEnvironment): string {
  const fallback = defaultCountryOf(plan.lang);
  if (!env.storage) return fallback;
  const saved = readCartRecord(env.storage, 'form', plan.scope, (data) => data, env.now) as Record<
    string,
    unknown
  > | null;
  if (typeof saved !== 'object' || saved === null) return fallback;
  const alpha2 = (address: unknown) => {
    const value = (address as { alpha2?: unknown } | null | undefined)?.alpha2;
    return typeof value === 'string' ? value : '';
  };
  return shippingCountryOf({
    sameAsBilling: typeof saved.sameAsBilling === 'boolean' ? saved.sameAsBilling : true,
    billing: { alpha2: alpha2(saved.billing) },
    shipping: { alpha2: alpha2(saved.shipping) },
  });
}

/** A read's JSON body, leaving the response itself unread for the app; `null` when it failed. */
async function bodyOf(read: EarlyRead): Promise<unknown> {
  const response = await read;
  if (!response?.ok) return null;
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/** The flags once read, `{}` when there is no flag service, `undefined` when they fail or take longer than the route waits. */
function flagsInTime(read: EarlyRead | null): Promise<Record<string, boolean> | undefined> {
  if (read === null) return Promise.resolve({});
  return within(
    bodyOf(read).then((body) => (body === null ? undefined : togglesOf(body))),
    FLAG_WAIT_MS,
  );
}

/**
 * The checkout page's early script, run by the document while the app's scripts download: takes the
 * preloaded cart and payment options, reads the feature flags, and as soon as those are here starts
 * the delivery dates and the shipping methods of the form's country when the merchant's settings
 * (composed with the app's one `composeCheckoutSettings`) show those sections. Each read waits under
 * its URL for the app; a read that fails, or turns out not to be needed, resolves to `null` and the
 * app decides and reads by itself. Never throws.
 */
export function startEarlyReads(plan: EarlyReadsPlan, env: EarlyReadsEnvironment = browserEnvironment()): void {
  const { reads } = env;
  const read = (url: string, init?: RequestInit): EarlyRead => {
    const started = env.fetch(url, init).catch(() => null);
    reads[url] = started;
    return started;
  };
  const cart = read(plan.cart);
  const paymentOptions = read(plan.paymentOptions);
  const flags = plan.flags ? read(plan.flags.url, { headers: { ...plan.flags.headers } }) : null;
  const country = formShippingCountry(plan, env);

  const settings = Promise.all([bodyOf(cart), bodyOf(paymentOptions), flagsInTime(flags)]).then(
    ([cartBody, paymentBody, flagValues]) =>
      cartBody === null || paymentBody === null
        ? null
        : composeCheckoutSettings({
            cart: cartBody as CheckoutSettingsSources['cart'],
            paymentOptions: paymentBody as CheckoutSettingsSources['paymentOptions'],
            flags: flagValues ?? {},
          }),
  );
  const readWhen = (url: string, needed: (value: NonNullable<Awaited<typeof settings>>) => boolean) => {
    reads[url] = settings.then((value) => (value !== null && needed(value) ? env.fetch(url) : null)).catch(() => null);
  };
  readWhen(plan.deliveryDates, (value) => value.deliveryDates);
  if (country !== '')
    readWhen(plan.shippingMethods.replace(COUNTRY_SLOT, encodeURIComponent(country)), (value) => value.shippingChoice);
}
