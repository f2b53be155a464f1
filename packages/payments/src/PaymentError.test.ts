import { describe, expect, it } from 'vitest';
import { PaymentError } from './PaymentError';

describe('PaymentError', () => {
  it('keeps the provider message as is', () => {
    const error = new PaymentError('declined', 'Your card was declined.');
    expect(error.message).toBe('Your card was declined.');
    expect(error.code).toBe('declined');
  });

  it('wraps unknown failures as server errors and keeps the cause', () => {
    const cause = new Error('socket hang up');
    const error = PaymentError.from(cause);
    expect(error.code).toBe('server');
    expect(error.cause).toBe(cause);
    expect(PaymentError.from(error)).toBe(error);
    expect(PaymentError.from(42).message).toBe('An unknown error occurred');
  });
});
