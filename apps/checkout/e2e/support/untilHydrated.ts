import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Whether the page in the browser is ready for a shopper's hand: no server-rendered app (no `#root`, or
 * one the browser renders itself), or the app has hydrated it (the router's bootstrap `$_TSR` is gone and
 * React owns every control the server wrote).
 */
function isHydrated(): boolean {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return true;
  if ('$_TSR' in window) return false;
  return [...root.querySelectorAll('input, select, textarea, button')].every((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
}

/**
 * Whether the page is hydrated after the shopper's hand has moved over it: the parts of a page the app
 * hydrates once the shopper is there (`deferredPart`, the checkout form's sections below the fold)
 * wait for a first move, scroll, focus or key. Moves the pointer by a pixel (in the page's top left
 * corner, over nothing) each time it finds the page not hydrated yet.
 */
async function hydratedAfterAMove(page: Page, attempt: number): Promise<boolean> {
  if (await page.evaluate(isHydrated)) return true;
  await page.mouse.move(1 + (attempt % 2), 1);
  return false;
}

/** Waits until the app has hydrated the server's page, its deferred parts too (the pointer moved). */
export async function untilHydrated(page: Page): Promise<void> {
  let attempt = 0;
  await expect.poll(() => hydratedAfterAMove(page, attempt++)).toBe(true);
}

/** How long a navigation waits for the hydration; a page whose scripts a test blocks never hydrates. */
const HYDRATION_WAIT_MS = 15_000;

/** Waits as {@link untilHydrated} for at most `ms`, and without failing: the test goes on either way. */
async function settle(page: Page, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    if (await hydratedAfterAMove(page, attempt).catch(() => false)) return;
    await page.waitForTimeout(50).catch(() => {});
  }
}

/**
 * `page`, whose `goto` and `reload` (with the default `load` wait) also wait until the app has hydrated
 * the server's page (the pointer moved, `untilHydrated`), as a shopper's hand would be too slow not to: a click or a choice on the server's
 * HTML before the app took it over does nothing (typed text is kept, `captureTypedInput`). A test that
 * acts on the server's HTML on purpose navigates with `waitUntil: 'commit'` or `'domcontentloaded'`.
 */
export function waitingForHydration(page: Page): Page {
  const { goto, reload } = page;
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await settle(page, HYDRATION_WAIT_MS);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload.call(page, options);
    if ((options?.waitUntil ?? 'load') === 'load') await settle(page, HYDRATION_WAIT_MS);
    return response;
  };
  return page;
}
