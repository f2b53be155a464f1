import { describe, expect, it, vi } from 'vitest';
import { adapterOptions } from '../testing/adapterOptions';
import {
  apiFailure,
  confirmedOrder,
  createFakePort,
  redirectingOrder,
  testConfirmation,
} from '../testing/createFakePort';
import { createMollieAdapter } from './createMollieAdapter';

const checkout = { idempotencyKey: 'k1', amount: { amount: 1000, currency: 'EUR' }, isUpdateContainer: false } as const;
const hosted = 'http://127.0.0.1:4010/sandbox/mollie/checkout/tr_1';
const orderTarget = { scope: 'order', orderId: 'o7' } as const;

describe('createMollieAdapter', () => {
  it.each([
    { version: null, route: 'mollie-redirected' },
    { version: 1, route: 'mollie-redirected' },
    { version: 2, route: 'mollie-redirected/v2' },
  ])('creates the order with the $route return URL for version $version and redirects', async ({ version, route }) => {
    const port = createFakePort({ createOrder: vi.fn(() => Promise.resolve(redirectingOrder('o1', hosted))) });
    const outcome = await createMollieAdapter(adapterOptions(port, version)).pay(checkout);
    expect(port.createOrder).toHaveBeenCalledWith(
      { payment_method_payload: { return_url: `http://127.0.0.1:4000/en/key/cart/${route}` } },
      { idempotencyKey: 'k1', signal: undefined },
    );
    expect(outcome).toEqual({
      status: 'redirect',
      url: hosted,
      pending: { adapterId: 'mollie', flow: 'checkout', orderId: 'o1', target: null, idempotencyKey: 'k1' },
    });
  });

  it('confirms at once when the platform answers without a redirect', async () => {
    const port = createFakePort({ createOrder: vi.fn(() => Promise.resolve(confirmedOrder('o2'))) });
    expect(await createMollieAdapter(adapterOptions(port)).pay(checkout)).toMatchObject({
      status: 'confirmed',
      orderId: 'o2',
    });
  });

  it('reports paid on return only when the server says the order is open, ignoring query parameters', async () => {
    const port = createFakePort({ getOrder: vi.fn(() => Promise.resolve(testConfirmation('o1', 'open'))) });
    const pending = {
      adapterId: 'mollie',
      flow: 'checkout',
      orderId: 'o1',
      target: null,
      idempotencyKey: 'k1',
    } as const;
    const outcome = await createMollieAdapter(adapterOptions(port)).handleReturn({
      url: 'http://127.0.0.1:4000/en/key/cart/mollie-redirected?status=failed&order_id=other',
      pending,
    });
    expect(outcome).toEqual({ status: 'confirmed', orderId: 'o1', confirmation: testConfirmation('o1', 'open') });
    expect(port.getOrder).toHaveBeenCalledWith('o1', { signal: undefined });
  });

  it('does not trust a status=paid query parameter when the server says the order was cancelled', async () => {
    const port = createFakePort({ getOrder: vi.fn(() => Promise.resolve(testConfirmation('o1', 'cancelled'))) });
    await expect(
      createMollieAdapter(adapterOptions(port)).handleReturn({
        url: 'http://127.0.0.1:4000/en/key/cart/mollie-redirected/v2?order_id=o1&status=paid',
        pending: null,
      }),
    ).rejects.toMatchObject({ code: 'declined' });
  });

  it('stays pending while the server still holds a draft order', async () => {
    const port = createFakePort({ getOrder: vi.fn(() => Promise.resolve(testConfirmation('o1', 'draft'))) });
    const outcome = await createMollieAdapter(adapterOptions(port)).handleReturn({
      url: 'http://127.0.0.1:4000/en/key/cart/mollie-redirected?order_id=o1',
      pending: null,
    });
    expect(outcome).toEqual({ status: 'pending', orderId: 'o1' });
  });

  it('refuses a return it cannot identify', async () => {
    const port = createFakePort();
    await expect(
      createMollieAdapter(adapterOptions(port)).handleReturn({
        url: 'http://127.0.0.1:4000/en/key/cart/mollie-redirected?order_id=../../admin',
        pending: null,
      }),
    ).rejects.toMatchObject({ code: 'server' });
    expect(port.getOrder).not.toHaveBeenCalled();
  });

  it('updates the payment method with the update-flow return URL and redirects', async () => {
    const port = createFakePort({
      updatePaymentMethods: vi.fn(() => Promise.resolve({ redirect: true, redirect_url: hosted })),
    });
    const outcome = await createMollieAdapter(adapterOptions(port)).updatePaymentMethod({
      idempotencyKey: 'u1',
      target: orderTarget,
    });
    expect(port.updatePaymentMethods).toHaveBeenCalledWith(
      orderTarget,
      { payment_method_payload: { return_url: 'http://127.0.0.1:4000/en/key/cart/mollie-update-flow-redirected' } },
      { idempotencyKey: 'u1', signal: undefined },
    );
    expect(outcome).toEqual({
      status: 'redirect',
      url: hosted,
      pending: { adapterId: 'mollie', flow: 'update', orderId: 'o7', target: orderTarget, idempotencyKey: 'u1' },
    });
  });

  it('reports updated when the update needs no redirect', async () => {
    const port = createFakePort({
      updatePaymentMethods: vi.fn(() => Promise.resolve({ redirect: false, redirect_url: null })),
    });
    const target = { scope: 'customer', customerId: 'c1' } as const;
    expect(
      await createMollieAdapter(adapterOptions(port)).updatePaymentMethod({ idempotencyKey: 'u1', target }),
    ).toEqual({
      status: 'updated',
    });
  });

  it('reports the update return as submitted, never updated, after asking about the order', async () => {
    const port = createFakePort({ getOrder: vi.fn(() => Promise.resolve(testConfirmation('o7', 'open'))) });
    const outcome = await createMollieAdapter(adapterOptions(port)).handleReturn({
      url: 'http://127.0.0.1:4000/en/key/mollie-update-flow-redirected',
      pending: { adapterId: 'mollie', flow: 'update', orderId: 'o7', target: orderTarget, idempotencyKey: 'u1' },
    });
    expect(outcome).toEqual({ status: 'submitted' });
    expect(port.getOrder).toHaveBeenCalledWith('o7', { signal: undefined });
  });

  it('translates a 422 from the platform (bad return URL) into an invalid error', async () => {
    const port = createFakePort({
      createOrder: vi.fn(() => Promise.reject(apiFailure(422, 'return_url is not allowed'))),
    });
    await expect(createMollieAdapter(adapterOptions(port)).pay(checkout)).rejects.toMatchObject({
      code: 'invalid',
      message: 'return_url is not allowed',
    });
  });

  it('loads no SDK', async () => {
    const adapter = createMollieAdapter(adapterOptions(createFakePort()));
    await expect(adapter.load({ flow: 'checkout', amount: null })).resolves.toBeUndefined();
  });
});
