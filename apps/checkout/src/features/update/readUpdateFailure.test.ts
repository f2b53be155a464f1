import { CheckoutApiError } from '@checkout/api-client';
import { PaymentError } from '@checkout/payments';
import { describe, expect, it } from 'vitest';
import { readUpdateFailure } from './readUpdateFailure';
import { updateAllTimeoutMs } from './updateTimeout';

describe('readUpdateFailure', () => {
  it('turns a refused link (403) into the uniform invalid-link page, whatever the server said', () => {
    const refused = new CheckoutApiError('http', 'This link is not valid.', {
      status: 403,
      serverMessage: 'This link is not valid.',
    });
    expect(readUpdateFailure(refused)).toEqual({ kind: 'invalid_link' });
    expect(readUpdateFailure(PaymentError.from(refused))).toEqual({ kind: 'invalid_link' });
  });

  it('recognises the client timeout of the all-orders update', () => {
    expect(readUpdateFailure(new CheckoutApiError('timeout', 'The request timed out.'))).toEqual({ kind: 'timeout' });
  });

  it('keeps any other failure for translation', () => {
    const error = new PaymentError('provider_not_recognized', 'Payment provider type not recognized.');
    expect(readUpdateFailure(error)).toEqual({ kind: 'error', error });
  });
});

describe('updateAllTimeoutMs', () => {
  it('waits 40 s in production even when a page sets the test override', () => {
    expect(updateAllTimeoutMs(false, { __checkoutUpdateTimeoutMs: 1000 })).toBe(40_000);
  });

  it.each([
    [{ __checkoutUpdateTimeoutMs: 2000 }, 2000],
    [{}, 40_000],
    [{ __checkoutUpdateTimeoutMs: '2000' }, 40_000],
    [{ __checkoutUpdateTimeoutMs: 90_000 }, 40_000],
  ])('in sandbox mode reads %o as %i ms', (scope, expected) => {
    expect(updateAllTimeoutMs(true, scope)).toBe(expected);
  });
});
