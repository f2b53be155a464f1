import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MerchantAssetApproval } from '../../runtimeConfig';
import { approveMerchantAsset } from './approveMerchantAsset';

const approval: MerchantAssetApproval = {
  apiKey: 'shop',
  files: [
    { src: 'https://static.shop.example/widget.v3.js', integrity: 'sha384-abc' },
    { src: 'http://127.0.0.1:4010/sandbox/merchant/widget.js', integrity: 'sha384-def' },
  ],
};

/** URLs assembled from schemes, hosts (approved, look-alike, loopback, with credentials) and paths. */
const mixedUrls = fc
  .tuple(
    fc.constantFrom('https:', 'http:', 'HTTPS:', 'javascript:', 'data:', 'ftp:', ''),
    fc.constantFrom(
      '//static.shop.example:443',
      '//static.shop.example',
      '//127.0.0.1:4010',
      '//127.0.0.1:1',
      '//localhost:4010',
      '//evil.example',
      '//cdn.shop.example.evil.example',
      '//user@cdn.shop.example',
      '//cdn.shop.example@evil.example',
      '',
    ),
    fc.webPath(),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(''));

describe('approveMerchantAsset', () => {
  it.each([
    ['a pinned file, with its integrity', 'https://static.shop.example/widget.v3.js', 'sha384-abc'],
    ['the sandbox’s pinned widget on loopback', 'http://127.0.0.1:4010/sandbox/merchant/widget.js', 'sha384-def'],
    ['the same URL written with an explicit port', 'https://static.shop.example:443/widget.v3.js', 'sha384-abc'],
    ['another file on the pinned file’s host', 'https://static.shop.example/other.js', null],
    ['the pinned path with a query', 'https://static.shop.example/widget.v3.js?v=2', null],
    ['the pinned path with another case', 'https://static.shop.example/Widget.v3.js', null],
    ['the pinned file over http', 'http://static.shop.example/widget.v3.js', null],
    [
      'the sandbox widget’s changed copy (not pinned here)',
      'http://127.0.0.1:4010/sandbox/merchant/widget.js?copy=tampered',
      null,
    ],
    ['loopback on another port', 'http://127.0.0.1:9999/sandbox/merchant/widget.js', null],
    ['credentials in the URL', 'https://user:pw@static.shop.example/widget.v3.js', null],
    ['a javascript: URL', 'javascript:alert(1)', null],
    ['a data: URL', 'data:text/javascript,alert(1)', null],
    ['a protocol-relative URL', '//static.shop.example/widget.v3.js', null],
    ['a relative URL', '/widget.v3.js', null],
    ['not a string', 42, null],
  ])('judges %s', (_what, url, integrity) => {
    const result = approveMerchantAsset(url, approval, 'shop');
    expect(result?.integrity ?? null).toBe(integrity);
  });

  it('approves nothing without an approval, for another merchant, or without a merchant', () => {
    const url = 'https://static.shop.example/widget.v3.js';
    expect(approveMerchantAsset(url, null, 'shop')).toBeNull();
    expect(approveMerchantAsset(url, approval, 'other-shop')).toBeNull();
    expect(approveMerchantAsset(url, approval, null)).toBeNull();
  });

  it('never approves a URL that is not exactly a pinned file, and always with its integrity', () => {
    fc.assert(
      fc.property(fc.oneof(mixedUrls, fc.string()), (url) => {
        const result = approveMerchantAsset(url, approval, 'shop');
        if (result === null) return;
        const pinned = approval.files.find((file) => file.src === result.url);
        expect(pinned?.integrity).toBe(result.integrity);
      }),
    );
  });
});
