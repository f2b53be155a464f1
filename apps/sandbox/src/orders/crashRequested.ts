import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { FAULT_COOKIE, FAULT_HEADER, faultMatchesPath, parseFault } from '../faults/parseFault';

/** Whether the request's fault asks the sandbox to die at `point` (honoured only with `SANDBOX_CRASH_FAULTS=1`). */
export function crashRequested(c: Context, point: 'after-charge'): boolean {
  const fault = parseFault(c.req.header(FAULT_HEADER) ?? getCookie(c, FAULT_COOKIE));
  return fault?.crash === point && faultMatchesPath(fault, c.req.path);
}
