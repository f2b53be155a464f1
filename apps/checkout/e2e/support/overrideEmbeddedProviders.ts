import type { Page } from 'playwright-core';

/**
 * Overrides providers in the configuration the server embeds in the pages of `page` (a provider set
 * to `null` is one the operator did not configure), to test what a shopper sees without a value the
 * sandbox configuration always has. The server rendered the page with its own configuration, so the
 * page is rendered by the browser instead: the router's inline scripts are kept from running (no
 * `$_TSR`), and the app renders afresh with the patched configuration.
 */
export async function overrideEmbeddedProviders(page: Page, providers: Record<string, unknown>): Promise<void> {
  // Patched in the page as the parser adds the block: a page answered by `route.fulfill` loses its
  // loopback address space, and Chromium then refuses its calls to the sandbox. The parser runs the
  // observer before it runs a script it has just added, so a script's type can still be changed.
  await page.addInitScript((patch: Record<string, unknown>) => {
    let patched = false;
    const observer = new MutationObserver(() => {
      for (const script of document.querySelectorAll<HTMLScriptElement>('#root script:not([type])'))
        script.type = 'text/plain';
      const block = document.getElementById('checkout-config');
      if (patched || !block?.textContent) return;
      try {
        const config = JSON.parse(block.textContent) as { providers?: Record<string, unknown> };
        config.providers = { ...config.providers, ...patch };
        block.textContent = JSON.stringify(config);
        patched = true;
      } catch {
        // Not all of the block is parsed yet: the next mutation completes it.
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  }, providers);
}
