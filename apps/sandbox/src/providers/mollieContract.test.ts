import { type MollieStatus, mollieContract } from '@checkout/provider-doubles/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartDocument, MerchantRecord } from '../store/records';
import { mollieSandbox } from './mollie';
import {
  createTestbed,
  orderAttempt,
  orderStatus,
  placeOrder,
  seedCart,
  seedMerchant,
  submitOutcome,
  type Testbed,
} from './testing/createTestbed';

let bed: Testbed;
let merchant: MerchantRecord;
let cart: CartDocument;
const RETURN = 'http://localhost:3000/en/demo/cart-1/mollie-redirected/v2?order_id=order-1';
const documented: readonly string[] = Object.keys(mollieContract.statuses);

/** The platform order status each documented meaning of a Mollie status gives the order. */
const orderStatusFor = { paid: 'open', unpaid: 'cancelled', undecided: 'draft' } as const;

beforeAll(async () => {
  bed = await createTestbed((app, ctx) => mollieSandbox.register(app, ctx));
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.reset();
  merchant = await seedMerchant(bed.db);
  cart = await seedCart(bed.db, merchant.api_key);
});

/** Creates the Mollie payment for the order and returns its hosted page and payment id. */
async function hostedPayment() {
  const outcome = await placeOrder(
    bed.ctx,
    mollieSandbox,
    orderAttempt(merchant, cart, 'mollie', { return_url: RETURN }),
  );
  if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
  return { path: new URL(outcome.redirectUrl).pathname, id: outcome.reference };
}

describe('Mollie sandbox against the Mollie contract', () => {
  it('offers only documented statuses on the hosted page, and shows an open payment as documented', async () => {
    const { path, id } = await hostedPayment();
    const offered = [...(await (await bed.app.request(path)).text()).matchAll(/name="outcome" value="(\w+)"/g)];
    expect(offered.map((match) => match[1])).not.toHaveLength(0);
    for (const [, status] of offered) expect(documented).toContain(status);
    const shown = (await (await bed.app.request(`/sandbox/mollie/v2/payments/${id}`)).json()) as { status: string };
    expect(shown.status).toBe('open');
    expect(await orderStatus(bed.db)).toBe(orderStatusFor[mollieContract.statuses.open]);
  });

  it.each(['paid', 'failed', 'canceled', 'expired'] satisfies MollieStatus[])(
    'returns a %s payment to the return URL exactly as given, and settles the order by its documented meaning',
    async (status) => {
      const { path, id } = await hostedPayment();
      const back = await submitOutcome(bed.app, path, status);
      const location = new URL(back.headers.get('location') ?? '');
      const added = [...location.searchParams.keys()].filter((name) => name !== mollieContract.returnIdentifier);
      expect(added).toEqual([...mollieContract.returnParameters]);
      expect(location.href).toBe(RETURN);
      const shown = (await (await bed.app.request(`/sandbox/mollie/v2/payments/${id}`)).json()) as { status: string };
      expect(shown.status).toBe(status);
      expect(await orderStatus(bed.db)).toBe(orderStatusFor[mollieContract.statuses[status]]);
    },
  );
});
