import { dependentReads } from '../../src/early/dependentReads';
import { EMBEDDED_READS_ID, type EmbeddedRead, togglesOf } from '../../src/early/earlyReads';
import type { EarlyReadsPlan } from '../../src/early/earlyReadsPlan';
import { defaultCountryOf } from '../../src/features/checkout/formCountry';
import { addJsonBlock } from '../addJsonBlock';

/** The platform answers read for one page, by the URL the app's API client will call. */
export type EmbeddedReads = Record<string, EmbeddedRead>;

/** Options of {@link readPlatformForPage}. */
export interface PlatformReadOptions {
  /** How long the page's HTML waits for the platform, in ms; `0` reads nothing. */
  readonly waitMs: number;
  /** Headers sent with every read besides `accept` (the sandbox's fault header). Defaults to none. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The `fetch` to use. Defaults to `globalThis.fetch`. */
  readonly fetch?: typeof fetch;
}

/**
 * Reads on the server what a page's first render needs from the platform, so that its HTML brings
 * the answers instead of the browser asking for them after the document (ADR 0008): `urls` (the
 * merchant's overrides, theme and payment options; on the checkout page the cart and its shipping
 * countries) and, with the checkout page's `plan`, the feature flags, then the delivery dates and the
 * shipping methods of the language's country when the merchant's settings show them
 * (`dependentReads`, as the early script and the app decide). Only `200` answers with a JSON body
 * are kept; whatever fails, is refused or takes longer than `waitMs` is left to the browser, which
 * reads it as if the server had not tried. Never throws.
 */
export async function readPlatformForPage(
  urls: readonly string[],
  plan: EarlyReadsPlan | null,
  options: PlatformReadOptions,
): Promise<EmbeddedReads> {
  const answers: EmbeddedReads = {};
  if (options.waitMs <= 0 || (urls.length === 0 && plan === null)) return answers;
  const send = options.fetch ?? globalThis.fetch;
  const signal = AbortSignal.timeout(options.waitMs);
  // The page never waits longer than `waitMs`, even for a read that does not stop when aborted.
  const deadline = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null)));
  const started = new Map<string, Promise<unknown>>();
  const read = (url: string, headers: Readonly<Record<string, string>> = {}): Promise<unknown> => {
    const known = started.get(url);
    if (known) return known;
    const attempt = (async () => {
      try {
        const response = await send(url, {
          headers: { accept: 'application/json', ...options.headers, ...headers },
          signal,
        });
        const json = /^application\/(.+\+)?json\b/i.test(response.headers.get('content-type') ?? '');
        if (response.status !== 200 || !json) {
          await response.body?.cancel();
          return null;
        }
        const body: unknown = await response.json();
        if (signal.aborted) return null;
        answers[url] = { status: 200, body };
        return body;
      } catch {
        return null;
      }
    })();
    const answer = Promise.race([attempt, deadline]);
    started.set(url, answer);
    return answer;
  };

  const first = urls.map((url) => read(url));
  if (plan !== null) {
    const flags = plan.flags
      ? read(plan.flags.url, plan.flags.headers).then((body) => (body === null ? undefined : togglesOf(body)))
      : Promise.resolve({});
    const [cart, paymentOptions, flagValues] = await Promise.all([
      read(plan.cart),
      read(plan.paymentOptions),
      flags.catch(() => undefined),
    ]);
    const country = defaultCountryOf(plan.lang);
    await Promise.all(
      dependentReads(plan, { cart, paymentOptions, flags: flagValues }, country).map((url) => read(url)),
    );
  }
  await Promise.all(first);
  return answers;
}

/**
 * Adds the answers as the `#checkout-reads` JSON block to the head (`earlyReads` takes them in the
 * browser); nothing without answers.
 */
export function addEmbeddedReads(html: string, reads: EmbeddedReads): string {
  return Object.keys(reads).length === 0 ? html : addJsonBlock(html, EMBEDDED_READS_ID, reads);
}
