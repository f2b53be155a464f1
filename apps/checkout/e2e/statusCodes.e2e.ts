import { type RunningStack, startStack } from '@checkout/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultHeader } from './support/injectFault';

// Issue 30: the server's status line tells the truth, from the route matches of its own render, in every
// language prefix; the body is the rendered page (no browser: what a crawler or a monitor sees).
let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ CAPTCHA_SITE_KEY: 'sandbox-site-key' });
});

afterAll(async () => {
  await stack?.stop();
});

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'da', 'fi', 'no', 'sv', 'sl', 'el'] as const;

/** The status and body of a page, after the redirects the server sends (a cancelled quote's). */
async function open(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.appUrl}${path}`, { headers });
  return { status: response.status, url: new URL(response.url).pathname, body: await response.text() };
}

/** The app's HTML inside `#root`: the server rendered the page, not the empty shell. */
const rendered = (body: string) => body.slice(body.indexOf('<div id="root">'));

describe.each(LANGUAGES)('the status of each page in /%s', (lang) => {
  it('checkout, cart found: 200, the form', async () => {
    const page = await open(`/${lang}/demo-all/cart-normal`);
    expect(page.status).toBe(200);
    expect(rendered(page.body)).toContain('data-testid="checkout-form"');
  });

  it('checkout, quote unavailable: 410, the quote page', async () => {
    const page = await open(`/${lang}/demo-all/cart-cancelled`);
    expect(page.url).toBe(`/${lang}/error/quote-unavailable`);
    expect(page.status).toBe(410);
    expect(rendered(page.body)).toContain('data-testid="quote-unavailable"');
  });

  it('checkout, cart unknown: 404, "Cart not found"', async () => {
    const page = await open(`/${lang}/demo-all/no-such-cart`);
    expect(page.status).toBe(404);
    expect(rendered(page.body)).toContain('data-testid="error-page" data-status="404"');
  });

  it('checkout, platform down: 503, the server error page', async () => {
    const page = await open(`/${lang}/demo-all/cart-normal`, {
      'x-sandbox-fault': faultHeader('drop', '/api/*/cart/*'),
    });
    expect(page.status).toBe(503);
    expect(rendered(page.body)).toContain('data-testid="error-page"');
  });

  it('confirmation, order found: 200, the order', async () => {
    // The seeded order `ord_demo_1` is its cart's, `cart-ord_demo_1`: only under that cart's address is it shown.
    const page = await open(`/${lang}/demo-all/cart-ord_demo_1/order-confirmation?order_id=ord_demo_1`);
    expect(page.status).toBe(200);
    expect(rendered(page.body)).toContain('data-testid="order-confirmation"');
  });

  it('confirmation, order unknown: 404, the not-found page', async () => {
    const page = await open(`/${lang}/demo-all/cart-normal/order-confirmation?order_id=ord_nowhere`);
    expect(page.status).toBe(404);
    expect(rendered(page.body)).toContain('data-testid="error-page" data-status="404"');
  });

  it('unknown api key: 404, "Cart not found"', async () => {
    const page = await open(`/${lang}/no-such-merchant/cart-normal`);
    expect(page.status).toBe(404);
    expect(rendered(page.body)).toContain('data-testid="error-page" data-status="404"');
  });

  it('unknown path: 404, the not-found page', async () => {
    const page = await open(`/${lang}/no/such/page/here/at/all`);
    expect(page.status).toBe(404);
    expect(rendered(page.body)).toContain('data-testid="error-page" data-status="404"');
  });

  it('update page, a link that is not one: 403, the invalid-link page', async () => {
    const page = await open(`/${lang}/demo-all/update-payment-method?customer_id=cus_demo`);
    expect(page.status).toBe(403);
    expect(rendered(page.body)).toContain('data-testid="update-invalid-link"');
  });

  it('unexpected failure (an answer the app cannot read): 500, the server error page', async () => {
    const page = await open(`/${lang}/demo-all/cart-normal`, {
      'x-sandbox-fault': faultHeader('malformed', '/api/*/cart/*'),
    });
    expect(page.status).toBe(500);
    expect(rendered(page.body)).toContain('data-testid="error-page" data-status="500"');
  });
});
