import { CheckoutApiError } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { voucherFailureMessage } from './voucherFailureMessage';

const answer = (serverCode?: string) =>
  new CheckoutApiError('http', 'Der Gutschein ist abgelaufen.', {
    status: 422,
    serverMessage: 'Der Gutschein ist abgelaufen.',
    ...(serverCode ? { serverCode } : {}),
  });

describe('voucherFailureMessage', () => {
  it('asks to try again when the platform never answered, rather than calling the code invalid', () => {
    expect(voucherFailureMessage(new CheckoutApiError('network', 'Failed to fetch'))).toEqual({
      kind: 'message',
      id: 'errorPage.serverError',
    });
  });

  it("reads the platform's code, whatever language its message is in", () => {
    expect(voucherFailureMessage(answer('voucher_expired'))).toEqual({
      kind: 'message',
      id: 'checkout.voucher.expired',
    });
  });

  it('asks to try again for a failure the client did not read as an answer', () => {
    expect(voucherFailureMessage(new TypeError('Failed to fetch'))).toEqual({
      kind: 'message',
      id: 'errorPage.serverError',
    });
  });

  it('calls a refused code without a known platform code invalid', () => {
    expect(voucherFailureMessage(answer())).toEqual({ kind: 'message', id: 'checkout.voucher.invalid' });
  });
});
