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

/** Waits until the app has hydrated the server's page. */
export async function untilHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(isHydrated)).toBe(true);
}

/** How long a navigation waits for the hydration; a page whose scripts a test blocks never hydrates. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * `page`, whose `goto` and `reload` (with the default `load` wait) also wait until the app has hydrated
 * the server's page, as a shopper's hand would be too slow not to: a click or a choice on the server's
 * HTML before the app took it over does nothing (typed text is kept, `captureTypedInput`). A test that
 * acts on the server's HTML on purpose navigates with `waitUntil: 'commit'` or `'domcontentloaded'`.
 */
export function waitingForHydration(page: Page): Page {
  const settle = () => page.waitForFunction(isHydrated, undefined, { timeout: HYDRATION_WAIT_MS }).catch(() => {});
  const { goto, reload } = page;
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await settle();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload.call(page, options);
    if ((options?.waitUntil ?? 'load') === 'load') await settle();
    return response;
  };
  return page;
}
