import { CheckoutApiError } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { VoucherFailure } from './VoucherFailure';

describe('VoucherFailure.of', () => {
  it("says what the platform's code means, with its answer as the cause", async () => {
    const answer = new CheckoutApiError('http', 'Voucher expired', { status: 422, serverCode: 'voucher_expired' });
    const failure = await VoucherFailure.of(answer);
    expect(failure.failure).toEqual({ kind: 'message', id: 'checkout.voucher.expired' });
    expect(failure.cause).toBe(answer);
  });

  it('says there was no answer when the texts cannot load (offline)', async () => {
    const answer = new CheckoutApiError('http', 'Voucher expired', { status: 422, serverCode: 'voucher_expired' });
    const failure = await VoucherFailure.of(answer, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(failure.failure).toEqual({ kind: 'message', id: 'errorPage.serverError' });
    expect(failure.cause).toBe(answer);
  });
});
