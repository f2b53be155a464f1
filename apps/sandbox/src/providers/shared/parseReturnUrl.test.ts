import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReturnUrl, withQuery } from './parseReturnUrl';

describe('parseReturnUrl', () => {
  it.each([
    'http://127.0.0.1:3000/en/k/c/stripe-redirected',
    'http://localhost:5173/en/k/c/mollie-redirected',
    'https://localhost/return',
    'http://[::1]:4000/en/k/c/redirected?x=1',
  ])('accepts the loopback URL %s', (value) => {
    expect(parseReturnUrl(value)?.toString()).toBe(new URL(value).toString());
  });

  it.each([
    'https://evil.example/return',
    'javascript:alert(1)',
    'http://127.0.0.1.evil.example/',
    'http://user:pass@localhost/',
    'ftp://localhost/',
    '//localhost/return',
    '/en/k/c/redirected',
    '',
    42,
    null,
  ])('refuses %s', (value) => {
    expect(parseReturnUrl(value)).toBeNull();
  });

  it('refuses every URL whose host is not a loopback host', () => {
    fc.assert(
      fc.property(fc.webUrl(), (value) => {
        const host = new URL(value).hostname;
        fc.pre(!['127.0.0.1', 'localhost', '[::1]'].includes(host));
        expect(parseReturnUrl(value)).toBeNull();
      }),
    );
  });
});

describe('withQuery', () => {
  it('sets parameters and keeps the others', () => {
    expect(withQuery('http://localhost/r?a=1&b=2', { b: '3', c: '4' })).toBe('http://localhost/r?a=1&b=3&c=4');
  });
});
