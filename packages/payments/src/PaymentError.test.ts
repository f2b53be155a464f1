import { describe, expect, it } from 'vitest';
import { PaymentError } from './PaymentError';
import { apiFailure } from './testing/createFakePort';

describe('PaymentError', () => {
  it('keeps the provider message as is', () => {
    const error = new PaymentError('declined', 'Your card was declined.');
    expect(error.message).toBe('Your card was declined.');
    expect(error.code).toBe('declined');
    expect(error.status).toBeNull();
  });

  it('wraps unknown failures as server errors and keeps the cause', () => {
    const cause = new Error('socket hang up');
    const error = PaymentError.from(cause);
    expect(error.code).toBe('server');
    expect(error.cause).toBe(cause);
    expect(PaymentError.from(error)).toBe(error);
    expect(PaymentError.from(42).message).toBe('An unknown error occurred');
  });

  it.each([
    { thrown: apiFailure(402, 'Your card was declined.'), code: 'declined', message: 'Your card was declined.' },
    {
      thrown: apiFailure(422, 'return_url must be on a loopback host'),
      code: 'invalid',
      message: 'return_url must be on a loopback host',
    },
    { thrown: apiFailure(500, 'Server error'), code: 'server', message: 'Server error' },
    { thrown: apiFailure(500, '', 'timeout'), code: 'network', message: 'HTTP 500' },
    { thrown: apiFailure(500, '', 'network'), code: 'network', message: 'HTTP 500' },
    { thrown: apiFailure(500, '', 'aborted'), code: 'cancelled', message: 'HTTP 500' },
    {
      thrown: new DOMException('The operation was aborted.', 'AbortError'),
      code: 'cancelled',
      message: 'The operation was aborted.',
    },
  ])('translates a platform failure into code $code keeping the server message', ({ thrown, code, message }) => {
    const error = PaymentError.from(thrown);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.cause).toBe(thrown);
  });

  it.each([
    { code: 'network', retryable: true },
    { code: 'server', retryable: true },
    { code: 'declined', retryable: false },
    { code: 'cancelled', retryable: false },
    { code: 'redirect_refused', retryable: false },
  ] as const)('says a $code failure is retryable: $retryable', ({ code, retryable }) => {
    expect(new PaymentError(code, 'x').retryable).toBe(retryable);
  });

  it('keeps the HTTP status of the platform answer', () => {
    expect(PaymentError.from(apiFailure(402, 'Your card was declined.')).status).toBe(402);
  });
});
