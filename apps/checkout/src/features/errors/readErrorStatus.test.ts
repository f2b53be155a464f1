import { CheckoutApiError } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { readErrorStatus } from './readErrorStatus';

describe('readErrorStatus', () => {
  it('keeps the status and server message of an API error', () => {
    const error = new CheckoutApiError('http', 'failed', { status: 503, serverMessage: 'Back soon' });
    expect(readErrorStatus(error)).toEqual({ status: 503, serverMessage: 'Back soon' });
  });

  it('treats any other failure as a 500 without a server message', () => {
    expect(readErrorStatus(new Error('boom'))).toEqual({ status: 500, serverMessage: null });
  });
});
