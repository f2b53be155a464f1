import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CheckoutHarness } from './checkoutHarness';
import { type PageProblems, watchPageProblems } from './watchPageProblems';

/** What a page in production configuration loaded and met, and the check of it. */
export interface ProductionPath {
  problems: PageProblems;
  /** Every script URL the page (and its frames) asked for. */
  scripts: string[];
  /** `METHOD url` of every https request the page asked for: scripts, API calls and hosted pages. */
  providerRequests: string[];
  /** `directive blocked-URL` of every Content-Security-Policy violation in the page or its frames. */
  violations: string[];
  /**
   * Asserts the production path: the provider's script came from its production URL (`script`,
   * `scriptLoads` times, one per checkout document) and never from the sandbox's `/sandbox/sdk/`, the
   * provider's API host was called (`api`), no Content-Security-Policy violation nor any other problem
   * was reported, and every provider URL met since the watch began had a sandbox stand-in.
   */
  expectProductionPath: (expected: ExpectedPath) => void;
}

/** What {@link ProductionPath.expectProductionPath} looks for beyond the rules every page keeps. */
export interface ExpectedPath {
  /** The provider's production script URL. Defaults to none (no provider script is checked). */
  script?: RegExp | null;
  /** How many times the page loaded that script. Defaults to `1`. */
  scriptLoads?: number;
  /** A `METHOD url` the page must have sent to the provider's API host. Defaults to none. */
  api?: RegExp | null;
}

/**
 * Watches a fresh page of a production-configuration harness (before its first navigation): its
 * scripts, https requests, policy violations (the `securitypolicyviolation` event, in every frame,
 * across navigations) and problems. What it collects reads the same in sandbox mode; only
 * `expectProductionPath` needs production configuration.
 */
export async function watchProductionPath(harness: CheckoutHarness, page: Page): Promise<ProductionPath> {
  const unmappedBefore = harness.providerRoutes?.unmapped().length ?? 0;
  const problems = watchPageProblems(page);
  // Chromium logs a refusal to the console too (a problem); the event names the directive. The
  // binding runs outside the page's policy, in every frame, across navigations.
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      Reflect.get(window, 'reportCspViolation')(`${event.effectiveDirective} ${event.blockedURI}`),
    ),
  );
  const scripts: string[] = [];
  const providerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.url().startsWith('https://')) providerRequests.push(`${request.method()} ${request.url()}`);
  });
  return {
    problems,
    scripts,
    providerRequests,
    violations,
    expectProductionPath({ script = null, scriptLoads = 1, api = null }) {
      expect(scripts.filter((url) => url.includes('/sandbox/sdk/'))).toEqual([]);
      if (script)
        expect(
          scripts.filter((url) => script.test(url)),
          `${script} in ${scripts}`,
        ).toHaveLength(scriptLoads);
      // A refused request never goes out: the violation says more than the missing request would.
      expect(violations).toEqual([]);
      expect(problems.list()).toEqual([]);
      if (api)
        expect(
          providerRequests.some((request) => api.test(request)),
          `${api} in ${providerRequests}`,
        ).toBe(true);
      expect(harness.providerRoutes?.unmapped().slice(unmappedBefore)).toEqual([]);
    },
  };
}
