import { WRITE_REQUEST_HEADER } from '@checkout/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerCaptcha } from '../services/captcha';
import { createTestSandbox, type TestSandbox } from '../testing/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ registerServices: registerCaptcha });
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const cart = '/api/demo-all/cart/cart-normal';

/** Sends a request as another origin's page could without a preflight, or with the given headers. */
const raw = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  sandbox.app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });

async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { status: unknown; message: unknown };
  expect(body.status).toBe(false);
  expect(typeof body.message).toBe('string');
}

describe('writes a cross-origin simple request could send', () => {
  it.each([
    ['POST', `/api/demo-all/cart/simple-${Date.now()}/items/tripod`, '{"quantity":1}'],
    ['POST', '/api/demo-all/order-create', '{"cart_id":"cart-normal"}'],
    ['PUT', `${cart}/location`, '{"country":"DE"}'],
    ['POST', '/utils/verify-recaptcha', '{"token":"sandbox-valid-simple"}'],
  ])('refuses %s %s with a text/plain body with 415', async (method, path, body) => {
    await expectRefused(await raw(method, path, { 'content-type': 'text/plain' }, body), 415);
    await expectRefused(await raw(method, path, { 'content-type': 'application/x-www-form-urlencoded' }, body), 415);
  });

  it('accepts a JSON body with a charset', async () => {
    const response = await raw(
      'POST',
      `/api/demo-all/cart/charset-${Date.now()}/items/tripod`,
      { 'content-type': 'application/json; charset=utf-8' },
      '{"quantity":1}',
    );
    expect(response.status).toBe(201);
  });

  it.each([
    ['POST', `${cart}/reset`],
    ['DELETE', `${cart}/voucher`],
    ['DELETE', `${cart}/items/tripod`],
    ['POST', '/api/demo-all/psp/stripe/cus_demo'],
  ])(
    'refuses %s %s without a body or the preflight header with 400, and serves it with the header',
    async (method, path) => {
      await expectRefused(await raw(method, path, {}), 400);
      const response = await raw(method, path, { [WRITE_REQUEST_HEADER]: '1' });
      expect(response.status).not.toBe(400);
      expect(response.status).not.toBe(415);
    },
  );

  it('lets a browser send the preflight header from a loopback origin', async () => {
    const response = await raw('OPTIONS', `${cart}/reset`, {
      origin: 'http://127.0.0.1:4000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': WRITE_REQUEST_HEADER,
    });
    expect(response.headers.get('access-control-allow-headers')).toContain(WRITE_REQUEST_HEADER);
  });

  it('leaves hosted provider pages and report endpoints their own types', async () => {
    const report = await raw(
      'POST',
      '/sandbox/csp-reports',
      { 'content-type': 'application/csp-report' },
      '{"csp-report":{"document-uri":"http://127.0.0.1:4000/"}}',
    );
    expect(report.status).toBeLessThan(300);
    const page = await raw(
      'POST',
      '/sandbox/paypal/checkoutnow',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'token=x',
    );
    expect(page.status).not.toBe(415);
  });
});
