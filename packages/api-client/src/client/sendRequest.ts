import { ServerFieldErrorsSchema } from '@checkout/validation';
import * as v from 'valibot';
import { CheckoutApiError } from '../CheckoutApiError';
import { ApiEnvelopeSchema } from '../contract/ApiEnvelopeSchema';
import { ApiErrorBodySchema } from '../contract/ApiErrorBodySchema';
import type { PaginationMeta } from '../contract/PaginationMetaSchema';
import type { ApiBase, CheckoutRoute } from './checkoutRoutes';
import { checkoutRouteUrl } from './checkoutRouteUrl';
import { createIdempotencyKey } from './createIdempotencyKey';
import { WRITE_REQUEST_HEADER } from './WRITE_REQUEST_HEADER';

/** What a call resolves to: the envelope's `data`, parsed, and its pagination `meta` when sent. */
export interface ApiResponse<TData> {
  readonly data: TData;
  readonly meta: PaginationMeta | null;
}

/** Per-call options every client function accepts. */
export interface CallOptions {
  /** Cancels the call; it then rejects with code `aborted`. Defaults to `undefined`. */
  signal?: AbortSignal;
  /** Timeout of this call in ms. Defaults to the call's own timeout, else the client's. */
  timeoutMs?: number;
}

/** Options of calls that send an `Idempotency-Key`: order creation and payment-method updates. */
export interface IdempotentCallOptions extends CallOptions {
  /** The key to send; pass the one of a failed attempt to retry it safely. Defaults to a new UUID. */
  idempotencyKey?: string;
}

/** What {@link sendRequest} needs from the client. */
export interface RequestContext {
  readonly bases: Readonly<Record<ApiBase, string>>;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** Sends one call of `route` and resolves to its parsed data, or rejects with a {@link CheckoutApiError}. */
export async function sendRequest<TData>(
  context: RequestContext,
  route: CheckoutRoute,
  params: Readonly<Record<string, unknown>>,
  body: unknown,
  options: IdempotentCallOptions = {},
): Promise<ApiResponse<TData>> {
  let idempotencyKey: string | undefined;
  try {
    idempotencyKey = route.idempotent ? (options.idempotencyKey ?? createIdempotencyKey()) : undefined;
    return await send<TData>(context, route, params, body, options, idempotencyKey);
  } catch (error) {
    const apiError = CheckoutApiError.from(error);
    return Promise.reject(idempotencyKey === undefined ? apiError : apiError.withIdempotencyKey(idempotencyKey));
  }
}

async function send<TData>(
  context: RequestContext,
  route: CheckoutRoute,
  params: Readonly<Record<string, unknown>>,
  body: unknown,
  options: CallOptions,
  idempotencyKey: string | undefined,
): Promise<ApiResponse<TData>> {
  const base = context.bases[route.base];
  if (typeof base !== 'string') {
    throw new CheckoutApiError('invalid_argument', `Missing ${route.base} API base.`, { status: 400, path: 'base' });
  }
  const url = checkoutRouteUrl(base, route, params);
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: string | undefined;
  if (route.request) {
    const parsed = v.safeParse(route.request, body);
    if (!parsed.success) throw issueError('invalid_argument', 'Invalid request body', parsed.issues, 'body');
    payload = JSON.stringify(parsed.output);
    headers['content-type'] = 'application/json';
  } else if (route.method !== 'GET') {
    headers[WRITE_REQUEST_HEADER] = '1';
  }
  if (idempotencyKey !== undefined) {
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new CheckoutApiError('invalid_argument', 'Unsafe idempotency key.', {
        status: 400,
        path: 'idempotencyKey',
      });
    }
    headers['idempotency-key'] = idempotencyKey;
  }

  const timeoutMs = options.timeoutMs ?? route.timeoutMs ?? context.timeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
      }, timeoutMs)
    : undefined;
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    controller.signal.throwIfAborted();
    const response = await abortable(
      context.fetch(url, { method: route.method, headers, body: payload, signal: controller.signal }),
      controller.signal,
    );
    const text = await abortable(response.text(), controller.signal);
    return readBody<TData>(route, response, text);
  } catch (error) {
    if (error instanceof CheckoutApiError) throw error;
    if (timedOut)
      throw new CheckoutApiError('timeout', `The request timed out after ${timeoutMs} ms.`, { cause: error });
    if (callerSignal?.aborted) throw new CheckoutApiError('aborted', 'The request was aborted.', { cause: error });
    throw CheckoutApiError.from(error);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

function readBody<TData>(route: CheckoutRoute, response: Response, text: string): ApiResponse<TData> {
  let json: unknown;
  let isJson = false;
  try {
    json = JSON.parse(text);
    isJson = true;
  } catch {
    // Not JSON: an error status still becomes an `http` error, a 2xx an `invalid_response`.
  }
  if (!response.ok) throw httpError(response.status, isJson ? json : undefined);
  if (!isJson) throw new CheckoutApiError('invalid_response', 'The response body is not JSON.', { path: '' });
  try {
    const envelope = v.safeParse(ApiEnvelopeSchema, json);
    if (!envelope.success) throw issueError('invalid_response', 'Invalid response', envelope.issues, '', json);
    const data = v.safeParse(route.response, envelope.output.data);
    if (!data.success) throw issueError('invalid_response', 'Invalid response', data.issues, 'data');
    return { data: data.output as TData, meta: envelope.output.meta ?? null };
  } catch (error) {
    if (error instanceof CheckoutApiError) throw error;
    throw new CheckoutApiError('invalid_response', 'The response could not be read.', { cause: error });
  }
}

/** The error of a non-2xx answer: the server's message and per-field errors when it sent them. */
function httpError(status: number, body: unknown): CheckoutApiError {
  const { message, code, fieldErrors } = readErrorBody(body);
  const fallback = status >= 500 ? 'Server error' : 'An error occurred';
  return new CheckoutApiError('http', message ?? fallback, {
    status,
    serverMessage: message,
    serverCode: code,
    fieldErrors,
  });
}

function readErrorBody(body: unknown) {
  const parsed = v.safeParse(ApiErrorBodySchema, body);
  if (!parsed.success) return { message: undefined, code: undefined, fieldErrors: undefined };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const errors = v.safeParse(ServerFieldErrorsSchema, parsed.output.errors);
  return {
    message: text(parsed.output.message),
    code: text(parsed.output.code),
    fieldErrors: errors.success ? errors.output : undefined,
  };
}

function issueError(
  code: 'invalid_argument' | 'invalid_response',
  label: string,
  issues: readonly v.BaseIssue<unknown>[],
  prefix: string,
  body?: unknown,
): CheckoutApiError {
  const [issue] = issues;
  const inner = issue ? (v.getDotPath(issue) ?? '') : '';
  const path = [prefix, inner].filter((part) => part !== '').join('.');
  const serverMessage = body === undefined ? undefined : readErrorBody(body).message;
  const message = `${label} at ${path === '' ? '(root)' : path}: ${issue?.message ?? 'unknown issue'}`;
  return new CheckoutApiError(code, message, { status: code === 'invalid_argument' ? 400 : 500, path, serverMessage });
}

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
