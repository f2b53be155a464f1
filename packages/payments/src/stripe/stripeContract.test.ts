import { type StripeContractError, stripeContract } from '@checkout/provider-doubles/contracts';
import { describe, expect, it } from 'vitest';
import type { PaymentErrorCode } from '../PaymentError';
import { createFakePort, testConfirmation } from '../testing/createFakePort';
import { settleStripeReturn } from './settleStripeReturn';
import { toStripePaymentError } from './toStripePaymentError';

/** The `PaymentError` code of every error shape Stripe documents; a new shape in the contract fails typecheck here. */
const expected: Record<StripeContractError, PaymentErrorCode> = {
  cardDeclined: 'declined',
  insufficientFunds: 'declined',
  expiredCard: 'declined',
  incorrectCvc: 'declined',
  processingError: 'declined',
  authenticationRequired: 'authentication_failed',
  incompleteNumber: 'invalid',
  incompleteExpiry: 'invalid',
  incompleteCvc: 'invalid',
  invalidNumber: 'invalid',
  paymentIntentAuthenticationFailure: 'authentication_failed',
  setupIntentAuthenticationFailure: 'authentication_failed',
  unexpectedState: 'server',
  invalidRequest: 'server',
  apiConnection: 'network',
  api: 'server',
  rateLimit: 'server',
  authentication: 'server',
  idempotency: 'server',
};

const SECRET_SUFFIX = '_secret_xyz';

describe('Stripe adapter against the Stripe contract', () => {
  it.each(Object.entries(stripeContract.errors))('maps the documented error %s', (name, shape) => {
    const error = toStripePaymentError(shape);
    expect(error.code).toBe(expected[name as StripeContractError]);
    expect(error.message).toBe(shape.message);
  });

  it.each(stripeContract.returnParameters.redirectStatus)(
    'reads payment_intent of a checkout return with redirect_status=%s and lets the platform decide',
    async (status) => {
      const port = createFakePort({
        verifyStripeIntent: () => Promise.resolve({ verified: true, redirect: false, redirect_url: null }),
        getOrder: (orderId) => Promise.resolve(testConfirmation(orderId)),
      });
      const values: Record<string, string> = {
        payment_intent: 'pi_3abc',
        payment_intent_client_secret: `pi_3abc${SECRET_SUFFIX}`,
        redirect_status: status,
      };
      const url = new URL('https://shop.example/stripe-redirected?order_id=o1');
      for (const name of stripeContract.returnParameters.payment) url.searchParams.set(name, values[name] ?? '');
      const outcome = await settleStripeReturn(port, 'stripe-v2', { url: url.toString(), pending: null });
      expect(port.verifyStripeIntent).toHaveBeenCalledWith('pi_3abc', 'o1', { signal: undefined });
      expect(outcome.status).toBe('confirmed');
    },
  );

  it('reads setup_intent of an update return', async () => {
    const port = createFakePort({
      updatePaymentMethods: () => Promise.resolve({ redirect: false, redirect_url: null }),
    });
    const values: Record<string, string> = {
      setup_intent: 'seti_3abc',
      setup_intent_client_secret: `seti_3abc${SECRET_SUFFIX}`,
      redirect_status: 'succeeded',
    };
    const url = new URL('https://shop.example/stripe-update-flow-redirected?order_id=o1');
    for (const name of stripeContract.returnParameters.setup) url.searchParams.set(name, values[name] ?? '');
    const outcome = await settleStripeReturn(port, 'stripe-v2', { url: url.toString(), pending: null });
    expect(port.updatePaymentMethods).toHaveBeenCalledWith(
      { scope: 'order', orderId: 'o1' },
      { payment_method_payload: { setup_intent_id: 'seti_3abc' } },
      expect.anything(),
    );
    expect(outcome).toEqual({ status: 'updated' });
  });
});
