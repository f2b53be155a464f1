import { ProviderHttpError } from './ProviderHttpError';
import type { ShopperContext } from './ShopperContext';

/** An answer of a provider call: status, `Location` (hosted pages answer 303) and body. */
export interface ProviderAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly body: unknown;
  readonly text: string;
}

/** Options of {@link providerRequest}. */
export interface ProviderRequestInit {
  readonly method?: 'GET' | 'POST';
  /** Sent as JSON. Defaults to none. */
  readonly json?: unknown;
  /** Sent as a form (a hosted page's button). Defaults to none. */
  readonly form?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Statuses that are an answer, not an error. Defaults to 2xx and 3xx. */
  readonly accept?: (status: number) => boolean;
}

/**
 * Calls a provider's API or hosted page as its SDK or the shopper's browser would, with the
 * attempt's `slow-provider` latency; never follows a redirect (its `Location` is the return to read).
 */
export async function providerRequest(
  ctx: Pick<ShopperContext, 'sandboxUrl' | 'providerLatencyMs'>,
  url: string,
  init: ProviderRequestInit = {},
): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  if (ctx.providerLatencyMs !== null) headers['x-sandbox-fault'] = `latency=${ctx.providerLatencyMs}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const target = new URL(url, ctx.sandboxUrl).href;
  const response = await fetch(target, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A hosted page: HTML.
  }
  const accept = init.accept ?? ((status: number) => status < 400);
  if (!accept(response.status))
    throw new ProviderHttpError(`${init.method ?? 'GET'} ${new URL(target).pathname}`, response.status, parsed);
  return { status: response.status, location: response.headers.get('location'), body: parsed, text };
}
