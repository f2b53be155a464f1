import { type Mock, vi } from 'vitest';
import type { PaymentPort } from '../contract/PaymentPort';
import type { OrderCreateOutcome, PaymentOrderConfirmation } from '../contract/PaymentPortData';

/** The confirmation shape the tests use. */
export interface TestConfirmation extends PaymentOrderConfirmation {
  readonly order: { readonly id: string; readonly status: string | null };
  readonly items: readonly unknown[];
}

/** A confirmation of `orderId` in `status`. */
export function testConfirmation(orderId: string, status: string | null = 'open'): TestConfirmation {
  return { order: { id: orderId, status }, items: [] };
}

/** An order-creation answer without redirect. */
export function confirmedOrder(orderId: string): OrderCreateOutcome<TestConfirmation> {
  return { redirect: false, redirect_url: null, order_id: orderId, confirmation: testConfirmation(orderId) };
}

/** An order-creation answer with a redirect. */
export function redirectingOrder(orderId: string, url: string): OrderCreateOutcome<TestConfirmation> {
  return { redirect: true, redirect_url: url, order_id: orderId, confirmation: null };
}

type Port = PaymentPort<TestConfirmation>;

/** A fake port: every method a typed `vi.fn`. */
export type FakePort = { readonly [K in keyof Port]-?: Mock<NonNullable<Port[K]>> };

const notStubbed = (name: string) => () => Promise.reject(new Error(`${name} not stubbed`));

/** A port whose every method is a typed `vi.fn`, rejecting "not stubbed" unless `overrides` implements it. */
export function createFakePort(overrides: Partial<Port> = {}): FakePort {
  return {
    createOrder: vi.fn<Port['createOrder']>(overrides.createOrder ?? notStubbed('createOrder')),
    getOrder: vi.fn<Port['getOrder']>(overrides.getOrder ?? notStubbed('getOrder')),
    updatePaymentMethods: vi.fn<Port['updatePaymentMethods']>(
      overrides.updatePaymentMethods ?? notStubbed('updatePaymentMethods'),
    ),
    getStripeData: vi.fn<Port['getStripeData']>(overrides.getStripeData ?? notStubbed('getStripeData')),
    getStripeKey: vi.fn<Port['getStripeKey']>(overrides.getStripeKey ?? notStubbed('getStripeKey')),
    createStripeCustomer: vi.fn<Port['createStripeCustomer']>(
      overrides.createStripeCustomer ?? notStubbed('createStripeCustomer'),
    ),
    verifyStripeIntent: vi.fn<Port['verifyStripeIntent']>(
      overrides.verifyStripeIntent ?? notStubbed('verifyStripeIntent'),
    ),
    getBraintreeData: vi.fn<Port['getBraintreeData']>(overrides.getBraintreeData ?? notStubbed('getBraintreeData')),
    getPaypalData: vi.fn<Port['getPaypalData']>(overrides.getPaypalData ?? notStubbed('getPaypalData')),
    submitAdyenPaymentDetails: vi.fn<Port['submitAdyenPaymentDetails']>(
      overrides.submitAdyenPaymentDetails ?? notStubbed('submitAdyenPaymentDetails'),
    ),
    getShopper: vi.fn<NonNullable<Port['getShopper']>>(overrides.getShopper ?? (() => null)),
  };
}

/** A `CheckoutApiError`-shaped failure (read by shape, as the host's client throws it), with the platform's `serverCode` when given. */
export function apiFailure(status: number, serverMessage: string, code = 'http', serverCode?: string): Error {
  return Object.assign(new Error(`HTTP ${status}`), {
    name: 'CheckoutApiError',
    status,
    serverMessage,
    code,
    serverCode,
  });
}
