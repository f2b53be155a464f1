import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MerchantAssetApproval } from '../../runtimeConfig';
import { approveMerchantAsset } from './approveMerchantAsset';

const approval: MerchantAssetApproval = {
  apiKey: 'shop',
  hosts: ['https://cdn.shop.example', 'http://127.0.0.1:4010'],
  files: [{ src: 'https://static.shop.example/widget.v3.js', integrity: 'sha384-abc' }],
};

/** URLs assembled from schemes, hosts (approved, look-alike, loopback, with credentials) and paths. */
const mixedUrls = fc
  .tuple(
    fc.constantFrom('https:', 'http:', 'HTTPS:', 'javascript:', 'data:', 'ftp:', ''),
    fc.constantFrom(
      '//cdn.shop.example',
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
    ['an https file under an approved host', 'https://cdn.shop.example/chat.js', 'approved'],
    ['a pinned static file, with its integrity', 'https://static.shop.example/widget.v3.js', 'pinned'],
    ['the sandbox on loopback (approved host)', 'http://127.0.0.1:4010/sandbox/merchant/widget.js', 'approved'],
    ['another file on the pinned file’s host', 'https://static.shop.example/other.js', 'refused'],
    ['the pinned path with a query', 'https://static.shop.example/widget.v3.js?v=2', 'refused'],
    ['an off-list host', 'https://evil.example/x.js', 'refused'],
    ['a look-alike host', 'https://cdn.shop.example.evil.example/x.js', 'refused'],
    ['http on an approved host name', 'http://cdn.shop.example/chat.js', 'refused'],
    ['another port of an approved host', 'https://cdn.shop.example:8443/chat.js', 'refused'],
    ['loopback on another port', 'http://127.0.0.1:9999/x.js', 'refused'],
    ['credentials in the URL', 'https://user:pw@cdn.shop.example/chat.js', 'refused'],
    ['a javascript: URL', 'javascript:alert(1)', 'refused'],
    ['a data: URL', 'data:text/javascript,alert(1)', 'refused'],
    ['a protocol-relative URL', '//cdn.shop.example/chat.js', 'refused'],
    ['a relative URL', '/chat.js', 'refused'],
    ['not a string', 42, 'refused'],
  ])('judges %s as %s', (_what, url, expected) => {
    const result = approveMerchantAsset(url, approval, 'shop');
    const verdict = result === null ? 'refused' : result.integrity ? 'pinned' : 'approved';
    expect(verdict).toBe(expected);
    if (result?.integrity) expect(result.integrity).toBe('sha384-abc');
  });

  it('approves nothing without an approval, for another merchant, or without a merchant', () => {
    const url = 'https://cdn.shop.example/chat.js';
    expect(approveMerchantAsset(url, null, 'shop')).toBeNull();
    expect(approveMerchantAsset(url, approval, 'other-shop')).toBeNull();
    expect(approveMerchantAsset(url, approval, null)).toBeNull();
  });

  it('never approves a URL whose origin is not approved, nor anything but https or loopback http', () => {
    fc.assert(
      fc.property(fc.oneof(mixedUrls, fc.string()), (url) => {
        const result = approveMerchantAsset(url, approval, 'shop');
        if (result === null) return;
        const parsed = new URL(result.url);
        const approvedOrigins = [...approval.hosts, ...approval.files.map((file) => new URL(file.src).origin)];
        expect(approvedOrigins).toContain(parsed.origin);
        expect(['https:', 'http:']).toContain(parsed.protocol);
        if (parsed.protocol === 'http:') expect(parsed.hostname).toBe('127.0.0.1');
      }),
    );
  });

  it('approves every https path under an approved host', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(approveMerchantAsset(`https://cdn.shop.example${path}`, approval, 'shop')).not.toBeNull();
      }),
    );
  });
});
