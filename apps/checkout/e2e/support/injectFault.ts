import type { Page } from 'playwright-core';

/** The faults of the sandbox's fault injection the browser tests run on every step (apps/sandbox/README.md). */
// Latency last: a slow answer succeeds, so a step's failures are tried on the same page before it.
export const SANDBOX_FAULTS = {
  'status 500': 'status=500',
  'status 503 with a message': 'status=503&message=Back%20in%20a%20minute',
  'malformed body': 'malformed',
  'dropped connection': 'drop',
  '3 s latency': 'latency=3000',
} as const;

/** Name of one of {@link SANDBOX_FAULTS}. */
export type SandboxFaultName = keyof typeof SANDBOX_FAULTS;

/** A fault switched on for a page; `off` switches it off again. */
export interface InjectedFault {
  off: () => Promise<void>;
}

/**
 * Sends the sandbox's `x-sandbox-fault` header, scoped by the sandbox to request paths matching
 * `pathPattern` (`*` = one segment), on every request the page makes to the sandbox.
 */
export async function injectFault(
  page: Page,
  sandboxUrl: string,
  fault: string,
  pathPattern: string,
): Promise<InjectedFault> {
  const value = `${fault}&path=${encodeURIComponent(pathPattern)}`;
  const pattern = `${sandboxUrl}/**`;
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': value } });
  await page.route(pattern, handler);
  return { off: () => page.unroute(pattern, handler) };
}
