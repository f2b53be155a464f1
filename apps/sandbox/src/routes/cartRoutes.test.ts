import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, readEnvelope, type TestSandbox, type WireCartForTest } from '../testing/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const json = (response: Response) => readEnvelope<WireCartForTest>(response);

describe('the sandbox app', () => {
  it('answers the health check and unknown paths with a 404 envelope', async () => {
    expect(await json(await sandbox.send('GET', '/health'))).toEqual({ status: 'ok' });
    const missing = await sandbox.send('GET', '/nope');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ status: false, message: 'This page could not be found' });
  });

  it('allows loopback browser origins and no others, and never says what powers it', async () => {
    const local = await sandbox.send('GET', '/health', undefined, { origin: 'http://127.0.0.1:4000' });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4000');
    expect(local.headers.get('x-powered-by')).toBeNull();
    const foreign = await sandbox.send('GET', '/health', undefined, { origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CSP reports', () => {
  it('records violation reports and lists them', async () => {
    const report = { 'csp-report': { 'blocked-uri': 'https://evil.example/x.js', 'violated-directive': 'script-src' } };
    const posted = await sandbox.app.request('/sandbox/csp-reports', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(posted.status).toBe(204);
    expect((await readEnvelope(await sandbox.send('GET', '/sandbox/csp-reports'))).data).toEqual([report]);
  });
});

describe('cart calls', () => {
  it('shows a seeded cart with recomputed totals in the envelope', async () => {
    const response = await sandbox.send('GET', '/api/demo-all/cart/cart-normal');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({ id: 'cart-normal', currency: 'EUR', sum_total_due: '113.00' });
    expect(body.data.items.map((i) => [i.sku, i.total])).toEqual([
      ['tripod', '89.00'],
      ['ebook-guide', '24.00'],
    ]);
  });

  it('answers "Cart not found." for an unknown cart, another merchant and a malformed id', async () => {
    for (const path of [
      '/api/demo-all/cart/nope',
      '/api/demo-minimal/cart/cart-normal',
      '/api/demo-all/cart/..%2Fetc',
    ]) {
      const response = await sandbox.send('GET', path);
      expect(response.status).toBe(404);
      expect((await json(response)).message).toBe('Cart not found.');
    }
  });

  it('reports a cancelled quote as 410 quote_unavailable', async () => {
    const response = await sandbox.send('GET', '/api/demo-all/cart/cart-cancelled');
    expect(response.status).toBe(410);
    expect(await json(response)).toMatchObject({ status: false, code: 'quote_unavailable' });
  });

  it('creates a cart on its first item, then adds to it', async () => {
    const created = await sandbox.send('POST', '/api/demo-all/cart/new-cart-1/items/tripod', { quantity: 2 });
    expect(created.status).toBe(201);
    expect((await json(created)).data).toMatchObject({ id: 'new-cart-1', sum_total_due: '178.00' });
    const again = await sandbox.send('POST', '/api/demo-all/cart/new-cart-1/items/tripod', { quantity: 1 });
    expect(again.status).toBe(200);
    expect((await json(again)).data.items[0]?.quantity).toBe(3);
  });

  it('refuses an unknown sku, an invalid body and malformed JSON with 4xx envelopes', async () => {
    const unknown = await sandbox.send('POST', '/api/demo-all/cart/new-cart-2/items/nope', { quantity: 1 });
    expect(unknown.status).toBe(404);
    const invalid = await sandbox.send('POST', '/api/demo-all/cart/new-cart-2/items/tripod', { quantity: 0 });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await json(invalid)).errors ?? {})).toEqual(['quantity']);
    const malformed = await sandbox.send('POST', '/api/demo-all/cart/new-cart-2/items/tripod', '{"quantity":');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ status: false, message: 'The request body is not valid JSON.' });
  });

  it('changes and removes lines, recomputing the total', async () => {
    const updated = await json(
      await sandbox.send('PUT', '/api/demo-all/cart/cart-normal/items/li_cart-normal_1', { quantity: 2 }),
    );
    expect(updated.data.sum_total_due).toBe('202.00');
    const removed = await json(await sandbox.send('DELETE', '/api/demo-all/cart/cart-normal/items/li_cart-normal_2'));
    expect(removed.data.items).toHaveLength(1);
    expect(removed.data.sum_total_due).toBe('178.00');
    expect((await sandbox.send('DELETE', '/api/demo-all/cart/cart-normal/items/nope')).status).toBe(404);
  });

  it('moves the cart to a shipping country and refuses one it cannot ship to', async () => {
    const moved = await json(await sandbox.send('PUT', '/api/demo-all/cart/cart-normal/location', { alpha2: 'FR' }));
    expect(moved.data.shipping.country).toBe('FR');
    const refused = await sandbox.send('PUT', '/api/demo-all/cart/cart-normal/location', { alpha2: 'BR' });
    expect(refused.status).toBe(422);
  });

  it('stores UTM parameters, and a reset without a draft keeps the cart as it is', async () => {
    expect((await sandbox.send('PUT', '/api/demo-all/cart/cart-normal/params', { utm_source: 'mail' })).status).toBe(
      200,
    );
    const [row] = await sandbox.db.query<{ params: Record<string, string> }>(
      "SELECT document->'params' AS params FROM carts WHERE id = 'cart-normal'",
    );
    expect(row?.params).toEqual({ utm_source: 'mail' });
    await sandbox.send('POST', '/api/demo-all/cart/cart-voucher/voucher', { voucher_code: 'SAVE5', email: '' });
    const reset = await json(await sandbox.send('POST', '/api/demo-all/cart/cart-voucher/reset'));
    expect(reset.data.voucher?.code).toBe('SAVE5');
  });
});

describe('shipping calls', () => {
  it('lists the 38 shipping countries with names', async () => {
    const body = await readEnvelope<{ alpha2: string }[]>(
      await sandbox.send('GET', '/api/demo-all/cart/cart-normal/shipping-countries'),
    );
    expect(body.data).toHaveLength(38);
    expect(body.data).toContainEqual({ alpha2: 'DE', name: 'Germany' });
  });

  it('lists methods per country and adds the chosen one to the total', async () => {
    const methods = await readEnvelope<{ id: string }[]>(
      await sandbox.send('GET', '/api/demo-all/cart/cart-normal/shipping-countries/de/shipping-methods'),
    );
    expect(methods.data.map((m) => m.id)).toEqual(['standard', 'express', 'pickup']);
    expect(
      (await sandbox.send('GET', '/api/demo-all/cart/cart-normal/shipping-countries/BR/shipping-methods')).status,
    ).toBe(404);
    expect(
      (await sandbox.send('PUT', '/api/demo-all/cart/cart-normal/shipping-method', { id: 'express' })).status,
    ).toBe(200);
    const cart = await json(await sandbox.send('GET', '/api/demo-all/cart/cart-normal'));
    expect(cart.data.sum_total_due).toBe('122.90');
    const cartMethods = await readEnvelope<unknown[]>(
      await sandbox.send('GET', '/api/demo-all/cart/cart-normal/shipping-methods'),
    );
    expect(cartMethods.data).toHaveLength(3);
  });

  it('refuses a method that is not offered for the destination', async () => {
    expect(
      (await sandbox.send('PUT', '/api/demo-all/cart/cart-normal/shipping-method', { id: 'teleport' })).status,
    ).toBe(422);
  });
});
