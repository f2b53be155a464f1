import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** A page of the app to measure: a path on the app's origin, or why it cannot be measured yet. */
export type PageTarget =
  | { readonly name: string; readonly path: string }
  | { readonly name: string; readonly unavailable: string };

const routeTreeFile = fileURLToPath(new URL('../../../apps/checkout/src/routeTree.gen.ts', import.meta.url));
const jsonHeaders = { 'content-type': 'application/json' };

/** The main checkout pages, the order confirmation (after creating an invoice order) and the update-payment page. */
export async function preparePages(sandboxUrl: string): Promise<PageTarget[]> {
  const routes = await readFile(routeTreeFile, 'utf8').catch(() => '');
  return [
    { name: 'checkout demo-all', path: '/en/demo-all/cart-normal' },
    { name: 'checkout demo-minimal', path: '/en/demo-minimal/cart-minimal' },
    await confirmationPage(sandboxUrl, routes),
    await updatePaymentPage(sandboxUrl, routes),
  ];
}

async function confirmationPage(sandboxUrl: string, routes: string): Promise<PageTarget> {
  const name = 'order confirmation';
  if (!routes.includes("'/$lang/$apiKey/$cartId/order-confirmation'")) {
    return { name, unavailable: 'not available yet: the app has no /$lang/$apiKey/$cartId/order-confirmation route' };
  }
  const cartId = `bench-${Date.now()}`;
  try {
    const added = await fetch(`${sandboxUrl}/api/demo-minimal/cart/${cartId}/items/tripod`, {
      method: 'POST',
      headers: jsonHeaders,
      body: '{"quantity":1}',
      signal: AbortSignal.timeout(10_000),
    });
    if (!added.ok) return { name, unavailable: `the sandbox refused the cart (${added.status})` };
    const address = {
      first_name: 'Bench',
      last_name: 'Shopper',
      street: 'Hauptstraße',
      street_number: '1',
      postal_code: '10115',
      city: 'Berlin',
      country: 'Germany',
      alpha2: 'DE',
      alpha3: 'DEU',
    };
    const created = await fetch(`${sandboxUrl}/api/demo-minimal/order-create`, {
      method: 'POST',
      headers: { ...jsonHeaders, 'idempotency-key': `bench-${cartId}` },
      body: JSON.stringify({
        cart_id: cartId,
        checkboxes: { terms: true },
        contact: { email: 'bench@example.com', address: { billing: address, shipping: address } },
        extras: [],
        payment_method: 'invoice',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body: unknown = await created.json();
    const orderId = readPath(body, ['data', 'order_id']);
    if (!created.ok || typeof orderId !== 'string') {
      return { name, unavailable: `the sandbox created no order (${created.status})` };
    }
    return { name, path: `/en/demo-minimal/${cartId}/order-confirmation?order_id=${encodeURIComponent(orderId)}` };
  } catch (error) {
    return { name, unavailable: `no order: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function updatePaymentPage(sandboxUrl: string, routes: string): Promise<PageTarget> {
  const name = 'update payment';
  if (!routes.includes("'/$lang/$apiKey/update-payment-method'")) {
    return { name, unavailable: 'not available yet: the app has no /$lang/$apiKey/update-payment-method route' };
  }
  try {
    const response = await fetch(`${sandboxUrl}/sandbox/scenarios`, { signal: AbortSignal.timeout(10_000) });
    const scenarios = readPath(await response.json(), ['data']);
    const link = Array.isArray(scenarios)
      ? scenarios
          .map((scenario) => readPath(scenario, ['path']))
          .find((path): path is string => typeof path === 'string' && path.includes('update-payment-method'))
      : undefined;
    return link === undefined
      ? { name, unavailable: 'the sandbox lists no update-payment link' }
      : { name, path: link };
  } catch (error) {
    return { name, unavailable: `no scenarios: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function readPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
