import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyUpdateLink } from '../links/updateLinkHash';
import { createTestSandbox, readEnvelope, TEST_LINK_SECRET, type TestSandbox } from '../testing/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('listScenarios', () => {
  it.each([
    ['demo-all', 'cus_demo', 'ord_demo_1'],
    ['demo-production', 'cus_production', 'ord_production_1'],
  ])(
    'lists signed update links of one and of all orders for %s’s customer, whose order exists',
    async (apiKey, customerId, orderId) => {
      const { data } = await readEnvelope<{ name: string; path: string }[]>(
        await sandbox.send('GET', '/sandbox/scenarios'),
      );
      const links = data
        .filter((scenario) => scenario.path.startsWith(`/en/${apiKey}/update-payment-method?`))
        .map((scenario) => new URL(scenario.path, 'http://x').searchParams);
      expect(
        links.map((query) => [query.get('customer_id'), query.get('order_id'), query.get('is_update_all')]),
      ).toEqual([
        [customerId, orderId, '0'],
        [customerId, orderId, '1'],
      ]);
      for (const query of links) {
        const isUpdateAll = query.get('is_update_all') === '1';
        expect(verifyUpdateLink(TEST_LINK_SECRET, { customerId, orderId, isUpdateAll }, query.get('hash') ?? '')).toBe(
          true,
        );
      }
      expect((await sandbox.send('GET', `/api/${apiKey}/order/${orderId}`)).status).toBe(200);
    },
  );
});
