import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSandboxes } from '../providers/providerSandboxes';
import { registerServices } from '../services/registerServices';
import { createTestSandbox, type TestSandbox } from '../testing/createTestSandbox';
import { MAX_BODY_DEPTH } from './findBodyRefusal';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ providers: providerSandboxes, registerServices });
});
afterAll(() => sandbox.close());

/** A JSON body of objects nested `depth` levels (`{"a":{"a":…1}}`). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const TOO_DEEP = { status: false, message: 'The request body is nested too deeply.' };
const invalid = (errors: Record<string, string[]>) => ({
  status: false,
  message: 'The given data was invalid.',
  errors,
});
const LONE_TEXT = 'The text is not well-formed Unicode (it holds a lone surrogate).';
const LONE_KEY = 'A key is not well-formed Unicode (it holds a lone surrogate).';
const NUL_TEXT = 'The text contains a NUL character.';
const NUL_KEY = 'A key contains a NUL character.';

/** Every route that may read a body (all but GET), with its parameters filled in. */
function writeRoutes(): [string, string][] {
  const routes = sandbox.app.routes.filter((route) => route.method !== 'ALL' && route.method !== 'GET');
  return routes.map((route) => [
    route.method,
    route.path
      .replace(':apiKey', 'demo-all')
      .replace(':cartId', 'cart-normal')
      .replace(/:[A-Za-z]+/g, 'x')
      .replace('*', 'x'),
  ]);
}

describe('bodies no route may read', () => {
  it('covers the routes of every family: platform, providers, services', () => {
    const paths = writeRoutes().map(([, path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/demo-all/order-create',
        '/api/demo-all/cart/cart-normal/items/x',
        '/sandbox/stripe/v1/payment_methods',
        '/sandbox/paypal/v2/checkout/orders',
        '/utils/verify-recaptcha',
        '/unleash/api/frontend',
        '/sandbox/csp-reports',
      ]),
    );
    expect(paths.length).toBeGreaterThan(30);
  });

  // Issue 41 finding 3: 10 000 levels gave a 500 (a stack overflow) on 13 of the platform's own routes alone.
  it('answers 400 to a body nested deeper than the bound on every route, before any handler', async () => {
    const answers = await Promise.all(
      writeRoutes().map(async ([method, path]) => {
        const response = await sandbox.send(method, path, nested(10_000));
        return { route: `${method} ${path}`, status: response.status, body: await response.json() };
      }),
    );
    for (const answer of answers) expect(answer, answer.route).toEqual({ ...answer, status: 400, body: TOO_DEEP });
  });

  it(`reads a body of ${MAX_BODY_DEPTH} levels and refuses one of ${MAX_BODY_DEPTH + 1}`, async () => {
    const body = (depth: number) => `{"cart_id":"cart-normal","extra":${nested(depth - 1)}}`;
    const fits = await sandbox.send('POST', '/api/demo-all/data-layer?step=shipping', body(MAX_BODY_DEPTH));
    expect(fits.status).toBe(200);
    const deeper = await sandbox.send('POST', '/api/demo-all/data-layer?step=shipping', body(MAX_BODY_DEPTH + 1));
    expect(deeper.status).toBe(400);
    expect(await deeper.json()).toEqual(TOO_DEEP);
  });

  it('names every field whose text or key the database could not store', async () => {
    const response = await sandbox.send('POST', '/api/demo-all/validate-limits', {
      cart_id: 'cart-normal',
      contact: { email: 'a\ud800@example.com', address: { billing: { city: 'Ber\u0000lin' } } },
      extras: [
        { name: 'note', value: 'fine' },
        { name: 'note', value: '\udc00' },
      ],
      checkboxes: { 'a\u0000b': true },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(
      invalid({
        'contact.email': [LONE_TEXT],
        'contact.address.billing.city': [NUL_TEXT],
        'extras.1.value': [LONE_TEXT],
        checkboxes: [NUL_KEY],
      }),
    );
  });

  it('names the body itself (`_`) for a key at the top and for a text that is the whole body', async () => {
    const key = await sandbox.send('POST', '/api/demo-all/data-layer?step=shipping', '{"cart_id":"c","\\ud800":1}');
    expect(await key.json()).toEqual(invalid({ _: [LONE_KEY] }));
    const text = await sandbox.send('POST', '/utils/verify-recaptcha', '"\\udfff"');
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual(invalid({ _: [LONE_TEXT] }));
  });

  it('refuses a lone surrogate on a provider route that reads its body itself', async () => {
    const response = await sandbox.send(
      'POST',
      '/sandbox/stripe/v1/payment_methods',
      { type: 'card', card: { number: '4242424242424242' }, billing_details: { name: 'Alex \ud83d' } },
      { authorization: 'Bearer pk_test_sandbox_demo-all' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalid({ 'billing_details.name': [LONE_TEXT] }));
  });

  it('refuses a NUL in a form post, value or key', async () => {
    const post = (body: string) =>
      sandbox.app.request('/sandbox/stripe/v1/payment_methods', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: 'Bearer pk_test_sandbox_demo-all',
        },
        body,
      });
    const value = await post('type=card&card[number]=4242%004242424242424');
    expect(value.status).toBe(400);
    expect(await value.json()).toEqual(invalid({ 'card[number]': [NUL_TEXT] }));
    const key = await post('type=card&card[num%00ber]=4242424242424242');
    expect(await key.json()).toEqual(invalid({ _: [NUL_KEY] }));
  });

  it('leaves malformed JSON and well-formed text to the route', async () => {
    const malformed = await sandbox.send('POST', '/api/demo-all/validate-limits', '{"cart_id":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' });
    const emoji = await sandbox.send('POST', '/api/demo-all/data-layer?step=shipping', {
      cart_id: 'cart-normal',
      email: '😀\u00e9\ud83d\ude00@example.com',
    });
    expect(emoji.status).toBe(200);
  });

  it('answers a refused body once, however many fields it names', async () => {
    const extras = Array.from({ length: 100 }, () => ({ name: 'note', value: '\ud800' }));
    const response = await sandbox.send('POST', '/api/demo-all/validate-limits', { extras });
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toHaveLength(20);
    expect(errors['extras.0.value']).toEqual([LONE_TEXT]);
  });
});
