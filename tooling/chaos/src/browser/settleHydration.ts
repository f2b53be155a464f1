import type { Page } from 'playwright-core';

/**
 * Whether the app has hydrated the server's page (as the checkout's browser tests check it). A
 * string, so that tsx's `keepNames` helpers stay out of the page (see `readScreen`).
 */
const IS_HYDRATED = `(() => {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return true;
  if ('$_TSR' in window) return false;
  return [...root.querySelectorAll('input, select, textarea, button')].every((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
})()`;

/**
 * Waits (at most `ms`, never failing) until the app has taken the server's page over, moving the
 * pointer as a shopper's hand would: the form's deferred parts hydrate on a first move, and a click
 * on the server's HTML before that does nothing.
 */
export async function settleHydration(page: Page, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    if (await page.evaluate<boolean>(IS_HYDRATED).catch(() => false)) return;
    await page.mouse.move(1 + (attempt % 2), 1).catch(() => undefined);
    await page.waitForTimeout(50).catch(() => undefined);
  }
}
