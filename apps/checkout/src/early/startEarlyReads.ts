import { readCartRecord } from '../features/checkout/cartStorage';
import { defaultCountryOf, shippingCountryOf } from '../features/checkout/formCountry';
import { dependentReads, shippingMethodsUrl } from './dependentReads';
import { type EarlyRead, earlyReads, FLAG_WAIT_MS, togglesOf, within } from './earlyReads';
import type { EarlyReadsPlan } from './earlyReadsPlan';

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
 * cart and payment options (embedded by the server, or preloaded), reads the feature flags, and as
 * soon as those are here starts the delivery dates and the shipping methods of the form's country
 * when the merchant's settings show those sections (`dependentReads`). A read the server already
 * embedded is taken as it is, never sent again. Each read waits under its URL for the app; a read
 * that fails, or turns out not to be needed, resolves to `null` and the app decides and reads by
 * itself. Never throws.
 */
export function startEarlyReads(plan: EarlyReadsPlan, env: EarlyReadsEnvironment = browserEnvironment()): void {
  warmLocaleData(plan.lang);
  const { reads } = env;
  const read = (url: string, init?: RequestInit): EarlyRead => {
    const started = reads[url] ?? env.fetch(url, init).catch(() => null);
    reads[url] = started;
    return started;
  };
  const cart = read(plan.cart);
  const paymentOptions = read(plan.paymentOptions);
  const flags = plan.flags ? read(plan.flags.url, { headers: { ...plan.flags.headers } }) : null;
  const country = formShippingCountry(plan, env);

  const needed = Promise.all([bodyOf(cart), bodyOf(paymentOptions), flagsInTime(flags)])
    .then(([cartBody, paymentBody, flagValues]) =>
      dependentReads(plan, { cart: cartBody, paymentOptions: paymentBody, flags: flagValues }, country),
    )
    .catch((): string[] => []);
  const candidates = [plan.deliveryDates, ...(country === '' ? [] : [shippingMethodsUrl(plan, country)])];
  for (const url of candidates) {
    reads[url] ??= needed.then((urls) => (urls.includes(url) ? env.fetch(url) : null)).catch(() => null);
  }
}

/**
 * Makes `Intl` build its table of available locales now, while the page's scripts download: the
 * first `supportedLocalesOf` builds it (some 20 ms on this machine, 80 ms in Lighthouse's mobile
 * simulation) and react-intl's provider asks it in the page's first render, which then no longer
 * pays for it.
 */
function warmLocaleData(lang: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(lang);
    Intl.DateTimeFormat.supportedLocalesOf(lang);
  } catch {
    // A language tag Intl refuses: the provider reports it later, as it would have.
  }
}
