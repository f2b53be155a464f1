import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCaptcha } from '../services/captcha';
import { createTestSandbox, type TestSandbox } from '../testing/createTestSandbox';
import { fakeProviders } from '../testing/fakeProviders';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ providers: fakeProviders, registerServices: registerCaptcha });
});
afterAll(() => sandbox.close());

/** The routes issue 26 item 7 saw answer 5xx with a NUL in a path segment, and a few more. */
const requests: [string, string][] = [
  ['GET', '/sandbox/stripe/3ds/%00'],
  ['POST', '/sandbox/stripe/3ds/%00'],
  ['POST', '/api/demo-all/cart/cart-normal/items/%00'],
  ['POST', '/api/demo-all/cart/%00/items/tripod'],
  ['PUT', '/api/demo-all/cart/cart-normal/items/%00'],
  ['DELETE', '/api/demo-all/cart/cart-normal/items/%00'],
  ['POST', '/api/demo-all/psp/stripe/pi_x%00/order/ord_demo_1/verify'],
  ['POST', '/api/demo-all/psp/stripe/pi_x/order/%00/verify'],
  ['GET', '/api/demo-all/psp/stripe/cart/%00/key'],
  ['PUT', '/api/demo-all/orders/%00/payment-methods'],
  ['GET', '/sandbox/adyen/3ds/%00'],
  ['POST', '/sandbox/adyen/3ds/%00'],
  ['GET', '/sandbox/mollie/checkout/%00'],
  ['GET', '/sandbox/paypal/checkoutnow?token=%00'],
  ['GET', '/api/%00/locale'],
  ['GET', '/api/demo-all/cart/a%01b'],
  ['GET', '/api/demo-all/cart/%C0%AE%C0%AE'],
  ['GET', '/api/demo-all/cart/%ED%A0%80'],
];

describe('control characters in a path', () => {
  it.each(requests)('%s %s is refused with a 4xx in the envelope', async (method, path) => {
    const response = await sandbox.send(method, path, method === 'GET' ? undefined : {});
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { status: unknown; message: unknown };
    expect(body.status).toBe(false);
    expect(typeof body.message).toBe('string');
  });

  it('refuses a NUL inside a verify-recaptcha token with 400 on its field (src/http/refuseUnstorableBodies.ts)', async () => {
    const response = await sandbox.send('POST', '/utils/verify-recaptcha', { token: 'sandbox-valid-\u0000x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: false,
      message: 'The given data was invalid.',
      errors: { token: ['The text contains a NUL character.'] },
    });
  });
});

describe('control characters in a query', () => {
  const events = async () =>
    (await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM data_layer_events'))[0]?.count;
  const push = (query: string) => sandbox.send('POST', `/api/demo-all/data-layer${query}`, { cart_id: 'cart-normal' });

  // `?step=%00` reached the database, which refused the NUL with a 500 (issue 41 finding 3).
  it.each([
    '?step=%00',
    '?step=a%01b',
    '?step=ok&copy=%7F',
    '?step=%ED%A0%80', // a lone surrogate, UTF-8 encoded
    '?step=%C0%AE', // an overlong "."
    '?step=%FF',
    '?step=100%',
    '?step=ok&%00=1',
    '?step=ok&%E0%80=1',
  ])('refuses %s with 400 in the envelope before the route reads it', async (query) => {
    const before = await events();
    const response = await push(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message: 'The address holds characters it may not hold.' });
    expect(await events()).toBe(before);
  });

  it('reads a query of printable text, escapes and plus signs included', async () => {
    const response = await push('?step=payment+d%C3%A9tails%20%F0%9F%98%80&flag&=x&empty=');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { step: string } }).data.step).toBe('payment détails 😀');
  });
});
