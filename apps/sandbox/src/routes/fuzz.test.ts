import { checkoutRoutes } from '@checkout/api-client/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/createTestSandbox';
import { fakeProviders } from '../testing/fakeProviders';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ providers: fakeProviders });
});
afterAll(() => sandbox.close());

const routes = Object.values(checkoutRoutes);
const segment = fc.oneof(
  fc.constantFrom('demo-all', 'cart-normal', 'ord_demo_1', 'cus_demo', 'tripod', 'DE', '..', '%2e%2e', 'x'.repeat(300)),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);
const body = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.constant('{"cart_id":'),
  fc
    .record({ cart_id: fc.string(), contact: fc.anything(), quantity: fc.anything(), voucher_code: fc.anything() })
    .map((v) => JSON.stringify(v)),
);

/** Segments no client would send, raw or percent-encoded (issue 26, fuzzing). */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '%00',
    '\u0000',
    'pi_x%00',
    '%ED%A0%80', // a lone surrogate, UTF-8 encoded
    '\uD800',
    '\uDFFF',
    '%C0%AE', // an overlong "."
    '%E0%80%AE',
    '%C0%AF', // an overlong "/"
    '%F4%90%80%80', // past U+10FFFF
    '%FF',
    '%',
    '%2e%2e',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..',
    '%252e%252e',
    'x'.repeat(10_000),
    '%F0%9F%92%A9'.repeat(500),
  ),
  segment,
  fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
);

/** A query with repeated and hostile parameters. */
const hostileQuery = fc
  .array(fc.tuple(fc.constantFrom('token', 'hash', 'customer_id', 'order_id', 'lang', 'copy', '%00'), hostileSegment), {
    maxLength: 6,
  })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

/** Answers the property asks of any response: below 500, and an error only in the envelope, without internals. */
async function expectNoServerError(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  if (response.status < 400) return;
  const text = await response.text();
  expect(text, label).not.toMatch(/at \w+ \(|node_modules|\/src\//);
  const parsed = JSON.parse(text) as { status: unknown; message: unknown };
  expect(parsed.status, label).toBe(false);
  expect(typeof parsed.message, label).toBe('string');
}

describe('the sandbox under arbitrary requests', () => {
  it('never answers 5xx and always answers errors in the envelope, without internals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(segment, { minLength: 6, maxLength: 6 }),
        body,
        async (route, values, payload) => {
          let index = 0;
          const path = route.path.replace(/\{[a-z_]+\}/g, () => values[index++] ?? 'x');
          const response = await sandbox.send(route.method, path, route.method === 'GET' ? undefined : payload);
          if (path.startsWith('/api/system/test/error')) return;
          expect(response.status, `${route.method} ${path}`).toBeLessThan(500);
          if (response.status >= 400) {
            const text = await response.text();
            const parsed = JSON.parse(text) as { status: unknown; message: unknown };
            expect(parsed.status).toBe(false);
            expect(typeof parsed.message).toBe('string');
            expect(text).not.toMatch(/at \w+ \(|node_modules|\/src\//);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx on any route, /sandbox/* included, to hostile segments and repeated parameters', async () => {
    const all = sandbox.app.routes.filter((r) => r.method !== 'ALL' && !r.path.startsWith('/api/system/test/error'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        fc.array(hostileSegment, { minLength: 6, maxLength: 6 }),
        hostileQuery,
        body,
        async (route, values, query, payload) => {
          let index = 0;
          const path = route.path.replace(/:[A-Za-z]+/g, () => values[index++] ?? 'x') + query;
          const response = await sandbox.send(route.method, path, route.method === 'GET' ? undefined : payload);
          await expectNoServerError(response, `${route.method} ${path.slice(0, 200)}`);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
