/** A failure the sandbox injects into one response. */
export interface Fault {
  /** Delay before answering, in ms (at most 60 000). */
  latencyMs?: number;
  /** Answer with this status and an error envelope instead of the real response. */
  status?: number;
  /** Message of the error envelope (a 503's server message). Defaults to `'Server error'`. */
  message?: string;
  /** Answer 200 with a truncated JSON body. */
  malformed?: boolean;
  /** Close the connection without answering. */
  drop?: boolean;
  /** Handle the request, then close the connection instead of answering: the work is done, the answer lost. */
  loseAnswer?: boolean;
  /**
   * Kill the sandbox process (SIGKILL) at this point of an order creation: `after-charge`, once the
   * provider charged and before the order is written. Honoured only when the sandbox runs with
   * `SANDBOX_CRASH_FAULTS=1`.
   */
  crash?: 'after-charge';
  /** Apply only to request paths matching this pattern (`*` matches one path segment). */
  path?: string;
}

/** Name of the request header and of the cookie that switch a fault on. */
export const FAULT_HEADER = 'x-sandbox-fault';
export const FAULT_COOKIE = 'sandbox_fault';

const MAX_LATENCY_MS = 60_000;

/**
 * Reads a fault from its URL-encoded form, e.g. `latency=3000`, `status=503&message=Down`,
 * `malformed`, `drop`, `lose-answer`, `crash=after-charge`,
 * `status=500&path=/api/*\/order-create`. Unknown or invalid parts are ignored.
 */
export function parseFault(value: string | undefined | null): Fault | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const fault: Fault = {};
  const latency = Number(params.get('latency'));
  if (params.has('latency') && Number.isInteger(latency) && latency > 0) {
    fault.latencyMs = Math.min(latency, MAX_LATENCY_MS);
  }
  const status = Number(params.get('status'));
  if (params.has('status') && Number.isInteger(status) && status >= 400 && status <= 599) fault.status = status;
  const message = params.get('message');
  if (message) fault.message = message.slice(0, 500);
  if (params.has('malformed')) fault.malformed = true;
  if (params.has('drop')) fault.drop = true;
  if (params.has('lose-answer')) fault.loseAnswer = true;
  if (params.get('crash') === 'after-charge') fault.crash = 'after-charge';
  const path = params.get('path');
  if (path?.startsWith('/')) fault.path = path;
  return Object.keys(fault).filter((key) => key !== 'path').length > 0 ? fault : null;
}

/** Tells whether a fault scoped with `path` applies to `requestPath`. */
export function faultMatchesPath(fault: Fault, requestPath: string): boolean {
  if (!fault.path) return true;
  const pattern = fault.path
    .split('/')
    .map((segment) => (segment === '*' ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(requestPath);
}
