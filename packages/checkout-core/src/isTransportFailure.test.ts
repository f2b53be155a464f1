import { CheckoutApiError } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { isTransportFailure } from './isTransportFailure';

/** An error wrapping a platform answer, as the payment adapters' `PaymentError.from` does. */
const wrapping = (cause: unknown) => new Error('payment failed', { cause });

describe('isTransportFailure', () => {
  it.each([
    ['a dropped connection', new CheckoutApiError('network', 'Failed to fetch'), true],
    ['a timeout', new CheckoutApiError('timeout', 'The request timed out after 20000 ms.'), true],
    ['a malformed body', new CheckoutApiError('invalid_response', 'The response body is not JSON.'), true],
    [
      'an error caused by a malformed body',
      wrapping(new CheckoutApiError('invalid_response', 'The response body is not JSON.')),
      true,
    ],
    ['an error caused by a dropped connection', wrapping(new CheckoutApiError('network', 'x')), true],
    ['a server error with its message', new CheckoutApiError('http', 'Back soon', { status: 503 }), false],
    ['a decline', wrapping(new CheckoutApiError('http', 'Your card was declined.', { status: 402 })), false],
    ['an error without a platform cause', new Error('Failed to fetch'), false],
    ['a value that is not an error', 'Failed to fetch', false],
  ])('tells %s', (_name, error, expected) => {
    expect(isTransportFailure(error)).toBe(expected);
  });
});
