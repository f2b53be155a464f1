import { checkoutRoutes } from '@checkout/api-client';
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
});
