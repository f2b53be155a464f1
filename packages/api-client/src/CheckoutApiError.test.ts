import { describe, expect, it } from 'vitest';
import { CheckoutApiError } from './CheckoutApiError';

describe('CheckoutApiError', () => {
  it('defaults the status to 500', () => {
    expect(new CheckoutApiError('http', 'Server error').status).toBe(500);
  });

  it('keeps an error that already is a CheckoutApiError', () => {
    const original = new CheckoutApiError('http', 'Not found', { status: 404 });
    expect(CheckoutApiError.from(original)).toBe(original);
  });

  it('tells a timeout from an abort from a network failure', () => {
    expect(CheckoutApiError.from(new DOMException('t', 'TimeoutError')).code).toBe('timeout');
    expect(CheckoutApiError.from(new DOMException('a', 'AbortError')).code).toBe('aborted');
    const network = CheckoutApiError.from(new TypeError('fetch failed'));
    expect(network.code).toBe('network');
    expect(network.message).toBe('fetch failed');
    expect(network.cause).toBeInstanceOf(TypeError);
  });

  it('gives a generic message for a thrown non-error', () => {
    expect(CheckoutApiError.from('boom').message).toBe('An unknown error occurred');
  });
});

describe('CheckoutApiError.withIdempotencyKey', () => {
  it('copies every field and adds the key', () => {
    const fieldErrors = { email: ['The email field is required.'] };
    const error = new CheckoutApiError('http', 'Invalid', { status: 422, serverMessage: 'Invalid', fieldErrors });
    const copy = error.withIdempotencyKey('key-1');
    expect(copy).toMatchObject({
      code: 'http',
      status: 422,
      serverMessage: 'Invalid',
      fieldErrors,
      idempotencyKey: 'key-1',
    });
    expect(copy.message).toBe('Invalid');
  });
});
