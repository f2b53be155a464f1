import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { FAULT_COOKIE, FAULT_HEADER, faultMatchesPath, parseFault } from './parseFault';

/** How the middleware closes a connection; on Node it destroys the socket. */
export type DropConnection = (env: unknown) => void;

/** Destroys the Node socket behind a request served by `@hono/node-server`. */
const dropNodeConnection: DropConnection = (env) => {
  const incoming = (env as { incoming?: { socket?: { destroy: () => void } } } | undefined)?.incoming;
  incoming?.socket?.destroy();
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Injects the fault named by the `x-sandbox-fault` header or `sandbox_fault` cookie into any
 * route: latency, an error status with a message, a malformed body, a dropped connection, or an
 * answer lost after the work was done.
 */
export function faultInjection(drop: DropConnection = dropNodeConnection) {
  return createMiddleware(async (c, next) => {
    const fault = parseFault(c.req.header(FAULT_HEADER) ?? getCookie(c, FAULT_COOKIE));
    if (!fault || !faultMatchesPath(fault, c.req.path)) return next();
    if (fault.latencyMs) await sleep(fault.latencyMs);
    if (fault.drop) {
      drop(c.env);
      return c.body(null, 499 as 200);
    }
    if (fault.status) {
      return c.json({ status: false, message: fault.message ?? 'Server error' }, fault.status as 500);
    }
    if (fault.malformed) {
      return c.body('{"status": true, "data": {"id": ', 200, { 'content-type': 'application/json' });
    }
    await next();
    if (fault.loseAnswer) {
      drop(c.env);
      c.res = new Response(null, { status: 499 });
    }
  });
}
