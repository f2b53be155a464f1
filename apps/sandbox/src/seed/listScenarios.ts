import type { Queryable } from '../db/Database';
import { signUpdateLink } from '../links/updateLinkHash';
import { seedCustomers, seedMerchants } from './seedData';

/** A ready-made place to open in the checkout, as a path on the checkout's origin. */
export interface Scenario {
  name: string;
  path: string;
}

/** Every seeded cart and each seeded customer's update-payment links (signed with the stored secret), for `pnpm start`. */
export async function listScenarios(db: Queryable, lang = 'en'): Promise<Scenario[]> {
  const scenarios: Scenario[] = seedMerchants.flatMap((merchant) =>
    merchant.carts.map(({ scenario, cart }) => ({
      name: `${merchant.name}: ${scenario}`,
      path: `/${lang}/${merchant.api_key}/${cart.id}`,
    })),
  );
  for (const customer of seedCustomers) {
    const [row] = await db.query<{ link_secret: string }>('SELECT link_secret FROM merchants WHERE api_key = $1', [
      customer.api_key,
    ]);
    if (!row) continue;
    const merchant = seedMerchants.find((m) => m.api_key === customer.api_key);
    const [orderId] = customer.orders;
    for (const isUpdateAll of [false, true]) {
      const hash = signUpdateLink(row.link_secret, { customerId: customer.id, orderId, isUpdateAll });
      const query = new URLSearchParams({
        customer_id: customer.id,
        order_id: orderId,
        hash,
        is_update_all: isUpdateAll ? '1' : '0',
        currency: 'EUR',
      });
      scenarios.push({
        name: `${merchant?.name ?? customer.api_key}: Update the payment method of ${isUpdateAll ? 'all orders' : 'one order'}`,
        path: `/${lang}/${customer.api_key}/update-payment-method?${query}`,
      });
    }
  }
  return scenarios;
}
