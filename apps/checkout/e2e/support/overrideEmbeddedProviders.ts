import type { Page } from 'playwright-core';

/**
 * Overrides providers in the configuration the server embeds in the pages of `page` (a provider set
 * to `null` is one the operator did not configure), to test what a shopper sees without a value the
 * sandbox configuration always has.
 */
export async function overrideEmbeddedProviders(page: Page, providers: Record<string, unknown>): Promise<void> {
  // Patched in the page as the parser adds the block: a page answered by `route.fulfill` loses its
  // loopback address space, and Chromium then refuses its calls to the sandbox.
  await page.addInitScript((patch: Record<string, unknown>) => {
    const observer = new MutationObserver(() => {
      const block = document.getElementById('checkout-config');
      if (!block?.textContent) return;
      try {
        const config = JSON.parse(block.textContent) as { providers?: Record<string, unknown> };
        config.providers = { ...config.providers, ...patch };
        block.textContent = JSON.stringify(config);
        observer.disconnect();
      } catch {
        // Not all of the block is parsed yet: the next mutation completes it.
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, providers);
}
