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

type RouteHandler = Parameters<Page['route']>[1];

/** The value of the sandbox's fault header for `fault` on request paths matching `pathPattern` (`*` = one segment). */
export const faultHeader = (fault: string, pathPattern: string) => `${fault}&path=${encodeURIComponent(pathPattern)}`;

/**
 * Sends the sandbox's `x-sandbox-fault` header, scoped by the sandbox to request paths matching
 * `pathPattern` (`*` = one segment), on every request the page makes to the sandbox and on its
 * page loads: the checkout's server passes it on to the platform reads it makes for the page.
 */
export async function injectFault(
  page: Page,
  sandboxUrl: string,
  fault: string,
  pathPattern: string,
): Promise<InjectedFault> {
  const value = faultHeader(fault, pathPattern);
  const sandbox = new URL(sandboxUrl).origin;
  const handler: RouteHandler = (route) =>
    route.request().resourceType() === 'document' || new URL(route.request().url()).origin === sandbox
      ? route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': value } })
      : route.fallback();
  await page.route('**/*', handler);
  return { off: () => page.unroute('**/*', handler) };
}

/**
 * Sends the sandbox's fault header on the page loads only, not on the page's own requests: the
 * checkout's server meets the fault on the platform reads it makes for the page, the browser does not.
 */
export async function injectServerFault(page: Page, fault: string, pathPattern: string): Promise<InjectedFault> {
  const value = faultHeader(fault, pathPattern);
  const handler: RouteHandler = (route) =>
    route.request().resourceType() === 'document'
      ? route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': value } })
      : route.fallback();
  await page.route('**/*', handler);
  return { off: () => page.unroute('**/*', handler) };
}
