import type { ResultCode } from '@adyen/adyen-web';
import { type AdyenContractError, adyenContract } from '@checkout/provider-doubles/contracts';
import { describe, expect, it } from 'vitest';
import { PaymentError, type PaymentErrorCode } from '../PaymentError';
import { createFakePort, testConfirmation } from '../testing/createFakePort';
import { settleAdyenReturn } from './settleAdyenReturn';
import { toAdyenPaymentError } from './toAdyenPaymentError';

/** The `PaymentError` code of every documented `AdyenCheckoutError` name; a new name fails typecheck here. */
const expectedErrors: Record<AdyenContractError, PaymentErrorCode> = {
  CANCEL: 'cancelled',
  NETWORK_ERROR: 'network',
  SCRIPT_ERROR: 'sdk_unavailable',
  IMPLEMENTATION_ERROR: 'server',
  API_ERROR: 'server',
  ERROR: 'server',
  SDK_ERROR: 'server',
};

/** How a return settles for every documented `resultCode` of `/payments/details`. */
const expectedReturns: Record<ResultCode, 'confirmed' | 'pending' | PaymentErrorCode> = {
  Authorised: 'confirmed',
  Pending: 'pending',
  Received: 'pending',
  Refused: 'authentication_failed',
  Cancelled: 'cancelled',
  Error: 'server',
  AuthenticationFinished: 'server',
  AuthenticationNotRequired: 'server',
  ChallengeShopper: 'server',
  IdentifyShopper: 'server',
  PartiallyAuthorised: 'server',
  PresentToShopper: 'server',
  RedirectShopper: 'server',
};

describe('Adyen adapter against the Adyen contract', () => {
  it.each(Object.values(adyenContract.errors))('maps the documented error $name', ({ name, message }) => {
    const error = toAdyenPaymentError(Object.assign(new Error(message), { name }));
    expect(error.code).toBe(expectedErrors[name]);
    expect(error.message).toBe(message);
  });

  it.each(adyenContract.resultCodes)('settles a return answered with resultCode %s', async (resultCode) => {
    const port = createFakePort({
      submitAdyenPaymentDetails: () =>
        Promise.resolve({ resultCode, action: null, redirect: false, redirect_url: null }),
      getOrder: (orderId) => Promise.resolve(testConfirmation(orderId)),
    });
    const url = new URL('https://shop.example/redirected?order_id=o1');
    const { redirectResult } = adyenContract.additionalDetails.data.details;
    for (const name of adyenContract.returnParameters) url.searchParams.set(name, redirectResult);
    const settled = await settleAdyenReturn(port, { url: url.toString(), pending: null }).then(
      (outcome) => outcome.status,
      (error: unknown) => PaymentError.from(error).code,
    );
    expect(settled).toBe(expectedReturns[resultCode]);
    expect(port.submitAdyenPaymentDetails).toHaveBeenCalledWith(
      { details: { redirectResult }, paymentData: null, isUpdateContainer: false },
      expect.anything(),
    );
  });
});
