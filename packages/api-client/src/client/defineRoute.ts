import type * as v from 'valibot';

/** An HTTP method the platform uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Which configured base a path goes to: `/api/{api_key}/...`, `/utils/...` or `/api/system/...`. */
export type ApiBase = 'checkout' | 'utils' | 'general';

/** One call of spec §7: method, base, path template, body and answer schemas, timeout and idempotency. */
export interface CheckoutRoute {
  readonly method: HttpMethod;
  readonly base: ApiBase;
  /** Full path template with `{param}` placeholders, appended to the base. */
  readonly path: string;
  /** Schema of the request body on the wire, `null` when the call sends none. */
  readonly request: v.GenericSchema | null;
  /** Schema of the envelope's `data`; its input is the wire shape, its output what the client returns. */
  readonly response: v.GenericSchema;
  /** Timeout of this call in ms, `null` for the client's default. */
  readonly timeoutMs: number | null;
  /** Whether the call sends an `Idempotency-Key` header. */
  readonly idempotent: boolean;
}

/** The default timeout of a call without its own, in ms. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/** Timeout of updating the payment method of all of a customer's orders (spec §7, §9). */
export const UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS = 40_000;

/** One call's route, its base derived from the path. */
export function defineRoute<TResponse extends v.GenericSchema, TRequest extends v.GenericSchema | null = null>(
  method: HttpMethod,
  path: string,
  response: TResponse,
  extra: { request?: TRequest; timeoutMs?: number; idempotent?: boolean } = {},
) {
  const base: ApiBase = path.startsWith('/utils/') ? 'utils' : path.startsWith('/api/system/') ? 'general' : 'checkout';
  return {
    method,
    base,
    path,
    request: (extra.request ?? null) as TRequest,
    response,
    timeoutMs: extra.timeoutMs ?? null,
    idempotent: extra.idempotent ?? false,
  };
}

/** The path of one cart, the prefix of most calls. */
export const CART_PATH = '/api/{api_key}/cart/{cart_id}';
