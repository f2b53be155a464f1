import { describe, expect, it } from 'vitest';
import { resolveSandboxUrls } from './resolveSandboxUrls';

describe('resolveSandboxUrls', () => {
  it('rewrites sandbox:/ strings at any depth and leaves everything else as it is', () => {
    expect(
      resolveSandboxUrls(
        { a: 'sandbox:/x.js', b: ['sandbox:/y?z=1', 'https://other.example/sandbox:/'], c: 3, d: null },
        'http://127.0.0.1:1/',
      ),
    ).toEqual({
      a: 'http://127.0.0.1:1/x.js',
      b: ['http://127.0.0.1:1/y?z=1', 'https://other.example/sandbox:/'],
      c: 3,
      d: null,
    });
  });
});
