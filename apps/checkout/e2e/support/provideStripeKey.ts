import type { Page } from 'playwright-core';

/**
 * Puts the sandbox's Stripe publishable key of `apiKey` into the configuration the server embeds
 * in the pages of `page`, as the server will for each merchant (issue 27). Temporary: the server
 * still embeds `providers.stripe: null`; once it fills the key, delete this helper.
 */
export async function provideStripeKey(page: Page, apiKey: string): Promise<void> {
  // Patched in the page as the parser adds the block: a page answered by `route.fulfill` loses its
  // loopback address space, and Chromium then refuses its calls to the sandbox.
  await page.addInitScript((publishableKey: string) => {
    const observer = new MutationObserver(() => {
      const block = document.getElementById('checkout-config');
      if (!block?.textContent) return;
      try {
        const config = JSON.parse(block.textContent) as { providers?: Record<string, unknown> };
        config.providers = { ...config.providers, stripe: { publishableKey } };
        block.textContent = JSON.stringify(config);
        observer.disconnect();
      } catch {
        // Not all of the block is parsed yet: the next mutation completes it.
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, `pk_test_sandbox_${apiKey}`);
}
