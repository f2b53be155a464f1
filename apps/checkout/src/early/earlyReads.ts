/**
 * The reads a page's HTML brings or starts before the app's scripts arrive (ADR 0008): the
 * platform answers the production server read and embedded (`#checkout-reads`), and those the
 * checkout page's early script (`startEarlyReads`) started, each under its URL; the app takes each
 * once instead of sending it again. No framework imports: the early script's bundle and the app
 * both use this file.
 */

import { type EmbeddingDocument, readJsonBlock } from './jsonBlock';

/** The global the document's script leaves its reads under, by URL. */
export const EARLY_READS = 'checkoutEarlyReads';

/** The global holding when the document's script started (`Date.now()`). */
const EARLY_READS_AT = 'checkoutEarlyReadsAt';

/**
 * How long a read the document started stays good to take: the app takes its reads within seconds;
 * one it did not take (another country's shipping methods, dates the flags later switched off) is
 * sent again when it is needed later, rather than answered from the page's first second.
 */
export const EARLY_READ_TTL_MS = 60_000;

/**
 * How long the checkout waits for the merchant's feature flags before it decides without them: the
 * early script before it starts the reads the flags switch on, the checkout route before it renders.
 */
export const FLAG_WAIT_MS = 500;

/** `promise`'s value, or `undefined` when it rejects or takes longer than `ms` (it goes on regardless). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let stopTimer = () => {};
  return Promise.race([
    promise.catch(() => undefined),
    new Promise<undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      stopTimer = () => clearTimeout(timer);
    }),
  ]).finally(() => stopTimer());
}

/** A read the document started: its response, or `null` when it failed or turned out not to be needed. */
export type EarlyRead = Promise<Response | null>;

type EarlyReads = Record<string, EarlyRead | undefined>;

/** The id of the JSON block in which the production server embeds the platform answers it read for the page. */
export const EMBEDDED_READS_ID = 'checkout-reads';

/** A platform answer the production server read for the page and embedded in its HTML, by URL: a `200` and its JSON body. */
export interface EmbeddedRead {
  readonly status: 200;
  readonly body: unknown;
}

/**
 * The answers embedded in `doc`'s `#checkout-reads` block, as reads that answer like the platform
 * did (`200`, JSON body); none when there is no block or it cannot be read. Only successful answers
 * are taken: the app reads anything else itself.
 */
export function embeddedReadsOf(doc: EmbeddingDocument | undefined): EarlyReads {
  const embedded = readJsonBlock(doc, EMBEDDED_READS_ID);
  const reads: EarlyReads = {};
  for (const [url, read] of Object.entries(typeof embedded === 'object' && embedded !== null ? embedded : {})) {
    const { status, body } = (read ?? {}) as Partial<EmbeddedRead>;
    if (status !== 200) continue;
    const headers = { 'content-type': 'application/json' };
    reads[url] = Promise.resolve(new Response(JSON.stringify(body), { status, headers }));
  }
  return reads;
}

/** The page's early reads, created on first use with the answers its HTML embedded. */
export function earlyReads(now = Date.now()): EarlyReads {
  const scope = globalThis as Record<string, unknown>;
  if (!scope[EARLY_READS]) {
    scope[EARLY_READS] = embeddedReadsOf(scope.document as EmbeddingDocument | undefined);
    scope[EARLY_READS_AT] = now;
  }
  return scope[EARLY_READS] as EarlyReads;
}

/**
 * Takes, once, the read the document brought or started for `url`; `undefined` when there is none,
 * or it is older than {@link EARLY_READ_TTL_MS} (every read left is then dropped).
 */
export function takeEarlyRead(url: string, now = Date.now()): EarlyRead | undefined {
  const scope = globalThis as Record<string, unknown>;
  const reads = earlyReads(now);
  const startedAt = scope[EARLY_READS_AT];
  if (typeof startedAt !== 'number' || !(now - startedAt <= EARLY_READ_TTL_MS)) {
    for (const key of Object.keys(reads)) delete reads[key];
    return undefined;
  }
  const read = reads[url];
  if (read) delete reads[url];
  return read;
}

/**
 * `send`, answering a GET the document already started with that read's response; a read that
 * failed or was not needed is sent again.
 */
export function withEarlyReads(send: typeof fetch): typeof fetch {
  return (input, init) => {
    const early =
      typeof input === 'string' && (init?.method ?? 'GET') === 'GET' && init?.body == null
        ? takeEarlyRead(input)
        : undefined;
    return early ? early.then((response) => response ?? send(input, init)) : send(input, init);
  };
}

/** The merchant's read of the Unleash-compatible frontend API: the app's name and the api key in its context. */
export function featureFlagsRequestUrl(serviceUrl: string, apiKey: string, base?: string): string {
  const url = new URL(serviceUrl, base);
  url.searchParams.set('appName', 'checkout');
  url.searchParams.set('properties[apiKey]', apiKey);
  return url.toString();
}

/** The request headers of the read, the same whoever sends it. */
export function featureFlagsRequestHeaders(clientKey: string | null): Record<string, string> {
  return { accept: 'application/json', authorization: clientKey ?? '' };
}

/** The flags of an Unleash frontend answer (`{ toggles: [{ name, enabled }] }`) by name; throws on any other shape. */
export function togglesOf(body: unknown): Record<string, boolean> {
  const toggles = (body as { toggles?: unknown } | null)?.toggles;
  if (!Array.isArray(toggles)) throw new TypeError('The feature-flag service answered without toggles.');
  const flags: Record<string, boolean> = {};
  for (const toggle of toggles as unknown[]) {
    const { name, enabled } = (toggle ?? {}) as { name?: unknown; enabled?: unknown };
    if (typeof name !== 'string' || typeof enabled !== 'boolean')
      throw new TypeError('The feature-flag service answered a toggle without a name or state.');
    flags[name] = enabled;
  }
  return flags;
}
