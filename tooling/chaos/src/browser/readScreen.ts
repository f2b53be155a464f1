import type { Page } from 'playwright-core';

/** What the page shows right now, read in one go. */
export interface ScreenSnapshot {
  readonly url: string;
  /** `data-state` of the order confirmation page, or `null` when not on it. */
  readonly confirmation: string | null;
  /** `data-state` of a provider return page, or `null`. */
  readonly paymentReturn: string | null;
  /** The pay error's text on the checkout page, or `null`. */
  readonly payError: string | null;
  /** `data-state` of the checkout's "your payment is being confirmed" notice (`confirming`, `unconfirmed`), or `null`. */
  readonly payState: string | null;
  /** Whether the checkout says the cart is being paid in another tab. */
  readonly payElsewhere: boolean;
  /** Whether an error page (server error, platform unreachable) is shown. */
  readonly errorPage: boolean;
  /** Whether the checkout form (its Pay button) is shown. */
  readonly onCheckout: boolean;
  /** Whether Pay is enabled there. */
  readonly payEnabled: boolean;
  /** Whether a payment is in progress there (Pay shows its spinner, `aria-busy`). */
  readonly paying: boolean;
}

/**
 * The markers, read in the page. A string, not a function: tsx compiles with esbuild's `keepNames`,
 * which wraps the inner functions of a serialised function in a `__name` helper the page lacks.
 */
const READ_MARKERS = `(() => {
  const byId = (id) => document.querySelector('[data-testid="' + id + '"]');
  const visible = (element) =>
    element instanceof HTMLElement && element.offsetParent !== null && (element.textContent || '').trim() !== '';
  const payError = byId('pay-error');
  const pay = byId('pay-button');
  return {
    confirmation: byId('order-confirmation')?.getAttribute('data-state') ?? null,
    paymentReturn: byId('payment-return')?.getAttribute('data-state') ?? null,
    payError: visible(payError) ? payError.textContent.trim() : null,
    payState: byId('pay-state')?.getAttribute('data-state') ?? null,
    payElsewhere: visible(byId('pay-elsewhere')),
    errorPage: byId('error-page') !== null,
    onCheckout: pay !== null,
    payEnabled: pay instanceof HTMLButtonElement && !pay.disabled,
    paying: pay !== null && pay.getAttribute('aria-busy') === 'true',
  };
})()`;

/** Reads the screen's outcome markers (test ids and `data-state`, as the browser tests read them). */
export async function readScreen(page: Page): Promise<ScreenSnapshot> {
  const markers = await page.evaluate<Omit<ScreenSnapshot, 'url'>>(READ_MARKERS).catch(() => ({
    confirmation: null,
    paymentReturn: null,
    payError: null,
    payState: null,
    payElsewhere: false,
    errorPage: false,
    onCheckout: false,
    payEnabled: false,
    paying: false,
  }));
  return { url: page.url(), ...markers };
}
