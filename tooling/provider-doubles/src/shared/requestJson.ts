import type { DoubleEnvironment } from './DoubleEnvironment';

/** What a JSON call to the sandbox answered; `status` is `0` when the network failed. */
export interface JsonResponse {
  ok: boolean;
  status: number;
  body: unknown;
}

/** Options of {@link requestJson}. */
export interface RequestJsonOptions {
  /** Defaults to `'GET'`. */
  method?: 'GET' | 'POST';
  /** JSON body. Defaults to none. */
  body?: unknown;
  /** `Authorization: Bearer ...`. Defaults to none. */
  bearer?: string;
}

/**
 * Calls a sandbox path (or an absolute URL: a provider's own API, see `providerApiUrl`) with JSON in
 * and out; never throws, so callers translate failures as the real SDK does.
 */
export async function requestJson(
  env: DoubleEnvironment,
  path: string,
  options: RequestJsonOptions = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  try {
    const url = /^https?:\/\//.test(path) ? path : `${env.sandboxOrigin}${path}`;
    const response = await env.fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { ok: response.ok, status: response.status, body };
  } catch (error) {
    return { ok: false, status: 0, body: error };
  }
}
