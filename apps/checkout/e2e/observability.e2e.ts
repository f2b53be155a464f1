import { getFreePort } from '@checkout/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutHarness,
  choose,
  fillCard,
  fillShopper,
  readUpdateLinks,
  startHarness,
} from './support/checkoutHarness';

const LAST_NAME = 'Quimbleton';
let harness: CheckoutHarness;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await getFreePort();
  harness = await startHarness('en-US', { env: { METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info' } });
});

afterAll(async () => {
  await harness?.close();
});

/** The checkout server's log so far, a line each. */
const logLines = () =>
  harness.stack
    .appOutput()
    .split('\n')
    .filter((line) => line.trim() !== '');

describe('logs and metrics of the checkout server', () => {
  it('logs a purchase and a payment-method update as JSON lines without keys, ids, hashes or personal data, and counts them', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-minimal/cart-minimal`);
    await fillShopper(page, LAST_NAME);
    await choose(page, 'payment-methods', 'Invoice');
    const pay = page.getByTestId('pay-button');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.waitForURL(/\/en\/demo-minimal\/cart-minimal\/order-confirmation/);
    const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    expect(orderId).toMatch(/\S{4,}/);
    // A fresh tab opening the confirmation link: the server renders the order, reading it from the platform.
    const other = await harness.page();
    await other.goto(page.url());
    await expect.poll(() => other.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');

    const link = (await readUpdateLinks(harness.stack.sandboxUrl)).one;
    const params = new URL(link, 'http://x').searchParams;
    const update = await harness.page();
    await update.goto(`${harness.stack.appUrl}${link}`);
    await choose(update, 'update-methods', 'Adyen');
    await fillCard(update, '4242 4242 4242 4242');
    await update.getByTestId('update-submit').click();
    await update.waitForURL(/\/en\/demo-all\/updated-successfully/);

    const secrets = [
      'demo-minimal',
      'demo-all',
      'cart-minimal',
      orderId,
      params.get('hash') ?? '',
      params.get('customer_id') ?? '',
      params.get('order_id') ?? '',
      'ada@example.com',
      LAST_NAME,
      'Marienplatz',
      '030 1234567',
      '4242',
    ].filter((secret) => secret !== '');
    expect(secrets.length).toBeGreaterThanOrEqual(10);
    await expect
      .poll(() => logLines().filter((line) => line.includes('"pageClass":"update"')).length)
      .toBeGreaterThan(0);
    const lines = logLines();
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON log line: ${line}`);
      }
    });
    const requests = entries.filter((entry) => entry.msg === 'request');
    const classes = new Set(requests.map((entry) => entry.pageClass));
    for (const kind of ['payment', 'update', 'asset', 'health']) expect(classes).toContain(kind);
    for (const entry of requests) {
      expect(entry).toMatchObject({ reqId: expect.any(String), status: expect.any(Number), ms: expect.any(Number) });
    }
    // Fields the logger makes up (a random request id, ports, times, durations) can hold a secret's
    // digits by chance ("4242" in a UUID): they are left out of the search.
    const log = lines.join('\n').replace(/"(reqId|time|port|ms)":("[^"]*"|[\d.]+)/g, '"$1":_');
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);

    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/checkout_http_requests_total\{page_class="payment",status="200"\} [1-9]/);
    expect(metrics).toMatch(/checkout_http_requests_total\{page_class="update",status="200"\} [1-9]/);
    expect(metrics).toMatch(/checkout_platform_reads_total\{call="getCart",status="200"\} [1-9]/);
    expect(metrics).toMatch(/checkout_platform_reads_total\{call="getOrder",status="200"\} [1-9]/);
    for (const secret of secrets) expect(metrics).not.toContain(secret);
    await Promise.all([page.close(), other.close(), update.close()]);
  });
});
