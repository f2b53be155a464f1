import { type CheckoutApi, CheckoutApiError, type OrderConfirmation } from '@checkout/api-client';
import { PaymentError } from '@checkout/payments';
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutPort, type OrderBase } from './createCheckoutPort';
import { OrderNotFoundError } from './OrderNotFoundError';

const blank = { address_addition: null, alpha3: null, company: null, country: null, note: null };

describe('createCheckoutPort', () => {
  it('hands the shopper’s contact and billing address to the adapters (3-D Secure data), read at pay time', () => {
    let email = 'ada@example.com';
    const base = (): OrderBase => ({
      cart_id: 'c1',
      checkboxes: {},
      extras: [],
      payment_method: 'braintree',
      contact: {
        email,
        phone: '030 1234567',
        address: {
          billing: {
            ...blank,
            alpha2: 'DE',
            city: 'München',
            first_name: 'Ada',
            last_name: 'Lovelace',
            postal_code: '80331',
            region: null,
            street: 'Marienplatz',
            street_number: '8',
          },
          shipping: { ...blank, alpha2: 'DE' },
        },
      },
    });
    const port = createCheckoutPort({ api: {} as CheckoutApi, cartId: 'c1', orderBase: base });
    email = 'grace@example.com';
    expect(port.getShopper?.()).toEqual({
      email: 'grace@example.com',
      phone: '030 1234567',
      billing: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: 'Marienplatz',
        streetNumber: '8',
        addition: null,
        postalCode: '80331',
        city: 'München',
        region: null,
        countryCode: 'DE',
      },
    });
  });

  it('reads an order of its own cart', async () => {
    const getOrder = vi.fn(async () => ({ data: orderOf('cart-1') }));
    const port = createCheckoutPort({ api: { getOrder } as unknown as CheckoutApi, cartId: 'cart-1', orderBase });
    await expect(port.getOrder('ord_1')).resolves.toEqual(orderOf('cart-1'));
  });

  it.each([
    ['another cart', 'cart-2'],
    ['no cart', null],
  ])(
    'answers an order of %s as not found (404), like the platform answers an order it does not have',
    async (_name, cart) => {
      const getOrder = vi.fn(async () => ({ data: orderOf(cart) }));
      const port = createCheckoutPort({ api: { getOrder } as unknown as CheckoutApi, cartId: 'cart-1', orderBase });
      const failure = await port.getOrder('ord_1').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OrderNotFoundError);
      expect(failure).toMatchObject({ code: 'http', status: 404, cause: undefined });
      expect(JSON.stringify(failure)).not.toContain('Grace');
    },
  );

  it('answers the platform’s 404 for the order the same way, and lets other failures through as they are', async () => {
    const missing = new CheckoutApiError('http', 'Order not found.', { status: 404 });
    const down = new CheckoutApiError('http', 'Service unavailable', { status: 503 });
    const getOrder = vi.fn().mockRejectedValueOnce(missing).mockRejectedValueOnce(down);
    const port = createCheckoutPort({ api: { getOrder } as unknown as CheckoutApi, cartId: 'cart-1', orderBase });
    const failure = await port.getOrder('ord_1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OrderNotFoundError);
    expect(OrderNotFoundError.isIn(PaymentError.from(failure))).toBe(true);
    await expect(port.getOrder('ord_1')).rejects.toBe(down);
    expect(OrderNotFoundError.isIn(PaymentError.from(down))).toBe(false);
  });

  it.each([
    ['its own cart', 'cart-1', 'cart-1'],
    ['no cart (the answer to this cart’s order-create)', null, 'cart-1'],
  ])('keeps an order-create confirmation naming %s as this cart’s', async (_name, cart, expected) => {
    const createOrder = vi.fn(async () => ({
      data: { redirect: false, redirect_url: null, order_id: 'ord_1', confirmation: orderOf(cart) },
    }));
    const port = createCheckoutPort({ api: { createOrder } as unknown as CheckoutApi, cartId: 'cart-1', orderBase });
    const created = await port.createOrder({ payment_method_payload: null }, { idempotencyKey: 'k' });
    expect(created.confirmation?.order.cart_id).toBe(expected);
  });

  it('drops an order-create confirmation that names another cart', async () => {
    const createOrder = vi.fn(async () => ({
      data: { redirect: false, redirect_url: null, order_id: 'ord_1', confirmation: orderOf('cart-2') },
    }));
    const port = createCheckoutPort({ api: { createOrder } as unknown as CheckoutApi, cartId: 'cart-1', orderBase });
    const created = await port.createOrder({ payment_method_payload: null }, { idempotencyKey: 'k' });
    expect(created).toMatchObject({ order_id: 'ord_1', confirmation: null });
  });
});

/** An open order of `cartId` (`null`: an answer that does not name its cart). */
function orderOf(cartId: string | null): OrderConfirmation {
  return {
    order: {
      id: 'ord_1',
      cart_id: cartId,
      number: 'ORD1',
      status: 'open',
      currency: 'EUR',
      sum_total_due: { amount: 12_991, currency: 'EUR' },
      created_at: null,
      shipping_method: null,
      delivery: null,
      voucher: null,
      billing_address: { first_name: 'Grace', last_name: 'Hopper' },
      shipping_address: null,
    },
    items: [],
  };
}

/** The checkout state of cart-1 at pay time. */
function orderBase(): OrderBase {
  return {
    cart_id: 'cart-1',
    checkboxes: {},
    extras: [],
    payment_method: 'invoice',
    contact: { email: 'ada@example.com', phone: null, address: { billing: { ...blank }, shipping: { ...blank } } },
  } as unknown as OrderBase;
}
