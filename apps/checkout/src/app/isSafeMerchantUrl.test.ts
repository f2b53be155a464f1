import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeMerchantUrl } from './isSafeMerchantUrl';

describe('isSafeMerchantUrl', () => {
  it.each([
    ['https://cdn.example.com/widget.js', true],
    ['http://cdn.example.com/widget.js', false],
    ['javascript:alert(1)', false],
    ['//cdn.example.com/a.js', false],
    ['/local.js', false],
    ['https://user:pw@cdn.example.com/a.js', false],
    [42, false],
  ])('judges %s as %s', (url, expected) => {
    expect(isSafeMerchantUrl(url)).toBe(expected);
  });

  it('never accepts a URL that does not start with https://', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (isSafeMerchantUrl(text)) expect(text.toLowerCase().trimStart().startsWith('https:')).toBe(true);
      }),
    );
  });
});
