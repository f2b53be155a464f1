import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What {@link watchStripeUpdate} checks once the update is done. */
export interface StripeUpdateWatch {
  /**
   * Asserts that the page made exactly one Stripe customer, for `customerId` (`POST /psp/stripe/{id}`),
   * and that its SetupIntent, as the sandbox's Stripe API shows it, succeeded with a card and is the
   * one the last `PUT …/payment-methods` named.
   */
  expectCardStoredFor: (customerId: string) => Promise<void>;
}

/** Records a page's Stripe update calls of merchant `apiKey`: the customers it creates and the `setup_intent_id` of each PUT. */
export function watchStripeUpdate(page: Page, sandboxUrl: string, apiKey: string): StripeUpdateWatch {
  const customers: { id: string; customer_id: string; client_secret: string }[] = [];
  const setupIntentIds: unknown[] = [];
  page.on('response', async (response) => {
    const match = /^\/api\/([^/]+)\/psp\/stripe\/([^/]+)$/.exec(new URL(response.url()).pathname);
    if (response.request().method() !== 'POST' || match?.[1] !== apiKey) return;
    const { data } = (await response.json()) as { data: { customer_id: string; client_secret: string } };
    customers.push({ id: decodeURIComponent(match[2] ?? ''), ...data });
  });
  page.on('request', (request) => {
    if (request.method() !== 'PUT' || !request.url().endsWith('/payment-methods')) return;
    const body = request.postDataJSON() as { payment_method_payload: { setup_intent_id?: unknown } };
    setupIntentIds.push(body.payment_method_payload.setup_intent_id);
  });
  return {
    async expectCardStoredFor(customerId) {
      expect(customers.map((created) => created.id)).toEqual([customerId]);
      const secret = customers[0]?.client_secret ?? '';
      const id = secret.split('_secret_')[0] ?? '';
      const response = await fetch(
        `${sandboxUrl}/sandbox/stripe/v1/setup_intents/${id}?client_secret=${encodeURIComponent(secret)}`,
        { headers: { authorization: `Bearer pk_test_sandbox_${apiKey}` } },
      );
      const intent = (await response.json()) as Record<string, unknown>;
      expect(intent).toMatchObject({
        object: 'setup_intent',
        status: 'succeeded',
        customer: customers[0]?.customer_id,
      });
      expect(intent.payment_method).toMatch(/^pm_/);
      expect(setupIntentIds.at(-1)).toBe(id);
    },
  };
}
